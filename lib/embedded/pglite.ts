import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock, restrictDataDirPermissions } from './data-dir-lock';
import type { Db, Executor } from '@/lib/db/types';

/** umask 077 for this process (worker threads cannot change it; they inherit the process's). */
function restrictUmask(): void {
  try {
    process.umask(0o077);
  } catch {
    // a worker thread: the files are still fixed to 0600 at the next start
  }
}

/**
 * PostgreSQL's defaults size shared memory for a server with many clients (128 MB of shared
 * buffers, 100 connections); inside PGlite that memory is the app process's own. One client and a
 * small database need far less: these keep the embedded server's memory down.
 */
const PGLITE_SETTINGS = ['shared_buffers=8MB', 'max_connections=5', 'wal_buffers=256kB'];

/**
 * A new data directory is made by PostgreSQL's initdb, a second WebAssembly module that PGlite
 * runs once. Run inside the server, it left about 120 MB of the process's memory behind for good
 * (what the compiler and initdb freed stays with malloc; measured with `npm run bench -- --memory`),
 * so a short-lived child process makes the directory and the server only opens it. Should the child
 * fail, the server makes it itself, as before.
 */
async function initialiseInChildProcess(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const script = "const { PGlite } = await import('@electric-sql/pglite'); await (await PGlite.create(process.argv[1])).close();";
  try {
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, dataDir], { timeout: 120_000 });
  } catch (error) {
    console.warn(`[db] the database directory could not be made in a child process, so this process makes it: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

/**
 * Opens PGlite on a data directory (or in memory with 'memory://'), guarded by the lock file so a
 * second process fails instead of silently losing writes.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://');
  // every file the database writes from now on (WAL segments included) is private to this user
  if (!inMemory) restrictUmask();
  const release = inMemory ? () => {} : acquireDataDirLock(dataDir);
  let pg: PGlite;
  try {
    if (!inMemory) await initialiseInChildProcess(dataDir);
    pg = await PGlite.create(inMemory ? undefined : dataDir, { postgresqlconf: PGLITE_SETTINGS });
    // PGlite's file system sets some modes itself (pg_internal.init): fix them after start and close
    if (!inMemory) restrictDataDirPermissions(dataDir);
  } catch (error) {
    release();
    throw error;
  }
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Executor => ({
    async query<Row>(sql: string, params?: readonly unknown[]) {
      const result = await q.query<Row>(sql, params ? [...params] : undefined);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      await pg.close();
      if (!inMemory) restrictDataDirPermissions(dataDir);
      release();
    },
  };
}
