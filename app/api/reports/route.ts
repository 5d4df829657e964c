import { requireUser } from '@/lib/api/auth';
import { apiHandler, otherMethods } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { listReports, reportListQuerySchema } from '@/lib/reports/list';

export const dynamic = 'force-dynamic';

/**
 * GET /api/reports[?limit=1-50][&cursor=…] with Authorization: Bearer (or the session cookie) →
 * `{ reports: [{id, kind, createdAt, locale, title, hexagram}], nextCursor }`, the user's stored
 * reports newest first. 401 without a valid token, 400 for a bad limit or cursor or an unknown
 * parameter.
 */
export const GET = apiHandler(async (request) => {
  const user = await requireUser(request);
  const query = reportListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const page = await listReports(await getDb(), user.id, query);
  return Response.json(page, { headers: { 'Cache-Control': 'private, no-store' } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
