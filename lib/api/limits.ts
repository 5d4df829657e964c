import 'server-only';
import { isEmbedded } from '@/lib/config';
import { getDb } from '@/lib/db';
import { sharedLimiter, type RateDecision, type RateLimit } from './rate-limit';
import { PostgresRateLimitStore } from './rate-limit-store';
import { processValue } from '@/lib/runtime/process';

/**
 * Counts one request of `key` against the limit named `bucket`. Embedded mode keeps the counters
 * in memory (one process holds the data directory, so memory is the whole truth); hosted mode keeps
 * them in PostgreSQL, so every instance behind the load balancer counts against the same limit.
 */
export async function hitRateLimit(bucket: string, limit: RateLimit, key: string): Promise<RateDecision> {
  if (isEmbedded()) return sharedLimiter(bucket, limit).hit(key);
  const db = await getDb();
  return processValue('rateLimitStore', () => new PostgresRateLimitStore(db)).hit(bucket, key, limit);
}
