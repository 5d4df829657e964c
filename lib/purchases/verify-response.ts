import type { DenialReason } from './access';
import type { Product } from './products';

/**
 * The answer of GET /api/purchases/verify (the spec's purchase verification response, plus
 * `reason`, `via` and `expiresAt`). Type-only on the client.
 */
export interface VerifyResponse {
  hasAccess: boolean;
  userId: string | null;
  purchaseId: string | null;
  productId: Product | null;
  purchasedAt: string | null;
  /** The spec's English text when access is refused (pages show their own translation of `reason`). */
  error: string | null;
  reason: DenialReason | null;
  /** How access was granted: the report's own purchase, a premium subscription, or the local development bypass. */
  via: 'purchase' | 'subscription' | 'dev_bypass' | null;
  /** Subscriptions: the end of the paid period. */
  expiresAt: string | null;
  /** Set when the request named a stored report (?reportId=) and it may be reopened. */
  reportId?: string | null;
}
