import type { RateDecision, RateLimit } from '@/lib/api/rate-limit';
import { isIP } from 'node:net';
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

/**
 * Who may be refused, so that no one can aim a lock-out at someone else:
 * - failed password sign-ins count per (e-mail, client): a client that guessed wrong too often is
 *   refused for that e-mail, with the right password too, until its window ends. Other clients are
 *   not: the owner signing in from their own device is never locked out by someone else's guesses.
 * - past a slower ceiling of failures per e-mail from all clients together, every client that has
 *   failed for that e-mail within the ceiling's window is refused until that window ends; a client
 *   that has not failed still gets its answer, and the right password signs in.
 * - recovery mails: one a minute per e-mail from anyone (the cadence), five an hour per (e-mail,
 *   client), and past a ceiling per e-mail an hour, only clients that have not asked for it yet.
 * A client is its address as lib/api/request.ts reads it (IPv6: its /64, what one host can rotate
 * through), never a header the client chose.
 */
export const DEFAULT_LIMITS = {
  /** failed password sign-ins per (e-mail, client) */
  signInFailuresPerClient: { max: 10, windowSeconds: 300 },
  /** failed password sign-ins per e-mail from all clients: past it, only clients that have not failed */
  signInFailuresPerAccount: { max: 50, windowSeconds: 3600 },
  /** password sign-ins and sign-ups per address */
  signInPerAddress: { max: 300, windowSeconds: 300 },
  /** recovery mails per e-mail address from anyone: the cadence (known or not: the answer must not tell them apart) */
  recoveryPerEmail: { max: 1, windowSeconds: 60 },
  /** recovery mails per (e-mail address, client) in an hour */
  recoveryPerEmailClientHour: { max: 5, windowSeconds: 3600 },
  /** recovery mails per e-mail address in an hour from all clients: past it, only clients that have not asked */
  recoveryPerEmailHour: { max: 10, windowSeconds: 3600 },
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

  /** Whether key has already used up its limit in the current window; counts nothing. */
  async exhausted(key: string, limit: Limit): Promise<boolean> {
    try {
      await this.check(key, limit);
      return false;
    } catch (error) {
      if (error instanceof AuthServerError) return true;
      throw error;
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

/**
 * The key of a client in the limits: its address, an IPv6 address cut to its /64 (one host is
 * commonly handed a whole /64 and can pick any address in it).
 */
export function clientBucket(address: string): string {
  const value = address.replace(/%.*$/, '').toLowerCase();
  if (isIP(value) !== 6 || value.includes('.')) return value;
  const [head = '', tail] = value.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

export const emailSendLimited = (retryAfter: number) =>
  new AuthServerError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${retryAfter} seconds.`, {
    retry_after: retryAfter,
  });
