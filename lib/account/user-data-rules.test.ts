import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EMBEDDED_AUTH_DIR, MIGRATIONS_DIR, migrate, readMigrations } from '@/lib/db/migrate';
import { openPglite } from '@/lib/db/pglite';
import { openPostgres } from '@/lib/db/postgres';
import type { Db } from '@/lib/db/types';
import { userDataRules } from './user-data-rules';

async function freshPostgres(): Promise<Db> {
  const admin = new pg.Client({ connectionString: inject('postgresUrl') });
  await admin.connect();
  const name = `ud_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${name}`;
  return openPostgres(url.toString());
}

const backends: [string, () => Promise<Db>][] = [
  ['PGlite', () => openPglite('memory://')],
  ['PostgreSQL', freshPostgres],
];

describe.each(backends)('account deletion rules of the migrated schema on %s', (_name, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
    await migrate(db, [...(await readMigrations(EMBEDDED_AUTH_DIR)), ...(await readMigrations(MIGRATIONS_DIR))]);
  });
  afterAll(async () => {
    await db.close();
  });

  it('gives every table with a user_id a cascade or an anonymisation rule', async () => {
    const rules = await userDataRules(db);
    // the app's own tables are all seen (the check is not vacuous)
    expect(rules.map((r) => r.table)).toEqual(expect.arrayContaining(['public.purchases', 'public.reports', 'public.report_flags']));
    expect(rules.filter((r) => r.rule === 'none')).toEqual([]);
    expect(Object.fromEntries(rules.filter((r) => r.table.startsWith('public.')).map((r) => [r.table, r.rule]))).toEqual({
      'public.purchases': 'set null',
      'public.reports': 'cascade',
      'public.report_flags': 'set null',
      'public.report_usage': 'cascade',
    });
  });

  it('reports a table whose user_id has no rule, and accepts a documented one', async () => {
    await db.exec(`
      create schema scratch;
      create table scratch.conversations (id int primary key, user_id uuid references auth.users (id));
      create table scratch.loose_notes (id int primary key, user_id uuid);
      create table scratch.events (id int primary key, user_id uuid);
      comment on column scratch.events.user_id is 'on account deletion: nulled by lib/account/delete-account.ts';
    `);
    try {
      const rules = Object.fromEntries((await userDataRules(db)).map((r) => [r.table, r.rule]));
      expect(rules['scratch.conversations']).toBe('none'); // a foreign key without an on-delete rule (restrict) blocks deletion
      expect(rules['scratch.loose_notes']).toBe('none');
      expect(rules['scratch.events']).toBe('comment');
    } finally {
      await db.exec('drop schema scratch cascade');
    }
  });
});
