import { Suspense, type ReactNode } from 'react';
import { ContentHydrationMarker } from './hydration-marker';

/**
 * The body of a static library page (a reading, the book's landing, the flag, the policies), in a
 * Suspense boundary of its own. The server renders it whole into the HTML as before; on the phone,
 * React hydrates the page's frame first (header, footer, the root layout's HydrationMarker: the
 * header's links and language switch answer from then on) and this boundary right after, at idle
 * priority, in slices that leave the main thread free between them. A tap inside it before then is
 * not lost: React hydrates the boundary at once and replays the tap (selective hydration). The
 * boundary's own marker sets <html data-content-hydrated> when its part is hydrated too
 * (docs/performance.md measures both).
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      {children}
      {/* tells the test suites' hydration wait (tests/e2e/fixtures.ts) to wait for this boundary too */}
      <div hidden data-deferred-hydration="" />
      <ContentHydrationMarker />
    </Suspense>
  );
}
