import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/types';
import { badTokensFor, signUpUser, type TestUser } from '@/tests/api/embedded-users';
import { bearer, newTx, purchase as buy, recordPurchase as record, withEmbeddedApp } from '@/tests/api/route-harness';
import { GET as VERIFY } from './verify/route';

let db: Db, alice: TestUser, bob: TestUser;
withEmbeddedApp(['alice', 'bob'], (app) => ([db, alice, bob] = [app.db, ...app.users]));

function verify(query: Record<string, string>, headers: Record<string, string> = {}) {
  return VERIFY(new Request(`http://localhost/api/purchases/verify?${new URLSearchParams(query)}`, { headers }), undefined);
}

const purchaseCount = async () => Number((await db.query<{ n: string }>('select count(*) as n from public.purchases')).rows[0]!.n);

describe('POST /api/purchases', () => {
  it('records a sandbox purchase for the signed-in user: 201 with the id, product and time', async () => {
    const before = Date.now();
    const response = await record({ store: 'sandbox', productId: 'current_insight', storeTransactionId: newTx() }, bearer(alice));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ purchaseId: expect.stringMatching(/^[0-9a-f-]{36}$/), productId: 'current_insight', purchasedAt: expect.any(String), expiresAt: null });
    expect(Date.parse(body.purchasedAt)).toBeGreaterThanOrEqual(before - 1000);
    const { rows } = await db.query('select user_id, store from public.purchases where id = $1', [body.purchaseId]);
    expect(rows).toEqual([{ user_id: alice.id, store: 'sandbox' }]);
  });

  it('is idempotent on the store transaction: a repeat answers 200 with the same purchase', async () => {
    const body = { store: 'sandbox', productId: 'character_insight', storeTransactionId: newTx() };
    const first = await record(body, bearer(alice));
    const second = await record(body, bearer(alice));
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect((await db.query('select 1 from public.purchases where store_transaction_id = $1', [body.storeTransactionId])).rows).toHaveLength(1);
  });

  it('refuses a transaction already recorded for someone else, or for another product: 409', async () => {
    const body = { store: 'sandbox', productId: 'current_insight', storeTransactionId: newTx() };
    expect((await record(body, bearer(alice))).status).toBe(201);
    const stolen = await record(body, bearer(bob));
    expect(stolen.status).toBe(409);
    expect(await stolen.json()).toEqual({ error: { code: 'conflict', message: expect.any(String) } });
    expect((await record({ ...body, productId: 'plan_insight' }, bearer(alice))).status).toBe(409);
    const { rows } = await db.query('select user_id, product_id from public.purchases where store_transaction_id = $1', [body.storeTransactionId]);
    expect(rows).toEqual([{ user_id: alice.id, product_id: 'current_insight' }]);
  });

  it('gives a premium subscription its paid period', async () => {
    const monthly = await buy(alice, 'premium_monthly');
    const days = (Date.parse(monthly.expiresAt!) - Date.parse(monthly.purchasedAt)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
  });

  it('answers 503 "not configured" for the App Store and Google Play, recording nothing', async () => {
    const count = await purchaseCount();
    for (const store of ['app_store', 'play_store']) {
      const response = await record({ store, productId: 'current_insight', storeTransactionId: newTx() }, bearer(alice));
      expect(response.status).toBe(503);
      expect((await response.json()).error).toEqual({ code: 'unavailable', message: expect.stringMatching(/not configured/) });
    }
    expect(await purchaseCount()).toBe(count);
  });

  it('answers 400 to malformed bodies and 401 without a valid token, recording nothing', async () => {
    const count = await purchaseCount();
    const good = { store: 'sandbox', productId: 'current_insight', storeTransactionId: newTx() };
    const bad = [
      '{oops',
      '[]',
      'null',
      { ...good, store: 'itunes' },
      { ...good, productId: 'everything' },
      { ...good, storeTransactionId: '' },
      { ...good, storeTransactionId: 'has spaces' },
      { ...good, storeTransactionId: 'x'.repeat(201) },
      { ...good, userId: bob.id },
      { store: 'sandbox', productId: 'current_insight' },
    ];
    for (const body of bad) {
      const response = await record(body, bearer(alice));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error.code).toBe('bad_request');
    }
    for (const token of Object.values(await badTokensFor(alice))) {
      expect((await record(good, bearer(token))).status).toBe(401);
    }
    expect((await record(good, {})).status).toBe(401);
    expect(await purchaseCount()).toBe(count);
  });
});

