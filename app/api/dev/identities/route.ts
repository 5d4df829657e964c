import { z } from 'zod';
import { apiHandler, otherMethods } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { requireLocalDevRoute } from '@/lib/embedded/dev/local-only';

export const dynamic = 'force-dynamic';

const querySchema = z.object({ email: z.email().max(254) });

/**
 * Embedded mode only, this machine only: whether an address has an account, the provider
 * identities stored for it and the consents recorded with it (checking a provider account's
 * sign-up and its deletion end to end).
 */
export const GET = apiHandler(async (request) => {
  requireLocalDevRoute(request);
  const { email } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const db = await getDb();
  const address = email.trim().toLowerCase();
  const users = await db.query<{ n: number }>(`select count(*)::int as n from auth.users where lower(email) = $1`, [address]);
  const identities = await db.query<{ provider: string }>(
    `select provider from auth.identities where lower(email) = $1 or user_id in (select id from auth.users where lower(email) = $1) order by provider`,
    [address],
  );
  const consents = await db.query<{ consent: string }>(
    `select distinct consent from public.user_consents where user_id in (select id from auth.users where lower(email) = $1) order by consent`,
    [address],
  );
  return {
    user: Number(users.rows[0]?.n ?? 0) > 0,
    identities: identities.rows.map((row) => row.provider),
    consents: consents.rows.map((row) => row.consent),
  };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
