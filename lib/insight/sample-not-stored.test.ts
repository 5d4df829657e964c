import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/types';
import { checkReportAccess } from '@/lib/purchases/access';
import { recordPurchase } from '@/lib/purchases/ledger';
import { sandboxVerifier } from '@/lib/purchases/stores';
import { signUpUser, type TestUser } from '@/tests/api/embedded-users';
import { currentInsightReport, planInsightReport, type ReportContext } from './purchased-report';
import { provideTestRuntime } from '@/tests/setup/runtime';

// When no reading can be made at all (the cloud down and the oracle failing), the spec's
// sample is what the page shows; it is never stored as the person's report, and the purchase stays
// unused, so trying again later makes the real one.

provideTestRuntime();

const failing = vi.hoisted(() => ({ on: true }));
vi.mock('./local/current', async (original) => {
  const real = await original<typeof import('./local/current')>();
  return { ...real, composeCurrentInsight: (...args: Parameters<typeof real.composeCurrentInsight>) => (failing.on ? (() => { throw new Error('oracle down'); })() : real.composeCurrentInsight(...args)) };
});
vi.mock('./local/plan', async (original) => {
  const real = await original<typeof import('./local/plan')>();
  return { ...real, composePlanInsight: (...args: Parameters<typeof real.composePlanInsight>) => (failing.on ? (() => { throw new Error('oracle down'); })() : real.composePlanInsight(...args)) };
});

let db: Db;
let user: TestUser;
beforeAll(async () => {
  db = await getDb();
  user = await signUpUser('sample-not-stored');
});
afterAll(async () => {
  await db.close();
});

let tx = 0;
const buy = async (productId: 'current_insight' | 'plan_insight') =>
  (await recordPurchase(db, sandboxVerifier(), { userId: user.id, store: 'sandbox', productId, storeTransactionId: `sample-${Date.now()}-${++tx}` })).purchase.id;
const ctx = (): ReportContext => ({ db, userId: user.id, locale: 'ko', mode: 'embedded' });
const stored = async (purchaseId: string) => (await db.query('select 1 from public.reports where purchase_id = $1', [purchaseId])).rows.length;
const question = { category: 'family' as const, question: '부모님 댁 근처로 이사를 가도 될까요?', situation: '부모님 가까이로 이사할지 고민하고 있습니다.' };
const plans = { plan2025: '돈을 모읍니다.', plan2026: '제주로 이사합니다.', plan2027: '작은 가게를 엽니다.' };

describe('a reading that cannot be made', () => {
  it('answers 503, stores nothing, and leaves the purchase unused until a later try makes the real report', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      failing.on = true;
      const current = await buy('current_insight');
      await expect(currentInsightReport(ctx(), { ...question, purchaseId: current })).rejects.toMatchObject({ code: 'unavailable', status: 503 });
      const plan = await buy('plan_insight');
      await expect(planInsightReport(ctx(), { ...plans, purchaseId: plan }, 2026)).rejects.toMatchObject({ code: 'unavailable', status: 503 });
      expect(await stored(current)).toBe(0);
      expect(await stored(plan)).toBe(0);
      // still the user's unused purchase: a page without its id finds it
      expect(await checkReportAccess(db, { userId: user.id, purchaseId: null, product: 'current_insight' })).toMatchObject({ hasAccess: true, purchase: { id: current } });

      failing.on = false;
      const made = await currentInsightReport(ctx(), { ...question, purchaseId: current });
      expect(made).toMatchObject({ source: 'local', stored: true });
      expect(made.result.hexagram_id).toBeGreaterThanOrEqual(1);
      expect(await stored(current)).toBe(1);
      expect(await checkReportAccess(db, { userId: user.id, purchaseId: null, product: 'current_insight' })).toEqual({ hasAccess: false, reason: 'no_purchase' });
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
