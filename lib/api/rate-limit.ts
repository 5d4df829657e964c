import { processValue } from '@/lib/runtime/process';
import { errorResponse } from './errors';

export interface RateLimit {
  /** Requests allowed per key within any window of windowMs. */
  max: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  remaining: number;
  /** When refused: how long until the oldest counted request leaves the window. */
  retryAfterMs: number;
}

/**
 * A sliding-window log kept in memory: each key remembers the times of its requests within the
 * last window, so a burst at a window's edge cannot double the limit (as fixed windows allow).
 * Refused requests are not counted. One process holds the truth: right for embedded mode (one
 * process by the data-directory lock) and a per-instance guard in hosted mode.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
    /** Bounded memory: past this many keys the least recently used are forgotten. */
    private readonly maxKeys = 10_000,
  ) {}

  hit(key: string): RateDecision {
    const now = this.now();
    const since = now - this.limit.windowMs;
    const times = (this.hits.get(key) ?? []).filter((t) => t > since);
    this.hits.delete(key); // re-inserted below: the Map's order is the recency order
    if (times.length >= this.limit.max) {
      this.hits.set(key, times);
      return { allowed: false, remaining: 0, retryAfterMs: Math.max(1, times[0]! + this.limit.windowMs - now) };
    }
    times.push(now);
    this.hits.set(key, times);
    while (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
    return { allowed: true, remaining: this.limit.max - times.length, retryAfterMs: 0 };
  }
}

/** One limiter per name for the whole process (route bundles and dev reloads share it). */
export function sharedLimiter(name: string, limit: RateLimit): SlidingWindowLimiter {
  return processValue(`limiter:${name}`, () => new SlidingWindowLimiter(limit));
}

/** The 429 answer, with Retry-After in whole seconds. */
export function rateLimitedResponse(decision: RateDecision): Response {
  const seconds = Math.ceil(decision.retryAfterMs / 1000);
  const response = errorResponse('rate_limited', `Too many requests. Try again in ${seconds} seconds.`);
  response.headers.set('Retry-After', String(seconds));
  return response;
}
