import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedBackends, insertPurchase, insertUser } from '@/tests/setup/databases';
import { ApiError } from '@/lib/api/errors';
import type { Db } from '@/lib/db/types';
import { checkStoredReportAccess } from '@/lib/purchases/access';
import { listReports, reportListQuerySchema } from './list';
import { assertFairUse, findReportById, storeSubscriptionReport, usedToday } from './store';

const NOW = new Date('2026-11-25T06:00:00Z');
const HOUR = 3_600_000;

describe.each(migratedBackends)('stored reports on %s', (_name, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });

  const user = () => insertUser(db, 'u');
  const purchase = (userId: string, productId: string, expiresAt: Date | null = null) => insertPurchase(db, userId, productId, { expiresAt });
  const reading = (userId: string, purchaseId: string, extra: { now?: Date; limit?: number } = {}) =>
    storeSubscriptionReport(db, {
      userId,
      purchaseId,
      kind: 'current_insight',
      locale: 'en',
      input: { question: 'Should I move to Busan?' },
      result: { hexagram_id: 3 },
      source: 'local',
      now: NOW,
      ...extra,
    });

  it('stores every subscription reading as its own report', async () => {
    const alice = await user();
    const subscription = await purchase(alice, 'premium_monthly', new Date(NOW.getTime() + 30 * 24 * HOUR));
    const first = await reading(alice, subscription);
    const second = await reading(alice, subscription);
    expect(first.id).not.toBe(second.id);
    const { rows } = await db.query('select id from public.reports where purchase_id = $1 and via_subscription', [subscription]);
    expect(rows).toHaveLength(2);
    expect(await usedToday(db, alice, NOW)).toBe(2);
  });

  it('enforces the daily fair use in the database when requests race', async () => {
    const bob = await user();
    const subscription = await purchase(bob, 'premium_annual', new Date(NOW.getTime() + 300 * 24 * HOUR));
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => reading(bob, subscription, { limit: 5 })));
    const stored = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(stored).toHaveLength(5);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'fair_use_limit', status: 429 });
    const { rows } = await db.query('select id from public.reports where user_id = $1', [bob]);
    expect(rows).toHaveLength(5);
    expect(await usedToday(db, bob, NOW)).toBe(5);
    await expect(assertFairUse(db, bob, { now: NOW, limit: 5 })).rejects.toBeInstanceOf(ApiError);
    // the next UTC day starts afresh
    await expect(assertFairUse(db, bob, { now: new Date(NOW.getTime() + 24 * HOUR), limit: 5 })).resolves.toBeUndefined();
    await expect(reading(bob, subscription, { limit: 5, now: new Date(NOW.getTime() + 24 * HOUR) })).resolves.toMatchObject({ id: expect.any(String) });
  });

  it('keeps one report per one-off purchase, however many inserts race', async () => {
    const carol = await user();
    const once = await purchase(carol, 'plan_insight');
    const insert = () =>
      db.query(
        `insert into public.reports (user_id, purchase_id, kind, locale, result, source) values ($1, $2, 'plan_insight', 'ko', '{}', 'local')
         on conflict (purchase_id) where not via_subscription do nothing returning id`,
        [carol, once],
      );
    const results = await Promise.all(Array.from({ length: 6 }, insert));
    expect(results.filter((r) => r.rows.length === 1)).toHaveLength(1);
    // a plain second insert is refused by the partial unique index
    await expect(
      db.query(`insert into public.reports (user_id, purchase_id, kind, locale, result, source) values ($1, $2, 'plan_insight', 'ko', '{}', 'local')`, [carol, once]),
    ).rejects.toThrow();
  });

  it('lists a user’s reports newest first, page by page, and no one else’s', async () => {
    const dana = await user();
    const erin = await user();
    const subscription = await purchase(dana, 'premium_monthly', new Date(NOW.getTime() + 30 * 24 * HOUR));
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await reading(dana, subscription)).id);
    const book = await purchase(dana, 'book_insight');
    const { rows } = await db.query<{ id: string }>(
      `insert into public.reports (user_id, purchase_id, kind, locale, input, result, source) values ($1, $2, 'book_insight', 'ko', '{"answers":[0]}', '{"dominant":"x","hexagramId":1}', 'local') returning id`,
      [dana, book],
    );
    ids.push(rows[0]!.id);
    await reading(erin, await purchase(erin, 'premium_monthly', new Date(NOW.getTime() + 30 * 24 * HOUR)));

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await listReports(db, dana, reportListQuerySchema.parse({ limit: '2', ...(cursor ? { cursor } : {}) }));
      seen.push(...page.reports.map((r) => r.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen.toSorted()).toEqual(ids.toSorted());
    expect(seen[0]).toBe(ids.at(-1)); // the book report was stored last
    const all = await listReports(db, dana, reportListQuerySchema.parse({}));
    expect(all.nextCursor).toBeNull();
    expect(all.reports[0]).toMatchObject({ kind: 'book_insight', locale: 'ko', hexagram: { number: 1, pattern: '111111' } });
    expect(all.reports.at(-1)).toMatchObject({ kind: 'current_insight', locale: 'en', title: 'Should I move to Busan?', hexagram: { number: 3 } });
    const times = all.reports.map((r) => r.createdAt);
    expect(times).toEqual(times.toSorted().toReversed());
  });

  it('reopens a report for its owner only, honouring the purchase behind it', async () => {
    const fay = await user();
    const gus = await user();
    const subscription = await purchase(fay, 'premium_monthly', new Date(Date.now() + 30 * 24 * HOUR));
    const { id } = await reading(fay, subscription, { now: new Date() });
    expect(await findReportById(db, id, fay)).toMatchObject({ id, kind: 'current_insight', viaSubscription: true });
    expect(await findReportById(db, id, gus)).toBeNull();
    expect(await checkStoredReportAccess(db, { userId: fay, reportId: id, product: 'current_insight' })).toMatchObject({ hasAccess: true, via: 'subscription', reportId: id });
    expect(await checkStoredReportAccess(db, { userId: gus, reportId: id, product: 'current_insight' })).toEqual({ hasAccess: false, reason: 'no_purchase' });
    expect(await checkStoredReportAccess(db, { userId: fay, reportId: id, product: 'plan_insight' })).toEqual({ hasAccess: false, reason: 'wrong_product' });
    // the paid period ends: the reading stored during it stays readable
    const later = new Date(Date.now() + 60 * 24 * HOUR);
    expect(await checkStoredReportAccess(db, { userId: fay, reportId: id, product: 'current_insight', now: later })).toMatchObject({ hasAccess: true });
    // the purchase leaves the user's ledger (e.g. anonymised): no access
    await db.query('update public.purchases set user_id = null where id = $1', [subscription]);
    expect(await checkStoredReportAccess(db, { userId: fay, reportId: id, product: 'current_insight' })).toEqual({ hasAccess: false, reason: 'no_purchase' });
  });

  it('lists reports stored in the same instant in the order they were stored', async () => {
    const hana = await user();
    const ids: string[] = [];
    for (const question of ['first', 'second', 'third']) {
      const once = await purchase(hana, 'current_insight');
      const { rows } = await db.query<{ id: string }>(
        `insert into public.reports (user_id, purchase_id, kind, locale, input, result, source, created_at)
         values ($1, $2, 'current_insight', 'en', $3, '{"hexagram_id":1}', 'local', '2026-11-25T06:00:00Z') returning id`,
        [hana, once, JSON.stringify({ question })],
      );
      ids.push(rows[0]!.id);
    }
    const all = await listReports(db, hana, reportListQuerySchema.parse({}));
    expect(all.reports.map((r) => r.title)).toEqual(['third', 'second', 'first']);
    const first = await listReports(db, hana, reportListQuerySchema.parse({ limit: '1' }));
    const rest = await listReports(db, hana, reportListQuerySchema.parse({ cursor: first.nextCursor! }));
    expect([...first.reports, ...rest.reports].map((r) => r.id)).toEqual(ids.toReversed());
  });

  it('keeps the order where the sequence gains a digit (9 before 10, 99 before 100)', async () => {
    const ivy = await user();
    const subscription = await purchase(ivy, 'premium_monthly', new Date(NOW.getTime() + 30 * 24 * HOUR));
    // the next numbers the sequence hands out cross from two digits to three
    await db.query(`select setval(pg_get_serial_sequence('public.reports', 'seq'), 97)`);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await reading(ivy, subscription)).id);
    const all = await listReports(db, ivy, reportListQuerySchema.parse({}));
    expect(all.reports.map((r) => r.id)).toEqual(ids.toReversed());
    const first = await listReports(db, ivy, reportListQuerySchema.parse({ limit: '2' }));
    const rest = await listReports(db, ivy, reportListQuerySchema.parse({ cursor: first.nextCursor! }));
    expect([...first.reports, ...rest.reports].map((r) => r.id)).toEqual(ids.toReversed());
  });

  it('refuses a malformed cursor and limit', () => {
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    for (const bad of [
      { limit: '0' },
      { limit: '51' },
      { limit: 'x' },
      { limit: '1.5' },
      { cursor: 'nope' },
      { cursor: b64('2026|x') },
      // the old (created_at|id) form, with an impossible date: refused before it reaches PostgreSQL
      { cursor: b64('2026-02-30T00:00:00.000000Z|00000000-0000-0000-0000-000000000000') },
      { cursor: b64('seq:0') },
      { cursor: b64('seq:-1') },
      { cursor: b64('seq:9999999999999999999') },
      { other: '1' },
    ]) {
      expect(reportListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
