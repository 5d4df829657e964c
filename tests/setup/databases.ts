/**
 * The databases the db-level unit tests run on: PGlite in memory and a fresh database on the test
 * PostgreSQL server (tests/setup/postgres.ts), each empty or with every migration applied.
 */
import pg from 'pg';
import { inject } from 'vitest';
import { EMBEDDED_AUTH_DIR, MIGRATIONS_DIR, migrate, readMigrations } from '@/lib/db/migrate';
import { openPglite } from '@/lib/embedded/pglite';
import { openPostgres } from '@/lib/db/postgres';
import type { Db } from '@/lib/db/types';
import { nextPgliteFromMigratedTemplate } from './pglite-memory';

/** Every migration in the order the app applies them: the embedded auth schema, then the app's. */
export async function allMigrations() {
  return [...(await readMigrations(EMBEDDED_AUTH_DIR)), ...(await readMigrations(MIGRATIONS_DIR))];
}

/**
 * A fresh database on the test PostgreSQL server (its name starts with `prefix`): empty, or a copy
 * of the run's migrated template database (tests/setup/postgres.ts) with `{ migrated: true }`.
 */
export async function freshPostgres(prefix = 't', { migrated = false } = {}): Promise<Db> {
  const admin = new pg.Client({ connectionString: inject('postgresUrl') });
  await admin.connect();
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await admin.query(migrated ? `create database ${name} template ${inject('postgresMigratedTemplate')}` : `create database ${name}`);
  await admin.end();
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${name}`;
  return openPostgres(url.toString());
}

/** A fresh database with every migration applied. */
export async function migrated(db: Db | Promise<Db>): Promise<Db> {
  const ready = await db;
  await migrate(ready, await allMigrations());
  return ready;
}

/** For describe.each: each backend's name and how to open a fresh, empty database on it. */
export const backends: [string, () => Promise<Db>][] = [
  ['PGlite', () => openPglite('memory://')],
  ['PostgreSQL', () => freshPostgres()],
];

/**
 * An in-memory PGlite database (opened by the app's openPglite) that starts with every migration
 * applied: a copy of the run's migrated template (tests/setup/pglite-template.ts), made by the same
 * migrate() from the same files, instead of migrating again. For tests that are not about migrating.
 */
export function migratedPglite(): Promise<Db> {
  nextPgliteFromMigratedTemplate();
  return openPglite('memory://');
}

/** For describe.each: each backend's name and how to open a fresh database with every migration applied. */
export const migratedBackends: [string, () => Promise<Db>][] = [
  ['PGlite', migratedPglite],
  ['PostgreSQL', () => freshPostgres('t', { migrated: true })],
];

let users = 0;

/** A row in auth.users with a fresh e-mail (`label` names the test in it); its id. */
export async function insertUser(db: Db, label = 'u'): Promise<string> {
  const { rows } = await db.query<{ id: string }>('insert into auth.users (email) values ($1) returning id', [`${label}${++users}-${Date.now()}@example.com`]);
  return rows[0]!.id;
}

let purchases = 0;

/** A sandbox purchase row (active, bought now unless told otherwise); its id. Refunds and revocations carry their withdrawal. */
export async function insertPurchase(
  db: Db,
  userId: string,
  productId: string,
  { purchasedAt = null, status = 'active', expiresAt = null }: { purchasedAt?: Date | null; status?: string; expiresAt?: Date | null } = {},
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.purchases (user_id, product_id, store, store_transaction_id, purchased_at, status, expires_at, withdrawal)
     values ($1, $2, 'sandbox', $3, coalesce($4::timestamptz, now()), $5, $6, case when $5 in ('refunded', 'revoked') then $5 end) returning id`,
    [userId, productId, `t-${++purchases}-${Date.now()}`, purchasedAt?.toISOString() ?? null, status, expiresAt?.toISOString() ?? null],
  );
  return rows[0]!.id;
}

/** A finished report of `kind` for a purchase (an empty Korean result from the local oracle). */
export function insertReport(db: Db, userId: string, purchaseId: string, kind: string, viaSubscription = false) {
  return db.query(`insert into public.reports (user_id, purchase_id, kind, locale, result, source, via_subscription) values ($1, $2, $3, 'ko', '{}', 'local', $4)`, [
    userId,
    purchaseId,
    kind,
    viaSubscription,
  ]);
}
