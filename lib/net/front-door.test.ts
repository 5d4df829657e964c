import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_PORT_HEADER, PEER_HEADER } from '@/lib/api/request';
import { provideTestRuntime } from '@/tests/setup/runtime';
import { createFrontDoorServer, KEEP_ALIVE_MS } from '@/scripts/front-door-server.mjs';
import { FRONT_DOOR_SLOT } from './front-door-slots';
import { createFrontDoor, exposureWarning, frontDoorVerdict, installFrontDoor, originFormTarget, secureCookieAnswer } from './front-door';
import { processValue } from '@/lib/runtime/process';

// the front door believes X-Forwarded-Proto from this one hop (the process's configuration)
provideTestRuntime({ TRUSTED_PROXIES: '127.0.0.1' });

const SITE = 'https://gyeol.example';
const verdict = (path: string, headers: Record<string, string>) => frontDoorVerdict(new Request(`http://x${path}`, { headers }), { siteUrl: SITE });
const local = { host: '127.0.0.1:3000', [PEER_HEADER]: '127.0.0.1' };

describe('frontDoorVerdict', () => {
  it('lets ordinary requests through and answers a foreign Host 421', () => {
    expect(verdict('/iching', { host: 'gyeol.example', [PEER_HEADER]: '10.0.0.3' })).toBeNull();
    expect(verdict('/dev/mailbox', local)).toBeNull();
    expect(verdict('/', { host: 'rebind.evil.example:3000', [PEER_HEADER]: '127.0.0.1' })?.status).toBe(421);
    expect(verdict('/api/notify', { host: '192.168.1.23:3000', [PEER_HEADER]: '192.168.1.99' })?.status).toBe(421);
  });

  it('closes every developer tool to requests that are not local', () => {
    const remote = [{ ...local, [PEER_HEADER]: '192.168.1.99' }, { ...local, 'x-forwarded-for': '192.168.1.99' }, { ...local, 'x-forwarded-host': 'gyeol.example' }, { host: 'gyeol.example', [PEER_HEADER]: '127.0.0.1' }];
    for (const path of ['/dev/mailbox', '/en/dev/mailbox', '/ko/dev/flags', '/dev/app', '/DEV/app', '/api/dev/account-data?purchaseId=x', '/api/dev/my-rows', '/%64ev/mailbox']) {
      for (const headers of remote) expect(verdict(path, headers)?.status, `${path} ${JSON.stringify(headers)}`).toBe(404);
    }
    expect(verdict('/developer', { ...local, [PEER_HEADER]: '192.168.1.99' })).toBeNull();
  });

  it('answers a malformed percent-escape 400', () => {
    expect(verdict('/en/iching/%E0%A4%A', local)).toMatchObject({ status: 400, code: 'bad_request' });
    expect(verdict('/api/notify/%E0%A4%A', local)?.status).toBe(400);
  });
});

