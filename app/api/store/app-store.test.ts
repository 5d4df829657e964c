import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/types';
import { checkReportAccess } from '@/lib/purchases/access';
import { findPurchase, purchaseHistory } from '@/lib/purchases/ledger';
import { signUpUser, type TestUser } from '@/tests/api/embedded-users';
import { makeChain, signJws, newTransactionId, TEST_BUNDLE as BUNDLE, testTransaction, type TestChain } from '@/tests/store/apple-chain';
import { POST as RECORD } from '../purchases/route';
import { GET as VERIFY } from '../purchases/verify/route';
import { POST as NOTIFY } from './app-store/notifications/route';
import { provideTestRuntime } from '@/tests/setup/runtime';

// The App Store, offline: a certificate chain made here with Apple's OIDs stands in for Apple's;
// the server trusts only its root (APPLE_ROOT_CA_PATHS). Embedded mode, in-memory database.
const chain: TestChain = makeChain('trusted');
provideTestRuntime();
Object.assign(process.env, {
  APP_STORE_BUNDLE_ID: BUNDLE,
  APP_STORE_ENVIRONMENT: 'Sandbox',
  APPLE_ROOT_CA_PATHS: chain.root.path,
  APP_STORE_ONLINE_CHECKS: 'false',
  STORE_PRODUCT_IDS: JSON.stringify({ 'app.gyeol.premium.monthly': 'premium_monthly' }),
});

let db: Db;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser; // never holds premium, so a closed report stays closed
beforeAll(async () => {
  db = await getDb();
  [alice, bob, carol] = await Promise.all([signUpUser('apple-alice'), signUpUser('apple-bob'), signUpUser('apple-carol')]);
});
afterAll(async () => {
  await db.close();
});

const DAY = 86_400_000;
const newTx = () => newTransactionId(2000000000);

function transaction(user: TestUser, overrides: Record<string, unknown> = {}) {
  return testTransaction(user.id, 2000000000, { storefront: 'KOR', storefrontId: '143466', price: 4400, currency: 'KRW', ...overrides });
}

async function record(user: TestUser, productId: string, payload: Record<string, unknown>, signedTransaction?: string) {
  const body = { store: 'app_store', productId, storeTransactionId: payload.transactionId, signedTransaction: signedTransaction ?? (await signJws(chain, payload)) };
  return RECORD(
    new Request('http://localhost/api/purchases', { method: 'POST', headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    undefined,
  );
}

async function verify(user: TestUser, product: string, purchaseId: string) {
  const response = await VERIFY(new Request(`http://localhost/api/purchases/verify?${new URLSearchParams({ product, purchaseId })}`, { headers: { authorization: `Bearer ${user.token}` } }), undefined);
  expect(response.status).toBe(200);
  return (await response.json()) as { hasAccess: boolean; reason: string | null; expiresAt: string | null };
}

async function notification(type: string, tx: Record<string, unknown>, extra: { subtype?: string; renewal?: Record<string, unknown>; uuid?: string; signWith?: TestChain; signedDate?: number } = {}) {
  const signer = extra.signWith ?? chain;
  const data: Record<string, unknown> = { bundleId: BUNDLE, environment: 'Sandbox', signedTransactionInfo: await signJws(signer, tx) };
  if (extra.renewal) data.signedRenewalInfo = await signJws(signer, extra.renewal);
  const payload = { notificationType: type, ...(extra.subtype ? { subtype: extra.subtype } : {}), notificationUUID: extra.uuid ?? randomUUID(), data, version: '2.0', signedDate: extra.signedDate ?? Date.now() };
  return signJws(signer, payload);
}

const notify = (signedPayload: unknown) =>
  NOTIFY(new Request('http://localhost/api/store/app-store/notifications', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ signedPayload }) }), undefined);

const counts = async () => {
  const { rows } = await db.query<{ p: number; s: number }>('select (select count(*)::int from public.purchases) as p, (select count(*)::int from public.store_notifications) as s');
  return rows[0]!;
};

