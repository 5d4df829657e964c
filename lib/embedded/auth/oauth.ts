import { isLocalRequest } from '@/lib/api/request';
import type { AuthContext } from './context';
import { AuthServerError } from './errors';
import { clientAddress, redirect } from './http';
import { isOAuthProvider, localProviderId, signInWithProviderAccount, type OAuthProvider } from './identities';
import { renderLocalProviderPage } from './local-provider-page';
import { createAuthCode, readPkceChallenge } from './one-time-tokens';
import { linkOrigin, safeRedirectTarget } from './redirects';
import { startSession } from './sessions';
import { normaliseEmail } from './users';

/** A started provider sign-in must come back within ten minutes, once. */
export const FLOW_STATE_TTL_SECONDS = 600;

interface FlowState {
  id: string;
  provider_type: OAuthProvider;
  code_challenge: string | null;
  code_challenge_method: 's256' | 'plain' | null;
  redirect_to: string;
}

const unsupportedProvider = () => new AuthServerError(400, 'validation_failed', 'Unsupported provider: Provider could not be found');
const flowStateNotFound = () => new AuthServerError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');

/**
 * The local provider page and its answer are a developer's tool (anyone on them can pick any
 * account): from this machine only, like /dev/*.
 */
function requireLocal(request: Request): void {
  if (!isLocalRequest(request)) throw new AuthServerError(404, 'not_found', 'Not Found');
}

/** Where the server's endpoints live, from the request's own path (…/auth/v1/authorize → …/auth/v1/). */
const endpointBase = (request: Request) => new URL(request.url).pathname.replace(/[^/]*\/?$/, '');

/**
 * GET /authorize?provider=kakao|apple|google&redirect_to=…&code_challenge=…&code_challenge_method=s256,
 * as supabase-js's signInWithOAuth opens it: the flow is remembered (auth.flow_state) and the
 * browser goes on to the provider, here the local provider page that stands in for all three.
 */
export async function authorize(ctx: AuthContext, request: Request): Promise<Response> {
  requireLocal(request);
  const params = new URL(request.url).searchParams;
  const provider = params.get('provider');
  if (!isOAuthProvider(provider)) throw unsupportedProvider();
  const pkce = readPkceChallenge({ code_challenge: params.get('code_challenge'), code_challenge_method: params.get('code_challenge_method') });
  await ctx.limiter.hit(`authorize:${clientAddress(request)}`, ctx.limits.verifyPerAddress);
  const redirectTo = safeRedirectTarget(params.get('redirect_to'), linkOrigin(ctx, request), ctx.siteUrl);
  const now = ctx.now();
  await ctx.db.query(`delete from auth.flow_state where expires_at < $1`, [now]);
  const { rows } = await ctx.db.query<{ id: string }>(
    `insert into auth.flow_state (provider_type, code_challenge, code_challenge_method, redirect_to, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $5::timestamptz + make_interval(secs => $6)) returning id`,
    [provider, pkce?.challenge ?? null, pkce?.method ?? null, redirectTo, now, FLOW_STATE_TTL_SECONDS],
  );
  return redirect(`${endpointBase(request)}local-provider?${new URLSearchParams({ state: rows[0]!.id })}`);
}

async function findFlowState(ctx: AuthContext, state: string | null): Promise<FlowState | null> {
  if (!state || !/^[0-9a-f-]{36}$/i.test(state)) return null;
  const { rows } = await ctx.db.query<FlowState>(
    `select id, provider_type, code_challenge, code_challenge_method, redirect_to from auth.flow_state
     where id = $1 and used_at is null and expires_at > $2`,
    [state, ctx.now()],
  );
  return rows[0] ?? null;
}

/** GET /local-provider?state=…: the stand-in for Kakao's, Apple's or Google's sign-in page. */
export async function localProvider(ctx: AuthContext, request: Request): Promise<Response> {
  requireLocal(request);
  const flow = await findFlowState(ctx, new URL(request.url).searchParams.get('state'));
  if (!flow) throw flowStateNotFound();
  const { rows } = await ctx.db.query<{ email: string }>(
    `select email from auth.identities where provider = $1 and email is not null order by last_sign_in_at desc nulls last limit 8`,
    [flow.provider_type],
  );
  const html = renderLocalProviderPage({ provider: flow.provider_type, state: flow.id, accounts: rows.map((row) => row.email) });
  return new Response(html, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', // no form-action: the answer (GET /callback, this origin) redirects to the site, which may be
    // another origin (the hosted suite's auth process), and form-action is enforced on redirects too
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'" },
  });
}

function withParams(target: string, params: Record<string, string>, inFragment: boolean): string {
  const url = new URL(target);
  if (inFragment) url.hash = new URLSearchParams(params).toString();
  else for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

const PROVIDER_ERRORS = new Set(['access_denied', 'server_error', 'temporarily_unavailable', 'invalid_request']);

/**
 * GET /callback?state=…&email=…[&name=…] (the provider's answer: here the account picked on the
 * local provider page) or ?state=…&error=access_denied (cancelled or refused). The flow is used up;
 * the person lands on its redirect_to with ?code= (PKCE, exchanged at /token?grant_type=pkce) or
 * the session in the fragment (implicit), or with error, error_code and error_description, as
 * GoTrue sends them (in the query for PKCE, in the fragment for implicit).
 */
export async function callback(ctx: AuthContext, request: Request): Promise<Response> {
  requireLocal(request);
  const params = new URL(request.url).searchParams;
  const now = ctx.now();
  const flow = await findFlowState(ctx, params.get('state'));
  if (!flow) throw flowStateNotFound();
  const used = await ctx.db.query(`update auth.flow_state set used_at = $2 where id = $1 and used_at is null returning id`, [flow.id, now]);
  if (used.rows.length === 0) throw flowStateNotFound();
  const pkce = flow.code_challenge && flow.code_challenge_method ? { challenge: flow.code_challenge, method: flow.code_challenge_method } : null;
  const fail = (error: string, code: string, description: string) =>
    redirect(withParams(flow.redirect_to, { error, error_code: code, error_description: description }, !pkce));

  const error = params.get('error');
  if (error) {
    const known = PROVIDER_ERRORS.has(error) ? error : 'server_error';
    return fail(known, known === 'access_denied' ? 'provider_access_denied' : 'provider_error', (params.get('error_description') ?? 'The provider refused the sign-in').slice(0, 200));
  }
  let email: string;
  try {
    email = normaliseEmail(params.get('email') ?? '');
  } catch {
    return fail('server_error', 'provider_email_needed', 'Error getting user email from external provider');
  }
  const name = params.get('name')?.trim().slice(0, 100) || undefined;
  const key = await ctx.signingKey();
  const outcome = await ctx.db.transaction(async (tx) => {
    const user = await signInWithProviderAccount(tx, { provider: flow.provider_type, providerId: localProviderId(key, flow.provider_type, email), email, name }, now);
    if (pkce) return { kind: 'code' as const, code: await createAuthCode(tx, user.id, pkce, 'oauth', now) };
    return { kind: 'session' as const, session: await startSession(tx, key, user, 'oauth', now) };
  });
  if (outcome.kind === 'code') return redirect(withParams(flow.redirect_to, { code: outcome.code }, false));
  const { session } = outcome;
  return redirect(
    withParams(
      flow.redirect_to,
      {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        provider_token: '',
        refresh_token: session.refresh_token,
        token_type: session.token_type,
      },
      true,
    ),
  );
}

/** GET /settings lists the providers as enabled. */
export const EXTERNAL_PROVIDERS_ENABLED = { kakao: true, apple: true, google: true } as const;

