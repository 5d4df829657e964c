import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedBackends, insertPurchase, insertReport, insertUser } from '@/tests/setup/databases';
import type { Db } from '@/lib/db/types';
import { deleteAccount } from '@/lib/account/delete-account';
import { draftSaveSchema } from './schemas';
import { getDraft, saveDraft } from './store';

const DAY = 86_400_000;

describe.each(migratedBackends)('report drafts on %s', (_name, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });

  const purchase = (userId: string, productId: string, expiresAt: Date | null = null) => insertPurchase(db, userId, productId, { expiresAt });
  const storeReport = (userId: string, purchaseId: string, kind: string, viaSubscription = false) => insertReport(db, userId, purchaseId, kind, viaSubscription);
  const rowCount = async (purchaseId: string) => (await db.query('select 1 from public.report_drafts where purchase_id = $1', [purchaseId])).rows.length;

  it('keeps a quiz’s answers for its owner until the report is stored, then forgets them', async () => {
    const alice = await insertUser(db, 'alice');
    const id = await purchase(alice, 'book_insight');
    const key = { userId: alice, purchaseId: id, kind: 'book_insight' as const };
    expect(await getDraft(db, key)).toBeNull();
    expect(await saveDraft(db, { ...key, draft: { answers: [2] }, revision: 1 })).toEqual({ saved: true });
    expect(await saveDraft(db, { ...key, draft: { answers: [2, 0] }, revision: 2 })).toEqual({ saved: true });
    expect(await getDraft(db, key)).toEqual({ answers: [2, 0] });
    await storeReport(alice, id, 'book_insight');
    expect(await getDraft(db, key)).toBeNull();
    expect(await rowCount(id)).toBe(0);
    // a late save after the report: refused, nothing comes back
    await expect(saveDraft(db, { ...key, draft: { answers: [2, 0, 1] }, revision: 3 })).rejects.toMatchObject({ code: 'conflict', status: 409 });
    expect(await rowCount(id)).toBe(0);
  });

  it('never lets an older save undo a newer one, whatever order they arrive in', async () => {
    const bob = await insertUser(db, 'bob');
    const id = await purchase(bob, 'current_insight');
    const key = { userId: bob, purchaseId: id, kind: 'current_insight' as const };
    expect(await saveDraft(db, { ...key, draft: { question: 'Should I move to Busan this spring?' }, revision: 20 })).toEqual({ saved: true });
    expect(await saveDraft(db, { ...key, draft: { question: 'Should I' }, revision: 10 })).toEqual({ saved: false });
    expect(await getDraft(db, key)).toEqual({ question: 'Should I move to Busan this spring?' });
    // the same revision again (a repeated request) is harmless
    expect(await saveDraft(db, { ...key, draft: { question: 'Should I move to Busan this spring?' }, revision: 20 })).toEqual({ saved: true });
  });

  it('answers 403 for someone else’s purchase, a refunded one, another report’s, and a subscription’s id on another user', async () => {
    const carol = await insertUser(db, 'carol');
    const dave = await insertUser(db, 'dave');
    const mine = await purchase(carol, 'plan_insight');
    const plans = { plans: { '2025': 'a', '2026': 'b', '2027': 'c' } };
    for (const attempt of [
      () => saveDraft(db, { userId: dave, purchaseId: mine, kind: 'plan_insight', draft: plans, revision: 1 }),
      () => getDraft(db, { userId: dave, purchaseId: mine, kind: 'plan_insight' }),
      () => saveDraft(db, { userId: carol, purchaseId: mine, kind: 'book_insight', draft: { answers: [] }, revision: 1 }),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ code: 'forbidden', status: 403 });
    }
    await db.query(`update public.purchases set status = 'refunded', withdrawal = 'refunded' where id = $1`, [mine]);
    await expect(saveDraft(db, { userId: carol, purchaseId: mine, kind: 'plan_insight', draft: plans, revision: 1 })).rejects.toMatchObject({ code: 'forbidden' });
    expect(await rowCount(mine)).toBe(0);
    // dave's subscription covers every report for dave, but it does not make carol's purchase his
    await purchase(dave, 'premium_monthly', new Date(Date.now() + 30 * DAY));
    await expect(getDraft(db, { userId: dave, purchaseId: mine, kind: 'plan_insight' })).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('keeps a subscriber’s drafts per report kind on the subscription, each ended by a reading of its kind', async () => {
    const erin = await insertUser(db, 'erin');
    const sub = await purchase(erin, 'premium_annual', new Date(Date.now() + 300 * DAY));
    await saveDraft(db, { userId: erin, purchaseId: sub, kind: 'character_insight', draft: { answers: [1, 1] }, revision: 1 });
    await saveDraft(db, { userId: erin, purchaseId: sub, kind: 'current_insight', draft: { question: 'Is it time to ask for a raise?' }, revision: 1 });
    await storeReport(erin, sub, 'character_insight', true);
    expect(await getDraft(db, { userId: erin, purchaseId: sub, kind: 'character_insight' })).toBeNull();
    expect(await getDraft(db, { userId: erin, purchaseId: sub, kind: 'current_insight' })).toEqual({ question: 'Is it time to ask for a raise?' });
    // a subscription takes new drafts after a reading: it has many
    expect(await saveDraft(db, { userId: erin, purchaseId: sub, kind: 'character_insight', draft: { answers: [3] }, revision: 2 })).toEqual({ saved: true });
  });

  it('goes with the account: deleting it deletes the drafts and keeps the anonymised purchase', async () => {
    const frank = await insertUser(db, 'frank');
    const id = await purchase(frank, 'relationship_insight');
    await saveDraft(db, { userId: frank, purchaseId: id, kind: 'relationship_insight', draft: { answers: [0, 4, 2] }, revision: 1 });
    expect(await rowCount(id)).toBe(1);
    await deleteAccount({ db, deleteAuthUser: async (userId) => void (await db.query('delete from auth.users where id = $1', [userId])) }, frank);
    expect(await rowCount(id)).toBe(0);
    expect((await db.query('select user_id from public.purchases where id = $1', [id])).rows).toEqual([{ user_id: null }]);
    // and the foreign key alone does the same when the auth user is deleted some other way
    const gina = await insertUser(db, 'gina');
    const hers = await purchase(gina, 'book_insight');
    await saveDraft(db, { userId: gina, purchaseId: hers, kind: 'book_insight', draft: { answers: [1] }, revision: 1 });
    await db.query('delete from auth.users where id = $1', [gina]);
    expect(await rowCount(hers)).toBe(0);
  });
});

