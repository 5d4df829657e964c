import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/types';
import { POST } from './route';
import { GET as VERIFY } from './verify/route';
import { POST as APP_STORE_NOTIFY } from '../store/app-store/notifications/route';
import { POST as PLAY_NOTIFY } from '../store/google-play/notifications/route';
import { freshDatabaseUrl, HOSTED_SETTINGS, hostedUser, migrateHosted } from '@/tests/setup/hosted-users';

// Hosted mode against the test PostgreSQL server: tokens are the Supabase project's (HS256 with its
// JWT secret), there is no sandbox store, no store is configured, and no development bypass.
let db: Db;
const savedEnv = { ...process.env };

beforeAll(async () => {
  Object.assign(process.env, { ...HOSTED_SETTINGS, DATABASE_URL: await freshDatabaseUrl(inject('postgresUrl'), 'hosted'), INSIGHT_API_URL: 'https://insight.example' });
  db = await getDb();
  await migrateHosted(db);
});
afterAll(async () => {
  await db.close();
  process.env = savedEnv;
});

const user = () => hostedUser(db, 'h');

const record = (body: unknown, token: string) =>
  POST(
    new Request('https://gyeol.example/api/purchases', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    undefined,
  );
const verify = (query: string, headers: Record<string, string>) => VERIFY(new Request(`https://gyeol.example/api/purchases/verify?${query}`, { headers }), undefined);

describe('purchases in hosted mode', () => {
  it('refuses sandbox purchases (403) and answers 503 for stores not configured, recording nothing', async () => {
    const { token } = await user();
    const sandbox = await record({ store: 'sandbox', productId: 'current_insight', storeTransactionId: 'h-1' }, token);
    expect(sandbox.status).toBe(403);
    expect((await sandbox.json()).error.code).toBe('forbidden');
    for (const store of ['app_store', 'play_store']) {
      const response = await record({ store, productId: 'current_insight', storeTransactionId: `h-${store}` }, token);
      expect(response.status).toBe(503);
      expect((await response.json()).error.message).toMatch(/not configured/);
    }
    expect((await db.query('select 1 from public.purchases')).rows).toHaveLength(0);
  });

  it('refuses a Kakao account that owes the sign-up consents (403 consent_required) until it gives them, reading Supabase’s auth.users', async () => {
    const { id, token } = await user();
    await db.query(`update auth.users set raw_app_meta_data = '{"provider":"kakao","providers":["kakao"]}'::jsonb, raw_user_meta_data = '{}'::jsonb where id = $1`, [id]);
    const owed = await record({ store: 'app_store', productId: 'current_insight', storeTransactionId: 'h-consent' }, token);
    expect(owed.status).toBe(403);
    expect((await owed.json()).error.code).toBe('consent_required');
    await db.query(`update auth.users set raw_user_meta_data = $2::jsonb where id = $1`, [id, JSON.stringify({ consents: { terms: true, privacy: true, age14: true, version: '2026-11-26' } })]);
    // past the consent check: the store is not configured here
    expect((await record({ store: 'app_store', productId: 'current_insight', storeTransactionId: 'h-consent' }, token)).status).toBe(503);
  });

  it('answers store notifications with 503 when the store is not configured, recording nothing', async () => {
    const bodies = { 'app-store': { signedPayload: 'a.b.c' }, 'google-play': { message: { data: 'e30=', messageId: '1' } } };
    for (const [route, path] of [[APP_STORE_NOTIFY, 'app-store'], [PLAY_NOTIFY, 'google-play']] as const) {
      const response = await route(new Request(`https://gyeol.example/api/store/${path}/notifications`, { method: 'POST', body: JSON.stringify(bodies[path]) }), undefined);
      expect(response.status, path).toBe(503);
      expect((await response.json()).error.message).toMatch(/not configured/);
      const malformed = await route(new Request(`https://gyeol.example/api/store/${path}/notifications`, { method: 'POST', body: '{}' }), undefined);
      expect(malformed.status, path).toBe(400);
    }
    expect((await db.query('select 1 from public.store_notifications')).rows).toHaveLength(0);
  });

  it('verifies with the project’s tokens, and never bypasses a missing token, even on localhost', async () => {
    const owner = await user();
    const { rows } = await db.query<{ id: string }>(
      `insert into public.purchases (user_id, product_id, store, store_transaction_id) values ($1, 'character_insight', 'play_store', 'gpa.1') returning id`,
      [owner.id],
    );
    const query = `product=character_insight&purchaseId=${rows[0]!.id}`;
    expect(await (await verify(query, { authorization: `Bearer ${owner.token}` })).json()).toMatchObject({ hasAccess: true, userId: owner.id, via: 'purchase' });
    const other = await user();
    expect(await (await verify(query, { authorization: `Bearer ${other.token}` })).json()).toMatchObject({ hasAccess: false, error: 'No valid purchase found' });
    for (const host of ['localhost:3000', '127.0.0.1', 'gyeol.example']) {
      const response = await verify(query, { host });
      expect(response.status, host).toBe(401);
      expect((await response.json()).error.message).toBe('Authentication required. Please login in the app.');
    }
  });
});
