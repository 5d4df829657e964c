import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { getSupabaseAdmin } from '@/lib/supabase/admin';

/** Deletes the auth user through the admin API (hosted Supabase, or the embedded server). */
export async function deleteAuthUser(userId: string): Promise<void> {
  const admin = await getSupabaseAdmin();
  const { error } = await admin.auth.admin.deleteUser(userId);
  if (error && error.status !== 404) {
    console.error('[account] auth user deletion failed', error);
    throw new ApiError('upstream_failed', 'The account could not be deleted right now. Please try again.');
  }
}
