import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Queryable } from '@/lib/db/types';
import { EMBEDDED_ANON_KEY } from '@/lib/supabase/embedded-anon-key';
import { badJwt } from './errors';

/** The issuer of every token the embedded server signs. */
export const EMBEDDED_ISSUER = 'gyeol-embedded-auth';
/** Access-token lifetime, as GoTrue's default. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
const SECRET_KEY = 'jwt_secret';
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
 * The HS256 signing secret of this installation: made once per data directory and kept in
 * auth.instance_settings. Concurrent first calls agree on one value (insert … on conflict).
 */
export async function loadSigningSecret(db: Queryable): Promise<Uint8Array> {
  await db.query(`insert into auth.instance_settings (key, value) values ($1, $2) on conflict (key) do nothing`, [
    SECRET_KEY,
    randomBytes(48).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>(`select value from auth.instance_settings where key = $1`, [SECRET_KEY]);
  const value = rows[0]?.value;
  if (!value) throw new Error('The embedded auth server has no signing secret');
  return new TextEncoder().encode(value);
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

export async function signAccessToken(secret: Uint8Array, claims: Omit<AccessClaims, 'iat' | 'exp' | 'iss'>, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(EMBEDDED_ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(secret);
  return { token, expiresAt: exp };
}

/** Verifies signature, algorithm, issuer and expiry; throws bad_jwt (403) otherwise. */
export async function verifyToken(secret: Uint8Array, token: string, now: Date): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: EMBEDDED_ISSUER,
      currentDate: now,
    });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw badJwt('token has invalid claims: token is expired');
    throw badJwt('signature is invalid');
  }
}

/** The service-role key: a JWT with role service_role signed with the installation's secret. */
export async function signServiceRoleKey(secret: Uint8Array, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: 'service_role' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(EMBEDDED_ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SERVICE_ROLE_TTL_SECONDS)
    .sign(secret);
}

/** The role an API key grants: the public anon key, or a service-role key signed by this installation. */
export async function apiKeyRole(secret: Uint8Array, apiKey: string, now: Date): Promise<'anon' | 'service_role' | null> {
  if (apiKey === EMBEDDED_ANON_KEY) return 'anon';
  try {
    const payload = await verifyToken(secret, apiKey, now);
    return payload.role === 'service_role' ? 'service_role' : null;
  } catch {
    return null;
  }
}
