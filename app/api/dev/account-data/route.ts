import { z } from 'zod';
import { requireUser } from '@/lib/api/auth';
import { apiHandler, otherMethods } from '@/lib/api/handler';
import { requireLocalDevRoute } from '@/lib/embedded/dev/local-only';
import { getDb } from '@/lib/db';
import { readAccountData, seedAccountData } from '@/lib/embedded/dev/account-fixtures';

export const dynamic = 'force-dynamic';

// Embedded mode only: fixtures for checking account deletion end to end (see lib/embedded/dev/account-fixtures.ts).
function embeddedOnly(request: Request) {
  requireLocalDevRoute(request);
}

/** POST: one purchase, report and flag for the signed-in user. */
export const POST = apiHandler(async (request) => {
  embeddedOnly(request);
  const user = await requireUser(request);
  return seedAccountData(await getDb(), user.id);
});

const idsSchema = z.object({ purchaseId: z.uuid(), reportId: z.uuid(), flagId: z.uuid() });

/** GET ?purchaseId=&reportId=&flagId=: what is left of them. */
export const GET = apiHandler(async (request) => {
  embeddedOnly(request);
  const ids = idsSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return readAccountData(await getDb(), ids);
});

export const { PUT, PATCH, DELETE } = otherMethods('POST', 'GET');
