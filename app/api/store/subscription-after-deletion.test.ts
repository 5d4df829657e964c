import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/types';
import { checkReportAccess } from '@/lib/purchases/access';
import { findPurchase, purchaseHistory, recordPurchase } from '@/lib/purchases/ledger';
import { sandboxVerifier } from '@/lib/purchases/stores';
import { signUpUser, type TestUser } from '@/tests/api/embedded-users';
import { makeChain, signJws, newTransactionId, TEST_BUNDLE as BUNDLE, testTransaction, type TestChain } from '@/tests/store/apple-chain';
import { DELETE as DELETE_ACCOUNT } from '../account/route';
import { POST as RECORD } from '../purchases/route';
import { POST as NOTIFY } from './app-store/notifications/route';
import { provideTestRuntime } from '@/tests/setup/runtime';

// A subscription the store keeps renewing after its account was deleted is claimed by the person's
// next account (restore purchases): the App Store offline, as in app-store.test.ts.
const chain: TestChain = makeChain('reclaim');
provideTestRuntime();
Object.assign(process.env, {
  APP_STORE_BUNDLE_ID: BUNDLE,
  APP_STORE_ENVIRONMENT: 'Sandbox',
  APPLE_ROOT_CA_PATHS: chain.root.path,
  APP_STORE_ONLINE_CHECKS: 'false',
  STORE_PRODUCT_IDS: JSON.stringify({ 'app.gyeol.premium.monthly': 'premium_monthly' }),
});

let db: Db;
beforeAll(async () => {
  db = await getDb();
});
afterAll(async () => {
  await db.close();
});

const DAY = 86_400_000;
const SERIES = 3000000000;

const subscription = (user: TestUser, overrides: Record<string, unknown> = {}) =>
  testTransaction(user.id, SERIES, { productId: 'app.gyeol.premium.monthly', type: 'Auto-Renewable Subscription', expiresDate: Date.now() + 30 * DAY, ...overrides });

async function record(user: TestUser, productId: string, payload: Record<string, unknown>) {
  const body = { store: 'app_store', productId, storeTransactionId: payload.transactionId, signedTransaction: await signJws(chain, payload) };
  return RECORD(
    new Request('http://localhost/api/purchases', { method: 'POST', headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    undefined,
  );
}

async function deleteAccount(user: TestUser) {
  const response = await DELETE_ACCOUNT(new Request('http://localhost/api/account', { method: 'DELETE', headers: { authorization: `Bearer ${user.token}` } }), undefined);
  expect(response.status).toBe(200);
}

async function renew(tx: Record<string, unknown>, expiresDate: number) {
  const renewal = { ...tx, transactionId: newTransactionId(SERIES), purchaseDate: Date.now(), expiresDate, transactionReason: 'RENEWAL' };
  const data = { bundleId: BUNDLE, environment: 'Sandbox', signedTransactionInfo: await signJws(chain, renewal) };
  const signedPayload = await signJws(chain, { notificationType: 'DID_RENEW', notificationUUID: randomUUID(), data, version: '2.0', signedDate: Date.now() });
  const response = await NOTIFY(new Request('http://localhost/api/store/app-store/notifications', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ signedPayload }) }), undefined);
  expect(response.status).toBe(200);
  return renewal;
}

const premium = (user: TestUser, purchaseId: string, now = Date.now()) =>
  checkReportAccess(db, { userId: user.id, purchaseId, product: 'book_insight', now: new Date(now) });

