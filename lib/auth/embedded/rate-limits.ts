import { AuthServerError, rateLimited } from './errors';

/**
 * Fixed-window counters kept in memory: the embedded server runs in one process (the data
 * directory lock guarantees it), so memory is the whole truth. Limits are per key and window.
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
  /** recovery requests per address */
  recoveryPerAddress: { max: 30, windowSeconds: 3600 },
  /** recovery-link verifications per address */
  verifyPerAddress: { max: 60, windowSeconds: 300 },
  /** token refreshes per address */
  refreshPerAddress: { max: 600, windowSeconds: 300 },
} satisfies Record<string, Limit>;

export type Limits = typeof DEFAULT_LIMITS;

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => Date) {}

  /** Counts one hit on key; throws when the limit is passed (the hit is still counted). */
  hit(key: string, limit: Limit, error: (retryAfter: number) => AuthServerError = rateLimited): void {
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
  check(key: string, limit: Limit, error: (retryAfter: number) => AuthServerError = rateLimited): void {
    const nowMs = this.now().getTime();
    const windowMs = limit.windowSeconds * 1000;
    const entry = this.windows.get(key);
    if (entry && nowMs - entry.start < windowMs && entry.count >= limit.max) {
      throw error(Math.max(1, Math.ceil((entry.start + windowMs - nowMs) / 1000)));
    }
  }

  /** Counts one hit on key without throwing (e.g. a failure that check() will later refuse). */
  record(key: string, limit: Limit): void {
    try {
      this.hit(key, limit);
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
