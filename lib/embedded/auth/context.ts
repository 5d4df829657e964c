import type { JWTPayload } from 'jose';
import type { Db } from '@/lib/db/types';
import { EMBEDDED_ANON_KEY } from '@/lib/supabase/embedded-anon-key';
import { AuthServerError, badJwt, sessionNotFound, userNotFound } from './errors';
import { bearerToken } from './http';
import { RateLimiter, type Limits } from './rate-limits';
import { sessionExists } from './sessions';
import type { SigningKey } from './signing-key';
import { verifyToken } from './tokens';
import { findUserById, type UserRow } from './users';

/** What every endpoint of the embedded server works with. */
export interface AuthContext {
  db: Db;
  siteUrl: string;
  /**
   * Run standalone as a project's auth API: its public URL (…/auth/v1). Mail links then point at
   * it, and links and redirects are made for the configured site only, as GoTrue makes them.
   */
  apiUrl?: string;
  now: () => Date;
  signingKey: () => Promise<SigningKey>;
  limiter: RateLimiter;
  limits: Limits;
}

export interface Authenticated {
  claims: JWTPayload & { sub: string; session_id: string };
  user: UserRow;
}

/** A signed-in user's request: a valid access token whose user and session still exist. */
export async function authenticate(ctx: AuthContext, request: Request): Promise<Authenticated> {
  const token = bearerToken(request);
  if (!token) throw new AuthServerError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = await verifyToken(await ctx.signingKey(), token, ctx.now());
  if (claims.aud !== 'authenticated' || typeof claims.sub !== 'string' || typeof claims.session_id !== 'string') {
    throw badJwt('token is not a user access token');
  }
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw userNotFound(403, 'User from sub claim in JWT does not exist');
  if (!(await sessionExists(ctx.db, claims.session_id, user.id))) throw sessionNotFound();
  return { claims: claims as Authenticated['claims'], user };
}

/** Admin endpoints: the Bearer token must be a service-role key signed by this installation. */
export async function requireServiceRole(ctx: AuthContext, request: Request): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new AuthServerError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  if (token === EMBEDDED_ANON_KEY) throw new AuthServerError(403, 'not_admin', 'User not allowed');
  const claims = await verifyToken(await ctx.signingKey(), token, ctx.now());
  if (claims.role !== 'service_role') throw new AuthServerError(403, 'not_admin', 'User not allowed');
}
