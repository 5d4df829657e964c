import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { EMBEDDED_ANON_KEY } from '@/lib/supabase/embedded-anon-key';

/**
 * Deployment networking and the network attack of issue 15, against a server of our own started
 * the way a deployment runs it: `next start -H 127.0.0.1` behind a proxy for https://gyeol.example.
 * Requests are raw HTTP so the Host and forwarding headers are exactly what a proxy or an attacker
 * would send.
 */

const SITE = 'https://gyeol.example';
const ANON_KEY_HEADER = { apikey: EMBEDDED_ANON_KEY };
let server: ChildProcess;
let port = 0;
let dataDir = '';
let output = '';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: { host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout on ${path}`)));
    req.end(body);
  });
}

/** What nginx in front of the app sends for a visitor of the public site. */
const proxied = { host: 'gyeol.example', 'x-forwarded-host': 'gyeol.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.20' };
/** A machine on the LAN talking to an embedded server that listens on every interface. */
const lan = { host: `192.168.1.23:${0}`, 'x-forwarded-for': '192.168.1.99' };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  port = await freePort();
  lan.host = `192.168.1.23:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'gyeol-net-'));
  server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: dataDir, SITE_URL: SITE, PORT: String(port) },
  });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  let lastError = '';
  const ready = async () => {
    if (server.exitCode !== null) return `exited ${server.exitCode}`;
    return send('GET', '/en').then(
      (answer) => String(answer.status),
      (error: Error) => ((lastError = error.message), 'down'),
    );
  };
  await expect.poll(ready, { timeout: 80_000, intervals: [250, 500, 1000], message: `server output:\n${output}\n${lastError}` }).toBe('200');
});

test.afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('behind a proxy, every public page of the sitemap answers 200 in both locales, canonical from SITE_URL', async () => {
  test.setTimeout(120_000);
  const sitemap = await send('GET', '/sitemap.xml', proxied);
  expect(sitemap.status).toBe(200);
  const urls = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  // the site's public pages, ko (unprefixed) and en: every one of lib/public-pages.ts twice
  expect(urls.length).toBeGreaterThanOrEqual(140);
  const base = new URL(urls[0]!).origin;
  expect(urls.every((url) => url.startsWith(`${base}/`) || url === base)).toBe(true);
  const failures: string[] = [];
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const path = new URL(url).pathname;
        const answer = await send('GET', path, proxied);
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(answer.body)?.[1];
        if (answer.status !== 200) failures.push(`${path}: ${answer.status} ${answer.headers.location ?? ''}`);
        else if (!canonical || new URL(canonical).href !== new URL(url).href) failures.push(`${path}: canonical ${canonical} instead of ${url}`);
      }
    }),
  );
  expect(failures).toEqual([]);
  // the canonical origin is the configured site's, never the Host this request came in on
  expect(base).not.toContain(`127.0.0.1:${port}`);
  expect(output).not.toContain('Failed to proxy');
});

test('the Korean pages answer 200 on the loopback binding without a proxy too (no 307 to themselves)', async () => {
  for (const path of ['/', '/iching', '/iching/1', '/korea', '/delete-account', '/report/iching']) {
    const answer = await send('GET', path);
    expect(answer.status, path).toBe(200);
    expect(answer.body).toContain('<html lang="ko"');
  }
  expect((await send('GET', '/en/iching', proxied)).body).toContain('<html lang="en"');
});

test('developer tools answer 404 to anything not local, and the recovery takeover chain fails', async () => {
  const tools = ['/dev/mailbox', '/en/dev/mailbox', '/dev/flags', '/dev/app', '/api/dev/account-data?purchaseId=x&reportId=y&flagId=z', '/api/dev/mailbox?to=victim%40example.com'];
  const outsiders: Record<string, string>[] = [
    { host: `127.0.0.1:${port}`, 'x-forwarded-for': '192.168.1.99' },
    { host: `localhost:${port}`, 'x-real-ip': '192.168.1.99' },
    { host: `127.0.0.1:${port}`, 'x-forwarded-host': 'gyeol.example' },
    proxied,
  ];
  for (const path of tools) {
    for (const headers of outsiders) expect((await send('GET', path, headers)).status, `${path} ${JSON.stringify(headers)}`).toBe(404);
    expect((await send('GET', path, lan)).status, `${path} from the LAN`).toBe(421);
  }
  // the tools still work for this machine: the test above can fail
  expect((await send('GET', '/en/dev/mailbox')).status).toBe(200);

  // the attack of issue 15: recover the victim's password from outside, then read the mailbox
  const victim = `victim.${Date.now()}@example.com`;
  const json = { 'content-type': 'application/json', ...ANON_KEY_HEADER };
  const signUp = await send('POST', '/local-supabase/auth/v1/signup', json, JSON.stringify({ email: victim, password: 'Victim-pass-1', data: { consents: { terms: true, privacy: true, age14: true } } }));
  expect(signUp.status).toBe(200);
  const recover = await send('POST', '/local-supabase/auth/v1/recover', { ...json, ...proxied }, JSON.stringify({ email: victim }));
  expect(recover.status).toBe(200);
  for (const headers of [proxied, outsiders[0]!]) {
    const mailbox = await send('GET', '/en/dev/mailbox', headers);
    expect(mailbox.status).toBe(404);
    expect(mailbox.body).not.toContain('/verify?');
  }
  expect((await send('GET', '/en/dev/mailbox', lan)).status).toBe(421);
});

