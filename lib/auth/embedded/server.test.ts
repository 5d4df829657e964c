import { AuthApiError, AuthSessionMissingError, AuthWeakPasswordError, isAuthApiError } from '@supabase/supabase-js';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, generateKeyPair, jwtVerify, SignJWT, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_ANON_KEY } from '@/lib/supabase/embedded-anon-key';
import { listOutbox } from './mail';
import { SITE, startTestAuth, STRONG_PASSWORD, SUPABASE_URL, uniqueEmail, type TestAuth } from './test-helpers';

let auth: TestAuth;
beforeAll(async () => {
  auth = await startTestAuth();
});
afterAll(async () => {
  await auth.db.close();
});

async function signedUp(password = STRONG_PASSWORD) {
  const email = uniqueEmail();
  const client = auth.client();
  const { data, error } = await client.auth.signUp({ email, password });
  expect(error).toBeNull();
  return { email, client, session: data.session!, user: data.user! };
}

/** The newest recovery link mailed to an address. */
async function recoveryLink(email: string): Promise<string> {
  const mail = (await listOutbox(auth.db)).find((m) => m.recipient === email);
  expect(mail?.action_link).toBeTruthy();
  return mail!.action_link!;
}

async function follow(link: string): Promise<URL> {
  const response = await auth.fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

describe('sign-up and sign-in with the real supabase-js', () => {
  it('signs up, returning a session whose JWT carries GoTrue claims', async () => {
    const { email, session, user } = await signedUp();
    expect(user.email).toBe(email);
    // auto-confirmed at sign-up (mailer_autoconfirm), so confirmed in the same statement that made it
    expect(user.email_confirmed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
    expect(Math.abs(Date.parse(user.email_confirmed_at!) - Date.parse(user.created_at))).toBeLessThan(1000);
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.identities?.[0]?.provider).toBe('email');
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    // verified the way anyone verifies a Supabase token: with the published key set
    const published = await auth.fetch(`${SUPABASE_URL}/auth/v1/.well-known/jwks.json`);
    expect(published.status).toBe(200);
    const jwks = (await published.json()) as JSONWebKeySet;
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: expect.stringMatching(/^[\w-]{43}$/) });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect(decodeProtectedHeader(session.access_token)).toEqual({ alg: 'ES256', kid: jwks.keys[0]!.kid, typ: 'JWT' });
    const { payload } = await jwtVerify(session.access_token, createLocalJWKSet(jwks), { algorithms: ['ES256'] });
    expect(payload).toMatchObject({
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email' },
      user_metadata: {},
    });
    expect(typeof payload.session_id).toBe('string');
    expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const { email } = await signedUp();
    const { error } = await auth.client().auth.signUp({ email: email.toUpperCase(), password: STRONG_PASSWORD });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ code: 'user_already_exists', status: 422 });
  });

  it('refuses a weak password with AuthWeakPasswordError and its reasons', async () => {
    const { error } = await auth.client().auth.signUp({ email: uniqueEmail(), password: 'short' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ code: 'weak_password', status: 422 });
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length', 'characters']);
    const lettersOnly = await auth.client().auth.signUp({ email: uniqueEmail(), password: 'abcdefghijkl' });
    expect((lettersOnly.error as AuthWeakPasswordError).reasons).toEqual(['characters']);
  });

  it('signs in with the password, and answers invalid_credentials to a wrong one or an unknown e-mail', async () => {
    const { email } = await signedUp();
    const ok = await auth.client().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.email).toBe(email);
    for (const attempt of [
      { email, password: 'Wr0ng!Password' },
      { email: uniqueEmail('nobody'), password: STRONG_PASSWORD },
    ]) {
      const { error } = await auth.client().auth.signInWithPassword(attempt);
      expect(isAuthApiError(error)).toBe(true);
      expect(error).toMatchObject({ code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' });
    }
  });

  it('gets the user and refreshes the session, rotating the refresh token', async () => {
    const { client, session, user } = await signedUp();
    expect((await client.auth.getUser()).data.user?.id).toBe(user.id);
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token);
    expect((await client.auth.getUser(refreshed.data.session!.access_token)).data.user?.id).toBe(user.id);
  });

  it('tolerates a reused refresh token for a moment, then ends the session as stolen', async () => {
    const { session } = await signedUp();
    const first = await auth.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    const concurrent = await auth.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(concurrent.error).toBeNull();
    auth.advance(11);
    try {
      const late = await auth.client().auth.refreshSession({ refresh_token: session.refresh_token });
      expect(late.error).toMatchObject({ code: 'refresh_token_already_used', status: 400 });
      const afterTheft = await auth.client().auth.refreshSession({ refresh_token: first.data.session!.refresh_token });
      expect(afterTheft.error).toMatchObject({ code: 'refresh_token_not_found' });
    } finally {
      auth.advance(-11);
    }
  });

  it('answers refresh_token_not_found to an unknown refresh token', async () => {
    const { error } = await auth.client().auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(error).toMatchObject({ code: 'refresh_token_not_found', status: 400 });
  });
});