describe('the draft a save may carry', () => {
  const PURCHASE = '6f1c1e2a-3b4c-4d5e-8f60-718293a4b5c6';
  const parse = (kind: string, draft: unknown, revision: unknown = 1) => draftSaveSchema.safeParse({ purchaseId: PURCHASE, kind, draft, revision });

  it('takes answers that fit the quiz’s questions and texts within the limits', () => {
    expect(parse('character_insight', { answers: [] }).success).toBe(true);
    expect(parse('character_insight', { answers: [0, 1, 2, 3, 4, 0, 1] }).success).toBe(true);
    expect(parse('book_insight', { answers: [4, 4, 4, 4, 4] }).success).toBe(true);
    expect(parse('current_insight', { question: '이사를 해도 될까요?' }).success).toBe(true);
    expect(parse('plan_insight', { plans: { '2025': 'x'.repeat(2000), '2026': '', '2027': 'z' } }).success).toBe(true);
  });

  it('refuses anything else, saying where', () => {
    const bad: [string, unknown, unknown?][] = [
      ['character_insight', { answers: [0, 1, 2, 3, 4, 0, 1, 2] }], // 8 answers to 7 questions
      ['book_insight', { answers: [5] }],
      ['book_insight', { answers: [-1] }],
      ['book_insight', { answers: [1.5] }],
      ['book_insight', { answers: '0,1' }],
      ['book_insight', { question: 'wrong kind' }],
      ['current_insight', { question: 'x'.repeat(2001) }],
      ['current_insight', { question: 'nul \u0000' }],
      ['current_insight', { question: 'ok', extra: true }],
      ['plan_insight', { plans: { '2025': 'a', '2026': 'b' } }],
      ['premium_monthly', { answers: [] }],
      ['current_insight', { question: 'ok' }, -1],
      ['current_insight', { question: 'ok' }, 'soon'],
    ];
    for (const [kind, draft, revision] of bad) {
      const result = parse(kind, draft, revision ?? 1);
      expect(result.success, JSON.stringify([kind, draft, revision])).toBe(false);
      expect(result.error!.issues[0]!.message.length).toBeGreaterThan(0);
    }
  });
});
