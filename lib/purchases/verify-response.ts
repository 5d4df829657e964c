import { DENIAL_MESSAGES, type AccessDecision, type DenialReason } from './access';
import type { Product, ReportProduct } from './products';

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

/**
 * The one way the verify route builds its answer: an access decision for a user, or the local
 * development bypass (no user; the product and purchase id as asked).
 */
export function toVerifyResponse(
  answer:
    | { userId: string; purchaseId: string | null; reportId?: string; decision: AccessDecision }
    | { userId: null; purchaseId: string | null; product: ReportProduct },
): VerifyResponse {
  const none = { purchasedAt: null, error: null, reason: null, expiresAt: null };
  if (answer.userId === null) return { ...none, hasAccess: true, userId: null, purchaseId: answer.purchaseId, productId: answer.product, via: 'dev_bypass' };
  const { userId, decision } = answer;
  if (!decision.hasAccess) {
    return { ...none, hasAccess: false, userId, purchaseId: answer.purchaseId, productId: null, error: DENIAL_MESSAGES[decision.reason], reason: decision.reason, via: null };
  }
  const { purchase } = decision;
  return {
    hasAccess: true,
    userId,
    purchaseId: purchase.id,
    productId: purchase.productId,
    purchasedAt: purchase.purchasedAt.toISOString(),
    error: null,
    reason: null,
    via: decision.via,
    expiresAt: purchase.expiresAt?.toISOString() ?? null,
    ...(answer.reportId ? { reportId: answer.reportId } : {}),
  };
}
