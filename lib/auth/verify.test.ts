import { createChunks, stringToBase64URL } from '@supabase/ssr';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE_NAME } from '@/lib/supabase/public-config';
import { JWKS_COOLDOWN_MS, remoteKeySet } from './key-set';
import { accessTokenFromCookies, verifyAccessToken, verifyAccessTokenClaims, type TokenVerifier } from './verify';

const sub = '3f0c2a4e-8d1b-4c55-9a1e-2b7d6f0e9c11';
const ISSUER = 'https://project.supabase.co/auth/v1';
const userClaims = { sub, aud: 'authenticated', role: 'authenticated', email: 'a@example.com', session_id: 'b1e2c3d4-0000-4000-8000-000000000001' };

interface TestKey {
  kid: string;
  alg: 'ES256' | 'RS256';
  privateKey: CryptoKey;
  jwk: JWK;
}

async function makeKey(alg: 'ES256' | 'RS256', kid: string): Promise<TestKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { kid, alg, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
}

function signWith(key: TestKey, claims: Record<string, unknown> = userClaims, { exp = '1h' as string | number, kid = key.kid, iss = ISSUER } = {}) {
  return new SignJWT(claims).setProtectedHeader({ alg: key.alg, kid, typ: 'JWT' }).setIssuer(iss).setIssuedAt().setExpirationTime(exp).sign(key.privateKey);
}

const hs256 = (claims: Record<string, unknown>, secret: string, iss = ISSUER) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer(iss).setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode(secret));

const unsigned = (claims: Record<string, unknown>) =>
  `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(
    JSON.stringify({ ...claims, iss: ISSUER, exp: Math.floor(Date.now() / 1000) + 3600 }),
  ).toString('base64url')}.`;

let es: TestKey;
let rs: TestKey;
let stranger: TestKey;
let local: TokenVerifier;
beforeAll(async () => {
  es = await makeKey('ES256', 'es-key-1');
  rs = await makeKey('RS256', 'rs-key-1');
  stranger = await makeKey('ES256', 'stranger');
  local = { keys: createLocalJWKSet({ keys: [es.jwk, rs.jwk] }), issuer: ISSUER };
});

describe('verifyAccessToken with a JWKS', () => {
  it('accepts ES256 and RS256 user tokens signed by a published key', async () => {
    expect(await verifyAccessToken(await signWith(es), local)).toEqual({ id: sub, email: 'a@example.com' });
    expect(await verifyAccessToken(await signWith(rs), local)).toEqual({ id: sub, email: 'a@example.com' });
    expect(await verifyAccessTokenClaims(await signWith(es), local)).toEqual({
      user: { id: sub, email: 'a@example.com' },
      sessionId: userClaims.session_id,
    });
  });

  it('refuses HS256 (a guessed secret, the anon key), alg none, unknown kids, other keys, expiry, audience, issuer and non-user roles', async () => {
    const anonKey = await hs256({ role: 'anon', iss: 'supabase' }, 'x'.repeat(40));
    const refused: Record<string, string> = {
      hsGuessed: await hs256(userClaims, 'super-secret-jwt-token-with-at-least-32-characters-long'),
      hsAnonKey: await hs256(userClaims, anonKey),
      algNone: unsigned(userClaims),
      unknownKid: await signWith(stranger),
      wrongKeyKnownKid: await signWith(stranger, userClaims, { kid: es.kid }),
      expired: await signWith(es, userClaims, { exp: Math.floor(Date.now() / 1000) - 1 }),
      wrongAudience: await signWith(es, { ...userClaims, aud: 'something-else' }),
      wrongIssuer: await signWith(es, userClaims, { iss: 'https://other.supabase.co/auth/v1' }),
      serviceRole: await signWith(es, { role: 'service_role' }),
      anonRole: await signWith(es, { role: 'anon', aud: 'authenticated', sub }),
      noExpiry: await new SignJWT(userClaims).setProtectedHeader({ alg: 'ES256', kid: es.kid }).setIssuer(ISSUER).sign(es.privateKey),
      garbage: 'not.a.jwt',
    };
    for (const [name, token] of Object.entries(refused)) expect(await verifyAccessToken(token, local), name).toBeNull();
  });

  it('takes HS256 only with the configured legacy secret, and never the public key as an HMAC secret', async () => {
    const legacy = 'a-hosted-project-jwt-secret-of-32-chars!';
    const withLegacy: TokenVerifier = { ...local, legacySecret: new TextEncoder().encode(legacy) };
    const token = await hs256(userClaims, legacy);
    expect(await verifyAccessToken(token, withLegacy)).toEqual({ id: sub, email: 'a@example.com' });
    expect(await verifyAccessToken(token, local)).toBeNull();
    expect(await verifyAccessToken(await hs256(userClaims, JSON.stringify(es.jwk)), withLegacy)).toBeNull();
    expect(await verifyAccessToken(await hs256(userClaims, 'another-secret-another-secret-123'), withLegacy)).toBeNull();
    expect(await verifyAccessToken(unsigned(userClaims), withLegacy)).toBeNull();
  });
});

