/**
 * For API tests in embedded mode: real users signed up through the embedded auth server with the
 * real supabase-js, in-process, on the process's database (give it a test runtime first, tests/setup/runtime.ts).
 */
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { embeddedFetch, EMBEDDED_INTERNAL_URL, getEmbeddedAuthServer } from '@/lib/embedded/auth';
import { EMBEDDED_ISSUER } from '@/lib/embedded/auth/tokens';
import { getDb } from '@/lib/db';
import { EMBEDDED_ANON_KEY } from '@/lib/supabase/embedded-anon-key';
import { signUpConsentData } from '@/lib/consents/signup-consents';

const PASSWORD = 'Purch4se!Test-pw';
let n = 0;

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

export async function signUpUser(label = 'buyer', password = PASSWORD): Promise<TestUser> {
  const client = createClient(EMBEDDED_INTERNAL_URL, EMBEDDED_ANON_KEY, {
    global: { fetch: embeddedFetch },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const email = `${label}.${Date.now()}.${++n}@example.com`;
  const { error } = await client.auth.signUp({ email, password, options: { data: signUpConsentData() } });
  if (error) throw error;
  // e-mail confirmation is on: the link of the confirmation mail (the outbox) confirms and signs in
  const { rows: [mail] } = await (await getDb()).query<{ action_link: string | null }>(
    `select action_link from auth.mail_outbox where recipient = $1 and action_link is not null order by created_at desc limit 1`,
    [email],
  );
  if (!mail?.action_link) throw new Error(`no confirmation mail for ${email}`);
  const landing = await embeddedFetch(mail.action_link, { redirect: 'manual' });
  const fragment = new URLSearchParams(new URL(landing.headers.get('location')!).hash.slice(1));
  const token = fragment.get('access_token');
  if (!token) throw new Error(`the confirmation link gave no session: ${landing.headers.get('location')}`);
  const { data } = await client.auth.getUser(token);
  if (!data.user) throw new Error('the confirmed user was not found');
  return { id: data.user.id, email, token };
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
