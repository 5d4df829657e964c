import { describe, expect, it } from 'vitest';
import {
  bearerToken,
  clientAddress,
  cookieWriteProblem,
  isAllowedHost,
  isLocalRequest,
  NO_PROXY_TRUST,
  PEER_HEADER,
  PEER_PROTO_HEADER,
  requestProtocol,
} from './request';

const request = (headers: Record<string, string>, init: RequestInit = {}) => new Request('http://localhost:3000/x', { ...init, headers });
const hops = (n: number) => ({ hops: n, proxies: [] });
const list = (...proxies: string[]) => ({ hops: 0, proxies });

describe('clientAddress', () => {
  it('ignores every forwarding header when no proxy is trusted: the socket peer decides', () => {
    const spoofs: Record<string, string>[] = [{ 'x-forwarded-for': '198.51.100.1' }, { 'x-real-ip': '198.51.100.2' }, { 'x-forwarded-for': '1.1.1.1, 2.2.2.2', 'x-real-ip': '3.3.3.3' }];
    for (const spoof of spoofs) {
      expect(clientAddress(request({ [PEER_HEADER]: '203.0.113.7', ...spoof }), NO_PROXY_TRUST)).toBe('203.0.113.7');
      expect(clientAddress(request(spoof), NO_PROXY_TRUST)).toBe('unknown');
    }
    expect(clientAddress(request({ [PEER_HEADER]: '::ffff:127.0.0.1' }), NO_PROXY_TRUST)).toBe('127.0.0.1');
  });

  it('with N trusted hops takes the Nth X-Forwarded-For entry from the right', () => {
    const forwarded = { [PEER_HEADER]: '127.0.0.1', 'x-forwarded-for': '6.6.6.6, 198.51.100.9, 10.0.0.2' };
    expect(clientAddress(request(forwarded), hops(1))).toBe('10.0.0.2');
    expect(clientAddress(request(forwarded), hops(2))).toBe('198.51.100.9');
    expect(clientAddress(request({ [PEER_HEADER]: '127.0.0.1', 'x-forwarded-for': '198.51.100.9' }), hops(3))).toBe('198.51.100.9');
    expect(clientAddress(request({ [PEER_HEADER]: '127.0.0.1' }), hops(1))).toBe('127.0.0.1');
  });

  it('with a proxy list walks from the peer while the hops are ours, and ignores headers from strangers', () => {
    const trust = list('10.0.0.1', '10.0.0.2');
    expect(clientAddress(request({ [PEER_HEADER]: '10.0.0.1', 'x-forwarded-for': '6.6.6.6, 198.51.100.9, 10.0.0.2' }), trust)).toBe('198.51.100.9');
    expect(clientAddress(request({ [PEER_HEADER]: '10.0.0.1', 'x-forwarded-for': '198.51.100.9' }), trust)).toBe('198.51.100.9');
    expect(clientAddress(request({ [PEER_HEADER]: '203.0.113.5', 'x-forwarded-for': '198.51.100.9' }), trust)).toBe('203.0.113.5');
    expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.9' }), trust)).toBe('unknown');
  });
});

describe('requestProtocol', () => {
  it('believes X-Forwarded-Proto only from a trusted hop', () => {
    const spoofed = request({ [PEER_HEADER]: '198.51.100.4', [PEER_PROTO_HEADER]: 'http', 'x-forwarded-proto': 'https' });
    expect(requestProtocol(spoofed, NO_PROXY_TRUST)).toBe('http');
    expect(requestProtocol(spoofed, hops(1))).toBe('https');
    expect(requestProtocol(spoofed, list('10.0.0.1'))).toBe('http');
    expect(requestProtocol(request({ [PEER_HEADER]: '10.0.0.1', 'x-forwarded-proto': 'https' }), list('10.0.0.1'))).toBe('https');
    expect(requestProtocol(new Request('http://localhost/', { headers: { 'x-forwarded-proto': 'https' } }), NO_PROXY_TRUST)).toBe('http');
  });
});

describe('bearerToken', () => {
  it('reads one Bearer token in any case and nothing else', () => {
    expect(bearerToken(request({ authorization: 'Bearer abc.def' }))).toBe('abc.def');
    expect(bearerToken(request({ authorization: 'bearer   abc ' }))).toBe('abc');
    for (const value of ['Basic abc', 'Bearer', 'Bearer a b', 'Token abc']) expect(bearerToken(request({ authorization: value })), value).toBeNull();
  });
});

