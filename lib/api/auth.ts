import 'server-only';
import { getVerifiedUser, type VerifiedUser } from '@/lib/auth/verify';
import { ApiError } from './errors';

/** The verified user of an API request, or 401 unauthorized. */
export async function requireUser(request: Request): Promise<VerifiedUser> {
  const user = await getVerifiedUser(request);
  if (!user) throw new ApiError('unauthorized', 'Sign in first: a valid access token is required.');
  return user;
}