describe('changing the password and signing out', () => {
  it('updates the password (not to the same one, not to a weak one) and ends the other sessions', async () => {
    const { email, client } = await signedUp();
    const elsewhere = auth.client();
    await elsewhere.auth.signInWithPassword({ email, password: STRONG_PASSWORD });

    const same = await client.auth.updateUser({ password: STRONG_PASSWORD });
    expect(same.error).toMatchObject({ code: 'same_password', status: 422 });
    const weak = await client.auth.updateUser({ password: 'password' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);

    const changed = await client.auth.updateUser({ password: 'N3w!Password' });
    expect(changed.error).toBeNull();
    expect((await auth.client().auth.signInWithPassword({ email, password: STRONG_PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await auth.client().auth.signInWithPassword({ email, password: 'N3w!Password' })).error).toBeNull();
    expect((await elsewhere.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('signs out: the access token then no longer gets the user', async () => {
    const { client, session } = await signedUp();
    expect((await client.auth.signOut()).error).toBeNull();
    const { error } = await auth.client().auth.getUser(session.access_token);
    expect(error).toBeInstanceOf(AuthSessionMissingError);
  });

  it('signs out one session only with scope local', async () => {
    const { email, client } = await signedUp();
    const other = auth.client();
    await other.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    await client.auth.signOut({ scope: 'local' });
    expect((await other.auth.getUser()).error).toBeNull();
  });
});

describe('password recovery', () => {
  it('mails a single-use link that lands on redirect_to with the session in the fragment', async () => {
    const { email, user } = await signedUp();
    const sent = await auth.client().auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/` });
    expect(sent).toEqual({ data: {}, error: null });

    const link = new URL(await recoveryLink(email));
    expect(link.origin + link.pathname).toBe(`${SUPABASE_URL}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/`);
    const stored = await auth.db.query<{ token_hash: string }>(`select token_hash from auth.one_time_tokens where user_id = $1`, [user.id]);
    expect(stored.rows[0]?.token_hash).not.toContain(link.searchParams.get('token')!);

    const landing = await follow(link.toString());
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE}/`);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    expect(decodeJwt(fragment.get('access_token')!).amr).toEqual([{ method: 'recovery', timestamp: expect.any(Number) }]);

    const browser = auth.client();
    const set = await browser.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect(set.error).toBeNull();
    expect((await browser.auth.updateUser({ password: 'Rec0vered!pw' })).error).toBeNull();
    expect((await auth.client().auth.signInWithPassword({ email, password: 'Rec0vered!pw' })).error).toBeNull();

    const again = await follow(link.toString());
    expect(Object.fromEntries(new URLSearchParams(again.hash.slice(1)))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('answers the same for an unknown e-mail and mails nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const sent = await auth.client().auth.resetPasswordForEmail(nobody, { redirectTo: `${SITE}/` });
    expect(sent).toEqual({ data: {}, error: null });
    expect((await listOutbox(auth.db)).some((m) => m.recipient === nobody)).toBe(false);
  });

  it('lets a link expire after one hour', async () => {
    const { email } = await signedUp();
    await auth.client().auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/` });
    const link = await recoveryLink(email);
    auth.advance(3601);
    try {
      const landing = await follow(link);
      expect(new URLSearchParams(landing.hash.slice(1)).get('error_code')).toBe('otp_expired');
    } finally {
      auth.advance(-3601);
    }
  });

  it('never redirects to another site, nor mails links for a forged host', async () => {
    const { email } = await signedUp();
    const response = await auth.fetch(`http://evil.example/local-supabase/auth/v1/recover?redirect_to=${encodeURIComponent('https://evil.example/')}`, {
      method: 'POST',
      headers: { apikey: EMBEDDED_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(200);
    const link = new URL(await recoveryLink(email));
    expect(link.origin).toBe(SITE);
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/`);

    auth.advance(61); // the per-address mail limit
    try {
      const forgedHost = await auth.fetch(`${SUPABASE_URL}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: EMBEDDED_ANON_KEY, 'content-type': 'application/json', host: 'evil.example' },
        body: JSON.stringify({ email }),
      });
      expect(forgedHost.status).toBe(200);
      expect(new URL(await recoveryLink(email)).origin).toBe(SITE);
    } finally {
      auth.advance(-61);
    }
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/`);
    const verifyUrl = new URL(link);
    verifyUrl.searchParams.set('redirect_to', 'https://evil.example/steal');
    const landing = await follow(verifyUrl.toString());
    expect(landing.origin).toBe(SITE);
  });

  it('limits recovery mails per address and e-mail with over_email_send_rate_limit', async () => {
    const { email } = await signedUp();
    expect((await auth.client().auth.resetPasswordForEmail(email)).error).toBeNull();
    const { error } = await auth.client().auth.resetPasswordForEmail(email);
    expect(error).toMatchObject({ code: 'over_email_send_rate_limit', status: 429 });
    const nobody = uniqueEmail('nobody');
    await auth.client().auth.resetPasswordForEmail(nobody);
    expect((await auth.client().auth.resetPasswordForEmail(nobody)).error?.code).toBe('over_email_send_rate_limit');
  });

  it('supports the PKCE flow: ?code= on redirect_to, exchanged once with the verifier', async () => {
    const { email } = await signedUp();
    const pkce = auth.client({ flowType: 'pkce' });
    expect((await pkce.auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/reset-password` })).error).toBeNull();
    const landing = await follow(await recoveryLink(email));
    expect(landing.pathname).toBe('/reset-password');
    expect(landing.hash).toBe('');
    const code = landing.searchParams.get('code')!;
    const exchanged = await pkce.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    expect((exchanged.data as unknown as { redirectType: string | null }).redirectType).toBe('recovery');
    const raw = await auth.fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: EMBEDDED_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(raw.status).toBe(404);
    expect(await raw.json()).toMatchObject({ code: 'flow_state_not_found' });
  });
});

describe('the admin API and deleted users', () => {
  it('gets and deletes a user with the service-role key; the user is then gone everywhere', async () => {
    const { email, client, user } = await signedUp();
    const admin = auth.client({ key: await auth.server.serviceRoleKey() });
    const found = await admin.auth.admin.getUserById(user.id);
    expect(found.data.user?.email).toBe(email);
    const deleted = await admin.auth.admin.deleteUser(user.id);
    expect(deleted.error).toBeNull();
    expect((await client.auth.getUser()).error).toMatchObject({ code: 'user_not_found', status: 403 });
    expect((await auth.client().auth.signInWithPassword({ email, password: STRONG_PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await admin.auth.admin.getUserById(user.id)).error).toMatchObject({ code: 'user_not_found', status: 404 });
  });

  it('refuses admin calls with the anon key or a user token', async () => {
    const { user, session } = await signedUp();
    const anon = await auth.client().auth.admin.getUserById(user.id);
    expect(anon.error).toMatchObject({ code: 'not_admin', status: 403 });
    const response = await auth.fetch(`${SUPABASE_URL}/auth/v1/admin/users/${user.id}`, {
      method: 'DELETE',
      headers: { apikey: EMBEDDED_ANON_KEY, authorization: `Bearer ${session.access_token}` },
    });
    expect(response.status).toBe(403);
  });
});

describe('tokens that must be refused', () => {
  it('refuses tampered, wrongly signed and expired access tokens', async () => {
    const { session } = await signedUp();
    const [header, payload, signature] = session.access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, email: 'x@example.com' })).toString('base64url')}.${signature}`;
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('not-the-secret-not-the-secret-1234'));
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    for (const token of [tampered, forged, unsigned, EMBEDDED_ANON_KEY]) {
      const { error } = await auth.client().auth.getUser(token);
      expect(error, token).toMatchObject({ status: 403 });
    }
    auth.advance(3601);
    try {
      const { error } = await auth.client().auth.getUser(session.access_token);
      expect(error).toMatchObject({ code: 'bad_jwt', status: 403 });
    } finally {
      auth.advance(-3601);
    }
  });

  it('refuses HS256, other ES256 keys and unknown kids, for users and for the service role', async () => {
    const { session, user } = await signedUp();
    const claims = decodeJwt(session.access_token);
    const { kid } = await auth.server.signingKey();
    const guessed = new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long');
    const other = await generateKeyPair('ES256');
    const hs = (c: Record<string, unknown>, key: Uint8Array) => new SignJWT(c).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    const es = (c: Record<string, unknown>, headerKid: string) => new SignJWT(c).setProtectedHeader({ alg: 'ES256', kid: headerKid, typ: 'JWT' }).sign(other.privateKey);
    const userTokens = [
      await hs(claims, guessed),
      await hs(claims, new TextEncoder().encode(EMBEDDED_ANON_KEY)),
      await es(claims, kid), // the right kid, the wrong key
      await es(claims, 'unknown-kid'),
    ];
    for (const token of userTokens) expect((await auth.client().auth.getUser(token)).error, token).toMatchObject({ code: 'bad_jwt', status: 403 });
    const serviceClaims = { role: 'service_role', iss: 'gyeol-embedded-auth', iat: Math.floor(Date.now() / 1000) };
    for (const fake of [await hs(serviceClaims, guessed), await hs(serviceClaims, new TextEncoder().encode(EMBEDDED_ANON_KEY)), await es(serviceClaims, kid)]) {
      const { error } = await auth.client({ key: fake }).auth.admin.deleteUser(user.id);
      expect(error, fake).toMatchObject({ code: 'no_api_key', status: 401 });
    }
    expect((await auth.client().auth.getUser(session.access_token)).data.user?.id).toBe(user.id);
  });

  it('forges no service role from the public anon key', async () => {
    const { user } = await signedUp();
    const anonSecret = new TextEncoder().encode('gyeol-embedded-public-anon-key');
    const fake = await new SignJWT({ role: 'service_role', iss: 'gyeol-embedded-auth' }).setProtectedHeader({ alg: 'HS256' }).sign(anonSecret);
    const { error } = await auth.client({ key: fake }).auth.admin.deleteUser(user.id);
    expect(error?.status).toBe(401);
  });
});

describe('the HTTP surface', () => {
  it('requires an API key, answers CORS preflights and exposes the version header', async () => {
    const missing = await auth.fetch(`${SUPABASE_URL}/auth/v1/settings`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 'no_api_key', message: 'No API key found in request' });
    const preflight = await auth.fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');
    expect(preflight.headers.get('access-control-expose-headers')).toBe('X-Supabase-Api-Version');
    const settings = await auth.fetch(`${SUPABASE_URL}/auth/v1/settings`, { headers: { apikey: EMBEDDED_ANON_KEY } });
    expect(settings.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await settings.json()).toMatchObject({ external: { email: true }, mailer_autoconfirm: true });
    expect((await auth.fetch(`${SUPABASE_URL}/auth/v1/health`)).status).toBe(200);
    expect((await auth.fetch(`${SUPABASE_URL}/auth/v1/nope`, { headers: { apikey: EMBEDDED_ANON_KEY } })).status).toBe(404);
  });

  it('answers 400 to a body that is not JSON, and changes nothing', async () => {
    const count = async () => (await auth.db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]!.n;
    const before = await count();
    const response = await auth.fetch(`${SUPABASE_URL}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: EMBEDDED_ANON_KEY, 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_json' });
    expect(await count()).toBe(before);
  });

  it('limits password sign-ins per account with over_request_rate_limit', async () => {
    const limited = await startTestAuth({ limits: { signInPerAccount: { max: 3, windowSeconds: 300 } } });
    try {
      const email = uniqueEmail();
      const results = [];
      for (let i = 0; i < 4; i++) results.push((await limited.client().auth.signInWithPassword({ email, password: 'Wr0ng!pass' })).error?.code);
      expect(results).toEqual(['invalid_credentials', 'invalid_credentials', 'invalid_credentials', 'over_request_rate_limit']);
    } finally {
      await limited.db.close();
    }
  });
});
