import { AuthSessionMissingError, AuthWeakPasswordError, isAuthApiError } from '@supabase/supabase-js';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, generateKeyPair, jwtVerify, SignJWT, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_HEADER } from '@/lib/api/request';
import { EMBEDDED_ANON_KEY } from '@/lib/supabase/embedded-anon-key';
import { listOutbox, SPENT_LINK } from './mail';
import { CONFIRMATION_TOKEN_TTL_SECONDS } from './one-time-tokens';
import { OUTBOX_SWEEP_INTERVAL_SECONDS } from './server';
import { confirmedSignUp, newestMail, SITE, startTestAuth, STRONG_PASSWORD, SUPABASE_URL, uniqueEmail, type TestAuth } from '@/tests/api/embedded-auth';
import { signUpConsentData } from '@/lib/consents/signup-consents';

let auth: TestAuth;
beforeAll(async () => {
  auth = await startTestAuth();
});
afterAll(async () => {
  await auth.db.close();
});

/** A confirmed user, signed in through the confirmation link (tests/api/embedded-auth.ts). */
const signedUp = (password = STRONG_PASSWORD) => confirmedSignUp(auth, uniqueEmail(), password);

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
  it('signs up with e-mail confirmation: a user and no session, then the mailed link confirms and signs in', async () => {
    const email = uniqueEmail();
    const signUp = await auth.client().auth.signUp({ email, password: STRONG_PASSWORD, options: { data: signUpConsentData() } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({ email, confirmation_sent_at: expect.any(String) });
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();
    // not before the link: GoTrue's email_not_confirmed, and only to the right password
    const early = await auth.client().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(early.error).toMatchObject({ code: 'email_not_confirmed', status: 400 });
    const wrong = await auth.client().auth.signInWithPassword({ email, password: 'Wr0ng!Password' });
    expect(wrong.error).toMatchObject({ code: 'invalid_credentials' });

    const mail = await newestMail(auth, email, /Confirm your e-mail/);
    const link = new URL(mail!.action_link!);
    expect(link.origin + link.pathname).toBe(`${SUPABASE_URL}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(mail!.body_text).toContain(link.toString());
    expect(mail!.body_html).toContain('href="' + link.toString().replaceAll('&', '&amp;') + '"');

    const { session, user } = await signedUp();
    expect(user.email_confirmed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
    expect(decodeJwt(session.access_token).amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);
    expect((await auth.client().auth.signInWithPassword({ email: user.email!, password: STRONG_PASSWORD })).error).toBeNull();
  });

  it('returns a session whose JWT carries GoTrue claims once confirmed', async () => {
    const { email, session, user } = await signedUp();
    expect(user.email).toBe(email);
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.identities?.[0]?.provider).toBe('email');
    expect(session.token_type).toBe('bearer');
    // (the session was set from the link's fragment: supabase-js counts expires_in down from expires_at)
    expect(Math.round(session.expires_in)).toBeGreaterThanOrEqual(3599);
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
    expect(payload.amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('answers a sign-up of a taken e-mail (any case) exactly like a new one, and changes nothing', async () => {
    const { email, user } = await signedUp();
    auth.advance(61); // past the per-e-mail mail limit of the first sign-up
    try {
      const post = (address: string) =>
        auth.fetch(`${SUPABASE_URL}/auth/v1/signup`, {
          method: 'POST',
          headers: { apikey: EMBEDDED_ANON_KEY, 'content-type': 'application/json' },
          body: JSON.stringify({ email: address, password: 'An0ther!Passw0rd', data: { note: 'x', ...signUpConsentData() } }),
        });
      const fresh = uniqueEmail('fresh');
      const [taken, untaken] = [await post(email.toUpperCase()), await post(fresh)];
      expect([taken.status, untaken.status]).toEqual([200, 200]);
      const [a, b] = [await taken.json(), await untaken.json()];
      // the same keys, the same kinds of value, no session: nothing tells the two apart
      const shape = (value: unknown): unknown =>
        Array.isArray(value) ? value.map(shape) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)])) : typeof value;
      expect(shape(a)).toEqual(shape(b));
      expect(a).not.toHaveProperty('access_token');
      expect(a.id).not.toBe(user.id);
      expect(a).toMatchObject({ email, user_metadata: { note: 'x' } });
      expect(a.email_confirmed_at).toBeUndefined();
      expect(a.identities).toHaveLength(1);
      expect(a.identities[0].user_id).toBe(a.id);
      // the account is untouched: the old password still works, the new one does not
      expect((await auth.client().auth.signInWithPassword({ email, password: STRONG_PASSWORD })).error).toBeNull();
      expect((await auth.client().auth.signInWithPassword({ email, password: 'An0ther!Passw0rd' })).error).toMatchObject({ code: 'invalid_credentials' });
      // its owner is told, with no live link; the new address gets its confirmation link
      const notice = await newestMail(auth, email, /already have/);
      expect(notice?.action_link).toBe(`${SITE}/auth`);
      expect((await newestMail(auth, fresh, /Confirm your e-mail/))?.action_link).toContain('type=signup');
    } finally {
      auth.advance(-61);
    }
  });

  it('lets the owner of the mailbox take over an address that was never confirmed (GoTrue)', async () => {
    const email = uniqueEmail('squat');
    expect((await auth.client().auth.signUp({ email, password: 'Squatt3r!pass', options: { data: signUpConsentData() } })).error).toBeNull();
    const first = (await newestMail(auth, email, /Confirm your e-mail/))!.action_link!;
    auth.advance(61);
    try {
      expect((await auth.client().auth.signUp({ email, password: STRONG_PASSWORD, options: { data: signUpConsentData() } })).error).toBeNull();
    } finally {
      auth.advance(-61);
    }
    const second = (await newestMail(auth, email, /Confirm your e-mail/))!.action_link!;
    expect(second).not.toBe(first);
    // the first link is spent (replaced), the second confirms; only the second password works
    expect(new URLSearchParams((await follow(first)).hash.slice(1)).get('error_code')).toBe('otp_expired');
    expect(new URLSearchParams((await follow(second)).hash.slice(1)).get('type')).toBe('signup');
    expect((await auth.client().auth.signInWithPassword({ email, password: 'Squatt3r!pass' })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await auth.client().auth.signInWithPassword({ email, password: STRONG_PASSWORD })).error).toBeNull();
  });

  it('sends at most one sign-up mail of a kind a minute per e-mail, silently and the same way, taken or not', async () => {
    const { email } = await signedUp();
    const fresh = uniqueEmail('fresh');
    expect((await auth.client().auth.signUp({ email: fresh, password: STRONG_PASSWORD, options: { data: signUpConsentData() } })).error).toBeNull();
    // the owner of the taken address gets one notice
    expect((await auth.client().auth.signUp({ email, password: STRONG_PASSWORD, options: { data: signUpConsentData() } })).error).toBeNull();
    expect((await newestMail(auth, email, /already have/))?.action_link).toBe(`${SITE}/auth`);
    const mails = async (address: string) => (await auth.db.query(`select 1 from auth.mail_outbox where recipient = $1`, [address])).rows.length;
    const before = [await mails(email), await mails(fresh)];
    for (const address of [email, fresh]) {
      const again = await auth.client().auth.signUp({ email: address, password: 'Chang3d!Passw0rd', options: { data: signUpConsentData() } });
      expect(again.error).toBeNull();
      expect(again.data.session).toBeNull();
      expect(again.data.user?.email).toBe(address);
    }
    // nothing sent and nothing changed: the first link still works with the first password
    expect([await mails(email), await mails(fresh)]).toEqual(before);
    expect(new URLSearchParams((await follow((await newestMail(auth, fresh, /Confirm your e-mail/))!.action_link!)).hash.slice(1)).get('type')).toBe('signup');
    expect((await auth.client().auth.signInWithPassword({ email: fresh, password: STRONG_PASSWORD })).error).toBeNull();
  });

  it('sends a confirmation link only to allowed redirect targets, and lets it expire after 24 hours', async () => {
    const email = uniqueEmail();
    await auth.client().auth.signUp({ email, password: STRONG_PASSWORD, options: { emailRedirectTo: 'https://evil.example/steal', data: signUpConsentData() } });
    const link = new URL((await newestMail(auth, email, /Confirm your e-mail/))!.action_link!);
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/`);
    // a confirmation token is no recovery token (and is not used up by trying it as one)
    const swapped = new URL(link);
    swapped.searchParams.set('type', 'recovery');
    expect(new URLSearchParams((await follow(swapped.toString())).hash.slice(1)).get('error_code')).toBe('otp_expired');
    auth.advance(86_401);
    try {
      const landing = await follow(link.toString());
      expect(landing.origin).toBe(SITE);
      expect(new URLSearchParams(landing.hash.slice(1)).get('error_code')).toBe('otp_expired');
    } finally {
      auth.advance(-86_401);
    }
  });

  it('refuses a weak password with AuthWeakPasswordError and its reasons', async () => {
    const { error } = await auth.client().auth.signUp({ email: uniqueEmail(), password: 'short', options: { data: signUpConsentData() } });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ code: 'weak_password', status: 422 });
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length', 'characters']);
    const lettersOnly = await auth.client().auth.signUp({ email: uniqueEmail(), password: 'abcdefghijkl', options: { data: signUpConsentData() } });
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
    // GoTrue hands back the same child within the reuse window: ten replays mint no new tokens
    expect(concurrent.data.session?.refresh_token).toBe(first.data.session!.refresh_token);
    const tokensBefore = (await auth.db.query('select 1 from auth.refresh_tokens')).rows.length;
    for (let i = 0; i < 10; i++) {
      const replay = await auth.client().auth.refreshSession({ refresh_token: session.refresh_token });
      expect(replay.data.session?.refresh_token).toBe(first.data.session!.refresh_token);
    }
    expect((await auth.db.query('select 1 from auth.refresh_tokens')).rows.length).toBe(tokensBefore);
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
    expect(await settings.json()).toMatchObject({ external: { email: true }, mailer_autoconfirm: false });
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

  it('limits password sign-ins per account with over_request_rate_limit', { timeout: 180_000 }, async () => {
    const limited = await startTestAuth({ limits: { signInFailuresPerClient: { max: 3, windowSeconds: 300 } } });
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

const post = (endpoint: string, body: string, headers: Record<string, string> = {}) =>
  auth.fetch(`${SUPABASE_URL}/auth/v1/${endpoint}`, {
    method: 'POST',
    headers: { apikey: EMBEDDED_ANON_KEY, 'content-type': 'application/json', ...headers },
    body,
  });

/** A request body that never says how long it is and would go on for 2 MB. */
function streamingBody(bytes: number): { body: ReadableStream<Uint8Array>; sent: () => number } {
  let sent = 0;
  const chunk = new TextEncoder().encode(`{"email":"a@example.com","data":{"x":"${'y'.repeat(16 * 1024)}`);
  return {
    sent: () => sent,
    body: new ReadableStream({
      pull(controller) {
        if (sent >= bytes) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    }),
  };
}

describe('bounded input', () => {
  it('answers 413 request_too_large to a 2 MB body on every route, by its length or while reading it', async () => {
    const big = JSON.stringify({ email: uniqueEmail(), password: STRONG_PASSWORD, data: { x: 'y'.repeat(2 * 1024 * 1024) } });
    const routes = ['POST signup', 'POST token?grant_type=password', 'POST token?grant_type=refresh_token', 'POST recover', 'POST logout', 'PUT user', 'DELETE admin/users/x'];
    for (const route of routes) {
      const [method, endpoint] = route.split(' ') as [string, string];
      const response = await auth.fetch(`${SUPABASE_URL}/auth/v1/${endpoint}`, {
        method,
        headers: { apikey: EMBEDDED_ANON_KEY, 'content-type': 'application/json' },
        body: big,
      });
      expect(response.status, route).toBe(413);
      expect(await response.json()).toEqual({ code: 'request_too_large', message: 'The request body must not exceed 65536 bytes' });
    }
    // no Content-Length: the reader stops just past 64 kB instead of taking all 2 MB
    const stream = streamingBody(2 * 1024 * 1024);
    const response = await auth.fetch(`${SUPABASE_URL}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: EMBEDDED_ANON_KEY, 'content-type': 'application/json' },
      body: stream.body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(stream.sent()).toBeLessThan(200 * 1024);
  });

  it('caps user metadata at 1 kB of JSON (sign-up and update) with 422 validation_failed', async () => {
    const email = uniqueEmail();
    const tooBig = await auth.client().auth.signUp({ email, password: STRONG_PASSWORD, options: { data: { bio: 'x'.repeat(1100) } } });
    expect(tooBig.error).toMatchObject({ code: 'validation_failed', status: 422, message: 'User metadata must not exceed 1024 bytes of JSON' });
    expect((await auth.db.query('select 1 from auth.users where email = $1', [email])).rows).toHaveLength(0);
    const { client } = await signedUp();
    expect((await client.auth.updateUser({ data: { a: 'x'.repeat(600) } })).error).toBeNull();
    // merged with what is stored, the object would pass the cap
    expect((await client.auth.updateUser({ data: { b: 'x'.repeat(600) } })).error).toMatchObject({ code: 'validation_failed', status: 422 });
  });

  it('refuses NUL and lone surrogates in e-mail and metadata with 400 validation_failed, never 503', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['signup', { email: `a\u0000${uniqueEmail()}`, password: STRONG_PASSWORD }],
      ['signup', { email: uniqueEmail(), password: STRONG_PASSWORD, data: { name: 'a\u0000b' } }],
      ['signup', { email: uniqueEmail(), password: STRONG_PASSWORD, data: { name: 'a\ud800b' } }],
      ['signup', { email: uniqueEmail(), password: STRONG_PASSWORD, data: { ['k\udc00']: 1 } }],
      ['token?grant_type=password', { email: 'a\u0000@example.com', password: 'x' }],
      ['recover', { email: 'a\u0000@example.com' }],
      ['recover', { email: 'a\ud83d@example.com' }],
    ];
    for (const [endpoint, body] of cases) {
      const response = await post(endpoint, JSON.stringify(body));
      const answer = (await response.json()) as { code: string; message: string };
      expect(response.status, `${endpoint} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.code).toBe('validation_failed');
      expect(answer.message).toContain('must not contain NUL characters or unpaired surrogates');
    }
    const { session } = await signedUp();
    const update = await auth.fetch(`${SUPABASE_URL}/auth/v1/user`, {
      method: 'PUT',
      headers: { apikey: EMBEDDED_ANON_KEY, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { note: 'x\u0000' } }),
    });
    expect(update.status).toBe(400);
    expect(await update.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('limits no header changes', () => {
  it('stops password guesses per e-mail even with a new X-Forwarded-For and X-Real-IP on every try', { timeout: 180_000 }, async () => {
    const limited = await startTestAuth({ limits: { signInFailuresPerClient: { max: 5, windowSeconds: 300 } } });
    try {
      const { email } = await confirmedSignUp(limited);
      const codes: number[] = [];
      for (let i = 0; i < 8; i++) {
        const response = await limited.fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: EMBEDDED_ANON_KEY, 'content-type': 'application/json', 'x-forwarded-for': `10.0.${i}.1`, 'x-real-ip': `10.1.${i}.1` },
          body: JSON.stringify({ email, password: `Wr0ng!guess-${i}` }),
        });
        codes.push(response.status);
      }
      expect(codes).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
      // the right password is refused too until the window passes
      const right = await limited.client().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
      expect(right.error).toMatchObject({ code: 'over_request_rate_limit', status: 429 });
      limited.advance(301);
      expect((await limited.client().auth.signInWithPassword({ email, password: STRONG_PASSWORD })).error).toBeNull();
    } finally {
      await limited.db.close();
    }
  });

  it('caps recovery mails per e-mail per hour whatever the address', async () => {
    const email = (await signedUp()).email;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await post('recover', JSON.stringify({ email }), { 'x-forwarded-for': `10.2.${i}.1` });
      statuses.push(response.status);
      auth.advance(61);
    }
    auth.advance(-61 * 7);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('recovery no one can aim', () => {
  const recoverFrom = (peer: string, email: string) => post('recover', JSON.stringify({ email }), { [PEER_HEADER]: peer });

  it('keeps the owner’s link live and lets the owner ask again from another client after the one-minute cadence', async () => {
    const { email } = await signedUp();
    // the owner asks first, from their own device
    expect((await recoverFrom('198.51.100.20', email)).status).toBe(200);
    const owners = await recoveryLink(email);
    // then someone else asks for the same e-mail five times, a minute apart
    const statuses: number[] = [];
    let advanced = 0;
    try {
      for (let i = 0; i < 5; i++) {
        auth.advance(61);
        advanced += 61;
        statuses.push((await recoverFrom('203.0.113.66', email)).status);
      }
      // the cadence: within a minute of the stranger's last mail the owner waits, at most a minute
      const early = await recoverFrom('198.51.100.21', email);
      expect(early.status).toBe(429);
      expect(Number(early.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      // while the stranger's sixth is refused for the hour
      statuses.push((await recoverFrom('203.0.113.66', email)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      auth.advance(61);
      advanced += 61;
      // the owner's next request from their own device is served (it waited ~55 minutes before)
      expect((await recoverFrom('198.51.100.21', email)).status).toBe(200);
      // and the owner's first link was never replaced: it still signs in
      const landing = await follow(owners);
      expect(new URLSearchParams(landing.hash.slice(1)).get('type')).toBe('recovery');
    } finally {
      auth.advance(-advanced);
    }
  });

  it('past the hourly ceiling per e-mail refuses the clients that asked, not one that has not', async () => {
    const limited = await startTestAuth({ limits: { recoveryPerEmailHour: { max: 3, windowSeconds: 3600 } } });
    try {
      const { email } = await confirmedSignUp(limited);
      const ask = (peer: string) =>
        limited.fetch(`${SUPABASE_URL}/auth/v1/recover`, {
          method: 'POST',
          headers: { apikey: EMBEDDED_ANON_KEY, 'content-type': 'application/json', [PEER_HEADER]: peer },
          body: JSON.stringify({ email }),
        });
      const statuses: number[] = [];
      for (const peer of ['203.0.113.70', '203.0.113.71', '203.0.113.70', '203.0.113.71', '198.51.100.30']) {
        limited.advance(61);
        statuses.push((await ask(peer)).status);
      }
      // three in the hour, then the two clients that asked are refused, a new one is not
      expect(statuses).toEqual([200, 200, 200, 429, 200]);
    } finally {
      await limited.db.close();
    }
  }, 60_000);

  it('mails no link to another local port: Host localhost:9999 with redirect_to there lands on the site', async () => {
    const { email } = await signedUp();
    const response = await auth.fetch(`${SUPABASE_URL}/auth/v1/recover?redirect_to=${encodeURIComponent('http://localhost:9999/steal')}`, {
      method: 'POST',
      headers: { apikey: EMBEDDED_ANON_KEY, 'content-type': 'application/json', host: 'localhost:9999' },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(200);
    const link = new URL(await recoveryLink(email));
    expect(link.origin).toBe(SITE);
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/`);
    // and the link itself, opened with that Host, does not land there either
    const forged = new URL(link);
    forged.searchParams.set('redirect_to', 'http://localhost:9999/steal');
    const landing = await auth.fetch(forged.toString(), {
      redirect: 'manual',
      headers: { host: 'localhost:9999' },
    });
    expect(new URL(landing.headers.get('location')!).origin).toBe(SITE);
  });
});

describe('malformed input is a 4xx', () => {
  it('answers 400 to sign-up metadata nested 5,000 levels deep (60 KB), never 503', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const response = await post('signup', `{"email":"${uniqueEmail('deep')}","password":"${STRONG_PASSWORD}","data":${deep}}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('nest') });
    const update = await post('signup', `{"email":"${uniqueEmail('deep')}","password":"${STRONG_PASSWORD}","data":{"a":[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]}}`);
    expect(update.status).toBe(400);
    // sixteen levels are fine
    const consents = JSON.stringify(signUpConsentData().consents);
    const fine = await post('signup', `{"email":"${uniqueEmail('nested')}","password":"${STRONG_PASSWORD}","data":{"consents":${consents},"a":${'{"a":'.repeat(14)}1${'}'.repeat(14)}}}`);
    expect(fine.status).toBe(200);
  });
});

describe('the mail outbox keeps no spent links', () => {
  it('keeps a live link for the developer, and removes it from the mail once used (a later request leaves it live)', async () => {
    const { email } = await signedUp();
    expect((await auth.client().auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/reset-password` })).error).toBeNull();
    const first = await recoveryLink(email);
    auth.advance(61);
    try {
      expect((await auth.client().auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/reset-password` })).error).toBeNull();
    } finally {
      auth.advance(-61);
    }
    const second = await recoveryLink(email);
    expect(second).not.toBe(first);
    const mine = async () => (await listOutbox(auth.db)).filter((m) => m.recipient === email && /password/.test(m.subject));
    // a second request does not kill the first link (someone else may have sent it)
    expect((await mine()).map((m) => m.action_link)).toEqual([second, first]);
    await follow(second);
    // one link used: the other is spent with it, and both leave their mails
    const after = await mine();
    expect(after.map((m) => m.action_link)).toEqual([null, null]);
    expect(after[1]!.body_text).not.toContain(first);
    expect(after[1]!.body_text).toContain('[link used or expired]');
    expect(after.every((m) => !m.body_text.includes('token='))).toBe(true);
    expect(new URLSearchParams((await follow(first)).hash.slice(1)).get('error_code')).toBe('otp_expired');
    const stored = await auth.db.query<{ n: number }>(`select count(*)::int as n from auth.mail_outbox where recipient = $1 and (body_text like '%token=%' or action_link is not null)`, [email]);
    expect(stored.rows[0]!.n).toBe(0);
  });

  it('drops expired recovery and confirmation links at the next auth request, the mailbox unread', async () => {
    const { email } = await signedUp();
    expect((await auth.client().auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/reset-password` })).error).toBeNull();
    const unconfirmed = uniqueEmail('unconfirmed');
    expect((await auth.client().auth.signUp({ email: unconfirmed, password: STRONG_PASSWORD, options: { data: signUpConsentData() } })).error).toBeNull();
    // read straight from the table: listOutbox would purge by itself
    const stored = async (recipient: string) =>
      (await auth.db.query<{ action_link: string | null; body_text: string; body_html: string }>(
        `select action_link, body_text, body_html from auth.mail_outbox where recipient = $1 order by created_at desc limit 1`,
        [recipient],
      )).rows[0]!;
    const recovery = (await stored(email)).action_link!;
    const confirmation = (await stored(unconfirmed)).action_link!;
    const tokens = [recovery, confirmation].map((link) => new URL(link).searchParams.get('token')!);
    expect(tokens.every(Boolean)).toBe(true);

    auth.advance(CONFIRMATION_TOKEN_TTL_SECONDS + OUTBOX_SWEEP_INTERVAL_SECONDS + 1);
    try {
      expect((await auth.fetch(`${SUPABASE_URL}/auth/v1/health`)).status).toBe(200);
      for (const recipient of [email, unconfirmed]) {
        const mail = await stored(recipient);
        expect(mail.action_link, recipient).toBeNull();
        for (const token of tokens) expect(`${mail.body_text}${mail.body_html}`).not.toContain(token);
        expect(mail.body_text).toContain(SPENT_LINK);
      }
      // and the links themselves are dead
      for (const link of [recovery, confirmation]) {
        expect(new URLSearchParams((await follow(link)).hash.slice(1)).get('error_code')).toBe('otp_expired');
      }
    } finally {
      auth.advance(-(CONFIRMATION_TOKEN_TTL_SECONDS + OUTBOX_SWEEP_INTERVAL_SECONDS + 1));
    }
  });
});

describe('run standalone as a project’s auth API (apiUrl)', () => {
  const API = 'http://127.0.0.1:54321/auth/v1';
  let standalone: TestAuth;
  beforeAll(async () => {
    standalone = await startTestAuth({ apiUrl: API });
  });
  afterAll(async () => {
    await standalone.db.close();
  });
  const recover = (origin: string, redirectTo?: string, email = 'nobody@example.com') =>
    standalone.fetch(`${origin}/auth/v1/recover${redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : ''}`, {
      method: 'POST',
      headers: { apikey: EMBEDDED_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });

  it('mails links to its own /verify that land on the site, issues tokens as itself, and never lands on its own origin', async () => {
    const { email, session } = await confirmedSignUp(standalone, uniqueEmail('standalone'));
    expect(decodeJwt(session.access_token).iss).toBe(API);
    const unconfirmed = uniqueEmail('standalone-new');
    await standalone.client().auth.signUp({ email: unconfirmed, password: STRONG_PASSWORD, options: { data: signUpConsentData() } });
    const confirmation = new URL((await newestMail(standalone, unconfirmed, /Confirm your e-mail/))!.action_link!);
    expect(`${confirmation.origin}${confirmation.pathname}`).toBe(`${API}/verify`);

    // called at its own (loopback) origin with no redirect_to: the fallback is the site, not the API
    expect((await recover('http://127.0.0.1:54321', undefined, email)).status).toBe(200);
    const link = new URL((await listOutbox(standalone.db)).find((m) => m.recipient === email && m.action_link?.includes('type=recovery'))!.action_link!);
    expect(`${link.origin}${link.pathname}`).toBe(`${API}/verify`);
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/`);
    const landing = await standalone.fetch(link.toString(), { redirect: 'manual' });
    expect(new URL(landing.headers.get('location')!).origin).toBe(SITE);
  });

  it('takes no redirect_to on its own origin or another site', async () => {
    const { email } = await confirmedSignUp(standalone, uniqueEmail('standalone-redirect'));
    standalone.advance(61);
    try {
      await recover('http://127.0.0.1:54321', 'http://127.0.0.1:54321/steal', email);
      const link = new URL((await listOutbox(standalone.db)).find((m) => m.recipient === email && m.action_link?.includes('type=recovery'))!.action_link!);
      expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/`);
    } finally {
      standalone.advance(-61);
    }
  });
});
