import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test } from './fixtures';
import { type APIRequestContext, type APIResponse } from '@playwright/test';
import { EMBEDDED_ANON_KEY } from '../../lib/supabase/embedded-anon-key';
import { buy, signUpBuyer, type Buyer } from './helpers/app-buyer';

/**
 * Every API route, found on disk (a new route is covered without editing this file), gets bad
 * input of every kind: malformed JSON, wrong types, missing fields, unknown fields, oversized
 * bodies, wrong methods, forged and expired tokens, malformed ids. The answer is always a 4xx with
 * {error:{code,message}}, never a 500, and the caller's rows are unchanged.
 */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return routeFiles(path);
    return name === 'route.ts' ? [path] : [];
  });
}

const API_DIR = join(process.cwd(), 'app', 'api');
const ROUTES = routeFiles(API_DIR)
  .filter((file) => !file.includes('[')) // the catch-all is checked by the unknown-path test
  .filter((file) => !file.includes(`${sep}dev${sep}`)) // embedded-only test fixtures (404 in hosted mode)
  .map((file) => {
    const source = readFileSync(file, 'utf8');
    const served = METHODS.filter((m) => new RegExp(`export (const ${m} =|(async )?function ${m}\\b)`).test(source));
    const path = '/api/' + relative(API_DIR, file).split(sep).slice(0, -1).join('/');
    return { path, served };
  });

// A token with a valid shape but a forged signature, and one that expired long ago (unsigned).
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const FORGED = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '00000000-0000-4000-8000-000000000000', aud: 'authenticated', role: 'authenticated', exp: 4102444800 })}.${b64({ sig: 'forged' })}`;
const NONE_ALG = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: '00000000-0000-4000-8000-000000000000', aud: 'authenticated', role: 'authenticated', exp: 4102444800 })}.`;

type Expected = { status: number; code: string };
const BAD_REQUEST: Expected = { status: 400, code: 'bad_request' };
const TOO_LARGE: Expected = { status: 413, code: 'payload_too_large' };
const UNAUTHORIZED: Expected = { status: 401, code: 'unauthorized' };
const NOT_FOUND: Expected = { status: 404, code: 'not_found' };
const NOT_ALLOWED: Expected = { status: 405, code: 'method_not_allowed' };

/**
 * Routes a user's token is not required on: a flag may be sent signed out, and the stores sign
 * their own notifications. A bad token there changes nothing, so the empty body is what is refused.
 */
const NO_USER_REQUIRED = new Set(['/api/notify', '/api/store/app-store/notifications', '/api/store/google-play/notifications']);

async function expectApiError(response: APIResponse, what: string, expected: Expected) {
  const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null;
  expect({ status: response.status(), code: body?.error?.code }, what).toEqual(expected);
  expect(typeof body?.error?.message, `${what}: error.message`).toBe('string');
  expect((body?.error?.message as string).length, `${what}: error.message`).toBeGreaterThan(0);
}

/** A body whose every text field of every route carries `text` (the other fields well formed). */
const everyField = (text: string) => ({
  purchaseId: text,
  productId: 'current_insight',
  store: 'sandbox',
  storeTransactionId: text,
  reportKind: 'current_insight',
  reasons: ['other'],
  message: text,
  details: text,
  userInput: text,
  situation: text,
  plan2025: text,
  plan2026: text,
  plan2027: text,
  answers: [text],
  signedPayload: text,
  message_id: text,
});

async function rows(request: APIRequestContext, buyer: Buyer) {
  const response = await request.get('/api/dev/my-rows', { headers: { authorization: `Bearer ${buyer.token}` } });
  expect(response.status()).toBe(200);
  return response.json();
}

test('the route list is found on disk', () => {
  expect(ROUTES.length).toBeGreaterThanOrEqual(9);
  for (const route of ROUTES) expect(route.served.length, route.path).toBeGreaterThan(0);
});

test('an unknown API path answers a JSON 404 for every method', async ({ request }) => {
  for (const method of METHODS) {
    const response = await request.fetch('/api/no/such/endpoint', { method });
    expect(response.status()).toBe(404);
    await expectApiError(response, `${method} unknown path`, NOT_FOUND);
  }
});