test('a Host that is neither the site nor loopback is refused with 421 (DNS rebinding)', async () => {
  for (const host of ['rebind.evil.example', `rebind.evil.example:${port}`, `192.168.1.23:${port}`, 'gyeol.example.evil.example']) {
    for (const path of ['/', '/en/iching', '/api/notify', '/local-supabase/auth/v1/settings', '/sitemap.xml']) {
      const answer = await send('GET', path, { host });
      expect(answer.status, `${host}${path}`).toBe(421);
      expect(JSON.parse(answer.body).error.code).toBe('misdirected_request');
    }
  }
  expect((await send('GET', '/en', { host: `127.0.0.1:${port}`, 'x-forwarded-host': 'evil.example' })).status).toBe(421);
  expect((await send('GET', '/en', { host: 'GYEOL.EXAMPLE' })).status).toBe(200);
});

test('rotating X-Forwarded-For / X-Real-IP does not dodge the notify limit or the sign-in limit', async () => {
  const notify = JSON.stringify({ message: 'Current Insight', reasons: ['other'], details: 'rotating', timestamp: '2026-11-25T06:00:00.000Z' });
  const notifyStatuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    const spoof = { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}`, 'x-real-ip': `192.0.2.${i + 1}` };
    notifyStatuses.push((await send('POST', '/api/notify', spoof, notify)).status);
  }
  expect(notifyStatuses).toEqual([201, 201, 201, 201, 201, 429, 429]);

  const email = `guess.${Date.now()}@example.com`;
  const signInStatuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const spoof = { 'content-type': 'application/json', ...ANON_KEY_HEADER, 'x-forwarded-for': `198.51.100.${i + 1}`, 'x-real-ip': `192.0.2.${i + 1}` };
    const answer = await send('POST', '/local-supabase/auth/v1/token?grant_type=password', spoof, JSON.stringify({ email, password: `Guess-${i}` }));
    signInStatuses.push(answer.status);
  }
  expect(signInStatuses.slice(0, 10).every((status) => status === 400)).toBe(true);
  expect(signInStatuses[10]).toBe(429);
});

test('a client-sent X-Forwarded-Proto does not switch recovery links to https; a bad percent-escape is a 400', async () => {
  const email = `scheme.${Date.now()}@example.com`;
  const json = { 'content-type': 'application/json', ...ANON_KEY_HEADER };
  expect((await send('POST', '/local-supabase/auth/v1/signup', json, JSON.stringify({ email, password: 'Scheme-pass-1', data: { consents: { terms: true, privacy: true, age14: true } } }))).status).toBe(200);
  const recover = await send('POST', '/local-supabase/auth/v1/recover', { ...json, 'x-forwarded-proto': 'https' }, JSON.stringify({ email }));
  expect(recover.status).toBe(200);
  const mailbox = await send('GET', '/en/dev/mailbox');
  const mail = mailbox.body.split('<article').find((article) => article.includes(email));
  const link = /href="([^"]*\/verify\?[^"]*)"/.exec(mail ?? '')?.[1];
  expect(link).toBeDefined();
  expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/`));

  for (const path of ['/en/iching/%E0%A4%A', '/iching/%E0%A4%A', '/api/notify/%E0%A4%A']) {
    const answer = await send('GET', path);
    expect(answer.status, path).toBe(400);
    expect(JSON.parse(answer.body).error.code).toBe('bad_request');
  }
});
