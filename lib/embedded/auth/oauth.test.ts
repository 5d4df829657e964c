import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedSignUp, newestMail, SITE, startTestAuth, STRONG_PASSWORD, SUPABASE_URL, uniqueEmail, type TestAuth } from '@/tests/api/embedded-auth';
import { needsSignUpConsents, signUpConsentData } from '@/lib/consents/signup-consents';
import { OAUTH_PROVIDERS, type OAuthProvider } from './identities';

let auth: TestAuth;
beforeAll(async () => {
  auth = await startTestAuth();
});
afterAll(async () => {
  await auth.db.close();
});

const LOCAL = { host: 'localhost:3000' };
const CALLBACK = `${SITE}/auth/callback?next=%2Fdelete-account`;

async function go(url: string | URL, headers: Record<string, string> = LOCAL): Promise<Response> {
  return auth.fetch(new URL(url, SITE).toString(), { redirect: 'manual', headers });
}

/** signInWithOAuth as the browser runs it: /authorize → the local provider page → /callback → the site. */
async function startFlow(provider: OAuthProvider, redirectTo = CALLBACK) {
  const client = auth.client({ flowType: 'pkce' });
  const { data, error } = await client.auth.signInWithOAuth({ provider, options: { redirectTo, skipBrowserRedirect: true } });
  expect(error).toBeNull();
  const authorize = new URL(data.url!);
  expect(authorize.origin + authorize.pathname).toBe(`${SUPABASE_URL}/auth/v1/authorize`);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('s256');
  const started = await go(authorize);
  expect(started.status).toBe(303);
  const page = new URL(started.headers.get('location')!, SITE);
  expect(page.pathname).toBe('/local-supabase/auth/v1/local-provider');
  const state = page.searchParams.get('state')!;
  return { client, page, state };
}