describe('isAllowedHost (DNS rebinding)', () => {
  const site = 'https://gyeol.example';
  it('answers the site and loopback names only, in Host and X-Forwarded-Host', () => {
    for (const host of ['gyeol.example', 'GYEOL.example:443', 'localhost:3000', '127.0.0.1:8080', '[::1]:3000']) expect(isAllowedHost(request({ host }), site), host).toBe(true);
    for (const host of ['evil.example', 'rebind.evil.example:3000', '192.168.1.23:3000', 'gyeol.example.evil.example', '127.0.0.1.nip.io', 'a@gyeol.example']) {
      expect(isAllowedHost(request({ host }), site), host).toBe(false);
    }
    expect(isAllowedHost(request({ host: '127.0.0.1:3000', 'x-forwarded-host': 'gyeol.example' }), site)).toBe(true);
    expect(isAllowedHost(request({ host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example' }), site)).toBe(false);
  });
});

describe('isLocalRequest', () => {
  it('needs a loopback peer, a loopback Host and no forwarding header naming elsewhere', () => {
    expect(isLocalRequest(request({ host: 'localhost:3000', [PEER_HEADER]: '127.0.0.1' }))).toBe(true);
    expect(isLocalRequest(request({ host: '[::1]:3000', [PEER_HEADER]: '::1', 'x-forwarded-for': '127.0.0.1' }))).toBe(true);
    const refused: Record<string, string>[] = [
      { host: 'localhost:3000', [PEER_HEADER]: '192.168.1.99' }, // a LAN peer lying about the Host
      { host: '192.168.1.23:3000', [PEER_HEADER]: '127.0.0.1' },
      { host: 'localhost:3000', [PEER_HEADER]: '127.0.0.1', 'x-forwarded-for': '192.168.1.99' },
      { host: 'localhost:3000', [PEER_HEADER]: '127.0.0.1', 'x-real-ip': '192.168.1.99' },
      { host: 'localhost:3000', [PEER_HEADER]: '127.0.0.1', 'x-forwarded-host': 'gyeol.example' },
      { host: 'localhost:3000', [PEER_HEADER]: '127.0.0.1', forwarded: 'for=192.168.1.99' },
    ];
    for (const headers of refused) expect(isLocalRequest(request(headers)), JSON.stringify(headers)).toBe(false);
  });
});

describe('cookieWriteProblem (CSRF on cookie-authenticated writes)', () => {
  const site = 'https://gyeol.example';
  const write = (headers: Record<string, string>) => request({ host: 'gyeol.example', ...headers }, { method: 'POST' });
  it('lets reads and same-origin JSON writes through', () => {
    expect(cookieWriteProblem(request({ host: 'gyeol.example' }), site)).toBeNull();
    expect(cookieWriteProblem(write({ 'content-type': 'application/json', origin: 'https://gyeol.example' }), site)).toBeNull();
    expect(cookieWriteProblem(write({ 'content-type': 'application/json; charset=utf-8', 'sec-fetch-site': 'same-origin' }), site)).toBeNull();
    expect(cookieWriteProblem(request({ host: 'localhost:3000', origin: 'http://localhost:3000' }, { method: 'DELETE' }), 'http://localhost:3000')).toBeNull();
  });
  it('refuses text/plain, forms, a foreign or missing Origin', () => {
    expect(cookieWriteProblem(write({ 'content-type': 'text/plain', origin: 'https://gyeol.example' }), site)).toMatch(/application\/json/);
    expect(cookieWriteProblem(write({ 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' }), site)).toMatch(/application\/json/);
    expect(cookieWriteProblem(write({ 'content-type': 'application/json', origin: 'https://sub.gyeol.example' }), site)).toMatch(/Origin/);
    expect(cookieWriteProblem(write({ 'content-type': 'application/json', 'sec-fetch-site': 'same-site' }), site)).toMatch(/Origin/);
    expect(cookieWriteProblem(write({ 'content-type': 'application/json', origin: 'null' }), site)).toMatch(/Origin/);
  });
});
