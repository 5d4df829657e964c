import { describe, expect, it } from 'vitest';
import { requestOrigin, safeRedirectTarget, trustedOrigin } from './redirects';

const SITE = 'https://gyeol.app';

describe('trusted origins and redirect_to', () => {
  it('reads the origin from the Host header, as the browser used it', () => {
    expect(requestOrigin(new Request('http://localhost:3000/x', { headers: { host: '127.0.0.1:3000' } }))).toBe('http://127.0.0.1:3000');
    expect(requestOrigin(new Request('http://localhost:3000/x'))).toBe('http://localhost:3000');
  });

  it('trusts the site and loopback origins only', () => {
    expect(trustedOrigin('https://gyeol.app', SITE)).toBe(SITE);
    expect(trustedOrigin('http://127.0.0.1:3205', SITE)).toBe('http://127.0.0.1:3205');
    expect(trustedOrigin('http://[::1]:3205', SITE)).toBe('http://[::1]:3205');
    expect(trustedOrigin('https://evil.example', SITE)).toBe(SITE);
    expect(trustedOrigin('http://localhost.evil.example', SITE)).toBe(SITE);
  });

  it('keeps a same-origin redirect_to (without its fragment) and replaces anything else by the site root', () => {
    expect(safeRedirectTarget('https://gyeol.app/en?x=1#old', SITE, SITE)).toBe('https://gyeol.app/en?x=1');
    for (const bad of [
      'https://evil.example/',
      '//evil.example/',
      'javascript:alert(1)',
      'https://gyeol.app.evil.example/',
      'https://user:pass@gyeol.app/',
      'gyeol://auth-callback',
      'not a url',
      null,
    ]) {
      expect(safeRedirectTarget(bad, SITE, SITE), String(bad)).toBe('https://gyeol.app/');
    }
  });
});
