import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from './types';

export const MIGRATIONS_DIR = join(process.cwd(), 'supabase', 'migrations');
/** The auth schema of the embedded auth server, shaped like Supabase's (hosted Supabase has its own). */
export const EMBEDDED_AUTH_DIR = join(process.cwd(), 'supabase', 'embedded');

interface Migration {
  name: string;
  sql: string;
}

export async function readMigrations(dir: string): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(join(dir, name), 'utf8') })));
}

/**
 * Applies, in file-name order, each migration not yet recorded in public.schema_migrations, each in
 * its own transaction together with its record. Returns the names applied now.
 */
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  await db.exec(`
    create table if not exists public.schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    );
    alter table public.schema_migrations enable row level security;
  `);
  const { rows } = await db.query<{ name: string }>('select name from public.schema_migrations');
  const done = new Set(rows.map((row) => row.name));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.name)) continue;
    await db.transaction(async (tx) => {
      // a concurrent migrator (another server starting) may have got here first
      await tx.query('lock table public.schema_migrations in exclusive mode');
      const again = await tx.query('select 1 from public.schema_migrations where name = $1', [migration.name]);
      if (again.rows.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query('insert into public.schema_migrations (name) values ($1)', [migration.name]);
      applied.push(migration.name);
    });
  }
  return applied;
}
