/**
 * For API tests in embedded mode: real users signed up through the embedded auth server with the
 * real supabase-js, in-process, on the process's database (set DATA_DIR=memory:// first).
 */
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { embeddedFetch, EMBEDDED_INTERNAL_URL, getEmbeddedAuthServer } from '@/lib/auth/embedded';
import { EMBEDDED_ISSUER } from '@/lib/auth/embedded/tokens';
import { EMBEDDED_ANON_KEY } from '@/lib/supabase/embedded-anon-key';

const PASSWORD = 'Purch4se!Test-pw';
let n = 0;

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

export async function signUpUser(label = 'buyer'): Promise<TestUser> {
  const client = createClient(EMBEDDED_INTERNAL_URL, EMBEDDED_ANON_KEY, {
    global: { fetch: embeddedFetch },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const email = `${label}.${Date.now()}.${++n}@example.com`;
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  if (error || !data.session || !data.user) throw error ?? new Error('sign-up returned no session');
  return { id: data.user.id, email, token: data.session.access_token };
}

/** Tokens for a user that must be refused: expired, signed with another key, and tampered with. */
export async function badTokensFor(user: TestUser): Promise<Record<string, string>> {
  const key = await (await getEmbeddedAuthServer()).signingKey();
  const claims = { sub: user.id, aud: 'authenticated', role: 'authenticated', email: user.email };
  const expired = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: key.kid })
    .setIssuer(EMBEDDED_ISSUER)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
    .sign(key.privateKey);
  const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer(EMBEDDED_ISSUER).setExpirationTime('1h').sign(new TextEncoder().encode('f'.repeat(48)));
  const [h, p, s] = user.token.split('.') as [string, string, string];
  const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
  const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url')}.${s}`;
  return { expired, forged, tampered, anonKey: EMBEDDED_ANON_KEY, garbage: 'not-a-token' };
}
