import { requireUser } from '@/lib/api/auth';
import { ApiError } from '@/lib/api/errors';
import { apiHandler, otherMethods } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { findReport } from '@/lib/insight/reports';
import { reportQuerySchema } from '@/lib/insight/route-schemas';
import { assertStoredReportReadable } from '@/lib/purchases/access';
import { findReportById } from '@/lib/reports/store';

export const dynamic = 'force-dynamic';

/**
 * GET /api/insight/report?purchaseId=…[&product=current_insight|plan_insight] → the stored report
 * of the user's one-off purchase {id, kind, locale, input, result, source, careNote, createdAt}; or
 * ?reportId=…[&product=…] → that stored report (e.g. one of a subscription's readings). 404 when
 * there is none (not generated yet, someone else's, or another report's).
 */
export const GET = apiHandler(async (request) => {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const query = reportQuerySchema.parse({
    purchaseId: params.get('purchaseId') ?? undefined,
    reportId: params.get('reportId') ?? undefined,
    product: params.get('product') || undefined,
  });
  const db = await getDb();
  if (query.reportId) {
    const found = await findReportById(db, query.reportId, user.id);
    if (!found || (found.kind !== 'current_insight' && found.kind !== 'plan_insight') || (query.product && found.kind !== query.product)) {
      throw new ApiError('not_found', 'No report is stored with this id.');
    }
    await assertStoredReportReadable(db, found.purchaseId);
    const { id, kind, locale, input, result, source, careNote, createdAt } = found;
    return { id, kind, locale, input, result, source, careNote, createdAt };
  }
  const report = await findReport(db, query.purchaseId!, user.id);
  if (!report || (query.product && report.kind !== query.product)) throw new ApiError('not_found', 'No report has been generated for this purchase yet.');
  await assertStoredReportReadable(db, query.purchaseId!);
  return report;
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
