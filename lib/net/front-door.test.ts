import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PEER_HEADER } from '@/lib/api/request';
import { exposureWarning, frontDoorVerdict, installFrontDoor } from './front-door';

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
      const warning = exposureWarning(bound, {});
      expect(warning, bound).toContain(bound);
      for (const part of ['auth server', 'password', 'developer tools', 'GYEOL_LISTEN', '127.0.0.1']) expect(warning).toContain(part);
    }
    expect(exposureWarning('0.0.0.0', { HOST: '127.0.0.1' })).not.toBeNull();
    expect(exposureWarning('::', { GYEOL_LISTEN: 'localhost' })).not.toBeNull();
  });

  it('stays quiet on loopback and when GYEOL_LISTEN or HOST opted in (npm start warned already)', () => {
    for (const bound of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(exposureWarning(bound, {}), bound).toBeNull();
    expect(exposureWarning('0.0.0.0', { GYEOL_LISTEN: '0.0.0.0' })).toBeNull();
    expect(exposureWarning('0.0.0.0', { HOST: '0.0.0.0' })).toBeNull();
  });
});

describe('installFrontDoor on a real HTTP server', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    await installFrontDoor({ siteUrl: SITE, embedded: true });
    server = createServer((req, res) => {
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
    vi.stubEnv('GYEOL_LISTEN', '');
    vi.stubEnv('HOST', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loopback = createServer((_req, res) => res.end('ok'));
    const wildcard = createServer((_req, res) => res.end('ok'));
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
