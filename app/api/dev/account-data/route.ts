import { z } from 'zod';
import { requireUser } from '@/lib/api/auth';
import { ApiError } from '@/lib/api/errors';
import { apiHandler, otherMethods } from '@/lib/api/handler';
import { isEmbedded } from '@/lib/config';
import { getDb } from '@/lib/db';
import { readAccountData, seedAccountData } from '@/lib/dev/account-fixtures';

export const dynamic = 'force-dynamic';

// Embedded mode only: fixtures for checking account deletion end to end (see lib/dev/account-fixtures.ts).
function embeddedOnly() {
  if (!isEmbedded()) throw new ApiError('not_found', 'Not found.');
}

/** POST: one purchase, report and flag for the signed-in user. */
export const POST = apiHandler(async (request) => {
  embeddedOnly();
  const user = await requireUser(request);
  return seedAccountData(await getDb(), user.id);
});

const idsSchema = z.object({ purchaseId: z.uuid(), reportId: z.uuid(), flagId: z.uuid() });

/** GET ?purchaseId=&reportId=&flagId=: what is left of them. */
export const GET = apiHandler(async (request) => {
  embeddedOnly();
  const ids = idsSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return readAccountData(await getDb(), ids);
});

export const { PUT, PATCH, DELETE } = otherMethods('POST', 'GET');
