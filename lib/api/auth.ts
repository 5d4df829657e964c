import 'server-only';
import { isSessionLive } from '@/lib/auth/session-live';
import { getVerifiedClaims, getVerifiedUser, type VerifiedUser } from '@/lib/auth/verify';
import { getDb } from '@/lib/db';
import { ApiError } from './errors';

/** The verified user of an API request, or 401 unauthorized. */
export async function requireUser(request: Request): Promise<VerifiedUser> {
  const user = await getVerifiedUser(request);
  if (!user) throw new ApiError('unauthorized', 'Sign in first: a valid access token is required.');
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
