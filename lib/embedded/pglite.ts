import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock, restrictDataDirPermissions } from './data-dir-lock';

/** umask 077 for this process (worker threads cannot change it; they inherit the process's). */
function restrictUmask(): void {
  try {
    process.umask(0o077);
  } catch {
    // a worker thread: the files are still fixed to 0600 at the next start
  }
}
import type { Db, Executor } from '@/lib/db/types';

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
    pg = await PGlite.create(inMemory ? undefined : dataDir);
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
