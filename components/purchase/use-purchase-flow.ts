import 'client-only';
import { useCallback, useEffect, useRef, useState } from 'react';
import { stepForMessage, type PurchaseStatus } from '@/lib/purchases/browser/flow';
import { listenToApp, postToApp, type ToAppMessage } from '@/lib/webview/bridge';
import { LATEST_PURCHASE_STORAGE_KEY } from '@/lib/webview/token';

interface PurchaseOutcome {
  purchaseId?: string;
  /** The report type the app named, else the one that was requested. */
  reportType?: string;
}

/**
 * One purchase conversation with the native app: send the request, show the app's answers with
 * the spec's timings, and go on (onProceed) 1.5 s after success or "already premium".
 * `pending` is the request whose button shows its loading state.
 * `answerWithinMs`: when the app sends nothing at all for this long after a request, the loading
 * state ends with the 'noAnswer' status (which stays until the next request or answer).
 */
export function usePurchaseFlow(onProceed: (outcome: PurchaseOutcome) => void, { answerWithinMs }: { answerWithinMs?: number } = {}) {
  const [status, setStatus] = useState<PurchaseStatus | null>(null);
  const [pending, setPending] = useState<ToAppMessage | null>(null);
  const requested = useRef<ToAppMessage | null>(null);
  const clearTimer = useRef<number | undefined>(undefined);
  const proceedTimer = useRef<number | undefined>(undefined);
  const answerTimer = useRef<number | undefined>(undefined);
  const proceed = useRef(onProceed);
  useEffect(() => {
    proceed.current = onProceed;
  });

  const show = useCallback((next: PurchaseStatus | null, clearAfterMs?: number) => {
    window.clearTimeout(clearTimer.current);
    setStatus(next);
    if (clearAfterMs) clearTimer.current = window.setTimeout(() => setStatus(null), clearAfterMs);
  }, []);

  useEffect(() => {
    const stop = listenToApp((message) => {
      // the app answered: whatever it says, it is no longer silent
      window.clearTimeout(answerTimer.current);
      const step = stepForMessage(message);
      if (step.status === 'keep') {
        window.clearTimeout(clearTimer.current);
        setStatus((current) => (current?.kind === 'processing' ? null : current));
      } else {
        show(step.status, step.clearAfterMs);
      }
      if (!step.busy) setPending(null);
      else if (requested.current) setPending(requested.current);
      if (step.proceed) {
        const { afterMs, purchaseId } = step.proceed;
        const fallbackType = requested.current?.type === 'PURCHASE_REQUEST' ? requested.current.reportType : undefined;
        const outcome: PurchaseOutcome = { purchaseId, reportType: step.proceed.reportType ?? fallbackType };
        if (purchaseId) {
          try {
            sessionStorage.setItem(LATEST_PURCHASE_STORAGE_KEY, purchaseId);
          } catch {
            // storage can be disabled; the id travels in the address anyway
          }
        }
        window.clearTimeout(proceedTimer.current);
        proceedTimer.current = window.setTimeout(() => proceed.current(outcome), afterMs);
      }
    });
    return () => {
      stop();
      window.clearTimeout(clearTimer.current);
      window.clearTimeout(proceedTimer.current);
      window.clearTimeout(answerTimer.current);
    };
  }, [show]);

  /** Sends a request to the app; outside the app shows 'outsideApp' and returns false. */
  const request = useCallback(
    (message: ToAppMessage): boolean => {
      try {
        if (!postToApp(message)) {
          show({ kind: 'outsideApp' });
          return false;
        }
      } catch {
        show({ kind: 'startFailed' });
        return false;
      }
      requested.current = message;
      setPending(message);
      show(null);
      window.clearTimeout(answerTimer.current);
      if (answerWithinMs) {
        answerTimer.current = window.setTimeout(() => {
          setPending(null);
          show({ kind: 'noAnswer' });
        }, answerWithinMs);
      }
      return true;
    },
    [show, answerWithinMs],
  );

  return { status, pending, request };
}
