import { z } from 'zod';
import { apiHandler, otherMethods } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { requireLocalDevRoute } from '@/lib/embedded/dev/local-only';

export const dynamic = 'force-dynamic';

const querySchema = z.object({ userId: z.uuid() });

/**
 * Embedded mode only, this machine only (like the other /api/dev routes): GET ?userId= lists the
 * consents stored with an account (public.user_consents), so the end-to-end tests can see that a
 * sign-up's consents are kept, and gone once the account is deleted.
 */
export const GET = apiHandler(async (request) => {
  requireLocalDevRoute(request);
  const { userId } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { rows } = await (await getDb()).query<{ consent: string; version: string; agreed_at: Date }>(
    'select consent, version, agreed_at from public.user_consents where user_id = $1 order by consent',
    [userId],
  );
  return { consents: rows.map((row) => ({ consent: row.consent, version: row.version, agreedAt: new Date(row.agreed_at).toISOString() })) };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
