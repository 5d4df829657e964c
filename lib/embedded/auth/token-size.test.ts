import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerClient } from '@supabase/ssr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '@/lib/supabase/public-config';
import { EMBEDDED_ANON_KEY } from '@/lib/supabase/embedded-anon-key';
import { confirmedSignUp, startTestAuth, STRONG_PASSWORD, SUPABASE_URL, type TestAuth } from '@/tests/api/embedded-auth';
import { MAX_USER_METADATA_BYTES } from './users';
import { signUpConsentData } from '@/lib/consents/signup-consents';

/** Node's default --max-http-header-size: every header of a request together. */
const NODE_HEADER_LIMIT = 16 * 1024;
/** nginx's default large_client_header_buffers: one header line. */
const NGINX_HEADER_LINE_LIMIT = 8 * 1024;

let auth: TestAuth;
/** The embedded auth API behind a Node HTTP server with default limits, as `next start` serves it. */
let server: Server;
let port: number;
beforeAll(async () => {
  auth = await startTestAuth();
  server = createServer(async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const response = await auth.server.handle(new Request(`${SUPABASE_URL}${req.url}`, { headers }));
    res.writeHead(response.status, { 'content-type': 'application/json' }).end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await auth.db.close();
});

/** A GET over a real socket: the status, or the error when the connection is reset or refused. */
function get(path: string, headers: Record<string, string>): Promise<number | string> {
  return new Promise((resolve) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.end();
  });
}

/** Metadata of exactly `bytes` bytes of JSON, the sign-up's consents included (the update merges into them). */
const metadataOf = (bytes: number) => {
  const base = { ...signUpConsentData(), bio: '' };
  return { ...base, bio: 'x'.repeat(bytes - JSON.stringify(base).length) };
};

describe('the largest user fits in a request', () => {
  it('a user at the metadata cap with the longest e-mail gets tokens and cookies well under the header limits, and is served', async () => {
    // 254 characters, the longest address normaliseEmail takes
    const email = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(email).toHaveLength(254);
    const { client } = await confirmedSignUp(auth, email);
    const data = metadataOf(MAX_USER_METADATA_BYTES);
    expect(Buffer.byteLength(JSON.stringify(data))).toBe(MAX_USER_METADATA_BYTES);
    expect((await client.auth.updateUser({ data })).error).toBeNull();
    expect((await client.auth.updateUser({ data: { more: 'x' } })).error).toMatchObject({ status: 422 });

    // signed in as the app's server does: the session goes to the cookie jar of @supabase/ssr
    const jar = new Map<string, string>();
    const ssr = createServerClient(SUPABASE_URL, EMBEDDED_ANON_KEY, {
      cookieOptions: { name: AUTH_COOKIE_NAME },
      cookies: {
        getAll: () => [...jar].map(([name, value]) => ({ name, value })),
        setAll: (items) => items.forEach(({ name, value }) => jar.set(name, value)),
      },
      global: { fetch: auth.fetch },
    });
    const { data: signedIn, error } = await ssr.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(error).toBeNull();
    const token = signedIn.session!.access_token;
    expect(signedIn.user?.user_metadata).toEqual(data);

    const authorization = `Bearer ${token}`;
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    expect(`Authorization: ${authorization}\r\n`.length).toBeLessThan(NODE_HEADER_LIMIT / 3);
    expect(`Cookie: ${cookie}\r\n`.length).toBeLessThan(NGINX_HEADER_LINE_LIMIT);

    expect(await get('/auth/v1/user', { apikey: EMBEDDED_ANON_KEY, authorization })).toBe(200);
    // the cookie and the Bearer header together, as a browser's request to /api/* may carry both
    expect(await get('/auth/v1/user', { apikey: EMBEDDED_ANON_KEY, authorization, cookie })).toBe(200);
  });

  it('would notice a token too large for the server: a 16 KiB header is not served', async () => {
    const status = await get('/auth/v1/user', { apikey: EMBEDDED_ANON_KEY, authorization: `Bearer ${'x'.repeat(NODE_HEADER_LIMIT)}` });
    expect(status).not.toBe(200);
    expect(status).not.toBe(401);
  });
});
