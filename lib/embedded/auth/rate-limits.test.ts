import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PostgresRateLimitStore } from '@/lib/api/rate-limit-store';
import { EMBEDDED_AUTH_DIR, MIGRATIONS_DIR, migrate, readMigrations } from '@/lib/db/migrate';
import { openPostgres } from '@/lib/db/postgres';
import type { Db } from '@/lib/db/types';
import { AuthServerError } from './errors';
import { RateLimiter } from './rate-limits';
import { createEmbeddedAuthServer } from './server';

const limit = { max: 3, windowSeconds: 300 };

async function outcome(promise: Promise<void>): Promise<'ok' | number> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof AuthServerError) return error.status;
    throw error;
  }
}

describe('the auth limits', () => {
  let db: Db;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: inject('postgresUrl') });
    await admin.connect();
    const name = `al_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(inject('postgresUrl'));
    url.pathname = `/${name}`;
    db = openPostgres(url.toString());
    await migrate(db, [...(await readMigrations(EMBEDDED_AUTH_DIR)), ...(await readMigrations(MIGRATIONS_DIR))]);
  });
  afterAll(async () => {
    await db.close();
  });

  it('in memory: the limit per key and window, refused hits counted', async () => {
    let now = new Date('2026-11-25T10:00:00Z');
    const limiter = new RateLimiter(() => now);
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await outcome(limiter.hit('k', limit)));
    expect(results).toEqual(['ok', 'ok', 'ok', 429, 429]);
    now = new Date('2026-11-25T10:05:00Z');
    expect(await outcome(limiter.hit('k', limit))).toBe('ok');
  });

  it('on PostgreSQL: two auth processes share the counters, exactly the limit passes', async () => {
    const a = new RateLimiter(() => new Date(), new PostgresRateLimitStore(db));
    const b = new RateLimiter(() => new Date(), new PostgresRateLimitStore(db));
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => outcome((i % 2 ? a : b).hit('signin:203.0.113.5:x@example.com', limit))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(3);
    expect(results.filter((r) => r === 429)).toHaveLength(9);
  });

  it('two auth servers on one PostgreSQL database share the sign-in limit', { timeout: 90_000 }, async () => {
    const signIn = (server: ReturnType<typeof createEmbeddedAuthServer>, anonKey: string) =>
      server.handle(
        new Request('http://127.0.0.1/local-supabase/auth/v1/token?grant_type=password', {
          method: 'POST',
          headers: { apikey: anonKey, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
        }),
      );
    const { EMBEDDED_ANON_KEY } = await import('@/lib/supabase/embedded-anon-key');
    const options = { siteUrl: 'http://127.0.0.1:3000', limits: { signInFailuresPerClient: { max: 2, windowSeconds: 300 } } };
    // two servers on one PostgreSQL database: 2 tries in all, then 429 on either
    const one = createEmbeddedAuthServer({ db, ...options });
    const two = createEmbeddedAuthServer({ db, ...options });
    const statuses = [];
    for (const server of [one, two, one, two]) statuses.push((await signIn(server, EMBEDDED_ANON_KEY)).status);
    expect(statuses).toEqual([400, 400, 429, 429]);
  });
});
