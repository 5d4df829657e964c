import 'client-only';
import { useEffect, useRef } from 'react';

/**
 * Moves keyboard and screen-reader focus to the heading of each new step (not on first render), so
 * the reader hears where the flow went after pressing a button.
 */
export function useStepFocus(step: string) {
  const heading = useRef<HTMLHeadingElement | null>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return heading;
}