describe('GET /api/purchases/verify', () => {
  it('grants the owner of a purchase of this report, with the spec’s fields', async () => {
    const purchase = await buy(alice, 'current_insight');
    const response = await verify({ product: 'current_insight', purchaseId: purchase.purchaseId }, bearer(alice));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      hasAccess: true,
      userId: alice.id,
      purchaseId: purchase.purchaseId,
      productId: 'current_insight',
      purchasedAt: purchase.purchasedAt,
      error: null,
      reason: null,
      via: 'purchase',
      expiresAt: null,
    });
  });

  it('denies another user’s purchase exactly like one that does not exist', async () => {
    const purchase = await buy(alice, 'character_insight');
    const theirs = await (await verify({ product: 'character_insight', purchaseId: purchase.purchaseId }, bearer(bob))).json();
    const none = await (await verify({ product: 'character_insight', purchaseId: '6f1c1e2a-3b4c-4d5e-8f60-718293a4b5c6' }, bearer(bob))).json();
    for (const body of [theirs, none]) {
      expect(body).toMatchObject({ hasAccess: false, userId: bob.id, productId: null, purchasedAt: null, error: 'No valid purchase found', reason: 'no_purchase', via: null });
    }
  });

  it('denies a purchase of another report', async () => {
    const purchase = await buy(bob, 'character_insight');
    const body = await (await verify({ product: 'current_insight', purchaseId: purchase.purchaseId }, bearer(bob))).json();
    expect(body).toMatchObject({ hasAccess: false, reason: 'wrong_product', error: 'This purchase is for a different report.' });
  });

  it('denies a purchase whose owner deleted their account (an anonymised record)', async () => {
    const purchase = await buy(bob, 'plan_insight');
    await db.query('update public.purchases set user_id = null where id = $1', [purchase.purchaseId]);
    expect(await (await verify({ product: 'plan_insight', purchaseId: purchase.purchaseId }, bearer(bob))).json()).toMatchObject({ hasAccess: false, reason: 'no_purchase' });
  });

  it('lets a paid-up premium subscription cover every report, and an expired one none', async () => {
    const carol = await signUpUser('carol');
    expect(await (await verify({ product: 'book_insight' }, bearer(carol))).json()).toMatchObject({ hasAccess: false, reason: 'no_purchase' });
    const annual = await buy(carol, 'premium_annual');
    const covered = await (await verify({ product: 'book_insight' }, bearer(carol))).json();
    expect(covered).toMatchObject({ hasAccess: true, via: 'subscription', purchaseId: annual.purchaseId, productId: 'premium_annual', expiresAt: annual.expiresAt });
    const viaOther = await buy(carol, 'current_insight');
    expect(await (await verify({ product: 'relationship_insight', purchaseId: viaOther.purchaseId }, bearer(carol))).json()).toMatchObject({
      hasAccess: true,
      via: 'subscription',
    });
    // the subscription does not cover anyone else
    expect(await (await verify({ product: 'book_insight', purchaseId: annual.purchaseId }, bearer(bob))).json()).toMatchObject({ hasAccess: false });

    await db.query(`update public.purchases set expires_at = now() - interval '1 day' where id = $1`, [annual.purchaseId]);
    expect(await (await verify({ product: 'book_insight', purchaseId: annual.purchaseId }, bearer(carol))).json()).toMatchObject({
      hasAccess: false,
      reason: 'subscription_expired',
      error: 'Your premium subscription has expired.',
    });
    expect(await (await verify({ product: 'book_insight' }, bearer(carol))).json()).toMatchObject({ hasAccess: false, reason: 'no_purchase' });
  });

  it('without a purchase id, grants the newest unused one-off purchase of the report: not a used, refunded or other report’s one', async () => {
    const frank = await signUpUser('frank');
    expect(await (await verify({ product: 'book_insight' }, bearer(frank))).json()).toMatchObject({ hasAccess: false, reason: 'no_purchase' });
    const older = await buy(frank, 'book_insight');
    const newer = await buy(frank, 'book_insight');
    await buy(frank, 'current_insight');
    const body = await (await verify({ product: 'book_insight' }, bearer(frank))).json();
    expect(body).toEqual({
      hasAccess: true,
      userId: frank.id,
      purchaseId: newer.purchaseId,
      productId: 'book_insight',
      purchasedAt: newer.purchasedAt,
      error: null,
      reason: null,
      via: 'purchase',
      expiresAt: null,
    });
    // frank's unused purchases open nothing for anyone else
    expect(await (await verify({ product: 'book_insight' }, bearer(bob))).json()).toMatchObject({ hasAccess: false, reason: 'no_purchase', userId: bob.id });
    // used: its report is stored, so the older one is next
    await db.query(`insert into public.reports (user_id, purchase_id, kind, locale, result, source) values ($1, $2, 'book_insight', 'ko', '{}', 'local')`, [frank.id, newer.purchaseId]);
    expect(await (await verify({ product: 'book_insight' }, bearer(frank))).json()).toMatchObject({ hasAccess: true, purchaseId: older.purchaseId });
    // refunded: nothing is left to open
    await db.query(`update public.purchases set status = 'refunded', withdrawal = 'refunded' where id = $1`, [older.purchaseId]);
    expect(await (await verify({ product: 'book_insight' }, bearer(frank))).json()).toMatchObject({ hasAccess: false, reason: 'no_purchase', purchaseId: null });
  });

  it('answers 401 with the spec’s message to forged, expired and tampered tokens, even on localhost', async () => {
    const purchase = await buy(alice, 'current_insight');
    for (const [name, token] of Object.entries(await badTokensFor(alice))) {
      const response = await verify({ product: 'current_insight', purchaseId: purchase.purchaseId }, { ...bearer(token), host: 'localhost:3000' });
      expect(response.status, name).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'Authentication required. Please login in the app.' } });
    }
  });

  it('answers 401 to a missing token except through the development bypass (embedded mode, loopback host)', async () => {
    const query = { product: 'current_insight', purchaseId: '6f1c1e2a-3b4c-4d5e-8f60-718293a4b5c6' };
    const attempts: Record<string, string>[] = [{}, { host: 'gyeol.example' }, { host: '127.0.0.2:3000' }, { host: 'localhost:3000', 'x-forwarded-for': '203.0.113.9' }];
    for (const headers of attempts) {
      const response = await verify(query, headers);
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect((await response.json()).error.message).toBe('Authentication required. Please login in the app.');
    }
    const bypass = await verify(query, { host: '127.0.0.1:3000' });
    expect(bypass.status).toBe(200);
    expect(await bypass.json()).toMatchObject({ hasAccess: true, via: 'dev_bypass', userId: null, purchaseId: query.purchaseId, productId: 'current_insight' });
  });

  it('answers 400, never 500, to a malformed product or report id', async () => {
    const queries: Record<string, string>[] = [
      {},
      { product: 'premium_monthly' },
      { product: 'everything' },
      { product: 'current_insight', reportId: 'abc' },
    ];
    for (const query of queries) {
      const response = await verify(query, bearer(alice));
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect((await response.json()).error).toEqual({ code: 'bad_request', message: expect.any(String) });
    }
  });

  const MALFORMED_IDS = ['abc', "' or 1=1 --", '6f1c1e2a-3b4c-4d5e-8f60-718293a4b5c6x', 'x'.repeat(500)];

  it('ignores a malformed purchase id: no purchase for a buyer without premium, and nothing echoed back', async () => {
    const dave = await signUpUser('dave');
    for (const purchaseId of MALFORMED_IDS) {
      const response = await verify({ product: 'current_insight', purchaseId }, bearer(dave));
      expect(response.status, purchaseId).toBe(200);
      expect(await response.json()).toMatchObject({ hasAccess: false, reason: 'no_purchase', purchaseId: null, userId: dave.id });
    }
  });

  it('lets a subscriber in on a malformed purchase id: the link falls back to the subscription', async () => {
    const erin = await signUpUser('erin');
    const monthly = await buy(erin, 'premium_monthly');
    for (const purchaseId of MALFORMED_IDS) {
      const body = await (await verify({ product: 'plan_insight', purchaseId }, bearer(erin))).json();
      expect(body, purchaseId).toMatchObject({ hasAccess: true, via: 'subscription', purchaseId: monthly.purchaseId, productId: 'premium_monthly' });
    }
    // the same damaged link without a valid token is still refused
    expect((await verify({ product: 'plan_insight', purchaseId: 'abc' }, { ...bearer('not-a-token'), host: 'gyeol.example' })).status).toBe(401);
  });
});
