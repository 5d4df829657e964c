import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '@/lib/supabase/public-config';
import { devBypassApplies, hasCredentials } from './dev-bypass';

const request = (headers: Record<string, string>) => new Request('http://localhost/api/purchases/verify', { headers });
const embedded = { localTools: true };

describe('the development bypass', () => {
  it('applies in embedded mode, without credentials, on a loopback host', () => {
    for (const host of ['localhost:3000', '127.0.0.1:3206', 'LOCALHOST', '[::1]:3000']) {
      expect(devBypassApplies(request({ host }), embedded, false), host).toBe(true);
    }
    expect(devBypassApplies(request({ host: 'localhost:3000', 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': 'localhost:3000' }), embedded, false)).toBe(true);
  });

  it('never applies in hosted mode, with credentials, on another host, or behind a public proxy', () => {
    expect(devBypassApplies(request({ host: 'localhost:3000' }), { localTools: false }, false)).toBe(false);
    expect(devBypassApplies(request({ host: 'localhost:3000' }), embedded, true)).toBe(false);
    for (const host of ['127.0.0.2:3000', 'example.com', 'localhost.example.com', '192.168.0.10:3000']) {
      expect(devBypassApplies(request({ host }), embedded, false), host).toBe(false);
    }
    expect(devBypassApplies(request({ host: 'localhost', 'x-forwarded-for': '203.0.113.9' }), embedded, false)).toBe(false);
    expect(devBypassApplies(request({ host: 'localhost', 'x-forwarded-host': 'gyeol.example' }), embedded, false)).toBe(false);
    expect(devBypassApplies(request({ host: 'localhost', forwarded: 'for=203.0.113.9' }), embedded, false)).toBe(false);
    expect(devBypassApplies(new Request('http://localhost/'), embedded, false)).toBe(false); // no Host at all
  });

  it('counts an Authorization header or the session cookie as credentials, nothing else', () => {
    expect(hasCredentials(request({ host: 'localhost' }))).toBe(false);
    expect(hasCredentials(request({ cookie: 'theme=dark' }))).toBe(false);
    expect(hasCredentials(request({ authorization: 'Bearer x' }))).toBe(true);
    expect(hasCredentials(request({ cookie: `theme=dark; ${AUTH_COOKIE_NAME}=abc` }))).toBe(true);
  });
});
