'use client';

import { useEffect } from 'react';
import { markHydrated } from '@/lib/hydration/early-taps';

/**
 * The last child of the root layout's body: its effect runs after every effect of the page above
 * it (listeners, timers, the bridge), so when it marks <html data-hydrated> the page answers taps.
 * A tap kept by the early-tap script meanwhile is replayed then.
 */
export function HydrationMarker() {
  useEffect(() => {
    const tap = markHydrated();
    if (tap) window.setTimeout(() => tap.click(), 0);
  }, []);
  return null;
}
