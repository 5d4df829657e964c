import { randomUUID } from 'node:crypto';
import { requireSignUpConsents } from './consents';
import type { AuthContext } from './context';
import { clientAddress, json, readJsonObject } from './http';
import { purgeSpentLinks, queueAuthMail } from './mail';
import { createEmailToken, readPkceChallenge } from './one-time-tokens';
import { assertStrongPassword, burnPasswordTime, hashPassword } from './passwords';
import { verifyLink } from './recovery';
import { linkOrigin, safeRedirectTarget, trustedOrigin } from './redirects';
import { findUserByEmail, insertUser, normaliseEmail, readUserMetadata, resetUnconfirmedUser, toApiUser, type UserRow } from './users';

/**
 * What a sign-up of an address that already has an account answers: a user of the same shape as
 * a new one (a fresh random id, this e-mail and metadata, unconfirmed, just mailed), so the answer
 * does not tell who has an account. GoTrue answers such a "sanitized" user too, but with an empty
 * identities list, which gives it away; here the identity is there like any other.
 */
function obfuscatedUser(email: string, metadata: Record<string, unknown>, now: Date): UserRow {
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    confirmation_sent_at: now,
    recovery_sent_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: metadata,
    is_anonymous: false,
    created_at: now,
    updated_at: now,
  };
}

/**
 * POST /signup, as GoTrue with e-mail confirmation on (mailer_autoconfirm false): always 200 with a
 * user and no session, whether or not the address is taken.
 * - A new address: an unconfirmed user and a confirmation mail whose link (GET /verify?type=signup)
 *   confirms and signs in.
 * - An address that signed up but never confirmed: the new password and metadata replace the old,
 *   and a fresh confirmation mail goes out.
 * - An address with a confirmed account: nothing changes; the owner gets an "you already have an
 *   account" mail with a link to sign in, and the answer is an obfuscated user.
 * Each path spends one password hash's time and writes one mail, and all share one per-address limit
 * (429) and one per-e-mail mail limit, past which nothing is sent or changed but the answer is the
 * same 200, so neither the answer, its timing nor a 429 tells the cases apart. (GoTrue answers 429
 * to a second sign-up of an unconfirmed address within a minute; here that is silent too.)
 */
export async function signUp(ctx: AuthContext, request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  await ctx.limiter.hit(`signin:${clientAddress(request)}`, ctx.limits.signInPerAddress);
  const email = normaliseEmail(body.email);
  const metadata = readUserMetadata(body.data);
  requireSignUpConsents(metadata);
  assertStrongPassword(body.password);
  const pkce = readPkceChallenge(body);
  const origin = linkOrigin(ctx, request);
  const redirectTo = safeRedirectTarget(new URL(request.url).searchParams.get('redirect_to'), origin, ctx.siteUrl);
  const now = ctx.now();
  const existing = await findUserByEmail(ctx.db, email);
  // at most one mail a minute (five an hour) of each kind to an address: past that, nothing is sent
  // or changed, and the answer is still the same 200 (a 429 would tell that the address was used
  // just now). Whatever the limits decide, only the owner of the mailbox can notice.
  const kind = existing?.email_confirmed_at ? 'notice' : 'confirm';
  const mailAllowed = await Promise.all([
    ctx.limiter.hit(`signup-${kind}:${email}`, ctx.limits.signUpMailPerEmail).then(() => true, () => false),
    ctx.limiter.hit(`signup-${kind}-hour:${email}`, ctx.limits.signUpMailPerEmailHour).then(() => true, () => false),
  ]).then((allowed) => allowed.every(Boolean));
  if (!mailAllowed) {
    await burnPasswordTime(body.password);
    return json(toApiUser(existing && !existing.email_confirmed_at ? existing : obfuscatedUser(email, metadata, now)));
  }
  if (existing?.email_confirmed_at) {
    await burnPasswordTime(body.password);
    // where the owner may sign in: the page the sign-up came from (its /auth), else the site's
    const signIn = redirectTo === `${trustedOrigin(origin, ctx.siteUrl)}/` ? `${redirectTo}auth` : redirectTo;
    await queueAuthMail(ctx.db, existing.email, 'already-registered', signIn, now);
    return json(toApiUser(obfuscatedUser(email, metadata, now)));
  }

  const hash = await hashPassword(body.password);
  const user = await ctx.db.transaction(async (tx) => {
    const row = existing ? await resetUnconfirmedUser(tx, existing.id, hash, metadata, now) : await insertUser(tx, email, hash, metadata, now);
    const token = await createEmailToken(tx, 'confirmation_token', row.id, row.email, pkce, now);
    await queueAuthMail(tx, row.email, 'confirmation', verifyLink(ctx, origin, token, 'signup', redirectTo), now);
    return row;
  });
  // an earlier confirmation link of this address was just replaced: drop it from the outbox
  if (existing) await purgeSpentLinks(ctx.db, now);
  return json(toApiUser(user));
}
