import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '@/lib/db/postgres';
import type { Db } from '@/lib/db/types';
import { freshPostgres } from '@/tests/setup/databases';
import { PostgresRateLimitStore } from './rate-limit-store';

describe('rate-limit counters in PostgreSQL', () => {
  let db: Db;
  let other: Db; // a second pool: a second app instance on the same database
  beforeAll(async () => {
    db = await freshPostgres('rl', { migrated: true });
    const { rows } = await db.query<{ db: string }>('select current_database() as db');
    const url = new URL(inject('postgresUrl'));
    url.pathname = `/${rows[0]!.db}`;
    other = openPostgres(url.toString());
  });
  afterAll(async () => {
    await other.close();
    await db.close();
  });

  it('lets exactly the limit through when hits race from two instances', async () => {
    const limit = { max: 5, windowMs: 10 * 60_000 };
    const a = new PostgresRateLimitStore(db);
    const b = new PostgresRateLimitStore(other);
    const decisions = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit('notify', 'user:race', limit)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    expect(decisions.filter((d) => d.allowed).map((d) => d.remaining).sort()).toEqual([0, 1, 2, 3, 4]);
    for (const refused of decisions.filter((d) => !d.allowed)) {
      expect(refused.retryAfterMs).toBeGreaterThan(0);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(limit.windowMs);
    }
    // one row holds the count: every hit was counted once
    const { rows } = await db.query<{ hits: number }>(`select hits from public.rate_limit_counters where bucket = 'notify' and key = 'user:race'`);
    expect(rows).toEqual([{ hits: 40 }]);
    // other keys and buckets are independent
    expect((await a.hit('notify', 'user:someone-else', limit)).allowed).toBe(true);
    expect((await a.hit('insight-check', 'user:race', limit)).allowed).toBe(true);
  });

  it('opens a new window when the old one has passed, and sweeps the old rows', async () => {
    let now = new Date('2026-11-25T10:00:00.000Z');
    const store = new PostgresRateLimitStore(db, 1_000_000, () => now);
    const limit = { max: 2, windowMs: 60_000 };
    expect((await store.hit('b', 'k', limit)).allowed).toBe(true);
    expect((await store.hit('b', 'k', limit)).allowed).toBe(true);
    now = new Date('2026-11-25T10:00:45.000Z');
    expect(await store.hit('b', 'k', limit)).toEqual({ allowed: false, remaining: 0, retryAfterMs: 15_000 });
    now = new Date('2026-11-25T10:01:00.000Z'); // the next fixed window
    expect((await store.hit('b', 'k', limit)).allowed).toBe(true);
    const before = await db.query(`select 1 from public.rate_limit_counters where bucket = 'b'`);
    expect(before.rows).toHaveLength(2);
    expect(await store.sweep()).toBeGreaterThanOrEqual(1);
    const after = await db.query<{ window_start: Date }>(`select window_start from public.rate_limit_counters where bucket = 'b'`);
    expect(after.rows.map((r) => r.window_start.toISOString())).toEqual(['2026-11-25T10:01:00.000Z']);
  });

  it('sweeps on its own as it goes (the first hit of a process, then every sweepEvery hits)', async () => {
    await db.query(
      `insert into public.rate_limit_counters (bucket, key, window_start, hits, expires_at)
       values ('stale', 'k', now() - interval '2 hours', 3, now() - interval '1 hour')`,
    );
    const store = new PostgresRateLimitStore(db, 3);
    await store.hit('fresh', 'k', { max: 10, windowMs: 60_000 });
    await expect
      .poll(async () => (await db.query(`select 1 from public.rate_limit_counters where bucket = 'stale'`)).rows.length)
      .toBe(0);
  });
});
