import { describe, expect, it } from 'vitest';
import { hasSessionCookie } from './lazy';
import { AUTH_COOKIE_NAME } from './public-config';

describe('the session cookie hint', () => {
  it('is the auth cookie or its first chunk, and nothing that only looks like it', () => {
    expect(hasSessionCookie(`${AUTH_COOKIE_NAME}=base64-abc`)).toBe(true);
    expect(hasSessionCookie(`theme=dark; ${AUTH_COOKIE_NAME}.0=base64-abc; ${AUTH_COOKIE_NAME}.1=def`)).toBe(true);
    expect(hasSessionCookie('')).toBe(false);
    expect(hasSessionCookie(`x${AUTH_COOKIE_NAME}=1; ${AUTH_COOKIE_NAME}-code-verifier=2`)).toBe(false);
    expect(hasSessionCookie(`${AUTH_COOKIE_NAME}.1=only-a-later-chunk`)).toBe(false);
  });
});
