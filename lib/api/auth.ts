import 'server-only';
import { isSessionLive } from '@/lib/auth/session-live';
import { getVerifiedClaims, getVerifiedUser, type VerifiedUser } from '@/lib/auth/verify';
import { needsSignUpConsents } from '@/lib/consents/signup-consents';
import { getDb } from '@/lib/db';
import type { Queryable } from '@/lib/db/types';
import { ApiError } from './errors';

/** The verified user of an API request, or 401 unauthorized. */
export async function requireUser(request: Request): Promise<VerifiedUser> {
  const user = await getVerifiedUser(request);
  if (!user) throw new ApiError('unauthorized', 'Sign in first: a valid access token is required.');
  return user;
}

export const CONSENT_REQUIRED_MESSAGE =
  'This account has not yet agreed to the terms and the collection and use of personal information, nor confirmed being 14 or older: finish signing up on /auth first.';

/**
 * 403 consent_required when the account still owes the sign-up's consents (a Kakao, Apple or
 * Google account that never finished its sign-up on /auth: lib/consents/signup-consents.ts). Read
 * from the account itself, not from the token: a token issued before the consents were saved
 * still carries the old metadata, and one issued before they were withdrawn would not. The same
 * query serves both modes (the embedded server's auth.users and Supabase's have these columns).
 */
export async function assertSignUpConsents(db: Queryable, userId: string): Promise<void> {
  const { rows } = await db.query<{ app_metadata: Record<string, unknown> | null; user_metadata: Record<string, unknown> | null }>(
    'select raw_app_meta_data as app_metadata, raw_user_meta_data as user_metadata from auth.users where id = $1',
    [userId],
  );
  const account = rows[0];
  if (account && needsSignUpConsents(account)) throw new ApiError('consent_required', CONSENT_REQUIRED_MESSAGE);
}

/**
 * For every route that buys, generates, stores a draft or a report, or files a note as the user:
 * the verified user (401 otherwise) whose account has given the sign-up's consents (403
 * consent_required otherwise). Reading what one already has and deleting the account stay open.
 */
export async function requireConsentedUser(request: Request): Promise<VerifiedUser> {
  const user = await requireUser(request);
  await assertSignUpConsents(await getDb(), user.id);
  return user;
}

/**
 * For destructive routes: the verified user whose token's session is still live (not signed out),
 * or 401. An old access token kept after logout cannot act, though its signature is still good.
 */
export async function requireLiveSessionUser(request: Request): Promise<VerifiedUser> {
  const claims = await getVerifiedClaims(request);
  if (!claims) throw new ApiError('unauthorized', 'Sign in first: a valid access token is required.');
  if (!(await isSessionLive(await getDb(), claims.sessionId, claims.user.id))) {
    throw new ApiError('unauthorized', 'This session has ended. Sign in again.');
  }
  return claims.user;
}
