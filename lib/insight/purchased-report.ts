import 'server-only';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/errors';
import type { Queryable } from '@/lib/db/types';
import { checkReportAccess, DENIAL_MESSAGES } from '@/lib/purchases/access';
import { assertNoCrisis } from '@/lib/safety/guard';
import { assertFairUse, storeSubscriptionReport } from '@/lib/reports/store';
import { generateCurrentInsight, generatePlanInsight, type InsightMode } from './compose';
import { storedFirstYear } from './plan-years';
import type { InsightCloud } from './cloud';
import { getOrCreateReport, type InsightKind, type StoredReport } from './reports';
import type { CurrentInsightRequest, CurrentInsightResult, InsightSource, PlanInsightRequest, PlanInsightResult } from './schemas';

/**
 * The one call behind POST /api/insight/current and /api/insight/plan: the user must own a purchase
 * of this report (or a paid-up premium subscription). A purchase's report is generated and stored
 * the first time only; under a subscription each call is a new reading, stored as its own report.
 */

export interface ReportContext {
  db: Queryable;
  userId: string;
  locale: Locale;
  mode: InsightMode;
  cloud?: InsightCloud;
  /** what the person wrote spoke of distress: the reading is shown, and stored, under the care note */
  careNote?: boolean;
}

interface ReportAnswer<R> {
  result: R;
  source: InsightSource;
  /** always true: every paid reading is kept */
  stored: boolean;
  /** the stored report's id (reopen it with ?reportId=) */
  reportId: string;
  /** when the report was stored (ISO 8601): its date stamp */
  createdAt: string;
  /** the reading stands under the care note (the stored report's own flag when it existed already) */
  careNote: boolean;
}

interface PlanReportAnswer extends ReportAnswer<PlanInsightResult> {
  /** the calendar year of the stored report's first plan */
  firstYear: number;
}

async function purchasedReport<R, I>(
  ctx: ReportContext,
  kind: InsightKind,
  purchaseId: string,
  input: I,
  generateText: () => Promise<{ result: R; source: InsightSource }>,
): Promise<ReportAnswer<R> & { input: unknown }> {
  // whatever wrote it (the cloud or the oracle), a report that speaks of suicide or self-harm is
  // never shown nor stored: 422 crisis_support, the purchase stays unused
  const generate = async () => {
    const generated = await generateText();
    assertNoCrisis('insight-output', generated.result);
    return generated;
  };
  const access = await checkReportAccess(ctx.db, { userId: ctx.userId, purchaseId, product: kind });
  if (!access.hasAccess) throw new ApiError('forbidden', DENIAL_MESSAGES[access.reason]);
  if (access.via === 'subscription') {
    // A subscription covers every report, many times: each reading is its own stored report,
    // within the day's fair use (checked early here, enforced by the insert itself).
    await assertFairUse(ctx.db, ctx.userId);
    const { result, source } = await generate();
    const { id, createdAt } = await storeSubscriptionReport(ctx.db, { userId: ctx.userId, purchaseId: access.purchase.id, kind, locale: ctx.locale, input, result, source, careNote: ctx.careNote === true });
    return { result, source, stored: true, reportId: id, createdAt, careNote: ctx.careNote === true, input };
  }
  const { report } = await getOrCreateReport(ctx.db, { userId: ctx.userId, purchaseId: access.purchase.id, kind, locale: ctx.locale, input, careNote: ctx.careNote === true, generate });
  if (report.kind !== kind) throw new ApiError('conflict', 'This purchase already holds a different report.');
  return { result: (report as StoredReport<R>).result, source: report.source, stored: true, reportId: report.id, createdAt: report.createdAt, careNote: report.careNote, input: report.input };
}

/**
 * The spec's fixed sample stands in on the page when a reading cannot be made; it never becomes a
 * person's stored report. When even the oracle failed, the request fails (503) and nothing is
 * stored: the purchase stays unused, and the page shows the sample with "Try again".
 */
function refuseSample<T extends { usedSample?: true }>(generated: T): T {
  if (generated.usedSample) throw new ApiError('unavailable', 'The reading could not be made just now. Nothing was used up; please try again.');
  return generated;
}

export async function currentInsightReport(ctx: ReportContext, request: CurrentInsightRequest): Promise<ReportAnswer<CurrentInsightResult>> {
  const { purchaseId, ...input } = request;
  const answer = await purchasedReport(ctx, 'current_insight', purchaseId, input, () =>
    generateCurrentInsight({ request, locale: ctx.locale, mode: ctx.mode, cloud: ctx.cloud }).then(refuseSample),
  );
  return { result: answer.result, source: answer.source, stored: answer.stored, reportId: answer.reportId, createdAt: answer.createdAt, careNote: answer.careNote };
}

/**
 * firstYear: the calendar year of the first plan (plan2025), as the form showed it; stored with the
 * plans, so a reopened report names the same years (lib/insight/plan-years.ts).
 */
export async function planInsightReport(ctx: ReportContext, request: PlanInsightRequest, firstYear: number): Promise<PlanReportAnswer> {
  const { purchaseId, ...plans } = request;
  const { input, ...answer } = await purchasedReport(ctx, 'plan_insight', purchaseId, { ...plans, firstYear }, () =>
    generatePlanInsight({ request, locale: ctx.locale, mode: ctx.mode, cloud: ctx.cloud, firstYear }).then(refuseSample),
  );
  // a purchase's report stored earlier keeps the years it was written for
  return { ...answer, firstYear: storedFirstYear(input) };
}
