/**
 * The client side of a report page's access check: one call to GET /api/purchases/verify, its
 * answer turned into what the page shows. Safe on the client (types only from the server side).
 */
import { callApi, type ApiFailure } from '@/lib/api/client';
import type { VerifyResponse } from '../verify-response';
import type { ReportProduct } from '../products';

export interface ReportAccess {
  /** The bearer token the page may use for its own calls; null only under the development bypass. */
  token: string | null;
  /** The verified purchase (a subscription's id when the subscription covers the report). */
  purchaseId: string | null;
  userId: string | null;
  via: 'purchase' | 'subscription' | 'dev_bypass';
  /** The stored report the page was opened on (?reportId=), once the server allowed it. */
  reportId: string | null;
}

export type DenialKind = 'authRequired' | 'noPurchase' | 'wrongProduct' | 'subscriptionExpired' | 'purchaseRefunded' | 'failed';

/** A denial; `error` is the failed call behind a 'failed' one (the common type, lib/api/client.ts). */
export type AccessResult = { granted: true; access: ReportAccess } | { granted: false; why: DenialKind; error?: ApiFailure };

const REASONS: Record<NonNullable<VerifyResponse['reason']>, DenialKind> = {
  no_purchase: 'noPurchase',
  wrong_product: 'wrongProduct',
  subscription_expired: 'subscriptionExpired',
  purchase_refunded: 'purchaseRefunded',
};

export async function verifyReportAccess({
  product,
  token,
  purchaseId,
  reportId = null,
  fetchImpl = fetch,
}: {
  product: ReportProduct;
  token: string | null;
  purchaseId: string | null;
  reportId?: string | null;
  fetchImpl?: typeof fetch;
}): Promise<AccessResult> {
  const query = new URLSearchParams({ product, ...(reportId ? { reportId } : purchaseId ? { purchaseId } : {}) });
  const answer = await callApi<Partial<VerifyResponse> | null>(`/api/purchases/verify?${query}`, { token, fetchImpl });
  if (!answer.ok) {
    if (answer.error.status === 401) return { granted: false, why: 'authRequired' };
    // a purchase id the server cannot even read is no purchase at all
    if (answer.error.status === 400) return { granted: false, why: 'noPurchase' };
    return { granted: false, why: 'failed', error: answer.error };
  }
  const body = answer.value;
  if (typeof body?.hasAccess !== 'boolean') return { granted: false, why: 'failed', error: { status: 200, code: 'invalid_response', message: 'invalid_response' } };
  if (!body.hasAccess) return { granted: false, why: (body.reason && REASONS[body.reason]) || 'noPurchase' };
  return {
    granted: true,
    access: { token, purchaseId: body.purchaseId ?? purchaseId, userId: body.userId ?? null, via: body.via ?? 'purchase', reportId: body.reportId ?? null },
  };
}

/**
 * Is the token's user a paid-up premium subscriber? (The report picker shows "Premium active" and
 * opens the reports directly.) Asks the same verify endpoint without a purchase id: premium covers
 * every report, so one product answers for all. Anything but a subscription grant is false,
 * the local development bypass included.
 */
export async function hasActivePremium({ token, fetchImpl = fetch }: { token: string; fetchImpl?: typeof fetch }): Promise<boolean> {
  const answer = await callApi<Partial<VerifyResponse> | null>('/api/purchases/verify?product=current_insight', { token, fetchImpl });
  return answer.ok && answer.value?.hasAccess === true && answer.value.via === 'subscription';
}
