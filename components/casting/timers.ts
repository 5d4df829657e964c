import 'client-only';
import { useEffect, useRef } from 'react';

/** True when the reader asked the system for less motion: animations and their waits are skipped. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** setTimeout that is cleared when the component goes away (or on clear()). */
export function useTimers() {
  const ids = useRef<number[]>([]);
  useEffect(() => {
    const pending = ids.current;
    return () => pending.forEach((id) => window.clearTimeout(id));
  }, []);
  return {
    after(ms: number, run: () => void) {
      if (ms <= 0) return run();
      ids.current.push(window.setTimeout(run, ms));
    },
    clear() {
      ids.current.forEach((id) => window.clearTimeout(id));
      ids.current.length = 0;
    },
  };
}
