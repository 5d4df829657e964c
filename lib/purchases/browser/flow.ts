/**
 * What a purchase button shows for each message from the native app (spec, section 4), as data:
 * the components only render it and run the timers. No React here.
 */
import { PURCHASE_REDIRECT_MS, STATUS_CLEAR_LONG_MS, STATUS_CLEAR_SHORT_MS } from '@/lib/purchases/constants';
import type { FromAppMessage } from '@/lib/webview/bridge';

export type PurchaseStatus =
  | { kind: 'processing' }
  | { kind: 'success' }
  | { kind: 'alreadyPremium' }
  | { kind: 'cancelled' }
  /** text: the app's own error text, when it sent one */
  | { kind: 'failed'; text?: string }
  | { kind: 'loginRequired' }
  /** the button was pressed outside the app (each page has its own words for it) */
  | { kind: 'outsideApp' }
  /** posting the request to the app threw */
  | { kind: 'startFailed' }
  /** the app sent nothing back within the page's time limit (/purchases: PURCHASES_BUSY_MAX_MS) */
  | { kind: 'noAnswer' };

/** Statuses that say something went wrong (shown as alerts); the rest are polite status messages. */
export const isAlertStatus = (status: PurchaseStatus): boolean =>
  status.kind === 'failed' || status.kind === 'startFailed' || status.kind === 'loginRequired' || status.kind === 'outsideApp' || status.kind === 'noAnswer';

interface PurchaseStep {
  /** The status to show; 'keep' leaves a result in place and only ends 'processing' (loading false). */
  status: PurchaseStatus | null | 'keep';
  /** Is the purchase still under way (the button keeps its loading state)? */
  busy: boolean;
  /** Clear the status after this long. */
  clearAfterMs?: number;
  /** Go on to the report after this long, with what the app said. */
  proceed?: { afterMs: number; purchaseId?: string; reportType?: string };
}

export function stepForMessage(message: FromAppMessage): PurchaseStep {
  switch (message.type) {
    case 'PURCHASE_LOADING':
      return message.loading ? { status: { kind: 'processing' }, busy: true } : { status: 'keep', busy: false };
    case 'PURCHASE_SUCCESS':
      return { status: { kind: 'success' }, busy: false, proceed: { afterMs: PURCHASE_REDIRECT_MS, purchaseId: message.purchaseId, reportType: message.reportType } };
    case 'ALREADY_PREMIUM':
      return { status: { kind: 'alreadyPremium' }, busy: false, proceed: { afterMs: PURCHASE_REDIRECT_MS, purchaseId: message.purchaseId, reportType: message.reportType } };
    case 'PURCHASE_CANCELLED':
      return { status: { kind: 'cancelled' }, busy: false, clearAfterMs: STATUS_CLEAR_SHORT_MS };
    case 'PURCHASE_ERROR':
      return { status: { kind: 'failed', ...(message.error?.trim() ? { text: message.error.trim() } : {}) }, busy: false, clearAfterMs: STATUS_CLEAR_LONG_MS };
    case 'LOGIN_REQUIRED':
      return { status: { kind: 'loginRequired' }, busy: false, clearAfterMs: STATUS_CLEAR_SHORT_MS };
  }
}

/** The report page to open after a purchase, with its purchase id in the query. */
export function reportHref(path: string, purchaseId: string | undefined): string {
  return purchaseId ? `${path}?${new URLSearchParams({ purchaseId })}` : path;
}
