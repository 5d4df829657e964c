'use client';

import { useSyncExternalStore } from 'react';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '@/lib/policies/constants';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};
const scrolledFar = () => window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX;

/**
 * A floating button that appears once the reader has scrolled past the threshold and takes them
 * back to the top. Focus moves to the page heading, so keyboard users are not left at the bottom.
 */
export function ScrollToTop({ label, focusId }: { label: string; focusId: string }) {
  const visible = useSyncExternalStore(subscribe, scrolledFar, () => false);
  if (!visible) return null;
  const toTop = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById(focusId)?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      onClick={toTop}
      title={label}
      className="fixed right-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-40 flex size-12 items-center justify-center rounded-full border border-line bg-white/95 text-ink shadow-md backdrop-blur hover:bg-white"
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M10 16V4M4.5 9.5 10 4l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </button>
  );
}