describe('App Store purchases (POST /api/purchases, store app_store)', () => {
  it('records a verified signed transaction; the report opens; the history says recorded', async () => {
    const tx = transaction(alice);
    const response = await record(alice, 'current_insight', tx);
    expect(response.status).toBe(201);
    const { purchaseId } = await response.json();
    expect(await verify(alice, 'current_insight', purchaseId)).toMatchObject({ hasAccess: true });
    const purchase = await findPurchase(db, purchaseId);
    expect(purchase).toMatchObject({ store: 'app_store', storeTransactionId: tx.transactionId, storeKey: tx.originalTransactionId, status: 'active', userId: alice.id });
    expect((await purchaseHistory(db, purchaseId)).map((e) => e.event)).toEqual(['recorded']);
    // the same transaction again: 200, the same purchase
    const again = await record(alice, 'current_insight', tx);
    expect(again.status).toBe(200);
    expect((await again.json()).purchaseId).toBe(purchaseId);
  });

  it('maps a store product id through STORE_PRODUCT_IDS and keeps the subscription’s expiry', async () => {
    const expiresDate = Date.now() + 30 * DAY;
    const response = await record(alice, 'premium_monthly', transaction(alice, { productId: 'app.gyeol.premium.monthly', type: 'Auto-Renewable Subscription', expiresDate }));
    expect(response.status).toBe(201);
    expect(Date.parse((await response.json()).expiresAt)).toBe(expiresDate);
  });

  const other = makeChain('untrusted');
  const expired = makeChain('expired', { leafDates: { start: '20200101000000Z', end: '20200201000000Z' } });
  const noAppleOid = makeChain('no-oid', { leafExtension: 'plain_leaf' });
  const refusals: { name: string; status: number; make: () => Promise<{ payload: Record<string, unknown>; jws?: string; product?: string }> }[] = [
    { name: 'a forged signature (signed by a key outside the chain)', status: 400, make: async () => { const payload = transaction(alice); return { payload, jws: await signJws(chain, payload, other.leaf.keyPem) }; } },
    { name: 'a chain to another root', status: 400, make: async () => { const payload = transaction(alice); return { payload, jws: await signJws(other, payload) }; } },
    { name: 'expired certificates', status: 400, make: async () => { const payload = transaction(alice); return { payload, jws: await signJws(expired, payload) }; } },
    { name: 'a leaf without Apple’s extension', status: 400, make: async () => { const payload = transaction(alice); return { payload, jws: await signJws(noAppleOid, payload) }; } },
    { name: 'a wrong bundle id', status: 400, make: async () => ({ payload: transaction(alice, { bundleId: 'com.someone.else' }) }) },
    { name: 'a wrong environment', status: 400, make: async () => ({ payload: transaction(alice, { environment: 'Production' }) }) },
    { name: 'another user’s transaction', status: 403, make: async () => ({ payload: transaction(bob) }) },
    { name: 'no appAccountToken', status: 403, make: async () => ({ payload: transaction(alice, { appAccountToken: undefined }) }) },
    { name: 'a transaction signed for another product than claimed', status: 409, make: async () => ({ payload: transaction(alice, { productId: 'character_insight' }) }) },
    { name: 'a revoked transaction', status: 403, make: async () => ({ payload: transaction(alice, { revocationDate: Date.now(), revocationReason: 1 }) }) },
    { name: 'a transaction id that is not the signed one', status: 400, make: async () => { const payload = transaction(alice); return { payload: { ...payload, transactionId: newTx() }, jws: await signJws(chain, payload) }; } },
    { name: 'no signed transaction at all', status: 400, make: async () => ({ payload: transaction(alice), jws: '' }) },
  ];
  it('refuses a recorded transaction replayed for a different product with 409: the ledger is unchanged', async () => {
    const tx = transaction(alice);
    const first = await record(alice, 'current_insight', tx);
    expect(first.status).toBe(201);
    const { purchaseId } = await first.json();
    const before = { counts: await counts(), purchase: await findPurchase(db, purchaseId), history: await purchaseHistory(db, purchaseId) };
    const replays = [
      // the same signed transaction, claimed as another product
      () => record(alice, 'character_insight', tx),
      // the same transaction id, validly signed again with the other product inside
      () => record(alice, 'character_insight', { ...tx, productId: 'character_insight' }),
      // the subscription this time, and by someone else
      () => record(alice, 'premium_monthly', { ...tx, productId: 'app.gyeol.premium.monthly', type: 'Auto-Renewable Subscription', expiresDate: Date.now() + 30 * DAY }),
      () => record(bob, 'character_insight', { ...tx, productId: 'character_insight', appAccountToken: bob.id }),
    ];
    for (const replay of replays) {
      const response = await replay();
      expect(response.status).toBe(409);
      expect((await response.json()).error.code).toBe('conflict');
    }
    expect({ counts: await counts(), purchase: await findPurchase(db, purchaseId), history: await purchaseHistory(db, purchaseId) }).toEqual(before);
    expect(await verify(alice, 'current_insight', purchaseId)).toMatchObject({ hasAccess: true });
  });

  for (const { name, status, make } of refusals) {
    it(`refuses ${name} with ${status} and records nothing`, async () => {
      const before = await counts();
      const { payload, jws } = await make();
      const response = jws === ''
        ? await RECORD(new Request('http://localhost/api/purchases', { method: 'POST', headers: { authorization: `Bearer ${alice.token}` }, body: JSON.stringify({ store: 'app_store', productId: 'current_insight', storeTransactionId: payload.transactionId }) }), undefined)
        : await record(alice, 'current_insight', payload, jws);
      expect(response.status).toBe(status);
      expect((await response.json()).error.message).toEqual(expect.any(String));
      expect(await counts()).toEqual(before);
    });
  }
});

