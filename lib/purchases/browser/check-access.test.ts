import { describe, expect, it } from 'vitest';
import { hasActivePremium, verifyReportAccess } from './check-access';

const PURCHASE = '6f1c1e2a-3b4c-4d5e-8f60-718293a4b5c6';
const answer = (status: number, body: unknown) => {
  const seen: { url: string; headers: Record<string, string> }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    seen.push({ url, headers: init.headers as Record<string, string> });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { fetchImpl, seen };
};

describe('verifyReportAccess', () => {
  it('asks for the product and purchase with the bearer token, and passes the grant on', async () => {
    const { fetchImpl, seen } = answer(200, { hasAccess: true, userId: 'u1', purchaseId: PURCHASE, via: 'purchase' });
    expect(await verifyReportAccess({ product: 'current_insight', token: 'a.b.c', purchaseId: PURCHASE, fetchImpl })).toEqual({
      granted: true,
      access: { token: 'a.b.c', purchaseId: PURCHASE, userId: 'u1', via: 'purchase', reportId: null },
    });
    expect(seen[0]).toEqual({ url: `/api/purchases/verify?product=current_insight&purchaseId=${PURCHASE}`, headers: { 'Content-Type': 'application/json', Authorization: 'Bearer a.b.c' } });
  });

  it('asks about a stored report by its id when the page names one, and passes the granted id on', async () => {
    const REPORT = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const { fetchImpl, seen } = answer(200, { hasAccess: true, userId: 'u1', purchaseId: PURCHASE, via: 'subscription', reportId: REPORT });
    expect(await verifyReportAccess({ product: 'current_insight', token: 'a.b.c', purchaseId: PURCHASE, reportId: REPORT, fetchImpl })).toEqual({
      granted: true,
      access: { token: 'a.b.c', purchaseId: PURCHASE, userId: 'u1', via: 'subscription', reportId: REPORT },
    });
    expect(seen[0]!.url).toBe(`/api/purchases/verify?product=current_insight&reportId=${REPORT}`);
  });

  it('sends no Authorization header without a token (the server decides about the bypass)', async () => {
    const { fetchImpl, seen } = answer(200, { hasAccess: true, userId: null, purchaseId: null, via: 'dev_bypass' });
    expect(await verifyReportAccess({ product: 'plan_insight', token: null, purchaseId: null, fetchImpl })).toMatchObject({ granted: true, access: { via: 'dev_bypass', token: null } });
    expect(seen[0]!.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('turns each refusal into what the card says', async () => {
    const cases: [number, unknown, string][] = [
      [401, { error: { code: 'unauthorized', message: 'x' } }, 'authRequired'],
      [400, { error: { code: 'bad_request', message: 'x' } }, 'noPurchase'],
      [200, { hasAccess: false, reason: 'no_purchase' }, 'noPurchase'],
      [200, { hasAccess: false, reason: 'wrong_product' }, 'wrongProduct'],
      [200, { hasAccess: false, reason: 'subscription_expired' }, 'subscriptionExpired'],
      [200, { hasAccess: false, reason: 'purchase_refunded' }, 'purchaseRefunded'],
      [200, { hasAccess: false }, 'noPurchase'],
      [503, { error: { code: 'unavailable', message: 'x' } }, 'failed'],
      [200, '<html>proxy error</html>', 'failed'],
      [200, { something: 'else' }, 'failed'],
    ];
    for (const [status, body, why] of cases) {
      const result = await verifyReportAccess({ product: 'current_insight', token: 'a.b.c', purchaseId: null, fetchImpl: answer(status, body).fetchImpl });
      expect(result, why).toMatchObject({ granted: false, why });
      // a failed check carries the failed call (the common type); a decision does not
      expect('error' in result, why).toBe(why === 'failed');
    }
  });

  it('says "unable to verify" when the network fails', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await verifyReportAccess({ product: 'current_insight', token: null, purchaseId: null, fetchImpl })).toEqual({
      granted: false,
      why: 'failed',
      error: { status: 0, code: 'network_error', message: 'TypeError: Failed to fetch' },
    });
  });
});


describe('hasActivePremium', () => {
  it('is true only for a subscription grant, asked with the bearer token and no purchase id', async () => {
    const { fetchImpl, seen } = answer(200, { hasAccess: true, via: 'subscription', purchaseId: PURCHASE });
    expect(await hasActivePremium({ token: 'a.b.c', fetchImpl })).toBe(true);
    expect(seen[0]).toEqual({ url: '/api/purchases/verify?product=current_insight', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer a.b.c' } });
  });

  it('is false for a one-off purchase, the development bypass, a refusal, an error or a failed network', async () => {
    const cases: [number, unknown][] = [
      [200, { hasAccess: true, via: 'purchase' }],
      [200, { hasAccess: true, via: 'dev_bypass' }],
      [200, { hasAccess: false, reason: 'subscription_expired', via: null }],
      [401, { error: { code: 'unauthorized', message: 'x' } }],
      [200, '<html>proxy error</html>'],
    ];
    for (const [status, body] of cases) {
      expect(await hasActivePremium({ token: 'a.b.c', fetchImpl: answer(status, body).fetchImpl }), JSON.stringify(body)).toBe(false);
    }
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await hasActivePremium({ token: 'a.b.c', fetchImpl: offline })).toBe(false);
  });
});