async function answer(state: string, params: Record<string, string>): Promise<URL> {
  const response = await go(`${SUPABASE_URL}/auth/v1/callback?${new URLSearchParams({ state, ...params })}`);
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

async function signInWith(provider: OAuthProvider, email: string) {
  const { client, state } = await startFlow(provider);
  const landed = await answer(state, { email });
  expect(landed.origin + landed.pathname).toBe(`${SITE}/auth/callback`);
  expect(landed.searchParams.get('next')).toBe('/delete-account');
  const { data, error } = await client.auth.exchangeCodeForSession(landed.searchParams.get('code')!);
  expect(error).toBeNull();
  return { client, session: data.session!, user: data.user! };
}

const identityCount = async (userId: string) =>
  Number((await auth.db.query<{ n: number }>(`select count(*)::int as n from auth.identities where user_id = $1`, [userId])).rows[0]!.n);

describe('sign-in with a provider, driven by the real supabase-js (PKCE)', () => {
  it.each(OAUTH_PROVIDERS)('%s: /authorize → local provider page → /callback → ?code= → a session of a new password-less user', async (provider) => {
    const email = uniqueEmail(provider);
    const { page, state } = await startFlow(provider);
    const html = await (await go(page)).text();
    expect(html).toContain('name="state"');
    expect(html).toContain(provider === 'kakao' ? '카카오' : provider === 'apple' ? 'Apple' : 'Google');
    const landed = await answer(state, { email: ` ${email.toUpperCase()} `, name: '홍길동' });
    const client = auth.client({ flowType: 'pkce' });
    // the code is bound to the verifier of the browser that started: another's cannot exchange it
    expect((await client.auth.exchangeCodeForSession(landed.searchParams.get('code')!)).error).toBeTruthy();

    const { session, user } = await signInWith(provider, email);
    expect(user.email).toBe(email);
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.app_metadata).toEqual({ provider, providers: [provider] });
    expect(user.identities?.map((identity) => identity.provider)).toEqual([provider]);
    expect(user.identities?.[0]?.identity_data).toMatchObject({ email, email_verified: true });
    expect(decodeJwt(session.access_token).amr).toEqual([{ method: 'oauth', timestamp: expect.any(Number) }]);
    // the same account again: the same user
    const again = await signInWith(provider, email);
    expect(again.user.id).toBe(user.id);
    expect(await identityCount(user.id)).toBe(1);
    // no password: a password sign-in fails as any wrong one does
    expect((await auth.client().auth.signInWithPassword({ email, password: STRONG_PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });
    // the code is used up
    expect((await again.client.auth.exchangeCodeForSession(landed.searchParams.get('code')!)).error).toBeTruthy();
  });

  it('links the same e-mail from two providers to one user (GoTrue: automatic linking by verified e-mail)', async () => {
    const email = uniqueEmail('linked');
    const kakao = await signInWith('kakao', email);
    const google = await signInWith('google', email);
    expect(google.user.id).toBe(kakao.user.id);
    expect(google.user.app_metadata.providers).toEqual(['kakao', 'google']);
    expect(google.user.identities?.map((identity) => identity.provider)).toEqual(['kakao', 'google']);
    const { data } = await google.client.auth.getUser();
    expect(data.user?.identities).toHaveLength(2);
  });

  it('links a provider to a confirmed password account, which keeps its password', async () => {
    const { email, user } = await confirmedSignUp(auth);
    const apple = await signInWith('apple', email);
    expect(apple.user.id).toBe(user.id);
    expect(apple.user.identities?.map((identity) => identity.provider)).toEqual(['email', 'apple']);
    expect((await auth.client().auth.signInWithPassword({ email, password: STRONG_PASSWORD })).error).toBeNull();
  });

  it('takes an unconfirmed password sign-up over: confirmed, and its password (set by whoever typed the address) gone', async () => {
    const email = uniqueEmail('preclaimed');
    expect((await auth.client().auth.signUp({ email, password: STRONG_PASSWORD, options: { data: signUpConsentData() } })).error).toBeNull();
    const kakao = await signInWith('kakao', email);
    expect(kakao.user.email_confirmed_at).toBeTruthy();
    expect((await auth.client().auth.signInWithPassword({ email, password: STRONG_PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('a new provider account owes the sign-up consents until it saves them on itself; the database records them', async () => {
    const { client, user } = await signInWith('kakao', uniqueEmail('consent'));
    expect(needsSignUpConsents(user)).toBe(true);
    const { data, error } = await client.auth.updateUser({ data: signUpConsentData() });
    expect(error).toBeNull();
    expect(needsSignUpConsents(data.user!)).toBe(false);
    const recorded = await auth.db.query<{ consent: string }>('select consent from public.user_consents where user_id = $1 order by consent', [user.id]);
    expect(recorded.rows.map((row) => row.consent)).toEqual(['age14', 'privacy', 'terms']);
    // and the next sign-in reads them back from the account
    expect(needsSignUpConsents((await signInWith('kakao', user.email!)).user)).toBe(false);
  });

  it('a deleted user takes their identities along', async () => {
    const { user } = await signInWith('kakao', uniqueEmail('gone'));
    const admin = auth.client({ key: await auth.server.serviceRoleKey() });
    expect((await admin.auth.admin.deleteUser(user.id)).error).toBeNull();
    expect(await identityCount(user.id)).toBe(0);
  });
});

describe('password recovery for an account made with a provider', () => {
  it('mails a provider-only account which provider to sign in with, and no link that sets a password', async () => {
    const email = uniqueEmail('nopassword');
    await signInWith('kakao', email);
    await signInWith('google', email);
    expect((await auth.client().auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/` })).error).toBeNull();
    const mail = await newestMail(auth, email, /로그인 방법 안내/);
    expect(mail?.body_text).toContain('비밀번호 없이 Google·카카오로 가입되어');
    expect(mail?.body_text).toContain('This account was made with Google or Kakao');
    expect(mail?.action_link).toBe(`${SITE}/auth`);
    expect(await newestMail(auth, email, /비밀번호 재설정 안내/)).toBeNull();
    const tokens = await auth.db.query(
      `select 1 from auth.one_time_tokens t join auth.users u on u.id = t.user_id where lower(u.email) = $1 and t.token_type = 'recovery_token'`,
      [email],
    );
    expect(tokens.rows).toHaveLength(0);
  });

  it('an account with a password and a provider gets the usual recovery link', async () => {
    const { email } = await confirmedSignUp(auth);
    await signInWith('apple', email);
    expect((await auth.client().auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/` })).error).toBeNull();
    expect((await newestMail(auth, email, /비밀번호 재설정 안내/))?.action_link).toContain('/verify?token=');
    expect(await newestMail(auth, email, /로그인 방법 안내/)).toBeNull();
  });
});

describe('what the provider flow refuses', () => {
  it.each([
    ['access_denied', 'provider_access_denied'],
    ['server_error', 'provider_error'],
    ['<script>', 'provider_error'],
  ])('a cancelled or failed provider sign-in (%s) lands on redirect_to with the error in the query', async (error, code) => {
    const { state } = await startFlow('kakao');
    const landed = await answer(state, { error, error_description: 'The user cancelled the sign-in' });
    expect(landed.origin + landed.pathname).toBe(`${SITE}/auth/callback`);
    expect(landed.searchParams.get('error_code')).toBe(code);
    expect(landed.searchParams.get('code')).toBeNull();
    // the flow is used up
    expect((await go(`${SUPABASE_URL}/auth/v1/callback?state=${state}&email=a@example.com`)).status).toBe(404);
  });

  it('an unknown provider, a forged state, a missing e-mail and a non-local request', async () => {
    const unknown = await go(`${SUPABASE_URL}/auth/v1/authorize?provider=github&redirect_to=${encodeURIComponent(SITE)}`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'validation_failed' });
    expect((await go(`${SUPABASE_URL}/auth/v1/callback?state=nope&email=a@example.com`)).status).toBe(404);
    expect((await go(`${SUPABASE_URL}/auth/v1/local-provider?state=00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    const { state } = await startFlow('google');
    const landed = await answer(state, { email: 'not an e-mail' });
    expect(landed.searchParams.get('error_code')).toBe('provider_email_needed');
    const remote = await go(`${SUPABASE_URL}/auth/v1/authorize?provider=kakao`, { host: 'gyeol.example' });
    expect(remote.status).toBe(404);
  });

  it('a redirect_to on another site falls back to the site', async () => {
    const { state } = await startFlow('kakao', 'https://evil.example/steal');
    const landed = await answer(state, { email: uniqueEmail('evil') });
    expect(landed.origin).toBe(SITE);
    expect(landed.pathname).toBe('/');
  });
});