for (const route of ROUTES) {
  test(`${route.path}: bad input of every kind is a 4xx JSON error and writes nothing`, async ({ request }) => {
    const buyer = await signUpBuyer(request, 'bad-input');
    await buy(request, buyer, 'current_insight');
    const before = await rows(request, buyer);
    const auth = { authorization: `Bearer ${buyer.token}` };

    for (const method of METHODS.filter((m) => !route.served.includes(m))) {
      const response = await request.fetch(route.path, { method, headers: auth, data: {} });
      await expectApiError(response, `${method} ${route.path}`, NOT_ALLOWED);
    }

    for (const method of route.served) {
      const label = `${method} ${route.path}`;
      for (const token of [FORGED, NONE_ALG, 'not-a-token']) {
        const response = await request.fetch(`${route.path}?purchaseId=00000000-0000-4000-8000-000000000000&product=current_insight`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          data: method === 'GET' || method === 'DELETE' ? undefined : '{}',
        });
        await expectApiError(response, `${label} with a bad token`, NO_USER_REQUIRED.has(route.path) ? BAD_REQUEST : UNAUTHORIZED);
      }
      if (method === 'GET') {
        for (const query of ['?purchaseId=../../etc/passwd', '?purchaseId=%00%ff', `?purchaseId=${'x'.repeat(5000)}`, '?product=<script>']) {
          const response = await request.get(route.path + query, { headers: auth });
          await expectApiError(response, `${label} ${query.slice(0, 40)}`, BAD_REQUEST);
        }
        continue;
      }
      if (method === 'DELETE') continue; // DELETE /api/account takes no body: its only input is the token
      const bodies: [string, string, Expected][] = [
        ['malformed JSON', '{"a":', BAD_REQUEST],
        ['not an object', '[1,2,3]', BAD_REQUEST],
        ['a string', '"hello"', BAD_REQUEST],
        ['null', 'null', BAD_REQUEST],
        ['an empty object', '{}', BAD_REQUEST],
        ['wrong types', JSON.stringify({ purchaseId: 12, productId: [], store: {}, message: 5, reasons: 'x', answers: 'all', userInput: 7, question: false, plan2025: 1 }), BAD_REQUEST],
        ['unknown fields only', JSON.stringify({ surprise: true, isAdmin: true }), BAD_REQUEST],
        ['an oversized body', JSON.stringify({ padding: 'x'.repeat(300_000) }), TOO_LARGE],
        ['a 2 MB body', JSON.stringify({ padding: 'x'.repeat(2_000_000) }), TOO_LARGE],
        ['an empty body', '', BAD_REQUEST],
        ['NUL characters in every text', JSON.stringify(everyField('a\u0000b')), BAD_REQUEST],
        ['a lone surrogate in every text', JSON.stringify(everyField('a\ud800b')), BAD_REQUEST],
      ];
      for (const [what, body, expected] of bodies) {
        const response = await request.fetch(route.path, { method, headers: { ...auth, 'content-type': 'application/json' }, data: body });
        await expectApiError(response, `${label} with ${what}`, expected);
      }
    }
    expect(await rows(request, buyer), 'rows after the bad requests').toEqual(before);
  });
}

test('the auth API answers 2 MB bodies 413, and NUL or lone surrogates 400, never a 5xx', async ({ request }) => {
  const headers = { apikey: EMBEDDED_ANON_KEY, 'content-type': 'application/json' };
  const auth = '/local-supabase/auth/v1';
  const big = JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(2_000_000) });
  for (const path of ['/signup', '/token?grant_type=password', '/recover', '/verify', '/token?grant_type=refresh_token', '/logout']) {
    const response = await request.post(auth + path, { headers, data: big });
    expect(response.status(), `2 MB to ${path}`).toBe(413);
  }
  for (const bad of ['nul\u0000@example.com', 'lone\ud800@example.com']) {
    for (const path of ['/signup', '/token?grant_type=password', '/recover']) {
      const response = await request.post(auth + path, { headers, data: JSON.stringify({ email: bad, password: 'Strong!Pass-2026' }) });
      expect(response.status(), `${JSON.stringify(bad)} to ${path}`).toBe(400);
      expect((await response.json()).code, path).toBe('validation_failed');
    }
  }
  const metadata = await request.post(`${auth}/signup`, {
    headers,
    data: JSON.stringify({ email: `meta.${Date.now()}@example.com`, password: 'Strong!Pass-2026', data: { name: 'a\ud800' } }),
  });
  expect(metadata.status()).toBe(400);
});

test('a malformed percent-escape in a path is a 400, on pages, the API and the auth API', async ({ request }) => {
  for (const path of ['/en/iching/%E0%A4%A', '/iching/%E0%A4%A', '/api/notify/%E0%A4%A', '/local-supabase/auth/v1/%E0%A4%A']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
  }
});
