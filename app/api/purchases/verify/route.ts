import { ApiError } from '@/lib/api/errors';
import { apiHandler, otherMethods } from '@/lib/api/handler';
import { getVerifiedUser } from '@/lib/auth/verify';
import { getDb } from '@/lib/db';
import { checkReportAccess, checkStoredReportAccess } from '@/lib/purchases/access';
import { devBypassFor } from '@/lib/purchases/dev-bypass';
import { verifyQuerySchema } from '@/lib/purchases/schemas';
import { toVerifyResponse, type VerifyResponse } from '@/lib/purchases/verify-response';

export const dynamic = 'force-dynamic';

const AUTH_REQUIRED = 'Authentication required. Please login in the app.';

/**
 * GET /api/purchases/verify?product=<report product>&purchaseId=<id> with Authorization: Bearer.
 * 200 with hasAccess true or false (and the reason) once the user is known; 401 without a valid
 * token; 400 for a malformed product or report id. A malformed purchase id is ignored (schemas.ts):
 * a subscriber falls back to their subscription, anyone else hears no_purchase. With ?reportId= the stored report
 * is checked instead (owner only; a stranger's report answers hasAccess false, no_purchase). See docs/webview-bridge.md, section 6.
 */
export const GET = apiHandler(async (request): Promise<VerifyResponse> => {
  const params = new URL(request.url).searchParams;
  const query = verifyQuerySchema.parse({
    product: params.get('product') || undefined,
    purchaseId: params.get('purchaseId') || undefined,
    reportId: params.get('reportId') || undefined,
  });
  const user = await getVerifiedUser(request);
  if (!user) {
    if (!devBypassFor(request)) throw new ApiError('unauthorized', AUTH_REQUIRED);
    return toVerifyResponse({ userId: null, purchaseId: query.purchaseId ?? null, product: query.product });
  }
  const db = await getDb();
  // a stored report named by its id: its owner only, its purchase still granted (lib/purchases/access.ts)
  const decision = query.reportId
    ? await checkStoredReportAccess(db, { userId: user.id, reportId: query.reportId, product: query.product })
    : await checkReportAccess(db, { userId: user.id, purchaseId: query.purchaseId ?? null, product: query.product });
  return toVerifyResponse({ userId: user.id, purchaseId: query.purchaseId ?? null, reportId: query.reportId, decision });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
