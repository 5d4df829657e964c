import { createServerClient, type CookieMethodsServer } from '@supabase/ssr';
import { NextRequest, NextResponse } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PEER_PROTO_HEADER } from '@/lib/api/request';
import { confirmedSignUp, startTestAuth, STRONG_PASSWORD, SUPABASE_URL, type TestAuth } from '@/tests/api/embedded-auth';
import { EMBEDDED_ANON_KEY } from './embedded-anon-key';
import { AUTH_COOKIE_NAME } from './public-config';
import { updateSession } from './proxy';
import { provideTestRuntime } from '@/tests/setup/runtime';

provideTestRuntime();

// the proxy's server client, talking to a test auth server in-process (the real @supabase/ssr)
const target = vi.hoisted(() => ({ fetch: undefined as unknown as typeof fetch }));
vi.mock('./server', () => ({
  createSupabaseServerClient: (cookies: CookieMethodsServer) =>
    createServerClient(SUPABASE_URL, EMBEDDED_ANON_KEY, { cookieOptions: { name: AUTH_COOKIE_NAME }, cookies, global: { fetch: target.fetch } }),
}));

let auth: TestAuth;
beforeAll(async () => {
  auth = await startTestAuth();
  target.fetch = auth.fetch;
});
afterAll(() => auth.db.close());

/** The session cookies of a signed-in browser whose access token has just expired. */
async function expiredSessionCookie(): Promise<string> {
  const { email } = await confirmedSignUp(auth);
  const jar = new Map<string, string>();
  const ssr = createServerClient(SUPABASE_URL, EMBEDDED_ANON_KEY, {
    cookieOptions: { name: AUTH_COOKIE_NAME },
    cookies: { getAll: () => [...jar].map(([name, value]) => ({ name, value })), setAll: (items) => items.forEach(({ name, value }) => jar.set(name, value)) },
    global: { fetch: auth.fetch },
  });
  expect((await ssr.auth.signInWithPassword({ email, password: STRONG_PASSWORD })).error).toBeNull();
  const value = jar.get(AUTH_COOKIE_NAME)!;
  expect(value).toMatch(/^base64-/);
  const session = JSON.parse(Buffer.from(value.slice('base64-'.length), 'base64url').toString()) as { expires_at: number };
  session.expires_at = Math.floor(Date.now() / 1000) - 60;
  return `${AUTH_COOKIE_NAME}=base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
}

async function pageRequest(headers: Record<string, string>) {
  const request = new NextRequest('http://localhost:3000/en/iching', { headers });
  return updateSession(request, NextResponse.next());
}

describe('the proxy’s session refresh', () => {
  it('answers a refreshed session with @supabase/ssr’s no-store headers, never a cacheable page', async () => {
    const response = await pageRequest({ cookie: await expiredSessionCookie() });
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith(`${AUTH_COOKIE_NAME}=`))).toBe(true);
    expect(response.headers.get('cache-control')).toMatch(/\bprivate\b/);
    expect(response.headers.get('cache-control')).toMatch(/\bno-store\b/);
    expect(response.headers.get('cache-control')).not.toMatch(/s-maxage/);
    // over plain HTTP the cookie cannot be Secure (the browser would drop it)
    expect(cookies.every((cookie) => !/;\s*secure/i.test(cookie))).toBe(true);
  }, 60_000);

  it('sets the cookie Secure when the request came over HTTPS', async () => {
    const response = await pageRequest({ cookie: await expiredSessionCookie(), [PEER_PROTO_HEADER]: 'https' });
    const session = response.headers.getSetCookie().filter((cookie) => cookie.startsWith(AUTH_COOKIE_NAME));
    expect(session.length).toBeGreaterThan(0);
    expect(session.every((cookie) => /;\s*secure/i.test(cookie))).toBe(true);
  }, 60_000);

  it('leaves a request without a session cookie alone', async () => {
    const response = await pageRequest({});
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('cache-control')).toBeNull();
  });
});
