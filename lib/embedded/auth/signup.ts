import { createHmac } from 'node:crypto';
import { requireSignUpConsents } from './consents';
import type { AuthContext } from './context';
import { clientAddress, json, readJsonObject } from './http';
import { mailLocaleOf, purgeSpentLinks, queueAuthMail } from './mail';
import { createEmailToken, readPkceChallenge } from './one-time-tokens';
import { assertStrongPassword, hashPassword } from './passwords';
import { verifyLink } from './recovery';
import { linkOrigin, safeRedirectTarget, trustedOrigin } from './redirects';
import { findUserByEmail, insertUser, normaliseEmail, readUserMetadata, resetUnconfirmedUser, toApiUser, type UserRow } from './users';

/**
 * The user every sign-up answers with, new address or taken: this e-mail and metadata, unconfirmed,
 * created when the request came in (`now`) and mailed once its password was hashed (`sentAt`), so
 * created_at and confirmation_sent_at differ by the same hash time whoever owns the address
 * (they were equal exactly for a taken address). A new or never-confirmed address is
 * stored with the same two times (insertUser, resetUnconfirmedUser).
 */
function answeredUser(id: string, email: string, metadata: Record<string, unknown>, now: Date, sentAt: Date): UserRow {
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    confirmation_sent_at: sentAt,
    recovery_sent_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: metadata,
    is_anonymous: false,
    created_at: now,
    updated_at: sentAt,
  };
}

/**
 * The id answered for an address that already has a confirmed account: a UUID (version 4 in form)
 * derived from the e-mail with a secret of the server's signing key, so it is the same at every
 * sign-up of that address, as the real id of a new address is at its next sign-up. (GoTrue
 * answers a fresh random id each time, so two sign-ups in a row tell a taken address apart.) It
 * names no row, and nobody without the key can tell it from a real one.
 */
export async function decoyUserId(ctx: AuthContext, email: string): Promise<string> {
  const bytes = createHmac('sha256', (await ctx.signingKey()).refreshSecret).update(`signup-decoy-id:${email}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * POST /signup, as GoTrue with e-mail confirmation on (mailer_autoconfirm false): always 200 with a
 * user and no session, whether or not the address is taken.
 * - A new address: an unconfirmed user and a confirmation mail whose link (GET /verify?type=signup)
 *   confirms and signs in. Every mail is in the language of the sign-up (`data.locale`), both if none.
 * - An address that signed up but never confirmed: the new password and metadata replace the old,
 *   and a fresh confirmation mail goes out.
 * - An address with a confirmed account: nothing changes; the owner gets an "you already have an
 *   account" mail with a link to sign in, and the answer is an obfuscated user.
 * Each path hashes the password once (the same call) and writes at most one mail, and all share one
 * per-address limit (429) and one per-e-mail mail limit, past which nothing is sent or changed but
 * the answer is the same 200; every answer is answeredUser(), so neither the answer, its
 * timestamps, its id at a repeat, its timing nor a 429 tells the cases apart. (GoTrue answers 429
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
  // one password hash on every path, the same call: stored for a new or never-confirmed address,
  // thrown away otherwise, so the work (and the time it takes) does not depend on the address
  const hash = await hashPassword(body.password);
  const sentAt = ctx.now();
  if (!mailAllowed) {
    const id = existing && !existing.email_confirmed_at ? existing.id : await decoyUserId(ctx, email);
    return json(toApiUser(answeredUser(id, email, metadata, now, sentAt)));
  }
  if (existing?.email_confirmed_at) {
    // where the owner may sign in: the page the sign-up came from (its /auth), else the site's
    const signIn = redirectTo === `${trustedOrigin(origin, ctx.siteUrl)}/` ? `${redirectTo}auth` : redirectTo;
    await queueAuthMail(ctx.db, existing.email, 'already-registered', signIn, sentAt, mailLocaleOf(metadata));
    return json(toApiUser(answeredUser(await decoyUserId(ctx, email), email, metadata, now, sentAt)));
  }

  const user = await ctx.db.transaction(async (tx) => {
    const row = existing
      ? await resetUnconfirmedUser(tx, existing.id, hash, metadata, now, sentAt)
      : await insertUser(tx, email, hash, metadata, now, sentAt);
    const token = await createEmailToken(tx, 'confirmation_token', row.id, row.email, pkce, sentAt);
    await queueAuthMail(tx, row.email, 'confirmation', verifyLink(ctx, origin, token, 'signup', redirectTo), sentAt, mailLocaleOf(metadata));
    return row;
  });
  // an earlier confirmation link of this address was just replaced: drop it from the outbox
  if (existing) await purgeSpentLinks(ctx.db, sentAt);
  return json(toApiUser(answeredUser(user.id, user.email, metadata, now, sentAt)));
}
