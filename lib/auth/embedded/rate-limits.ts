import type { RateDecision, RateLimit } from '@/lib/api/rate-limit';
import { AuthServerError, rateLimited } from './errors';

/**
 * Fixed-window counters, per key and window. On PGlite (embedded mode) they are kept in memory:
 * the server runs in one process (the data directory lock guarantees it), so memory is the whole
 * truth. On PostgreSQL (the server run standalone, possibly as several processes) they are kept in
 * the database through a shared store (lib/api/rate-limit-store.ts), with the same semantics.
 */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export const DEFAULT_LIMITS = {
  /** failed password sign-ins per e-mail, whatever the address (no header changes it) */
  signInPerAccount: { max: 10, windowSeconds: 300 },
  /** password sign-ins and sign-ups per address */
  signInPerAddress: { max: 300, windowSeconds: 300 },
  /** recovery mails per e-mail address (known or not: the answer must not tell them apart) */
  recoveryPerEmail: { max: 1, windowSeconds: 60 },
  /** recovery mails per e-mail address in an hour, whatever the address */
  recoveryPerEmailHour: { max: 5, windowSeconds: 3600 },
  /** sign-up mails (confirmation or "already registered") per e-mail address, whatever the address */
  signUpMailPerEmail: { max: 1, windowSeconds: 60 },
  /** sign-up mails per e-mail address in an hour */
  signUpMailPerEmailHour: { max: 5, windowSeconds: 3600 },
  /** recovery requests per address */
  recoveryPerAddress: { max: 30, windowSeconds: 3600 },
  /** recovery-link verifications per address */
  verifyPerAddress: { max: 60, windowSeconds: 300 },
  /** token refreshes per address */
  refreshPerAddress: { max: 600, windowSeconds: 300 },
} satisfies Record<string, Limit>;

export type Limits = typeof DEFAULT_LIMITS;

/** A shared counter store: counts a hit (refused ones too) and says whether it is within the limit. */
export interface SharedCounterStore {
  hit(bucket: string, key: string, limit: RateLimit): Promise<RateDecision>;
  /** The window's state without counting a hit. */
  peek(bucket: string, key: string, limit: RateLimit): Promise<RateDecision>;
}

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly now: () => Date,
    private readonly store?: SharedCounterStore,
  ) {}

  /** Counts one hit on key; throws when the limit is passed (the hit is still counted). */
  async hit(key: string, limit: Limit, error: (retryAfter: number) => AuthServerError = rateLimited): Promise<void> {
    if (this.store) {
      const decision = await this.store.hit('auth', key, { max: limit.max, windowMs: limit.windowSeconds * 1000 });
      if (!decision.allowed) throw error(Math.max(1, Math.ceil(decision.retryAfterMs / 1000)));
      return;
    }
    const nowMs = this.now().getTime();
    const windowMs = limit.windowSeconds * 1000;
    let entry = this.windows.get(key);
    if (!entry || nowMs - entry.start >= windowMs) {
      entry = { start: nowMs, count: 0 };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    if (this.windows.size > 10_000) this.sweep(nowMs);
    if (entry.count > limit.max) throw error(Math.max(1, Math.ceil((entry.start + windowMs - nowMs) / 1000)));
  }

  /** Throws when key has already used up its limit in the current window; counts nothing. */
  async check(key: string, limit: Limit, error: (retryAfter: number) => AuthServerError = rateLimited): Promise<void> {
    if (this.store) {
      const decision = await this.store.peek('auth', key, { max: limit.max, windowMs: limit.windowSeconds * 1000 });
      if (!decision.allowed) throw error(Math.max(1, Math.ceil(decision.retryAfterMs / 1000)));
      return;
    }
    const nowMs = this.now().getTime();
    const windowMs = limit.windowSeconds * 1000;
    const entry = this.windows.get(key);
    if (entry && nowMs - entry.start < windowMs && entry.count >= limit.max) {
      throw error(Math.max(1, Math.ceil((entry.start + windowMs - nowMs) / 1000)));
    }
  }

  /** Counts one hit on key without throwing (e.g. a failure that check() will later refuse). */
  async record(key: string, limit: Limit): Promise<void> {
    try {
      await this.hit(key, limit);
    } catch {
      // counted; check() refuses the next attempt
    }
  }

  private sweep(nowMs: number) {
    for (const [key, entry] of this.windows) if (nowMs - entry.start > 3600_000) this.windows.delete(key);
  }
}

export const emailSendLimited = (retryAfter: number) =>
  new AuthServerError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${retryAfter} seconds.`, {
    retry_after: retryAfter,
  });
