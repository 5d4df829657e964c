import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { serverArgs, serverEnv } from '../../scripts/server-options.mjs';
import { signUpConsentData } from '@/lib/consents/signup-consents';
import { EMBEDDED_ANON_KEY } from '@/lib/supabase/embedded-anon-key';

/**
 * Deployment networking and the network attack of against a server of our own started
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
  // a fresh data directory: the embedded database is created and migrated first, which takes
  // 25-70 s on a loaded 2-core machine with the suite's own server and browsers running
  test.setTimeout(180_000);
  port = await freePort();
  lan.host = `192.168.1.23:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'gyeol-net-'));
  server = spawn(process.execPath, serverArgs('-H', '127.0.0.1', '-p', String(port)), {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: dataDir, SITE_URL: SITE, PORT: String(port), ...serverEnv({}) },
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
  await expect.poll(ready, { timeout: 160_000, intervals: [250, 500, 1000], message: `server output:\n${output}\n${lastError}` }).toBe('200');
});

test.afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The canonical a page may carry: the build's (the sitemap's) or this server's SITE_URL; a regenerated page also another local server's. */
function canonicalFits(canonical: string, url: string, path: string): boolean {
  const href = new URL(canonical).href;
  if ([url, `${SITE}${path === '/' ? '' : path}`].some((expected) => href === new URL(expected).href)) return true;
  const regenerated = /\/iching\/today$/u.test(path);
  return regenerated && /^http:\/\/localhost:\d+$/u.test(new URL(canonical).origin) && new URL(canonical).pathname === new URL(url).pathname;
}

