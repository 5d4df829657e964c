import 'server-only';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/errors';
import type { Queryable } from '@/lib/db/types';
import { checkReportAccess, DENIAL_MESSAGES } from '@/lib/purchases/access';
import { assertFairUse, storeSubscriptionReport } from '@/lib/reports/store';
import { generateCurrentInsight, generatePlanInsight, type InsightMode } from './compose';
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
}

export interface ReportAnswer<R> {
  result: R;
  source: InsightSource;
  /** always true: every paid reading is kept */
  stored: boolean;
  /** the stored report's id (reopen it with ?reportId=) */
  reportId: string;
}

async function purchasedReport<R, I>(
  ctx: ReportContext,
  kind: InsightKind,
  purchaseId: string,
  input: I,
  generate: () => Promise<{ result: R; source: InsightSource }>,
): Promise<ReportAnswer<R>> {
  const access = await checkReportAccess(ctx.db, { userId: ctx.userId, purchaseId, product: kind });
  if (!access.hasAccess) throw new ApiError('forbidden', DENIAL_MESSAGES[access.reason]);
  if (access.via === 'subscription') {
    // A subscription covers every report, many times: each reading is its own stored report,
    // within the day's fair use (checked early here, enforced by the insert itself).
    await assertFairUse(ctx.db, ctx.userId);
    const { result, source } = await generate();
    const { id } = await storeSubscriptionReport(ctx.db, { userId: ctx.userId, purchaseId: access.purchase.id, kind, locale: ctx.locale, input, result, source });
    return { result, source, stored: true, reportId: id };
  }
  const { report } = await getOrCreateReport(ctx.db, { userId: ctx.userId, purchaseId: access.purchase.id, kind, locale: ctx.locale, input, generate });
  if (report.kind !== kind) throw new ApiError('conflict', 'This purchase already holds a different report.');
  return { result: (report as StoredReport<R>).result, source: report.source, stored: true, reportId: report.id };
}

export function currentInsightReport(ctx: ReportContext, request: CurrentInsightRequest): Promise<ReportAnswer<CurrentInsightResult>> {
  const { purchaseId, ...input } = request;
  return purchasedReport(ctx, 'current_insight', purchaseId, input, () =>
    generateCurrentInsight({ request, locale: ctx.locale, mode: ctx.mode, cloud: ctx.cloud }),
  );
}

export function planInsightReport(ctx: ReportContext, request: PlanInsightRequest): Promise<ReportAnswer<PlanInsightResult>> {
  const { purchaseId, ...input } = request;
  return purchasedReport(ctx, 'plan_insight', purchaseId, input, () =>
    generatePlanInsight({ request, locale: ctx.locale, mode: ctx.mode, cloud: ctx.cloud }),
  );
}
