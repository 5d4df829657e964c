import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedBackends, insertPurchase, insertReport, insertUser } from '@/tests/setup/databases';
import type { Db } from '@/lib/db/types';
import { checkReportAccess } from './access';
import { findNewestUnusedPurchase, listUnusedPurchases } from './unused';

const T0 = Date.parse('2026-11-20T09:00:00Z');
const HOUR = 3_600_000;

describe.each(migratedBackends)('unused purchases on %s', (_name, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });

  const purchase = (userId: string, productId: string, { hoursAfter = 0, status = 'active', expiresAt = null as Date | null } = {}) =>
    insertPurchase(db, userId, productId, { purchasedAt: new Date(T0 + hoursAfter * HOUR), status, expiresAt });
  const report = (userId: string, purchaseId: string, kind: string, viaSubscription = false) => insertReport(db, userId, purchaseId, kind, viaSubscription);

  it('lists the one-off purchases without a report, newest first; used, refunded, revoked, subscriptions and other people’s are left out', async () => {
    const alice = await insertUser(db, 'alice');
    const bob = await insertUser(db, 'bob');
    const older = await purchase(alice, 'book_insight', { hoursAfter: 1 });
    const newer = await purchase(alice, 'current_insight', { hoursAfter: 3 });
    const middle = await purchase(alice, 'book_insight', { hoursAfter: 2 });
    const used = await purchase(alice, 'plan_insight', { hoursAfter: 4 });
    await report(alice, used, 'plan_insight');
    await purchase(alice, 'character_insight', { hoursAfter: 5, status: 'refunded' });
    await purchase(alice, 'relationship_insight', { hoursAfter: 6, status: 'revoked' });
    const subscription = await purchase(alice, 'premium_monthly', { hoursAfter: 7, expiresAt: new Date(Date.now() + 30 * 24 * HOUR) });
    await report(alice, subscription, 'character_insight', true);
    await purchase(bob, 'current_insight', { hoursAfter: 8 });

    expect(await listUnusedPurchases(db, alice)).toEqual([
      { purchaseId: newer, product: 'current_insight', purchasedAt: new Date(T0 + 3 * HOUR).toISOString() },
      { purchaseId: middle, product: 'book_insight', purchasedAt: new Date(T0 + 2 * HOUR).toISOString() },
      { purchaseId: older, product: 'book_insight', purchasedAt: new Date(T0 + 1 * HOUR).toISOString() },
    ]);
    expect((await listUnusedPurchases(db, alice, 'book_insight')).map((p) => p.purchaseId)).toEqual([middle, older]);
    expect(await listUnusedPurchases(db, alice, 'plan_insight')).toEqual([]);
    expect((await findNewestUnusedPurchase(db, alice, 'book_insight'))?.id).toBe(middle);
    expect(await findNewestUnusedPurchase(db, alice, 'character_insight')).toBeNull();
    expect((await listUnusedPurchases(db, bob)).map((p) => p.product)).toEqual(['current_insight']);
  });

  it('orders purchases bought in the same instant by id, the same way every time', async () => {
    const carol = await insertUser(db, 'carol');
    const ids = [await purchase(carol, 'book_insight'), await purchase(carol, 'book_insight'), await purchase(carol, 'book_insight')];
    const listed = (await listUnusedPurchases(db, carol)).map((p) => p.purchaseId);
    expect([...listed].sort()).toEqual([...ids].sort());
    expect((await findNewestUnusedPurchase(db, carol, 'book_insight'))?.id).toBe(listed[0]);
    expect((await listUnusedPurchases(db, carol)).map((p) => p.purchaseId)).toEqual(listed);
  });

  it('lets a report page without a purchase id open the newest unused purchase; once used, the next one; then none', async () => {
    const dave = await insertUser(db, 'dave');
    expect(await checkReportAccess(db, { userId: dave, purchaseId: null, product: 'book_insight' })).toEqual({ hasAccess: false, reason: 'no_purchase' });
    const first = await purchase(dave, 'book_insight', { hoursAfter: 1 });
    const second = await purchase(dave, 'book_insight', { hoursAfter: 2 });
    await purchase(dave, 'current_insight', { hoursAfter: 3 });
    const open = () => checkReportAccess(db, { userId: dave, purchaseId: null, product: 'book_insight' });
    expect(await open()).toMatchObject({ hasAccess: true, via: 'purchase', purchase: { id: second, productId: 'book_insight' } });
    await report(dave, second, 'book_insight');
    expect(await open()).toMatchObject({ hasAccess: true, via: 'purchase', purchase: { id: first } });
    await db.query(`update public.purchases set status = 'refunded', withdrawal = 'refunded' where id = $1`, [first]);
    expect(await open()).toEqual({ hasAccess: false, reason: 'no_purchase' });
    // a page that names a purchase is answered about that purchase only
    const other = await purchase(dave, 'book_insight', { hoursAfter: 4 });
    expect(await checkReportAccess(db, { userId: dave, purchaseId: first, product: 'book_insight' })).toEqual({ hasAccess: false, reason: 'purchase_refunded' });
    expect(await open()).toMatchObject({ hasAccess: true, purchase: { id: other } });
  });

  it('leaves a paid-up subscription first: it covers the report without spending the one-off purchase', async () => {
    const erin = await insertUser(db, 'erin');
    await purchase(erin, 'plan_insight', { hoursAfter: 1 });
    const subscription = await purchase(erin, 'premium_annual', { expiresAt: new Date(Date.now() + 300 * 24 * HOUR) });
    expect(await checkReportAccess(db, { userId: erin, purchaseId: null, product: 'plan_insight' })).toMatchObject({
      hasAccess: true,
      via: 'subscription',
      purchase: { id: subscription },
    });
  });
});
