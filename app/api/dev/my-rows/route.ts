import { requireUser } from '@/lib/api/auth';
import { apiHandler, otherMethods } from '@/lib/api/handler';
import { requireLocalDevRoute } from '@/lib/embedded/dev/local-only';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

/** Embedded mode only: how many rows the signed-in user has, for tests that check nothing was written. */
export const GET = apiHandler(async (request) => {
  requireLocalDevRoute(request);
  const user = await requireUser(request);
  const { rows } = await (await getDb()).query<{ purchases: number; reports: number; flags: number }>(
    `select (select count(*)::int from public.purchases where user_id = $1) as purchases,
            (select count(*)::int from public.reports where user_id = $1) as reports,
            (select count(*)::int from public.report_flags where user_id = $1) as flags`,
    [user.id],
  );
  return rows[0];
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