describe('App Store Server Notifications V2 (POST /api/store/app-store/notifications)', () => {
  it('REFUND closes the report, once per notificationUUID; the history keeps both steps', async () => {
    const tx = transaction(carol);
    const { purchaseId } = await (await record(carol, 'current_insight', tx)).json();
    expect((await verify(carol, 'current_insight', purchaseId)).hasAccess).toBe(true);

    const uuid = randomUUID();
    const refund = await notification('REFUND', { ...tx, revocationDate: Date.now(), revocationReason: 0 }, { uuid });
    const first = await notify(refund);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ outcome: 'applied', notificationId: uuid });
    expect(await verify(carol, 'current_insight', purchaseId)).toMatchObject({ hasAccess: false, reason: 'purchase_refunded' });
    expect(await (await notify(refund)).json()).toEqual({ outcome: 'duplicate', notificationId: uuid });
    expect((await purchaseHistory(db, purchaseId)).map((e) => [e.event, e.status])).toEqual([['recorded', 'active'], ['refunded', 'refunded']]);

    // REFUND_REVERSED opens it again
    await notify(await notification('REFUND_REVERSED', tx));
    expect((await verify(carol, 'current_insight', purchaseId)).hasAccess).toBe(true);
    // REVOKE closes it
    await notify(await notification('REVOKE', tx));
    expect(await verify(carol, 'current_insight', purchaseId)).toMatchObject({ hasAccess: false, reason: 'purchase_refunded' });
  });

  it('premium: DID_RENEW extends expiresAt, grace keeps access, billing retry does not, EXPIRED closes', async () => {
    const t0 = Date.now();
    const sub = transaction(bob, { productId: 'premium_monthly', type: 'Auto-Renewable Subscription', expiresDate: t0 + DAY });
    const { purchaseId } = await (await record(bob, 'premium_monthly', sub)).json();
    const access = (now: number) => checkReportAccess(db, { userId: bob.id, purchaseId, product: 'book_insight', now: new Date(now) });
    expect((await access(t0)).hasAccess).toBe(true);
    expect((await access(t0 + 2 * DAY)).hasAccess).toBe(false);

    const renewal = { ...sub, transactionId: newTx(), purchaseDate: t0 + DAY, expiresDate: t0 + 31 * DAY, transactionReason: 'RENEWAL' };
    expect(await (await notify(await notification('DID_RENEW', renewal))).json()).toMatchObject({ outcome: 'applied' });
    expect((await findPurchase(db, purchaseId))?.expiresAt?.getTime()).toBe(t0 + 31 * DAY);
    expect((await access(t0 + 2 * DAY)).hasAccess).toBe(true);

    // an older renewal arriving late never shortens the paid period
    await notify(await notification('DID_RENEW', { ...renewal, expiresDate: t0 + 10 * DAY }));
    expect((await findPurchase(db, purchaseId))?.expiresAt?.getTime()).toBe(t0 + 31 * DAY);

    const renewalInfo = { originalTransactionId: sub.originalTransactionId, autoRenewProductId: 'premium_monthly', productId: 'premium_monthly', autoRenewStatus: 1, environment: 'Sandbox', signedDate: Date.now(), gracePeriodExpiresDate: t0 + 37 * DAY };
    await notify(await notification('DID_FAIL_TO_RENEW', renewal, { subtype: 'GRACE_PERIOD', renewal: renewalInfo }));
    expect(await findPurchase(db, purchaseId)).toMatchObject({ renewalState: 'grace_period', status: 'active' });
    expect((await access(t0 + 35 * DAY)).hasAccess).toBe(true);

    await notify(await notification('DID_FAIL_TO_RENEW', renewal));
    expect(await findPurchase(db, purchaseId)).toMatchObject({ renewalState: 'billing_retry', status: 'active' });
    expect((await access(t0 + 38 * DAY)).hasAccess).toBe(false);

    await notify(await notification('EXPIRED', renewal, { subtype: 'VOLUNTARY' }));
    expect((await findPurchase(db, purchaseId))?.status).toBe('expired');
    expect(await access(t0)).toMatchObject({ hasAccess: false, reason: 'subscription_expired' });
    expect((await purchaseHistory(db, purchaseId)).map((e) => e.event)).toEqual(['recorded', 'renewed', 'renewed', 'grace_period', 'billing_retry', 'expired']);
  });

  it('a notification for a transaction not recorded yet is kept, then applied when the app records it', async () => {
    const tx = transaction(carol);
    expect(await (await notify(await notification('REFUND', tx))).json()).toMatchObject({ outcome: 'pending' });
    const response = await record(carol, 'current_insight', tx);
    expect(response.status).toBe(201);
    const { purchaseId } = await response.json();
    expect(await verify(carol, 'current_insight', purchaseId)).toMatchObject({ hasAccess: false, reason: 'purchase_refunded' });
    const { rows } = await db.query('select state from public.store_notifications where store_key = $1', [tx.originalTransactionId]);
    expect(rows).toEqual([{ state: 'applied' }]);
  });

  it('refuses a forged notification, one from another chain and one for another app with 400, recording nothing', async () => {
    const tx = transaction(alice);
    const other = makeChain('forger');
    const forged = await notification('REFUND', tx);
    const [header, payload] = forged.split('.');
    const resigned = await signJws(chain, JSON.parse(Buffer.from(payload!, 'base64url').toString()), other.leaf.keyPem);
    const before = await counts();
    for (const signedPayload of [
      `${header}.${payload}.${resigned.split('.')[2]}`,
      await notification('REFUND', tx, { signWith: other }),
      await signJws(chain, { notificationType: 'REFUND', notificationUUID: randomUUID(), data: { bundleId: 'com.other.app', environment: 'Sandbox', signedTransactionInfo: await signJws(chain, tx) }, version: '2.0', signedDate: Date.now() }),
    ]) {
      const response = await notify(signedPayload);
      expect(response.status).toBe(400);
    }
    for (const bad of ['not a jws', 42, '']) expect((await notify(bad)).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('answers TEST notifications with 200 and changes nothing', async () => {
    const signed = await signJws(chain, { notificationType: 'TEST', notificationUUID: randomUUID(), data: { bundleId: BUNDLE, environment: 'Sandbox' }, version: '2.0', signedDate: Date.now() });
    expect(await (await notify(signed)).json()).toMatchObject({ outcome: 'ignored' });
  });
});

describe('App Store notifications in the order of their signedDate (Apple retries late ones for days)', () => {
  const subscribe = async (user: TestUser, t0: number) => {
    const sub = transaction(user, { productId: 'premium_monthly', type: 'Auto-Renewable Subscription', expiresDate: t0 + DAY, signedDate: t0 });
    const { purchaseId } = await (await record(user, 'premium_monthly', sub)).json();
    return { sub, purchaseId };
  };

  it('a late EXPIRED signed before an applied DID_RENEW is kept as stale: the renewed subscription stays open', async () => {
    const user = await signUpUser('apple-late-expired');
    const t0 = Date.now();
    const { sub, purchaseId } = await subscribe(user, t0);
    const renewal = { ...sub, transactionId: newTx(), purchaseDate: t0 + DAY, expiresDate: t0 + 31 * DAY, transactionReason: 'RENEWAL' };
    expect(await (await notify(await notification('DID_RENEW', renewal, { signedDate: t0 + 20_000 }))).json()).toMatchObject({ outcome: 'applied' });
    expect(await (await notify(await notification('EXPIRED', sub, { subtype: 'VOLUNTARY', signedDate: t0 + 10_000 }))).json()).toMatchObject({ outcome: 'stale' });
    expect(await findPurchase(db, purchaseId)).toMatchObject({ status: 'active', expiresAt: new Date(t0 + 31 * DAY) });
    expect(await verify(user, 'book_insight', purchaseId)).toMatchObject({ hasAccess: true });
    expect((await purchaseHistory(db, purchaseId)).map((e) => [e.event, e.outcome])).toEqual([['recorded', 'applied'], ['renewed', 'applied'], ['expired', 'stale']]);
  });

  it('a late REFUND signed before an applied REFUND_REVERSED does not refund again', async () => {
    const t0 = Date.now();
    const tx = transaction(carol, { signedDate: t0 });
    const { purchaseId } = await (await record(carol, 'current_insight', tx)).json();
    expect(await (await notify(await notification('REFUND_REVERSED', tx, { signedDate: t0 + 20_000 }))).json()).toMatchObject({ outcome: 'applied' });
    expect(await (await notify(await notification('REFUND', { ...tx, revocationDate: t0 + 5_000, revocationReason: 0 }, { signedDate: t0 + 10_000 }))).json()).toMatchObject({ outcome: 'stale' });
    expect(await verify(carol, 'current_insight', purchaseId)).toMatchObject({ hasAccess: true });
  });

  it('a renewal never undoes a refund: DID_RENEW signed after a REFUND leaves the subscription refunded', async () => {
    const user = await signUpUser('apple-renew-after-refund');
    const t0 = Date.now();
    const { sub, purchaseId } = await subscribe(user, t0);
    expect(await (await notify(await notification('REFUND', { ...sub, revocationDate: t0 + 5_000, revocationReason: 0 }, { signedDate: t0 + 10_000 }))).json()).toMatchObject({ outcome: 'applied' });
    const renewal = { ...sub, transactionId: newTx(), purchaseDate: t0 + DAY, expiresDate: t0 + 31 * DAY, transactionReason: 'RENEWAL' };
    expect(await (await notify(await notification('DID_RENEW', renewal, { signedDate: t0 + 20_000 }))).json()).toMatchObject({ outcome: 'applied' });
    expect(await findPurchase(db, purchaseId)).toMatchObject({ status: 'refunded' });
    expect(await verify(user, 'book_insight', purchaseId)).toMatchObject({ hasAccess: false, reason: 'purchase_refunded' });
  });

  it('refuses a notification signed more than 10 minutes ahead of our clock with 400, as Google Play’s: it would make every later renewal look stale', async () => {
    const user = await signUpUser('apple-future');
    const t0 = Date.now();
    const { sub, purchaseId } = await subscribe(user, t0);
    const before = await counts();
    const year = 365 * DAY;
    for (const ahead of [year, 11 * 60_000]) {
      const answer = await notify(await notification('EXPIRED', sub, { subtype: 'VOLUNTARY', signedDate: Date.now() + ahead }));
      expect(answer.status, `${ahead} ms ahead`).toBe(400);
      expect((await answer.json()).error).toEqual({ code: 'bad_request', message: expect.stringMatching(/future/) });
    }
    expect(await counts()).toEqual(before);
    expect((await verify(user, 'book_insight', purchaseId)).hasAccess).toBe(true);
    // within the leeway (clocks differ a little) it is applied, and a real renewal after it still is
    const renewal = { ...sub, transactionId: newTx(), purchaseDate: t0 + DAY, expiresDate: t0 + 31 * DAY, transactionReason: 'RENEWAL' };
    expect(await (await notify(await notification('DID_RENEW', renewal, { signedDate: Date.now() + 5 * 60_000 }))).json()).toMatchObject({ outcome: 'applied' });
    expect((await verify(user, 'book_insight', purchaseId)).expiresAt).toBe(new Date(t0 + 31 * DAY).toISOString());
  });
});
