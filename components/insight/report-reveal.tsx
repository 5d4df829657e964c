import { useEffect, useState, type ReactNode } from 'react';
import { REPORT_REVEAL_MS } from '@/lib/insight/constants';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * Whether a reading is being revealed: only when it was just made (not when a stored report is
 * reopened) and the reader has not asked for reduced motion. The CSS in app/globals.css draws the
 * reveal under [data-reveal]; this ends it after REPORT_REVEAL_MS, when it is drawn.
 */
function useReveal(fresh: boolean): boolean {
  const [revealing, setRevealing] = useState(() => fresh && !prefersReducedMotion());
  useEffect(() => {
    if (!revealing) return;
    const timer = setTimeout(() => setRevealing(false), REPORT_REVEAL_MS);
    return () => clearTimeout(timer);
  }, [revealing]);
  return revealing;
}

/**
 * The frame of a finished reading: marks it ready (the page's instructions above it are hidden,
 * app/globals.css) and, while it is revealed, carries data-reveal for the CSS.
 */
export function ReportReveal({ fresh, children }: { fresh: boolean; children: ReactNode }) {
  const revealing = useReveal(fresh);
  return (
    <div data-report-ready="" data-reveal={revealing ? '' : undefined}>
      {children}
    </div>
  );
}
