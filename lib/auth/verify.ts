import 'server-only';
import { combineChunks, parseCookieHeader, stringFromBase64URL } from '@supabase/ssr';
import { jwtVerify } from 'jose';
import { ApiError } from '@/lib/api/errors';
import { bearerToken, cookieWriteProblem } from '@/lib/api/request';
import { getEmbeddedAuthServer } from '@/lib/auth/embedded';
import { EMBEDDED_ISSUER } from '@/lib/auth/embedded/tokens';
import { getConfig } from '@/lib/config';
import { AUTH_COOKIE_NAME } from '@/lib/supabase/public-config';

export interface VerifiedUser {
  id: string;
  email: string | null;
}

/**
 * The signed-in user of a request, from a verified access token (signature, HS256, expiry,
 * audience 'authenticated'): the Bearer header (the app's web view) or else the session cookie.
 * Null when there is none or it does not verify. Never just decodes.
 */
export async function getVerifiedUser(request: Request): Promise<VerifiedUser | null> {
  const bearer = bearerToken(request);
  const token = bearer ?? (await accessTokenFromCookies(request.headers.get('cookie')));
  if (!token) return null;
  const config = getConfig();
  // a session cookie rides along on any site's request: a write with one must be our own page's
  const forged = bearer ? null : cookieWriteProblem(request, config.siteUrl);
  if (forged) throw new ApiError('forbidden', forged);
  if (config.mode === 'hosted') return verifyAccessToken(token, new TextEncoder().encode(config.hosted.SUPABASE_JWT_SECRET));
  return verifyAccessToken(token, await (await getEmbeddedAuthServer()).signingSecret(), EMBEDDED_ISSUER);
}

export async function verifyAccessToken(token: string, secret: Uint8Array, issuer?: string, now?: Date): Promise<VerifiedUser | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      audience: 'authenticated',
      ...(issuer ? { issuer } : {}),
      ...(now ? { currentDate: now } : {}),
      requiredClaims: ['exp', 'sub'],
    });
    if (typeof payload.sub !== 'string' || payload.role !== 'authenticated') return null;
    return { id: payload.sub, email: typeof payload.email === 'string' && payload.email ? payload.email : null };
  } catch {
    return null;
  }
}

/** The access token inside @supabase/ssr's (possibly chunked, base64url) session cookie. */
export async function accessTokenFromCookies(cookieHeader: string | null): Promise<string | null> {
  if (!cookieHeader) return null;
  const jar = new Map(parseCookieHeader(cookieHeader).map(({ name, value }) => [name, value ?? '']));
  const raw = await combineChunks(AUTH_COOKIE_NAME, (name) => jar.get(name));
  if (!raw) return null;
  try {
    const json = raw.startsWith('base64-') ? stringFromBase64URL(raw.slice('base64-'.length)) : raw;
    const session: unknown = JSON.parse(json);
    const token = (session as { access_token?: unknown } | null)?.access_token;
    return typeof token === 'string' && token ? token : null;
  } catch {
    return null;
  }
}