describe('a subscription after its account is deleted (App Store)', () => {
  it('stays anonymised and renewing, then the next account claims it with the same transaction and gets premium', async () => {
    const first = await signUpUser('reclaim-first');
    const tx = subscription(first);
    const recorded = await record(first, 'premium_monthly', tx);
    expect(recorded.status).toBe(201);
    const { purchaseId } = await recorded.json();

    await deleteAccount(first);
    expect(await findPurchase(db, purchaseId)).toMatchObject({ userId: null, status: 'active' });
    // the store keeps billing: its renewal reaches the anonymised row
    const later = Date.now() + 61 * DAY;
    await renew(tx, later);
    expect((await findPurchase(db, purchaseId))?.expiresAt?.getTime()).toBe(later);

    // the same person signs up again and restores purchases: the store's transaction still names the deleted account
    const next = await signUpUser('reclaim-next');
    const claimed = await record(next, 'premium_monthly', tx);
    expect(claimed.status).toBe(200);
    expect((await claimed.json()).purchaseId).toBe(purchaseId);
    expect(await findPurchase(db, purchaseId)).toMatchObject({ userId: next.id, expiresAt: new Date(later) });
    expect((await premium(next, purchaseId, Date.now() + 45 * DAY)).hasAccess).toBe(true);
    expect((await purchaseHistory(db, purchaseId)).map((e) => e.event)).toEqual(['recorded', 'renewed', 'recorded']);
  });

  it('claims it from a later transaction of the subscription (a renewal the device shows) without a second row', async () => {
    const first = await signUpUser('reclaim-renewal');
    const tx = subscription(first);
    const { purchaseId } = await (await record(first, 'premium_monthly', tx)).json();
    await deleteAccount(first);
    const renewal = await renew(tx, Date.now() + 60 * DAY);
    const rowsBefore = (await db.query('select 1 from public.purchases where store_key = $1', [tx.originalTransactionId])).rows.length;

    const next = await signUpUser('reclaim-renewal-next');
    const claimed = await record(next, 'premium_monthly', renewal);
    expect(claimed.status).toBe(200);
    expect((await claimed.json()).purchaseId).toBe(purchaseId);
    expect((await db.query('select 1 from public.purchases where store_key = $1', [tx.originalTransactionId])).rows.length).toBe(rowsBefore);
    expect((await premium(next, purchaseId)).hasAccess).toBe(true);
  });

  it('refuses it to another account while the account that bought it exists (403), and once claimed (409)', async () => {
    const owner = await signUpUser('reclaim-owner');
    const stranger = await signUpUser('reclaim-stranger');
    const tx = subscription(owner);
    const { purchaseId } = await (await record(owner, 'premium_monthly', tx)).json();
    expect((await record(stranger, 'premium_monthly', tx)).status).toBe(409);
    // a new transaction of that subscription, presented by someone else while the owner exists
    expect((await record(stranger, 'premium_monthly', { ...tx, transactionId: newTransactionId(SERIES) })).status).toBe(403);

    await deleteAccount(owner);
    const next = await signUpUser('reclaim-owner-next');
    expect((await record(next, 'premium_monthly', tx)).status).toBe(200);
    // the first claim wins: a third account gets the ordinary conflict
    expect((await record(stranger, 'premium_monthly', tx)).status).toBe(409);
    expect(await findPurchase(db, purchaseId)).toMatchObject({ userId: next.id });
  });

  it('never gives a deleted account’s one-off purchase to another account', async () => {
    const first = await signUpUser('reclaim-oneoff');
    const tx = testTransaction(first.id, SERIES);
    const { purchaseId } = await (await record(first, 'current_insight', tx)).json();
    await deleteAccount(first);
    const next = await signUpUser('reclaim-oneoff-next');
    expect((await record(next, 'current_insight', tx)).status).toBe(409);
    expect((await record(next, 'current_insight', { ...tx, transactionId: newTransactionId(SERIES) })).status).toBe(403);
    expect(await findPurchase(db, purchaseId)).toMatchObject({ userId: null });
  });

  it('in the sandbox store (embedded mode), the anonymised subscription is claimed by the next account too', async () => {
    const first = await signUpUser('reclaim-sandbox');
    const storeTransactionId = `sandbox-reclaim-${Date.now()}`;
    const claim = { store: 'sandbox' as const, productId: 'premium_monthly' as const, storeTransactionId };
    const { purchase } = await recordPurchase(db, sandboxVerifier(), { ...claim, userId: first.id });
    await deleteAccount(first);
    const next = await signUpUser('reclaim-sandbox-next');
    const again = await recordPurchase(db, sandboxVerifier(), { ...claim, userId: next.id });
    expect(again).toMatchObject({ created: false, purchase: { id: purchase.id, userId: next.id } });
  });
});
