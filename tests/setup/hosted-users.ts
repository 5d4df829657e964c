/**
 * People of a hosted-mode route test on the test PostgreSQL server: a row in auth.users and the
 * access token a Supabase project would sign for it (HS256 with the project's JWT secret).
 */
import { SignJWT } from 'jose';
import type { Db } from '@/lib/db/types';

/** The project's JWT secret the hosted route tests configure (SUPABASE_JWT_SECRET). */
export const HOSTED_JWT_SECRET = 'a-hosted-project-jwt-secret-of-32-chars!';

/** A new user (its e-mail starts with `prefix`) and a token for it, valid for an hour. */
export async function hostedUser(db: Db, prefix: string): Promise<{ id: string; token: string }> {
  const { rows } = await db.query<{ id: string }>(`insert into auth.users (email) values ($1) returning id`, [`${prefix}.${Date.now()}.${Math.random()}@example.com`]);
  const id = rows[0]!.id;
  const token = await new SignJWT({ sub: id, aud: 'authenticated', role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('https://project.supabase.co/auth/v1')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(HOSTED_JWT_SECRET));
  return { id, token };
}
