import { requireConsentedUser } from '@/lib/api/auth';
import { apiHandler, otherMethods, readJson } from '@/lib/api/handler';
import { INSIGHT_BODY_MAX_BYTES } from '@/lib/insight/constants';
import { getDb } from '@/lib/db';
import { currentInsightReport } from '@/lib/insight/purchased-report';
import { currentInsightBodySchema } from '@/lib/insight/route-schemas';
import { requestLocale } from '@/lib/insight/request-locale';
import { runtime } from '@/lib/runtime';
import { assertNoCrisisCare } from '@/lib/safety/guard';

export const dynamic = 'force-dynamic';

/**
 * POST /api/insight/current {category, question, situation, purchaseId, locale?} → the Current
 * Insight result (spec section 3) and its source ('cloud' | 'local'). Generated once per purchase:
 * later calls answer the stored report. Under a subscription every call is a new reading, stored as
 * its own report (429 fair_use_limit past the day's limit). `reportId` reopens it; `createdAt` dates it.
 * `careNote`: the reading stands under the calm care note (the question spoke of distress; a
 * stored report keeps it). A question (or situation) that speaks of suicide or self-harm, or a generated report that does,
 * answers 422 crisis_support: nothing generated or stored, the purchase unused (lib/safety/).
 */
export const POST = apiHandler(async (request) => {
  const user = await requireConsentedUser(request);
  const { locale, ...body } = await readJson(request, currentInsightBodySchema, { maxBytes: INSIGHT_BODY_MAX_BYTES });
  // distress (care without crisis): the reading goes ahead, stored as shown under the care note
  // the situation is the check's restatement, echoed back (not typed): read as our own words
  const careNote = await assertNoCrisisCare('insight-current', body.question, body.situation);
  const ctx = { db: await getDb(), userId: user.id, locale: requestLocale(request, locale), careNote, ...runtime().insight };
  const { result, source, stored, reportId, createdAt, careNote: shownCare } = await currentInsightReport(ctx, body);
  return { ...result, source, stored, reportId, createdAt, careNote: shownCare };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