describe('remoteKeySet: the project JWKS over HTTP', () => {
  let server: Server;
  let served: JWK[] = [];
  let fetches = 0;
  let base = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url !== '/auth/v1/.well-known/jwks.json') {
        response.writeHead(404).end();
        return;
      }
      fetches += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: served }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    vi.useRealTimers();
    await new Promise((resolve) => server.close(resolve));
  });

  it('caches the set, refetches on an unknown kid at most once per cooldown, and picks up a rotated key', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T06:00:00Z') });
    served = [es.jwk];
    const verifier: TokenVerifier = { keys: remoteKeySet(base), issuer: `${base}/auth/v1` };
    expect(remoteKeySet(`${base}/`)).toBe(verifier.keys);
    const token = (key: TestKey, kid = key.kid) => signWith(key, userClaims, { kid, iss: `${base}/auth/v1` });

    expect(await verifyAccessToken(await token(es), verifier)).toEqual({ id: sub, email: 'a@example.com' });
    expect(await verifyAccessToken(await token(es), verifier)).not.toBeNull();
    expect(fetches).toBe(1);

    // the project rotates in a new key; a flood of unknown kids inside the cooldown costs no fetch
    const rotated = await makeKey('ES256', 'es-key-2');
    served = [es.jwk, rotated.jwk];
    for (let i = 0; i < 25; i++) expect(await verifyAccessToken(await token(stranger, `flood-${i}`), verifier)).toBeNull();
    expect(await verifyAccessToken(await token(rotated), verifier)).toBeNull();
    expect(fetches).toBe(1);

    vi.setSystemTime(Date.now() + JWKS_COOLDOWN_MS + 1000);
    expect(await verifyAccessToken(await token(rotated), verifier)).toEqual({ id: sub, email: 'a@example.com' });
    expect(fetches).toBe(2);
    for (let i = 0; i < 25; i++) expect(await verifyAccessToken(await token(stranger, `flood2-${i}`), verifier)).toBeNull();
    expect(fetches).toBe(2);
  });
});

describe('accessTokenFromCookies', () => {
  const session = { access_token: 'the-access-token', refresh_token: 'r', user: { id: sub, padding: 'x'.repeat(5000) } };
  const value = `base64-${stringToBase64URL(JSON.stringify(session))}`;

  it('reads a chunked @supabase/ssr session cookie', async () => {
    const chunks = createChunks(AUTH_COOKIE_NAME, value);
    expect(chunks.length).toBeGreaterThan(1);
    const header = ['other=1', ...chunks.map((c) => `${c.name}=${c.value}`)].join('; ');
    expect(await accessTokenFromCookies(header)).toBe('the-access-token');
  });

  it('returns null for no cookie or a garbled one', async () => {
    expect(await accessTokenFromCookies(null)).toBeNull();
    expect(await accessTokenFromCookies('other=1')).toBeNull();
    expect(await accessTokenFromCookies(`${AUTH_COOKIE_NAME}=base64-!!!`)).toBeNull();
  });
});