describe('exposureWarning (embedded mode bound beyond loopback)', () => {
  it('warns for a wildcard or public binding nobody asked for, and names what is reachable', () => {
    for (const bound of ['0.0.0.0', '::', '192.168.1.23']) {
      const warning = exposureWarning(bound, undefined);
      expect(warning, bound).toContain(bound);
      for (const part of ['auth server', 'password', 'developer tools', 'GYEOL_LISTEN', '127.0.0.1']) expect(warning).toContain(part);
    }
    expect(exposureWarning('0.0.0.0', '127.0.0.1')).not.toBeNull();
    expect(exposureWarning('::', 'localhost')).not.toBeNull();
  });

  it('stays quiet on loopback and when GYEOL_LISTEN or HOST opted in (npm start warned already)', () => {
    for (const bound of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(exposureWarning(bound, undefined), bound).toBeNull();
    expect(exposureWarning('0.0.0.0', '0.0.0.0')).toBeNull();
    expect(exposureWarning('0.0.0.0', '0.0.0.0')).toBeNull();
  });
});

describe('the front door on our HTTP server', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createFrontDoorServer(createFrontDoor({ siteUrl: SITE, exposure: { listenOptIn: undefined } }), (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ peer: req.headers[PEER_HEADER] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it('keeps an idle connection open longer than nginx keeps its upstream ones (60 s), so a reused one is never reset', () => {
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it('stamps the socket address over any client copy, and answers for itself before the handler', async () => {
    const stamped = await get('/', { [PEER_HEADER]: '192.0.2.1' });
    expect(stamped.status).toBe(200);
    expect(JSON.parse(stamped.body).peer).toBe('127.0.0.1');
    const foreign = await get('/', { host: 'evil.example' });
    expect(foreign.status).toBe(421);
    expect(JSON.parse(foreign.body)).toEqual({ error: { code: 'misdirected_request', message: expect.any(String) } });
    expect((await get('/dev/mailbox', { 'x-forwarded-for': '192.168.1.99' })).status).toBe(404);
    expect((await get('/dev/mailbox')).status).toBe(200);
    expect((await get('/en/iching/%E0%A4%A')).status).toBe(400);
  });

  it('in embedded mode, warns once for a server bound to every interface, never for a loopback one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const door = createFrontDoor({ siteUrl: SITE, exposure: { listenOptIn: undefined } });
    const loopback = createFrontDoorServer(door, (_req, res) => res.end('ok'));
    const wildcard = createFrontDoorServer(door, (_req, res) => res.end('ok'));
    const servers = [loopback, wildcard];
    try {
      const ports: number[] = [];
      for (const [server, bound] of [[loopback, '127.0.0.1'], [wildcard, '0.0.0.0']] as const) {
        await new Promise<void>((resolve) => server.listen(0, bound, resolve));
        ports.push((server.address() as AddressInfo).port);
      }
      const hit = (to: number) =>
        new Promise<number>((resolve, reject) => {
          const req = httpRequest({ host: '127.0.0.1', port: to, path: '/' }, (res) => res.resume().on('end', () => resolve(res.statusCode!)));
          req.on('error', reject);
          req.end();
        });
      expect(await hit(ports[0]!)).toBe(200);
      expect(warn).not.toHaveBeenCalled();
      expect(await hit(ports[1]!)).toBe(200);
      expect(await hit(ports[1]!)).toBe(200);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toContain('listening on 0.0.0.0');
    } finally {
      warn.mockRestore();
      vi.unstubAllEnvs();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });
});

describe('request targets that are not a path', () => {
  it('reads an absolute-form target as its path, its authority as the Host; anything else is no target', () => {
    expect(originFormTarget('/dev/mailbox?to=a')).toEqual({ path: '/dev/mailbox?to=a' });
    expect(originFormTarget('http://evil.example/dev/mailbox')).toEqual({ path: '/dev/mailbox', host: 'evil.example' });
    expect(originFormTarget('HTTP://127.0.0.1:3000/en/dev/app?x=1')).toEqual({ path: '/en/dev/app?x=1', host: '127.0.0.1:3000' });
    for (const bad of ['*', 'evil.example:443', 'ftp://evil.example/', 'http://user:pw@localhost/', 'http://', '']) expect(originFormTarget(bad), bad).toBeNull();
  });
});

describe('session cookies in an answer', () => {
  const answer = (headers: Record<string, string | string[]>) => {
    const map = new Map<string, string | string[]>(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    return {
      getHeader: (name: string) => map.get(name.toLowerCase()),
      setHeader: (name: string, value: string | number | readonly string[]) => (map.set(name.toLowerCase(), value as string | string[]), undefined as never),
      removeHeader: (name: string) => void map.delete(name.toLowerCase()),
      map,
    };
  };

  it('makes an answer with a session cookie private and uncacheable, and every cookie Secure over HTTPS', () => {
    const cached = answer({ 'set-cookie': ['sb-gyeol-auth-token=base64-abc; Path=/; SameSite=Lax', 'NEXT_LOCALE=en; Path=/'], 'cache-control': 's-maxage=31536000', 'x-nextjs-cache': 'HIT' });
    secureCookieAnswer(cached, true);
    expect(cached.map.get('cache-control')).toBe('private, no-cache, no-store, must-revalidate, max-age=0');
    expect(cached.map.has('x-nextjs-cache')).toBe(false);
    expect(cached.map.get('set-cookie')).toEqual(['sb-gyeol-auth-token=base64-abc; Path=/; SameSite=Lax; Secure', 'NEXT_LOCALE=en; Path=/; Secure']);
    // chunked session cookies and the PKCE verifier count too; Secure is not doubled
    const chunked = answer({ 'set-cookie': 'sb-gyeol-auth-token.0=x; Secure; Path=/', 'cache-control': 'public, max-age=60' });
    secureCookieAnswer(chunked, true);
    expect(chunked.map.get('set-cookie')).toEqual(['sb-gyeol-auth-token.0=x; Secure; Path=/']);
    expect(chunked.map.get('cache-control')).toContain('no-store');
    // over plain HTTP no Secure (the browser would drop the cookie); another cookie leaves caching alone
    const plain = answer({ 'set-cookie': ['NEXT_LOCALE=ko; Path=/'], 'cache-control': 's-maxage=31536000' });
    secureCookieAnswer(plain, false);
    expect(plain.map.get('set-cookie')).toEqual(['NEXT_LOCALE=ko; Path=/']);
    expect(plain.map.get('cache-control')).toBe('s-maxage=31536000');
  });
});

describe('installFrontDoor', () => {
  it('puts one front door in the process registry, where scripts/serve.mjs reads it', () => {
    const door = installFrontDoor({ siteUrl: SITE });
    expect(installFrontDoor({ siteUrl: 'https://other.example' })).toBe(door);
    expect(processValue(FRONT_DOOR_SLOT, () => null)).toBe(door);
  });
});

describe('the front door on our HTTP server (scripts/front-door-server.mjs)', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createFrontDoorServer(createFrontDoor({ siteUrl: SITE, exposure: { listenOptIn: undefined } }), (req, res) => {
      if (req.url === '/cached-session') {
        // what Next did for a cached page whose proxy refreshed the session
        res.setHeader('set-cookie', ['sb-gyeol-auth-token=base64-new; Path=/; Max-Age=34560000; SameSite=Lax']);
        res.setHeader('cache-control', 's-maxage=31536000');
        res.setHeader('x-nextjs-cache', 'HIT');
        res.end('<html></html>');
        return;
      }
      if (req.url === '/write-head-session') {
        res.writeHead(200, { 'Set-Cookie': ['sb-gyeol-auth-token=x; Path=/'], 'Cache-Control': 'public, max-age=600' });
        res.end('ok');
        return;
      }
      if (req.url === '/raw-head-session') {
        res.writeHead(200, 'OK', ['Set-Cookie', 'sb-gyeol-auth-token-code-verifier=v; Path=/', 'Cache-Control', 's-maxage=60']);
        res.end('ok');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 's-maxage=31536000' });
      res.end(JSON.stringify({ url: req.url, host: req.headers.host, port: req.headers[LOCAL_PORT_HEADER] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it('answers OPTIONS * and GET * with 400 JSON before Next (it threw a 500)', async () => {
    for (const method of ['OPTIONS', 'GET']) {
      const response = await send(method, '*');
      expect(response.status, method).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
    }
  });

  it('answers a method the app does not serve 405 with Allow before Next (TRACE threw a 500 there)', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'SEARCH']) {
      const response = await send(method, '/');
      expect(response.status, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE');
      expect(JSON.parse(response.body), method).toEqual({ error: { code: 'method_not_allowed', message: expect.any(String) } });
    }
    expect((await send('DELETE', '/x')).status).toBe(200);
  });

  it('reads an absolute-form target: a foreign authority is 421, /dev stays local-only, the handler sees a path', async () => {
    // the front door read this as "/" and Next answered a 308 to evil.example
    expect((await send('GET', 'http://evil.example/dev/mailbox')).status).toBe(421);
    expect((await send('GET', 'http://evil.example/')).status).toBe(421);
    expect((await send('GET', `http://127.0.0.1:${port}/dev/mailbox`, { 'x-forwarded-for': '192.168.1.99' })).status).toBe(404);
    expect((await send('GET', `http://gyeol.example/dev/mailbox`, { host: '127.0.0.1' })).status).toBe(404);
    const local = await send('GET', `http://127.0.0.1:${port}/dev/mailbox?to=a`, { host: 'evil.example' });
    expect(local.status).toBe(200);
    expect(JSON.parse(local.body)).toEqual({ url: '/dev/mailbox?to=a', host: `127.0.0.1:${port}`, port: String(port) });
  });

  it('stamps the port the request arrived on over any client copy', async () => {
    expect(JSON.parse((await send('GET', '/x', { [LOCAL_PORT_HEADER]: '9999' })).body).port).toBe(String(port));
  });

  it('sends no cacheable answer with a session cookie, however the handler wrote its head', async () => {
    for (const path of ['/cached-session', '/write-head-session', '/raw-head-session']) {
      const response = await send('GET', path);
      expect(response.status, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe('private, no-cache, no-store, must-revalidate, max-age=0');
      expect(response.headers['x-nextjs-cache'], path).toBeUndefined();
      expect(String(response.headers['set-cookie']), path).toMatch(/^sb-gyeol-auth-token/);
      expect(String(response.headers['set-cookie']), path).not.toMatch(/Secure/i);
    }
    // an answer without one keeps its caching
    expect((await send('GET', '/plain')).headers['cache-control']).toBe('s-maxage=31536000');
  });

  it('marks cookies Secure when a trusted proxy says the client used HTTPS, and only then', async () => {
    const viaTls = await send('GET', '/cached-session', { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' });
    expect(viaTls.headers['set-cookie']).toEqual(['sb-gyeol-auth-token=base64-new; Path=/; Max-Age=34560000; SameSite=Lax; Secure']);
    expect(viaTls.headers['cache-control']).toContain('no-store');
  });
});
