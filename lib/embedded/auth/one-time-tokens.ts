import { createHash } from 'node:crypto';
import type { Queryable } from '@/lib/db/types';
import { AuthServerError } from './errors';
import { ACCOUNT_KIND_SQL } from './mail';
import { hashToken, randomToken } from './tokens';

/** Recovery links work for one hour, once. */
export const RECOVERY_TOKEN_TTL_SECONDS = 3600;
/** Sign-up confirmation links work for 24 hours, once (GoTrue's default mailer OTP lifetime). */
export const CONFIRMATION_TOKEN_TTL_SECONDS = 86_400;

/** The kinds of link a mail carries: recovery (/recover) and sign-up confirmation (/signup). */
export type EmailTokenType = 'recovery_token' | 'confirmation_token';
const TTL: Record<EmailTokenType, number> = { recovery_token: RECOVERY_TOKEN_TTL_SECONDS, confirmation_token: CONFIRMATION_TOKEN_TTL_SECONDS };
/** A PKCE auth code must be exchanged within five minutes, once (GoTrue's flow-state lifetime). */
export const AUTH_CODE_TTL_SECONDS = 300;

export interface PkceChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** Reads the optional PKCE challenge of a request body (code_challenge, code_challenge_method). */
export function readPkceChallenge(body: Record<string, unknown>): PkceChallenge | null {
  const challenge = body.code_challenge;
  if (challenge === undefined || challenge === null || challenge === '') return null;
  const method = String(body.code_challenge_method ?? '').toLowerCase();
  if (typeof challenge !== 'string' || !/^[A-Za-z0-9._~-]{43,128}$/.test(challenge) || (method !== 's256' && method !== 'plain')) {
    throw new AuthServerError(400, 'validation_failed', 'Invalid code_challenge or code_challenge_method');
  }
  return { challenge, method };
}

/**
 * Makes the user's token of one kind (only the latest one is valid: earlier unused ones of that
 * kind are dropped). Stored as its SHA-256; the plain token goes only into the e-mail.
 */
export async function createEmailToken(db: Queryable, type: EmailTokenType, userId: string, email: string, pkce: PkceChallenge | null, now: Date) {
  await db.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = $2`, [userId, type]);
  const token = randomToken(32);
  await db.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, code_challenge, code_challenge_method, created_at, expires_at)
     values ($1, $8, $2, $3, $4, $5, $6, $6::timestamptz + make_interval(secs => $7))`,
    [userId, hashToken(token), email, pkce?.challenge ?? null, pkce?.method ?? null, now, TTL[type], type],
  );
  return token;
}

/**
 * A recovery token for the account of an e-mail address, if there is one: one statement that
 * inserts one row or none, so a request for an unknown address does the same work (a token made
 * and hashed, the same query) as one for a registered address. Earlier recovery tokens
 * stay valid until they expire or one of them is used (a request by someone else must not kill the
 * owner's live link); verify() spends them all at the first use. An account made with a provider
 * and no password gets none: its mail says to sign in with the provider instead (recovery.ts).
 */
export async function createRecoveryTokenFor(db: Queryable, email: string, pkce: PkceChallenge | null, now: Date): Promise<string> {
  const token = randomToken(32);
  await db.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, code_challenge, code_challenge_method, created_at, expires_at)
     select id, 'recovery_token', $2, email, $3, $4, $5, $5::timestamptz + make_interval(secs => $6)
     from auth.users where lower(email) = $1 ${ACCOUNT_KIND_SQL.password}`,
    [email, hashToken(token), pkce?.challenge ?? null, pkce?.method ?? null, now, RECOVERY_TOKEN_TTL_SECONDS],
  );
  return token;
}

/** After a recovery link was used: every other recovery link of the user is spent too. */
export async function spendRecoveryTokens(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query(`update auth.one_time_tokens set used_at = $2 where user_id = $1 and token_type = 'recovery_token' and used_at is null`, [userId, now]);
}

interface ConsumedToken {
  user_id: string;
  code_challenge: string | null;
  code_challenge_method: 's256' | 'plain' | null;
}

/** Uses up a valid token of that kind; null when it is unknown, of another kind, already used or expired. */
export async function consumeEmailToken(db: Queryable, type: EmailTokenType, token: string, now: Date): Promise<ConsumedToken | null> {
  const { rows } = await db.query<ConsumedToken>(
    `update auth.one_time_tokens set used_at = $2
     where token_hash = $1 and token_type = $3 and used_at is null and expires_at > $2
     returning user_id, code_challenge, code_challenge_method`,
    [hashToken(token), now, type],
  );
  return rows[0] ?? null;
}

/** The PKCE auth code that /verify hands to redirect_to as ?code=, bound to the original challenge. */
export async function createAuthCode(db: Queryable, userId: string, pkce: PkceChallenge, kind: string, now: Date) {
  const code = randomToken(24);
  await db.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, code_challenge, code_challenge_method, created_at, expires_at)
     values ($1, 'pkce_code', $2, $3, $4, $5, $6, $6::timestamptz + make_interval(secs => $7))`,
    [userId, hashToken(code), kind, pkce.challenge, pkce.method, now, AUTH_CODE_TTL_SECONDS],
  );
  return code;
}

/** Exchanges an auth code and its verifier (grant_type=pkce); returns the user and how they got here. */
export async function consumeAuthCode(db: Queryable, code: string, verifier: string, now: Date) {
  const { rows } = await db.query<{ id: string; user_id: string; relates_to: string; code_challenge: string; code_challenge_method: string; expires_at: Date; used_at: Date | null }>(
    `select id, user_id, relates_to, code_challenge, code_challenge_method, expires_at, used_at
     from auth.one_time_tokens where token_hash = $1 and token_type = 'pkce_code' for update`,
    [hashToken(code)],
  );
  const row = rows[0];
  if (!row || row.used_at) throw new AuthServerError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (new Date(row.expires_at).getTime() <= now.getTime()) {
    throw new AuthServerError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const expected = row.code_challenge_method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  if (expected !== row.code_challenge) {
    throw new AuthServerError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  await db.query(`update auth.one_time_tokens set used_at = $2 where id = $1`, [row.id, now]);
  return { userId: row.user_id, kind: row.relates_to };
}
