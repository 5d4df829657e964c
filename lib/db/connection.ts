import { getConfig } from '../config';
import { EMBEDDED_AUTH_DIR, MIGRATIONS_DIR, migrate, readMigrations } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';
import { forgetProcessValue, processValue } from '@/lib/runtime/process';

async function open(): Promise<Db> {
  const config = getConfig();
  if (config.mode === 'hosted') return openPostgres(config.hosted.DATABASE_URL);
  const db = await openPglite(config.dataDir);
  // embedded mode: the auth schema first (the app is its own auth server), then the app's migrations
  const migrations = [...(await readMigrations(EMBEDDED_AUTH_DIR)), ...(await readMigrations(MIGRATIONS_DIR))];
  await migrate(db, migrations);
  return db;
}

/** The process's database, opened (and in embedded mode migrated) on first use. */
export function getDb(): Promise<Db> {
  return processValue('db', () =>
    open().catch((error: unknown) => {
      forgetProcessValue('db');
      throw error;
    }),
  );
}