test('behind a proxy, every public page of the sitemap answers 200 in both locales, canonical from SITE_URL', async () => {
  test.setTimeout(120_000);
  const sitemap = await send('GET', '/sitemap.xml', proxied);
  expect(sitemap.status).toBe(200);
  const urls = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  // the site's public pages, ko (unprefixed) and en: every one of lib/site/public-pages.ts twice
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
        // A static page's canonical is the build's SITE_URL, as the sitemap's. Today's hexagram is
        // regenerated (ISR, 300 s) with the SITE_URL of the server that regenerates it: this one,
        // or the suite's main server, which shares this build's .next and writes the new page there
        // (its default origin http://localhost:<its port>; seen after 5 minutes of suite, with
        // --repeat-each=3). This suite's build and servers differ on purpose (a deployment sets one
        // value for all, README). Either way the canonical is a configured origin with the page's
        // path, never the request's Host.
        else if (!canonical || !canonicalFits(canonical, url, path)) failures.push(`${path}: canonical ${canonical} instead of ${url}`);
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

  // the attack of recover the victim's password from outside, then read the mailbox
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

/** A confirmed account's session as @supabase/ssr keeps it in the cookie, its access token expired. */
async function expiredSessionCookie(): Promise<string> {
  const email = `cookie.${Date.now()}@example.com`;
  const password = 'Cookie-pass-1';
  const json = { 'content-type': 'application/json', ...ANON_KEY_HEADER };
  expect((await send('POST', '/local-supabase/auth/v1/signup', json, JSON.stringify({ email, password, data: signUpConsentData() }))).status).toBe(200);
  const mails = JSON.parse((await send('GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`)).body) as { mails: { actionLink: string | null }[] };
  const link = new URL(mails.mails.find((mail) => mail.actionLink?.includes('type=signup'))!.actionLink!);
  expect((await send('GET', `${link.pathname}${link.search}`)).status).toBe(303);
  const signIn = await send('POST', '/local-supabase/auth/v1/token?grant_type=password', json, JSON.stringify({ email, password }));
  expect(signIn.status).toBe(200);
  const session = JSON.parse(signIn.body) as { expires_at: number };
  session.expires_at = Math.floor(Date.now() / 1000) - 60;
  return `sb-gyeol-auth-token=base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
}

test('a page that refreshes a session is private and uncacheable, never a cached HIT', async () => {
  test.setTimeout(120_000);
  // a prerendered page, warm in Next's cache
  const warm = await send('GET', '/en/iching', { ...proxied });
  expect(warm.status).toBe(200);
  expect(warm.headers['cache-control']).toContain('s-maxage');
  const answer = await send('GET', '/en/iching', { ...proxied, cookie: await expiredSessionCookie() });
  expect(answer.status).toBe(200);
  const cookies = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
  expect(cookies.some((cookie) => cookie.startsWith('sb-gyeol-auth-token='))).toBe(true);
  expect(answer.headers['cache-control']).toMatch(/\bprivate\b/);
  expect(answer.headers['cache-control']).toMatch(/\bno-store\b/);
  expect(answer.headers['cache-control']).not.toMatch(/s-maxage/);
  expect(answer.headers['x-nextjs-cache']).toBeUndefined();
  // no trusted proxy is configured: its X-Forwarded-Proto is not believed, so no Secure over this HTTP
  expect(cookies.every((cookie) => !/;\s*secure/i.test(cookie))).toBe(true);
});

test('no page a shared cache may store sets a cookie, and the address alone decides the language', async () => {
  const visitors: Record<string, string>[] = [{}, { 'accept-language': 'en-US,en;q=0.9' }, { 'accept-language': 'ko-KR' }, { 'accept-language': 'en', cookie: 'NEXT_LOCALE=en' }];
  for (const headers of visitors) {
    for (const [path, lang] of [['/', 'ko'], ['/iching/1', 'ko'], ['/en', 'en'], ['/en/iching/1', 'en']] as const) {
      for (const via of [{}, proxied]) {
        const answer = await send('GET', path, { ...via, ...headers });
        const label = `${path} ${JSON.stringify({ ...via, ...headers })}`;
        expect(answer.status, label).toBe(200);
        expect(answer.headers['set-cookie'], label).toBeUndefined();
        expect(answer.body, label).toContain(`<html lang="${lang}"`);
      }
    }
  }
});

test('a method the app does not serve answers 405 with Allow, never a 5xx or a logged stack trace', async () => {
  const logged = output.length;
  for (const [method, path] of [['TRACE', '/'], ['TRACE', '/en/iching/1'], ['TRACE', '/api/notify'], ['PROPFIND', '/'], ['MKCOL', '/api/purchases'], ['SEARCH', '/iching']]) {
    const answer = await send(method!, path!);
    expect(answer.status, `${method} ${path}`).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE');
    expect(JSON.parse(answer.body).error.code).toBe('method_not_allowed');
  }
  expect(output.slice(logged)).not.toMatch(/TRACE|TypeError|Error:/);
});

test('OPTIONS * and GET * are a 400, and an absolute-form target is read by its path and authority', async () => {
  const logged = output.length;
  for (const method of ['OPTIONS', 'GET']) {
    const answer = await send(method, '*');
    expect(answer.status, method).toBe(400);
    expect(JSON.parse(answer.body).error.code).toBe('bad_request');
  }
  // Next answered a 308 to evil.example and the front door read the path as "/"
  for (const target of ['http://evil.example/dev/mailbox', 'http://evil.example/', 'http://evil.example/en/iching/']) {
    const answer = await send('GET', target);
    expect(answer.status, target).toBe(421);
    expect(answer.headers.location, target).toBeUndefined();
  }
  expect((await send('GET', `http://127.0.0.1:${port}/dev/mailbox`, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
  expect((await send('GET', `http://gyeol.example/en/dev/mailbox`, proxied)).status).toBe(404);
  const page = await send('GET', `http://gyeol.example/en/iching`, proxied);
  expect(page.status).toBe(200);
  expect(page.body).toContain('<html lang="en"');
  // no stack trace in the log for any of it
  expect(output.slice(logged)).not.toMatch(/\n\s+at /);
});

test('a shared cast is public and long-cached for a CDN, and the server keeps no copy', async () => {
  test.setTimeout(120_000);
  const { existsSync, readdirSync } = await import('node:fs');
  const kept = () =>
    ['ko', 'en'].flatMap((locale) => {
      const dir = join(process.cwd(), '.next', 'server', 'app', locale, 'iching', 'cast');
      return existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String).filter((name) => /\d{6}/.test(name)) : [];
    });
  const before = kept();
  for (const path of ['/iching/cast/978777', '/en/iching/cast/687888', '/en/iching/cast/666999']) {
    for (let visit = 0; visit < 2; visit++) {
      const page = await send('GET', path, proxied);
      expect(page.status, path).toBe(200);
      expect(page.headers['cache-control'], path).toBe('public, max-age=3600, s-maxage=31536000, stale-while-revalidate=86400');
      // rendered, not served from a route cache
      expect(page.headers['x-nextjs-cache'], path).toBeUndefined();
      const card = await send('GET', `${path}/opengraph-image`, proxied);
      expect(card.status, path).toBe(200);
      expect(card.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(card.headers['x-nextjs-cache'], path).toBeUndefined();
    }
  }
  expect(kept()).toEqual(before);
});
