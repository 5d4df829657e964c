import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@/lib/text/safe-text';
import { authenticate, type AuthContext } from './context';
import { AuthServerError, invalidCredentials, validationFailed } from './errors';
import { clientAddress, json, noContent, readJsonObject } from './http';
import { listIdentities } from './identities';
import { consumeAuthCode } from './one-time-tokens';
import { assertStrongPassword, burnPasswordTime, hashPassword, MAX_PASSWORD_LENGTH, verifyPassword } from './passwords';
import { clientBucket } from './rate-limits';
import { endSession, endSessions, refreshSession, refreshTokenAlreadyUsed, refreshTokenNotFound, startSession, type LogoutScope } from './sessions';
import { findUserByEmail, findUserById, mergeUserMetadata, readUserMetadata, setPassword, toApiUser, touchSignIn } from './users';

/** POST /token?grant_type=password|refresh_token|pkce */
export async function token(ctx: AuthContext, request: Request): Promise<Response> {
  const grant = new URL(request.url).searchParams.get('grant_type');
  const body = await readJsonObject(request);
  if (grant === 'password') return json(await passwordGrant(ctx, request, body));
  if (grant === 'refresh_token') {
    await ctx.limiter.hit(`refresh:${clientAddress(request)}`, ctx.limits.refreshPerAddress);
    const refreshToken = body.refresh_token;
    if (typeof refreshToken !== 'string' || refreshToken === '') throw refreshTokenNotFound();
    const outcome = await ctx.db.transaction(async (tx) => refreshSession(tx, await ctx.signingKey(), refreshToken, ctx.now()));
    if (outcome.kind === 'refreshed') return json(outcome.session);
    await endSession(ctx.db, outcome.sessionId);
    throw refreshTokenAlreadyUsed();
  }
  if (grant === 'pkce') {
    const { auth_code: code, code_verifier: verifier } = body;
    if (typeof code !== 'string' || typeof verifier !== 'string' || !code || !verifier) {
      throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
    }
    return json(
      await ctx.db.transaction(async (tx) => {
        const { userId, kind } = await consumeAuthCode(tx, code, verifier, ctx.now());
        const user = await findUserById(tx, userId);
        if (!user) throw new AuthServerError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
        return startSession(tx, await ctx.signingKey(), user, kind === 'recovery' ? 'recovery' : kind === 'signup' ? 'otp' : kind === 'oauth' ? 'oauth' : 'password', ctx.now());
      }),
    );
  }
  throw validationFailed('unsupported_grant_type');
}

async function passwordGrant(ctx: AuthContext, request: Request, body: Record<string, unknown>) {
  const { password } = body;
  if (typeof body.email !== 'string' || typeof password !== 'string' || password === '') throw invalidCredentials();
  if (password.length > MAX_PASSWORD_LENGTH) throw invalidCredentials();
  if (!isSafeText(body.email)) throw validationFailed(`The email address ${UNSAFE_TEXT_MESSAGE}`);
  const email = body.email.trim().toLowerCase();
  const address = clientAddress(request);
  await ctx.limiter.hit(`signin:${address}`, ctx.limits.signInPerAddress);
  // failures count per (e-mail, client), so a stranger's guesses never lock the owner's own device
  // out; past the e-mail's slower ceiling, only clients that have failed for it are refused
  // (rate-limits.ts). A client is its socket address or a trusted proxy's word, never a header it sent.
  const client = clientBucket(address);
  const perClient = `signin-failures:${email}|${client}`;
  const failedHere = `signin-failed-hour:${email}|${client}`;
  const perAccount = `signin-failures:${email}`;
  const ceiling = ctx.limits.signInFailuresPerAccount;
  await ctx.limiter.check(perClient, ctx.limits.signInFailuresPerClient);
  if (await ctx.limiter.exhausted(perAccount, ceiling)) await ctx.limiter.check(failedHere, { max: 1, windowSeconds: ceiling.windowSeconds });
  const user = await findUserByEmail(ctx.db, email);
  const valid = user ? await verifyPassword(password, user.encrypted_password) : (await burnPasswordTime(password), false);
  if (!user || !valid) {
    await ctx.limiter.record(perClient, ctx.limits.signInFailuresPerClient);
    await ctx.limiter.record(failedHere, { max: 1, windowSeconds: ceiling.windowSeconds });
    await ctx.limiter.record(perAccount, ceiling);
    throw invalidCredentials();
  }
  // as GoTrue: only after the right password, so it tells nothing to someone without it
  if (!user.email_confirmed_at) throw new AuthServerError(400, 'email_not_confirmed', 'Email not confirmed');
  return ctx.db.transaction(async (tx) => {
    await touchSignIn(tx, user.id);
    return startSession(tx, await ctx.signingKey(), (await findUserById(tx, user.id))!, 'password', ctx.now());
  });
}

/** GET /user */
export async function getUser(ctx: AuthContext, request: Request): Promise<Response> {
  const { user } = await authenticate(ctx, request);
  return json(toApiUser(user, await listIdentities(ctx.db, user.id)));
}

/**
 * PUT /user: a new password (checked, not the current one; every other session of the user ends,
 * as GoTrue does) and/or user metadata. Changing the e-mail is not offered by the embedded server.
 */
export async function updateUser(ctx: AuthContext, request: Request): Promise<Response> {
  const { user, claims } = await authenticate(ctx, request);
  const body = await readJsonObject(request);
  if (body.email !== undefined && body.email !== null && String(body.email).trim().toLowerCase() !== user.email) {
    throw new AuthServerError(422, 'validation_failed', 'Changing the email address is not available on this server');
  }
  const data = body.data === undefined ? null : readUserMetadata(body.data, user.raw_user_meta_data);
  let hash: string | null = null;
  if (body.password !== undefined && body.password !== null) {
    assertStrongPassword(body.password);
    if (await verifyPassword(body.password, user.encrypted_password)) {
      throw new AuthServerError(422, 'same_password', 'New password should be different from the old password.');
    }
    hash = await hashPassword(body.password);
  }
  const updated = await ctx.db.transaction(async (tx) => {
    let row = user;
    if (hash) {
      row = await setPassword(tx, user.id, hash);
      await endSessions(tx, user.id, claims.session_id, 'others');
    }
    if (data) row = await mergeUserMetadata(tx, user.id, data);
    return row;
  });
  return json(toApiUser(updated, await listIdentities(ctx.db, updated.id)));
}

const SCOPES: readonly LogoutScope[] = ['global', 'local', 'others'];

/** POST /logout?scope=global|local|others */
export async function logout(ctx: AuthContext, request: Request): Promise<Response> {
  const scope = (new URL(request.url).searchParams.get('scope') ?? 'global') as LogoutScope;
  if (!SCOPES.includes(scope)) throw validationFailed(`Unsupported logout scope ${JSON.stringify(scope)}`);
  const { user, claims } = await authenticate(ctx, request);
  await endSessions(ctx.db, user.id, claims.session_id, scope);
  return noContent();
}
