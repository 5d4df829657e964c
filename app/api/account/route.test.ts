import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedFetch, EMBEDDED_INTERNAL_URL, getEmbeddedAuthServer } from '@/lib/embedded/auth';
import { EMBEDDED_ISSUER, localKeySet } from '@/lib/embedded/auth/tokens';
import { verifyAccessTokenClaims } from '@/lib/auth/verify';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/types';
import { EMBEDDED_ANON_KEY } from '@/lib/supabase/embedded-anon-key';
import { AUTH_COOKIE_NAME } from '@/lib/supabase/public-config';
import { signUpUser } from '@/tests/api/embedded-users';
import { DELETE } from './route';
import { provideTestRuntime } from '@/tests/setup/runtime';

// the whole embedded stack in-process, on an in-memory database
provideTestRuntime();

const PASSWORD = 'Del3te!Me-now';
const client = () =>
  createClient(EMBEDDED_INTERNAL_URL, EMBEDDED_ANON_KEY, {
    global: { fetch: embeddedFetch },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });

let db: Db;
beforeAll(async () => {
  db = await getDb();
});
afterAll(async () => {
  await db.close();
});

async function userWithData() {
  // signed up and confirmed through the confirmation mail's link
  const { email, id: userId, token } = await signUpUser('delete', PASSWORD);
  const purchase = await db.query<{ id: string }>(
    `insert into public.purchases (user_id, product_id, store, store_transaction_id) values ($1, 'current_insight', 'sandbox', $2) returning id`,
    [userId, `tx-${email}`],
  );
  const purchaseId = purchase.rows[0]!.id;
  await db.query(`insert into public.reports (user_id, purchase_id, kind, locale, result, source) values ($1, $2, 'current_insight', 'ko', '{}', 'local')`, [
    userId,
    purchaseId,
  ]);
  await db.query(`insert into public.report_flags (report_kind, reasons, user_id) values ('Current Insight', '{other}', $1)`, [userId]);
  return { email, userId, purchaseId, session: { access_token: token } };
}

const del = (headers: Record<string, string>) => DELETE(new Request('http://localhost/api/account', { method: 'DELETE', headers }), undefined);

describe('DELETE /api/account', () => {
  it('deletes the reports and the auth user, keeps purchases and flags without a user, and leaves others alone', async () => {
    const victim = await userWithData();
    const bystander = await userWithData();
    const response = await del({ authorization: `Bearer ${victim.session.access_token}` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true, reportsDeleted: 1, notesDeleted: 0, purchasesAnonymised: 1, flagsAnonymised: 1 });

    expect((await db.query('select 1 from public.reports where purchase_id = $1', [victim.purchaseId])).rows).toHaveLength(0);
    expect((await db.query('select user_id from public.purchases where id = $1', [victim.purchaseId])).rows).toEqual([{ user_id: null }]);
    expect((await db.query('select 1 from public.report_flags where user_id = $1', [victim.userId])).rows).toHaveLength(0);
    expect((await db.query('select 1 from auth.users where id = $1', [victim.userId])).rows).toHaveLength(0);
    expect((await client().auth.signInWithPassword({ email: victim.email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await client().auth.getUser(victim.session.access_token)).error).toMatchObject({ code: 'user_not_found', status: 403 });

    expect((await db.query('select 1 from public.reports where purchase_id = $1', [bystander.purchaseId])).rows).toHaveLength(1);
    expect((await client().auth.signInWithPassword({ email: bystander.email, password: PASSWORD })).error).toBeNull();
  });

  it('accepts the session cookie of @supabase/ssr instead of a Bearer header', async () => {
    const user = await userWithData();
    const cookie = `${AUTH_COOKIE_NAME}=base64-${Buffer.from(JSON.stringify(user.session)).toString('base64url')}`;
    const response = await del({ cookie, origin: 'http://localhost:3000' });
    expect(response.status).toBe(200);
    expect((await db.query('select 1 from auth.users where id = $1', [user.userId])).rows).toHaveLength(0);
  });

  it('refuses a cookie-authenticated delete from another origin, without an Origin, or as text/plain: 403, nothing deleted', async () => {
    const user = await userWithData();
    const cookie = `${AUTH_COOKIE_NAME}=base64-${Buffer.from(JSON.stringify(user.session)).toString('base64url')}`;
    const forged: Record<string, string>[] = [
      { cookie },
      { cookie, origin: 'https://evil.example' },
      { cookie, 'sec-fetch-site': 'same-site' },
      { cookie, origin: 'http://localhost:3000', 'content-type': 'text/plain' },
    ];
    for (const headers of forged) {
      const response = await del(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect((await response.json()).error.code).toBe('forbidden');
    }
    expect((await db.query('select 1 from auth.users where id = $1', [user.userId])).rows).toHaveLength(1);
    expect((await del({ cookie, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('answers 401 without a token, or with a tampered, foreign or expired one, and deletes nothing', async () => {
    const user = await userWithData();
    const key = await (await getEmbeddedAuthServer()).signingKey();
    const claims = { sub: user.userId, aud: 'authenticated', role: 'authenticated' };
    const expired = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: key.kid }).setIssuer(EMBEDDED_ISSUER).setExpirationTime(Math.floor(Date.now() / 1000) - 10).sign(key.privateKey);
    const foreign = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer(EMBEDDED_ISSUER).setExpirationTime('1h').sign(new TextEncoder().encode('x'.repeat(48)));
    const [h, p, s] = user.session.access_token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url')}.${s}`;
    const attempts: Record<string, string>[] = [{}, { authorization: `Bearer ${expired}` }, { authorization: `Bearer ${foreign}` }, { authorization: `Bearer ${tampered}` }, { authorization: `Bearer ${EMBEDDED_ANON_KEY}` }];
    for (const headers of attempts) {
      const response = await del(headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    }
    expect((await db.query('select 1 from public.reports where purchase_id = $1', [user.purchaseId])).rows).toHaveLength(1);
    expect((await db.query('select 1 from auth.users where id = $1', [user.userId])).rows).toHaveLength(1);
  });

  it('refuses an access token whose session has ended (logout), though its signature is still good', async () => {
    const user = await userWithData();
    const signedIn = client();
    const { data } = await signedIn.auth.signInWithPassword({ email: user.email, password: PASSWORD });
    const oldToken = data.session!.access_token;
    expect((await signedIn.auth.signOut({ scope: 'local' })).error).toBeNull();
    // still a valid signature: only the session check stops it
    const key = await (await getEmbeddedAuthServer()).signingKey();
    expect((await verifyAccessTokenClaims(oldToken, { keys: localKeySet(key), issuer: EMBEDDED_ISSUER }))?.user.id).toBe(user.userId);
    const attempts: Record<string, string>[] = [{ authorization: `Bearer ${oldToken}` }, { cookie: `${AUTH_COOKIE_NAME}=base64-${Buffer.from(JSON.stringify(data.session)).toString('base64url')}`, origin: 'http://localhost:3000' }];
    for (const headers of attempts) {
      const response = await del(headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'This session has ended. Sign in again.' } });
    }
    expect((await db.query('select 1 from auth.users where id = $1', [user.userId])).rows).toHaveLength(1);
    // a token with no session_id at all is refused the same way
    const noSession = await new SignJWT({ sub: user.userId, aud: 'authenticated', role: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .setIssuer(EMBEDDED_ISSUER)
      .setExpirationTime('1h')
      .sign(key.privateKey);
    expect((await del({ authorization: `Bearer ${noSession}` })).status).toBe(401);
    // the other session, still live, can
    expect((await del({ authorization: `Bearer ${user.session.access_token}` })).status).toBe(200);
  });
});
