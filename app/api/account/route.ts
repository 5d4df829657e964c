import { deleteAccount } from '@/lib/account/delete-account';
import { deleteAuthUser } from '@/lib/account/delete-auth-user';
import { requireLiveSessionUser } from '@/lib/api/auth';
import { apiHandler, otherMethods } from '@/lib/api/handler';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

/** DELETE /api/account: the verified user deletes their own account (see lib/account/delete-account.ts). */
export const DELETE = apiHandler(async (request) => {
  const user = await requireLiveSessionUser(request);
  const deleted = await deleteAccount({ db: await getDb(), deleteAuthUser }, user.id);
  return { deleted: true, ...deleted };
});

export const { GET, POST, PUT, PATCH } = otherMethods('DELETE');
