import { describe, expect, it } from 'vitest';
import { rateLimitedResponse, SlidingWindowLimiter } from './rate-limit';

describe('SlidingWindowLimiter', () => {
  it('allows max requests in any window, then refuses until the oldest leaves it', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter({ max: 3, windowMs: 1000 }, () => now);
    expect([0, 100, 200].map((t) => ((now = t), limiter.hit('a').allowed))).toEqual([true, true, true]);
    now = 999;
    expect(limiter.hit('a')).toEqual({ allowed: false, remaining: 0, retryAfterMs: 1 });
    expect(limiter.hit('b').allowed).toBe(true); // keys are independent
    now = 1000; // the hit at 0 has left the window; the refused ones never counted
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    expect(limiter.hit('a').allowed).toBe(false);
  });

  it('does not let a burst at a window edge double the limit', () => {
    let now = 900;
    const limiter = new SlidingWindowLimiter({ max: 2, windowMs: 1000 }, () => now);
    limiter.hit('a');
    limiter.hit('a');
    now = 1100; // a fixed window would have reset at 1000
    expect(limiter.hit('a').allowed).toBe(false);
  });

  it('forgets the least recently used keys past its bound', () => {
    const limiter = new SlidingWindowLimiter({ max: 1, windowMs: 1000 }, () => 0, 2);
    limiter.hit('a');
    limiter.hit('b');
    limiter.hit('c'); // 'a' is forgotten
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('c').allowed).toBe(false);
  });
});

describe('helpers', () => {
  it('answers 429 with Retry-After in seconds and the API error shape', async () => {
    const response = rateLimitedResponse({ allowed: false, remaining: 0, retryAfterMs: 1500 });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.json()).toEqual({ error: { code: 'rate_limited', message: expect.stringContaining('2 seconds') } });
  });
});
