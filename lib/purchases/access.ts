import { ApiError } from '@/lib/api/errors';
import type { Queryable } from '@/lib/db/types';
import { findActiveSubscription, findPurchase, type Purchase } from './ledger';
import { isSubscriptionProduct, type ReportProduct } from './products';
import { isWithdrawn, purchaseGrantsAccess } from './status';

/**
 * Why access was refused. The page shows a translated text per reason; the API also sends the
 * spec's English `error` text (DENIAL_MESSAGES) for other clients.
 */
export type DenialReason = 'no_purchase' | 'wrong_product' | 'subscription_expired' | 'purchase_refunded';

export const DENIAL_MESSAGES: Record<DenialReason, string> = {
  no_purchase: 'No valid purchase found',
  wrong_product: 'This purchase is for a different report.',
  subscription_expired: 'Your premium subscription has expired.',
  purchase_refunded: 'This purchase was refunded or revoked by the store, so it no longer opens this report.',
};

export type AccessDecision =
  | { hasAccess: true; via: 'purchase' | 'subscription'; purchase: Purchase }
  | { hasAccess: false; reason: DenialReason };

/**
 * May this user open this report? Yes when the purchase exists, is theirs and is for this report,
 * or when they hold a paid-up premium subscription (which covers every report). Someone else's
 * purchase answers exactly like a purchase that does not exist: nothing about it leaks.
 */
export async function checkReportAccess(
  db: Queryable,
  { userId, purchaseId, product, now = new Date() }: { userId: string; purchaseId: string | null; product: ReportProduct; now?: Date },
): Promise<AccessDecision> {
  let reason: DenialReason = 'no_purchase';
  if (purchaseId) {
    const purchase = await findPurchase(db, purchaseId);
    if (purchase && purchase.userId === userId) {
      // the ledger's status (store refunds, revocations, expiry): one rule, status.ts
      const grants = purchaseGrantsAccess(purchase, now);
      if (isWithdrawn(purchase)) {
        reason = 'purchase_refunded';
      } else if (purchase.productId === product) {
        if (grants) return { hasAccess: true, via: 'purchase', purchase };
      } else if (isSubscriptionProduct(purchase.productId)) {
        if (grants) return { hasAccess: true, via: 'subscription', purchase };
        reason = 'subscription_expired';
      } else {
        reason = 'wrong_product';
      }
    }
  }
  const subscription = await findActiveSubscription(db, userId, now);
  if (subscription) return { hasAccess: true, via: 'subscription', purchase: subscription };
  return { hasAccess: false, reason };
}

// --- ledger status (issue 14) ------------------------------------------------------------------

/**
 * A stored report of a refunded or revoked purchase stays closed (the privacy policy and
 * docs/webview-bridge.md section 6 say so): 403 with the refund message. Other purchases pass.
 */
export async function assertStoredReportReadable(db: Queryable, purchaseId: string): Promise<void> {
  const purchase = await findPurchase(db, purchaseId);
  if (purchase && isWithdrawn(purchase)) throw new ApiError('forbidden', DENIAL_MESSAGES.purchase_refunded);
}
