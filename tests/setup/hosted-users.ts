/**
 * People of a hosted-mode route test on the test PostgreSQL server: a row in auth.users and the
 * access token a Supabase project would sign for it (HS256 with the project's JWT secret).
 */
import { SignJWT } from 'jose';
import pg from 'pg';
import { EMBEDDED_AUTH_DIR, MIGRATIONS_DIR, migrate, readMigrations } from '@/lib/db/migrate';
import type { Db } from '@/lib/db/types';
import { TEST_JOURNAL_KEYS } from '@/tests/fixtures/journal-keys';
import { TEST_SITE_IDENTITY } from '@/tests/fixtures/site-identity';

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

/** A new, empty database on the test PostgreSQL server (`inject('postgresUrl')`): its URL. */
export async function freshDatabaseUrl(serverUrl: string, prefix: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `${prefix}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The settings every hosted route test shares: a Supabase project signing with HOSTED_JWT_SECRET. */
export const HOSTED_SETTINGS = {
  APP_MODE: 'hosted',
  NEXT_PUBLIC_SUPABASE_URL: 'https://project.supabase.co',
  NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon-key',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
  SUPABASE_JWT_SECRET: HOSTED_JWT_SECRET,
  JOURNAL_KEYS: TEST_JOURNAL_KEYS,
  ...TEST_SITE_IDENTITY,
  SITE_URL: 'https://gyeol.example',
} as const;

/** Every migration, after the embedded auth schema (Supabase owns it in production; the embedded one has the same auth.users). */
export async function migrateHosted(db: Db): Promise<void> {
  await migrate(db, [...(await readMigrations(EMBEDDED_AUTH_DIR)), ...(await readMigrations(MIGRATIONS_DIR))]);
}
