import { requireUser } from '@/lib/api/auth';
import { apiHandler, otherMethods } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { listUnusedPurchases } from '@/lib/purchases/unused';
import { listReports, reportListQuerySchema } from '@/lib/reports/list';

export const dynamic = 'force-dynamic';

/**
 * GET /api/reports[?limit=1-50][&cursor=…] with Authorization: Bearer (or the session cookie) →
 * `{ reports: [{id, kind, createdAt, locale, title, hexagram}], nextCursor, unused }`, the user's
 * stored reports newest first, and `unused: [{purchaseId, product, purchasedAt}]`, the one-off
 * purchases bought and not yet made into a report, newest first (lib/purchases/unused.ts; the same
 * on every page). 401 without a valid token, 400 for a bad limit or cursor or an unknown parameter.
 */
export const GET = apiHandler(async (request) => {
  const user = await requireUser(request);
  const query = reportListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const db = await getDb();
  const [page, unused] = await Promise.all([listReports(db, user.id, query), listUnusedPurchases(db, user.id)]);
  return Response.json({ ...page, unused }, { headers: { 'Cache-Control': 'private, no-store' } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
