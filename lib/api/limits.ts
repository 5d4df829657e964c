import 'server-only';
import { runtime } from '@/lib/runtime';
import type { RateDecision, RateLimit } from './rate-limit';

/**
 * Counts one request of `key` against the limit named `bucket`: in memory in embedded mode (one
 * process holds the data directory), in PostgreSQL in hosted mode, so every instance behind the
 * load balancer counts against the same limit (lib/runtime).
 */
export function hitRateLimit(bucket: string, limit: RateLimit, key: string): Promise<RateDecision> {
  return runtime().hitRateLimit(bucket, limit, key);
}
