import 'server-only';
import { combineChunks, parseCookieHeader, stringFromBase64URL } from '@supabase/ssr';
import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ApiError } from '@/lib/api/errors';
import { bearerToken, cookieWriteProblem } from '@/lib/api/request';
import { getConfig } from '@/lib/config/env';
import { runtime } from '@/lib/runtime';
import { AUTH_COOKIE_NAME } from '@/lib/supabase/public-config';

export interface VerifiedUser {
  id: string;
  email: string | null;
}

/**
 * The signed-in user of a request, from a verified access token (signature, expiry, audience
 * 'authenticated', issuer): the Bearer header (the app's web view) or else the session cookie.
 * Null when there is none or it does not verify. Never just decodes.
 */
export async function getVerifiedUser(request: Request): Promise<VerifiedUser | null> {
  return (await getVerifiedClaims(request))?.user ?? null;
}

/** As getVerifiedUser, with the token's session id (for routes that check the session is still live). */
export async function getVerifiedClaims(request: Request): Promise<VerifiedClaims | null> {
  const bearer = bearerToken(request);
  const token = bearer ?? (await accessTokenFromCookies(request.headers.get('cookie')));
  if (!token) return null;
  // a session cookie rides along on any site's request: a write with one must be our own page's
  const forged = bearer ? null : cookieWriteProblem(request, getConfig().siteUrl);
  if (forged) throw new ApiError('forbidden', forged);
  return verifyAccessTokenClaims(token, await tokenVerifier());
}

/** How this deployment's access tokens are checked: whose keys, and which issuer. */
export interface TokenVerifier {
  /** The project's public keys (ES256/RS256, chosen by the token's `kid`). */
  keys: JWTVerifyGetKey;
  /** Legacy projects: the HS256 JWT secret. Without it, HS256 tokens are refused. */
  legacySecret?: Uint8Array;
  issuer: string;
}

/** Tokens are signed with the project's asymmetric keys; HS256 only with a configured legacy secret. */
const ASYMMETRIC_ALGORITHMS = ['ES256', 'RS256'];
/**
 * How this deployment's tokens are checked (lib/runtime): hosted, the project's JWKS (issuer
 * `${NEXT_PUBLIC_SUPABASE_URL}/auth/v1`, as Supabase signs) plus SUPABASE_JWT_SECRET when set;
 * embedded, the embedded server's published key set, read in-process (the same set
 * /local-supabase/auth/v1/.well-known/jwks.json serves).
 */
export function tokenVerifier(): Promise<TokenVerifier> {
  return runtime().tokenVerifier();
}

/**
 * The one verification of a user access token, for both modes: the algorithm must be asymmetric
 * (ES256/RS256, key found by `kid`) or HS256 with a configured legacy secret; `none` never is.
 * Then exp, aud 'authenticated', the issuer, role 'authenticated' and a subject.
 */
export async function verifyAccessToken(token: string, verifier: TokenVerifier, now?: Date): Promise<VerifiedUser | null> {
  return (await verifyAccessTokenClaims(token, verifier, now))?.user ?? null;
}

export interface VerifiedClaims {
  user: VerifiedUser;
  /** The auth session the token belongs to (GoTrue's `session_id`), when it names one. */
  sessionId: string | null;
}

export async function verifyAccessTokenClaims(token: string, verifier: TokenVerifier, now?: Date): Promise<VerifiedClaims | null> {
  const { legacySecret } = verifier;
  const getKey: JWTVerifyGetKey = async (header, input) => {
    if (header.alg === 'HS256' && legacySecret) return legacySecret;
    if (header.alg && ASYMMETRIC_ALGORITHMS.includes(header.alg)) return verifier.keys(header, input);
    throw new Error(`Refused algorithm ${String(header.alg)}`);
  };
  try {
    const { payload } = await jwtVerify(token, getKey, {
      algorithms: legacySecret ? [...ASYMMETRIC_ALGORITHMS, 'HS256'] : ASYMMETRIC_ALGORITHMS,
      audience: 'authenticated',
      issuer: verifier.issuer,
      ...(now ? { currentDate: now } : {}),
      requiredClaims: ['exp', 'sub'],
    });
    if (typeof payload.sub !== 'string' || payload.role !== 'authenticated') return null;
    return {
      user: { id: payload.sub, email: typeof payload.email === 'string' && payload.email ? payload.email : null },
      sessionId: typeof payload.session_id === 'string' && payload.session_id ? payload.session_id : null,
    };
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
