import type { AuthContext } from './context';
import { clientAddress, json, readJsonObject, redirect } from './http';
import type { Queryable } from '@/lib/db/types';
import { purgeSpentLinks, queueAuthMailToAccount, type ProviderNames } from './mail';
import { consumeEmailToken, createAuthCode, createRecoveryTokenFor, readPkceChallenge, spendRecoveryTokens, type EmailTokenType } from './one-time-tokens';
import { clientBucket, emailSendLimited } from './rate-limits';
import { linkOrigin, safeRedirectTarget, trustedOrigin } from './redirects';
import { startSession } from './sessions';
import { findUserById, normaliseEmail } from './users';

/** Where the embedded server lives under the site origin. */
export const EMBEDDED_AUTH_PATH = '/local-supabase/auth/v1';

/**
 * POST /recover: mails a single-use recovery link when the account exists, and answers the same
 * `{}` when it does not, after the same work: a token made and hashed, a mail rendered, and the
 * same three statements in one transaction, which write rows only for an account (timing
 * told them apart otherwise). Earlier links stay live (one-time-tokens.ts). Limited per client
 * address, per e-mail (a cadence of one a minute, from anyone), per (e-mail, client) an hour, and
 * past a ceiling per e-mail an hour only for clients that already asked (rate-limits.ts); known or
 * not, the same way. An account made with a provider and no password gets no link but a mail that
 * says which provider to sign in with.
 */
export async function recover(ctx: AuthContext, request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  const email = normaliseEmail(body.email);
  const pkce = readPkceChallenge(body);
  const address = clientAddress(request);
  await ctx.limiter.hit(`recover:${address}`, ctx.limits.recoveryPerAddress);
  const perClient = `recover-hour:${email}|${clientBucket(address)}`;
  const perEmail = `recover-hour:${email}`;
  const { recoveryPerEmailClientHour: clientHour, recoveryPerEmailHour: ceiling } = ctx.limits;
  await ctx.limiter.check(perClient, clientHour, emailSendLimited);
  if (await ctx.limiter.exhausted(perEmail, ceiling)) await ctx.limiter.check(perClient, { max: 1, windowSeconds: clientHour.windowSeconds }, emailSendLimited);
  await ctx.limiter.hit(`recover:${email}`, ctx.limits.recoveryPerEmail, emailSendLimited);
  await ctx.limiter.record(perClient, clientHour);
  await ctx.limiter.record(perEmail, ceiling);

  const origin = linkOrigin(ctx, request);
  const redirectTo = safeRedirectTarget(new URL(request.url).searchParams.get('redirect_to'), origin, ctx.siteUrl);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const token = await createRecoveryTokenFor(tx, email, pkce, now);
    await tx.query(`update auth.users set recovery_sent_at = $2 where lower(email) = $1`, [email, now]);
    await queueAuthMailToAccount(tx, email, 'recovery', verifyLink(ctx, origin, token, 'recovery', redirectTo), now, 'password');
    // an account made with Kakao, Apple or Google and no password: a mail that says to sign in with it
    const providers = await providerNamesOf(tx, email);
    await queueAuthMailToAccount(tx, email, 'provider-only', `${new URL(redirectTo).origin}/auth`, now, 'provider-only', providers);
  });
  return json({});
}

const PROVIDER_NAMES: Record<string, { ko: string; en: string }> = {
  kakao: { ko: '카카오', en: 'Kakao' },
  apple: { ko: 'Apple', en: 'Apple' },
  google: { ko: 'Google', en: 'Google' },
};

/** The providers an address's account signs in with, named in each language (the same query for any address). */
async function providerNamesOf(db: Queryable, email: string): Promise<ProviderNames> {
  const { rows } = await db.query<{ provider: string }>(
    `select distinct i.provider from auth.identities i join auth.users u on u.id = i.user_id where lower(u.email) = $1 order by i.provider`,
    [email],
  );
  const names = rows.map((row) => PROVIDER_NAMES[row.provider]).filter((name) => name !== undefined);
  return { ko: names.map((name) => name.ko).join('·'), en: names.map((name) => name.en).join(' or ') };
}

/**
 * The link of a mail: GET /verify with the token, its type and where to land; on the API's public
 * URL when run standalone, else under a trusted origin of the site.
 */
export function verifyLink(ctx: AuthContext, origin: string, token: string, type: VerifyType, redirectTo: string): string {
  const link = new URL(`${ctx.apiUrl ?? `${trustedOrigin(origin, ctx.siteUrl)}${EMBEDDED_AUTH_PATH}`}/verify`);
  link.search = new URLSearchParams({ token, type, redirect_to: redirectTo }).toString();
  return link.toString();
}

/** The link types of GET /verify, and the one-time token each one uses up. */
type VerifyType = 'recovery' | 'signup';
const TOKEN_OF: Record<VerifyType, EmailTokenType> = { recovery: 'recovery_token', signup: 'confirmation_token' };
const isVerifyType = (value: string | null): value is VerifyType => value === 'recovery' || value === 'signup';

function withFragment(target: string, params: Record<string, string>): string {
  return `${target}#${new URLSearchParams(params).toString()}`;
}

/**
 * GET /verify?token=…&type=recovery|signup&redirect_to=…: the link of the recovery mail or of the
 * sign-up confirmation mail. Either confirms the e-mail address (it was just proven) and signs in:
 * 303 to redirect_to with the session in the fragment (implicit flow: `#access_token=…&type=…`),
 * or with `?code=` when the request was made with a PKCE challenge; failures go to redirect_to
 * with `#error=…&error_code=…&error_description=…`.
 */
export async function verify(ctx: AuthContext, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const target = safeRedirectTarget(params.get('redirect_to'), linkOrigin(ctx, request), ctx.siteUrl);
  const fail = (code: string, description: string) =>
    redirect(withFragment(target, { error: 'access_denied', error_code: code, error_description: description }));

  const type = params.get('type');
  if (!isVerifyType(type)) return fail('validation_failed', 'Unsupported verification type');
  try {
    await ctx.limiter.hit(`verify:${clientAddress(request)}`, ctx.limits.verifyPerAddress);
  } catch {
    return fail('over_request_rate_limit', 'Request rate limit reached');
  }
  const token = params.get('token') ?? '';
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const consumed = token ? await consumeEmailToken(tx, TOKEN_OF[type], token, now) : null;
    const user = consumed ? await findUserById(tx, consumed.user_id) : null;
    if (!consumed || !user) return null;
    // one recovery link used: the others mailed to this account are spent with it
    if (type === 'recovery') await spendRecoveryTokens(tx, user.id, now);
    await tx.query(`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now() where id = $1`, [user.id]);
    if (consumed.code_challenge && consumed.code_challenge_method) {
      const pkce = { challenge: consumed.code_challenge, method: consumed.code_challenge_method };
      return { kind: 'code' as const, code: await createAuthCode(tx, user.id, pkce, type, now) };
    }
    const method = type === 'recovery' ? 'recovery' : 'otp';
    return { kind: 'session' as const, session: await startSession(tx, await ctx.signingKey(), (await findUserById(tx, user.id))!, method, now) };
  });
  // the used link (and any expired one) leaves the outbox now, not at the next look at the mailbox
  await purgeSpentLinks(ctx.db, now);
  if (!outcome) return fail('otp_expired', 'Email link is invalid or has expired');
  if (outcome.kind === 'code') {
    const url = new URL(target);
    url.searchParams.set('code', outcome.code);
    return redirect(url.toString());
  }
  const { session } = outcome;
  return redirect(
    withFragment(target, {
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: session.token_type,
      type,
    }),
  );
}
