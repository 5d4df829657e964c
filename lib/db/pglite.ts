import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from './lock';
import type { Db, Executor } from './types';

/**
 * Opens PGlite on a data directory (or in memory with 'memory://'), guarded by the lock file so a
 * second process fails instead of silently losing writes.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : acquireDataDirLock(dataDir);
  let pg: PGlite;
  try {
    pg = await PGlite.create(inMemory ? undefined : dataDir);
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
      release();
    },
  };
}
