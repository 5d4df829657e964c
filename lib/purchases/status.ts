/**
 * The one rule of whether a recorded purchase still opens anything. The ledger keeps a
 * status per purchase; the stores' notifications move it. Used by the report access check, the
 * quiz results, the insight routes and premium access alike. No server imports: pure data.
 */
import { isSubscriptionProduct, type Product } from './products';

export const PURCHASE_STATUSES = ['active', 'refunded', 'revoked', 'expired'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** A subscription the store is still trying to charge: grace keeps access until expiresAt. */
export type RenewalState = 'grace_period' | 'billing_retry';

interface PurchaseStanding {
  productId: Product;
  status: PurchaseStatus;
  expiresAt: Date | null;
}

/**
 * Does this purchase grant access at `now`? Only an active one: a refunded or revoked purchase
 * never does; a subscription only until the end of its paid (or grace) period.
 */
export function purchaseGrantsAccess(purchase: PurchaseStanding, now: Date): boolean {
  if (purchase.status !== 'active') return false;
  if (isSubscriptionProduct(purchase.productId)) return purchase.expiresAt !== null && purchase.expiresAt > now;
  return true;
}

/** Was the purchase taken back by the store (refund, revocation)? Its reports then stay closed. */
export const isWithdrawn = (purchase: Pick<PurchaseStanding, 'status'>): boolean => purchase.status === 'refunded' || purchase.status === 'revoked';
