import { requireConsentedUser } from '@/lib/api/auth';
import { apiHandler, otherMethods, readJson } from '@/lib/api/handler';
import { INSIGHT_BODY_MAX_BYTES } from '@/lib/insight/constants';
import { getDb } from '@/lib/db';
import { planInsightReport } from '@/lib/insight/purchased-report';
import { planInsightBodySchema } from '@/lib/insight/route-schemas';
import { planFirstYear } from '@/lib/insight/plan-years';
import { requestLocale } from '@/lib/insight/request-locale';
import { runtime } from '@/lib/runtime';
import { assertNoCrisisCare } from '@/lib/safety/guard';

export const dynamic = 'force-dynamic';

/**
 * POST /api/insight/plan {plan2025, plan2026, plan2027, purchaseId, locale?, firstYear?} → the
 * 3-Year Plan result (spec section 3), its source, the stored report's id and time, and the first
 * year (plan2025 is that year's plan; docs/insight-cloud-contract.md). Generated once per purchase,
 * like Current Insight; `careNote` as there (a plan in distress). A plan (or a generated report) that speaks of suicide or self-harm answers
 * 422 crisis_support: nothing generated or stored, the purchase unused (lib/safety/).
 */
export const POST = apiHandler(async (request) => {
  const user = await requireConsentedUser(request);
  const { locale, firstYear, ...body } = await readJson(request, planInsightBodySchema, { maxBytes: INSIGHT_BODY_MAX_BYTES });
  // a plan in distress (care without crisis): the reading goes ahead, stored as shown under the care note
  const careNote = await assertNoCrisisCare('insight-plan', [body.plan2025, body.plan2026, body.plan2027]);
  const ctx = { db: await getDb(), userId: user.id, locale: requestLocale(request, locale), careNote, ...runtime().insight };
  const { result, source, stored, reportId, createdAt, careNote: shownCare, firstYear: storedYear } = await planInsightReport(ctx, body, firstYear ?? planFirstYear());
  return { ...result, source, stored, reportId, createdAt, careNote: shownCare, firstYear: storedYear };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
