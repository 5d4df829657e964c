import { requireUser } from '@/lib/api/auth';
import { ApiError } from '@/lib/api/errors';
import { apiHandler, otherMethods } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { findReport } from '@/lib/insight/reports';
import { reportQuerySchema } from '@/lib/insight/route-schemas';
import { assertStoredReportReadable } from '@/lib/purchases/access';

export const dynamic = 'force-dynamic';

/**
 * GET /api/insight/report?purchaseId=…[&product=current_insight|plan_insight] → the stored report
 * of the user's purchase {kind, locale, input, result, source, createdAt}, or 404 when there is none
 * (not generated yet, someone else's, or another report's).
 */
export const GET = apiHandler(async (request) => {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const query = reportQuerySchema.parse({ purchaseId: params.get('purchaseId') ?? undefined, product: params.get('product') || undefined });
  const report = await findReport(await getDb(), query.purchaseId, user.id);
  if (!report || (query.product && report.kind !== query.product)) throw new ApiError('not_found', 'No report has been generated for this purchase yet.');
  await assertStoredReportReadable(await getDb(), query.purchaseId);
  return report;
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
