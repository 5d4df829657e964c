import type { Queryable } from '@/lib/db/types';
import type { RateDecision, RateLimit } from './rate-limit';

/**
 * Rate-limit counters in PostgreSQL, shared by every instance of the app (hosted mode).
 *
 * A hit is one statement: an INSERT ... ON CONFLICT DO UPDATE on (bucket, key, window) that returns
 * the window's count after this hit. PostgreSQL serialises concurrent upserts of one row, so when N
 * hits race, they see the counts 1..N exactly once each and exactly `max` of them are allowed,
 * whichever instance they land on. Windows are fixed (aligned on multiples of windowMs since the
 * epoch, in the database's clock so that instances with skewed clocks agree); every hit is counted,
 * refused ones included, so hammering does not shorten the wait. Expired rows are deleted now and
 * then by the instance that happens to be hitting (one statement, no schedule needed).
 */
export class PostgresRateLimitStore {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Queryable,
    /** Sweep expired rows on the first hit and then once every this many hits (per process). */
    private readonly sweepEvery = 200,
    /** Tests pin the clock; production uses the database's. */
    private readonly now?: () => Date,
  ) {}

  async hit(bucket: string, key: string, limit: RateLimit): Promise<RateDecision> {
    const { rows } = await this.db.query<{ hits: number; retry_after_ms: string }>(
      `with t as (select coalesce($4::timestamptz, clock_timestamp()) as now),
            w as (select now, to_timestamp(floor(extract(epoch from now) * 1000 / $3::double precision) * $3::double precision / 1000.0) as start from t)
       insert into public.rate_limit_counters as c (bucket, key, window_start, hits, expires_at)
       select $1, $2, w.start, 1, w.start + make_interval(secs => $3::double precision / 1000.0) from w
       on conflict (bucket, key, window_start) do update set hits = c.hits + 1
       returning c.hits,
         ceil(extract(epoch from (c.expires_at - (select now from t))) * 1000)::bigint as retry_after_ms`,
      [bucket, key.slice(0, 200), limit.windowMs, this.now?.().toISOString() ?? null],
    );
    const row = rows[0]!;
    if (this.hitsSinceSweep++ % this.sweepEvery === 0) void this.sweep().catch((error: unknown) => console.error('[rate-limit] sweep failed', error));
    const hits = Number(row.hits);
    if (hits > limit.max) return { allowed: false, remaining: 0, retryAfterMs: Math.max(1, Number(row.retry_after_ms)) };
    return { allowed: true, remaining: limit.max - hits, retryAfterMs: 0 };
  }

  /** The current window's state for key, counting nothing: refused once `max` hits are in. */
  async peek(bucket: string, key: string, limit: RateLimit): Promise<RateDecision> {
    const { rows } = await this.db.query<{ hits: number; retry_after_ms: string }>(
      `with t as (select coalesce($4::timestamptz, clock_timestamp()) as now),
            w as (select now, to_timestamp(floor(extract(epoch from now) * 1000 / $3::double precision) * $3::double precision / 1000.0) as start from t)
       select c.hits, ceil(extract(epoch from (c.expires_at - w.now)) * 1000)::bigint as retry_after_ms
         from public.rate_limit_counters c, w
        where c.bucket = $1 and c.key = $2 and c.window_start = w.start`,
      [bucket, key.slice(0, 200), limit.windowMs, this.now?.().toISOString() ?? null],
    );
    const hits = Number(rows[0]?.hits ?? 0);
    if (hits >= limit.max) return { allowed: false, remaining: 0, retryAfterMs: Math.max(1, Number(rows[0]!.retry_after_ms)) };
    return { allowed: true, remaining: limit.max - hits, retryAfterMs: 0 };
  }

  /** Deletes the rows whose window has passed; returns how many. */
  async sweep(): Promise<number> {
    const { rows } = await this.db.query<{ n: string }>(
      `with gone as (delete from public.rate_limit_counters where expires_at <= coalesce($1::timestamptz, clock_timestamp()) returning 1)
       select count(*) as n from gone`,
      [this.now?.().toISOString() ?? null],
    );
    return Number(rows[0]!.n);
  }
}
