import { createHash, randomBytes } from 'node:crypto';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Queryable } from '@/lib/db/types';
import { EMBEDDED_ANON_KEY } from '@/lib/supabase/embedded-anon-key';
import { badJwt } from './errors';
import { SIGNING_ALG, type SigningKey } from './signing-key';

/** The issuer of every token the embedded server signs. */
export const EMBEDDED_ISSUER = 'gyeol-embedded-auth';
/** Access-token lifetime, as GoTrue's default. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
const SERVICE_ROLE_TTL_SECONDS = 10 * 365 * 24 * 3600;

/** A random opaque token (refresh tokens, recovery tokens, PKCE codes). */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are kept at rest only as their SHA-256. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The HS256 secret older versions signed with (auth.instance_settings). Nothing verifies with it
 * any more; it is dropped so it no longer sits in the database's files.
 */
export async function dropLegacySigningSecret(db: Queryable): Promise<void> {
  await db.query(`delete from auth.instance_settings where key = 'jwt_secret'`);
}

export interface AccessClaims extends JWTPayload {
  sub: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  phone: string;
  session_id: string;
  aal: 'aal1';
  amr: { method: string; timestamp: number }[];
  is_anonymous: boolean;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
}

export async function signAccessToken(key: SigningKey, claims: Omit<AccessClaims, 'iat' | 'exp' | 'iss'>, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(key.issuer ?? EMBEDDED_ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key.privateKey);
  return { token, expiresAt: exp };
}

const keySets = new WeakMap<SigningKey, ReturnType<typeof createLocalJWKSet>>();

/** The key set of a signing key, as verification reads it (made once per key). */
export function localKeySet(key: SigningKey): ReturnType<typeof createLocalJWKSet> {
  let set = keySets.get(key);
  if (!set) keySets.set(key, (set = createLocalJWKSet(key.jwks)));
  return set;
}

/**
 * Verifies signature (ES256 with this installation's key only: HS256, `none` and other keys are
 * refused), issuer and expiry; throws bad_jwt (403) otherwise.
 */
export async function verifyToken(key: SigningKey, token: string, now: Date): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, localKeySet(key), {
      algorithms: [SIGNING_ALG],
      issuer: key.issuer ?? EMBEDDED_ISSUER,
      currentDate: now,
    });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw badJwt('token has invalid claims: token is expired');
    throw badJwt('signature is invalid');
  }
}

/** The service-role key: a JWT with role service_role signed with the installation's key. */
export async function signServiceRoleKey(key: SigningKey, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: 'service_role' })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(key.issuer ?? EMBEDDED_ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SERVICE_ROLE_TTL_SECONDS)
    .sign(key.privateKey);
}

/** The role an API key grants: the public anon key, or a service-role key signed by this installation. */
export async function apiKeyRole(key: SigningKey, apiKey: string, now: Date): Promise<'anon' | 'service_role' | null> {
  if (apiKey === EMBEDDED_ANON_KEY) return 'anon';
  try {
    const payload = await verifyToken(key, apiKey, now);
    return payload.role === 'service_role' ? 'service_role' : null;
  } catch {
    return null;
  }
}
