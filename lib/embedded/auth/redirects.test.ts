import { describe, expect, it } from 'vitest';
import { LOCAL_PORT_HEADER } from '@/lib/api/request';
import { linkOrigin, requestOrigin, safeRedirectTarget, trustedOrigin } from './redirects';

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

  it('takes a loopback origin only on the port the server took the request on', () => {
    const at = (url: string, headers: Record<string, string>) => linkOrigin({ siteUrl: SITE }, new Request(url, { headers }));
    // the front door's stamp of the socket's port decides; without it, the port of the URL
    expect(at('http://localhost:3000/x', { host: 'localhost:3000', [LOCAL_PORT_HEADER]: '3000' })).toBe('http://localhost:3000');
    expect(at('http://localhost:3000/x', { host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
    expect(at('http://localhost:3000/x', { host: 'localhost:9999', [LOCAL_PORT_HEADER]: '3000' })).toBe(SITE);
    expect(at('http://localhost:3000/x', { host: 'localhost:9999' })).toBe(SITE);
    expect(at('http://localhost:3000/x', { host: '[::1]:9999' })).toBe(SITE);
    expect(at('http://localhost:3000/x', { host: 'localhost', [LOCAL_PORT_HEADER]: '3000' })).toBe(SITE);
    expect(at('http://localhost/x', { host: 'localhost', [LOCAL_PORT_HEADER]: '80' })).toBe('http://localhost');
    // and so redirect_to on another local port is replaced by the site root
    const origin = at('http://localhost:3000/x', { host: 'localhost:9999', [LOCAL_PORT_HEADER]: '3000' });
    expect(safeRedirectTarget('http://localhost:9999/steal', origin, SITE)).toBe(`${SITE}/`);
    // the configured site is trusted whatever port it names
    expect(linkOrigin({ siteUrl: 'http://localhost:8080' }, new Request('http://localhost:3000/x', { headers: { host: 'localhost:8080' } }))).toBe('http://localhost:8080');
  });
});
