import { createHmac } from 'node:crypto';
import type { Queryable } from '@/lib/db/types';
import { AuthServerError } from './errors';
import type { SigningKey } from './signing-key';
import { ACCESS_TOKEN_TTL_SECONDS, hashToken, randomToken, signAccessToken } from './tokens';
import { listIdentities } from './identities';
import { findUserById, toApiUser, type UserRow } from './users';

/** How a session began: a password, a recovery link, a sign-up confirmation link ('otp', as GoTrue names it), or a provider ('oauth'). */
export type AuthenticationMethod = 'password' | 'recovery' | 'otp' | 'oauth';

/**
 * A rotated refresh token used again within this window gets the session's current token back
 * instead of killing the session: two tabs (or the proxy and a tab) refreshing at the same moment
 * is normal. Later reuse is treated as theft and ends the session. GoTrue's default is 10 s.
 */
export const REFRESH_REUSE_INTERVAL_SECONDS = 10;

interface SessionRow {
  id: string;
  user_id: string;
  authentication_method: AuthenticationMethod;
  created_at: Date;
}

async function tokenResponse(db: Queryable, key: SigningKey, user: UserRow, session: SessionRow, refreshToken: string, now: Date) {
  const { token, expiresAt } = await signAccessToken(
    key,
    {
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      session_id: session.id,
      aal: 'aal1',
      amr: [{ method: session.authentication_method, timestamp: Math.floor(new Date(session.created_at).getTime() / 1000) }],
      is_anonymous: user.is_anonymous,
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
    },
    now,
  );
  return {
    access_token: token,
    token_type: 'bearer' as const,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: toApiUser(user, await listIdentities(db, user.id)),
    weak_password: null,
  };
}

export type TokenResponse = Awaited<ReturnType<typeof tokenResponse>>;

/**
 * The one child of a refresh token: an HMAC of the parent under the installation's secret, so a
 * replay of the parent within the reuse window gets the very same child back (GoTrue's
 * behaviour) instead of a new one each time, without the child being stored in plain text.
 */
export function childRefreshToken(key: SigningKey, parent: string): string {
  return createHmac('sha256', key.refreshSecret).update(parent).digest('base64url').slice(0, 32);
}

async function issueRefreshToken(db: Queryable, session: SessionRow, parent: string | null, token = randomToken()): Promise<string> {
  await db.query(`insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`, [
    hashToken(token),
    session.user_id,
    session.id,
    parent,
  ]);
  return token;
}

/** Starts a session for a user: a new session row, a refresh token and an access token. */
export async function startSession(db: Queryable, key: SigningKey, user: UserRow, method: AuthenticationMethod, now: Date) {
  const { rows } = await db.query<SessionRow>(
    `insert into auth.sessions (user_id, authentication_method) values ($1, $2) returning id, user_id, authentication_method, created_at`,
    [user.id, method],
  );
  const session = rows[0]!;
  const refreshToken = await issueRefreshToken(db, session, null);
  return tokenResponse(db, key, user, session, refreshToken, now);
}

export const refreshTokenNotFound = () =>
  new AuthServerError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

export type RefreshOutcome = { kind: 'refreshed'; session: TokenResponse } | { kind: 'reused'; sessionId: string };

/**
 * The refresh_token grant: rotates the token (the old one is revoked) and signs a new access
 * token. A token reused after the grace window is reported as 'reused': the caller ends that
 * session (outside the failing transaction, so the ending sticks) and answers
 * refresh_token_already_used.
 */
export async function refreshSession(db: Queryable, key: SigningKey, refreshToken: string, now: Date): Promise<RefreshOutcome> {
  const { rows } = await db.query<{ id: string; token: string; session_id: string; revoked: boolean; updated_at: Date }>(
    `select id, token, session_id, revoked, updated_at from auth.refresh_tokens where token = $1 for update`,
    [hashToken(refreshToken)],
  );
  const stored = rows[0];
  if (!stored) throw refreshTokenNotFound();
  const sessions = await db.query<SessionRow>(
    `select id, user_id, authentication_method, created_at from auth.sessions where id = $1`,
    [stored.session_id],
  );
  const session = sessions.rows[0];
  const user = session ? await findUserById(db, session.user_id) : null;
  if (!session || !user) throw refreshTokenNotFound();

  const child = childRefreshToken(key, refreshToken);
  if (stored.revoked) {
    const revokedFor = (now.getTime() - new Date(stored.updated_at).getTime()) / 1000;
    if (revokedFor > REFRESH_REUSE_INTERVAL_SECONDS) return { kind: 'reused', sessionId: session.id };
    // a concurrent refresh already rotated it: hand back that same child (with a fresh access token)
    const existing = await db.query(`select 1 from auth.refresh_tokens where token = $1 and session_id = $2`, [hashToken(child), session.id]);
    if (existing.rows.length > 0) return { kind: 'refreshed', session: await tokenResponse(db, key, user, session, child, now) };
  }
  await db.query(`update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1 and not revoked`, [stored.id, now]);
  await db.query(`update auth.sessions set updated_at = now() where id = $1`, [session.id]);
  const next = await issueRefreshToken(db, session, stored.token, child);
  return { kind: 'refreshed', session: await tokenResponse(db, key, user, session, next, now) };
}

export async function endSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query(`delete from auth.sessions where id = $1`, [sessionId]);
}

export const refreshTokenAlreadyUsed = () => new AuthServerError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');

export async function sessionExists(db: Queryable, sessionId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query(`select 1 from auth.sessions where id = $1 and user_id = $2`, [sessionId, userId]);
  return rows.length > 0;
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions (their refresh tokens go with them): this one, all of the user's, or all others. */
export async function endSessions(db: Queryable, userId: string, sessionId: string, scope: LogoutScope): Promise<void> {
  if (scope === 'local') await db.query(`delete from auth.sessions where id = $1 and user_id = $2`, [sessionId, userId]);
  else if (scope === 'others') await db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId]);
  else await db.query(`delete from auth.sessions where user_id = $1`, [userId]);
}
