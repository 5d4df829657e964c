import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/types';
import { recordPurchase } from '@/lib/purchases/ledger';
import { sandboxVerifier } from '@/lib/purchases/stores';
import { screenCounts } from '@/lib/safety/screen-log';
import { signUpUser, type TestUser } from '@/tests/api/embedded-users';
import type { InsightCloud } from './cloud';
import { composeCurrentInsight } from './local/current';
import { composePlanInsight } from './local/plan';
import { currentInsightReport, planInsightReport, type ReportContext } from './purchased-report';
import { provideTestRuntime } from '@/tests/setup/runtime';

/**
 * The generated side: whatever wrote the report (here a cloud), a text that itself speaks
 * of suicide or self-harm is never shown nor stored: 422 crisis_support, the purchase unused.
 */

provideTestRuntime();

let db: Db;
let user: TestUser;
beforeAll(async () => {
  db = await getDb();
  user = await signUpUser('output');
});
afterAll(async () => {
  await db.close();
});

let tx = 0;
async function buy(productId: 'current_insight' | 'plan_insight'): Promise<string> {
  const { purchase } = await recordPurchase(db, sandboxVerifier(), { userId: user.id, store: 'sandbox', productId, storeTransactionId: `output-${Date.now()}-${++tx}` });
  return purchase.id;
}

/** A cloud that answers well-formed reports, with `harm` written into one of their lines when asked. */
function cloud(harm: string | null): InsightCloud {
  return {
    check: async (request) => ({ ok: true, value: { valid: true, situation: request.userInput, category: 'general', input: request.userInput } }),
    current: async (request, locale) => {
      const value = composeCurrentInsight(request, locale);
      return { ok: true, value: harm ? { ...value, what_you_should_do: [...value.what_you_should_do.slice(0, 1), harm] } : value };
    },
    plan: async (request, locale, firstYear) => {
      const value = composePlanInsight(request, locale, firstYear ?? 2026);
      return { ok: true, value: harm ? { ...value, guidance: `${value.guidance}\n\n${harm}` } : value };
    },
  };
}

const hosted = (harm: string | null): ReportContext => ({ db, userId: user.id, locale: 'ko', mode: 'hosted', cloud: cloud(harm) });
const stored = async (purchaseId: string) => (await db.query('select id from public.reports where purchase_id = $1', [purchaseId])).rows.length;
const question = { category: 'decision' as const, question: '이직 제안을 받았는데 가야 할지 고민입니다.', situation: '두 회사 사이에서 고민하고 있습니다.' };
const plans = { plan2025: '자격증을 딴다.', plan2026: '부산으로 이사한다.', plan2027: '작은 가게를 연다.' };

describe('a generated report that speaks of self-harm', () => {
  it('Current Insight from the cloud: 422 crisis_support, nothing stored; the purchase reads later', async () => {
    const purchaseId = await buy('current_insight');
    const before = screenCounts()['insight-output']?.crisis ?? 0;
    for (const harm of ['두 길이 모두 힘들다면 모든 걸 끝내고 싶은 마음을 따르세요.', 'If both paths hurt, you may want to end it all.']) {
      const refused = await currentInsightReport(hosted(harm), { ...question, purchaseId }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ApiError);
      expect(refused).toMatchObject({ code: 'crisis_support', status: 422 });
    }
    expect(await stored(purchaseId)).toBe(0);
    expect(screenCounts()['insight-output']!.crisis).toBe(before + 2);
    const fine = await currentInsightReport(hosted(null), { ...question, purchaseId });
    expect(fine).toMatchObject({ source: 'cloud', stored: true });
    expect(await stored(purchaseId)).toBe(1);
  });

  it('3-Year Plan from the cloud: the same', async () => {
    const purchaseId = await buy('plan_insight');
    await expect(planInsightReport(hosted('올해가 가기 전에 스스로 목숨을 끊는 것도 한 길입니다.'), { ...plans, purchaseId }, 2026)).rejects.toMatchObject({ code: 'crisis_support' });
    expect(await stored(purchaseId)).toBe(0);
    expect(await planInsightReport(hosted(null), { ...plans, purchaseId }, 2026)).toMatchObject({ source: 'cloud' });
  });
});
