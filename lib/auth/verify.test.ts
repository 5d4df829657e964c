import { createChunks, stringToBase64URL } from '@supabase/ssr';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '@/lib/supabase/public-config';
import { accessTokenFromCookies, verifyAccessToken } from './verify';

const secret = new TextEncoder().encode('a-hosted-project-jwt-secret-of-32-chars!');
const sub = '3f0c2a4e-8d1b-4c55-9a1e-2b7d6f0e9c11';
const sign = (claims: Record<string, unknown>, key = secret, exp: string | number = '1h') =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(exp).sign(key);

describe('verifyAccessToken', () => {
  it('accepts a user token signed with the secret', async () => {
    const token = await sign({ sub, aud: 'authenticated', role: 'authenticated', email: 'a@example.com' });
    expect(await verifyAccessToken(token, secret)).toEqual({ id: sub, email: 'a@example.com' });
  });

  it('refuses service-role and anon keys, other audiences, expired and foreign tokens', async () => {
    const refused = [
      await sign({ role: 'service_role' }),
      await sign({ role: 'anon' }),
      await sign({ sub, aud: 'something-else', role: 'authenticated' }),
      await sign({ sub, aud: 'authenticated', role: 'authenticated' }, secret, Math.floor(Date.now() / 1000) - 1),
      await sign({ sub, aud: 'authenticated', role: 'authenticated' }, new TextEncoder().encode('another-secret-another-secret-123')),
      'not.a.jwt',
    ];
    for (const token of refused) expect(await verifyAccessToken(token, secret), token).toBeNull();
  });

  it('checks the issuer when one is given', async () => {
    const token = await sign({ sub, aud: 'authenticated', role: 'authenticated', iss: 'someone-else' });
    expect(await verifyAccessToken(token, secret, 'gyeol-embedded-auth')).toBeNull();
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
