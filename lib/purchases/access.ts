import { ApiError } from '@/lib/api/errors';
import type { Queryable } from '@/lib/db/types';
import { findActiveSubscription, findPurchase, type Purchase } from './ledger';
import { isSubscriptionProduct, type ReportProduct } from './products';
import { isWithdrawn, purchaseGrantsAccess } from './status';
import { findNewestUnusedPurchase } from './unused';

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
 * Without a purchase id, after the subscription: the user's newest unused purchase of this report
 * (lib/purchases/unused.ts), so a purchase is found again without the page's session storage.
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
  if (!purchaseId) {
    const unused = await findNewestUnusedPurchase(db, userId, product);
    if (unused) return { hasAccess: true, via: 'purchase', purchase: unused };
  }
  return { hasAccess: false, reason };
}

// --- ledger status ------------------------------------------------------------------

/**
 * A stored report of a refunded or revoked purchase stays closed (the privacy policy and
 * docs/webview-bridge.md section 6 say so): 403 with the refund message. Other purchases pass.
 */
export async function assertStoredReportReadable(db: Queryable, purchaseId: string): Promise<void> {
  const purchase = await findPurchase(db, purchaseId);
  if (purchase && isWithdrawn(purchase)) throw new ApiError('forbidden', DENIAL_MESSAGES.purchase_refunded);
}

// --- reopening a stored report by its id (My reports, ?reportId=) ---------------------------------

type StoredReportDecision = (AccessDecision & { hasAccess: true; reportId: string }) | { hasAccess: false; reason: DenialReason };

/**
 * May this user reopen the stored report `reportId` on the page of `product`? Only its owner, and
 * only while the ledger still grants the purchase behind it: a one-off report's purchase must pass
 * checkReportAccess; a reading stored under a subscription stays readable after the paid period
 * ends (it was paid for), but any other refusal of that purchase applies. A stranger's report
 * answers exactly like one that does not exist.
 */
export async function checkStoredReportAccess(
  db: Queryable,
  { userId, reportId, product, now = new Date() }: { userId: string; reportId: string; product: ReportProduct; now?: Date },
): Promise<StoredReportDecision> {
  const { rows } = await db.query<{ purchase_id: string; kind: string }>(
    'select purchase_id, kind from public.reports where id = $1 and user_id = $2',
    [reportId, userId],
  );
  const report = rows[0];
  if (!report) return { hasAccess: false, reason: 'no_purchase' };
  if (report.kind !== product) return { hasAccess: false, reason: 'wrong_product' };
  const purchase = await findPurchase(db, report.purchase_id);
  if (!purchase || purchase.userId !== userId) return { hasAccess: false, reason: 'no_purchase' };
  // a refunded or revoked purchase's report stays closed, whatever else the user holds (assertStoredReportReadable)
  if (isWithdrawn(purchase)) return { hasAccess: false, reason: 'purchase_refunded' };
  const decision = await checkReportAccess(db, { userId, purchaseId: purchase.id, product, now });
  if (decision.hasAccess && decision.purchase.id === purchase.id) return { ...decision, reportId };
  if (isSubscriptionProduct(purchase.productId) && (decision.hasAccess || decision.reason === 'subscription_expired')) {
    return { hasAccess: true, via: 'subscription', purchase, reportId };
  }
  return decision.hasAccess ? { hasAccess: false, reason: 'no_purchase' } : decision;
}
