/**
 * One empty PGlite data directory, handed to every test file of the unit-test run
 * (tests/setup/global.ts, tests/setup/pglite-memory.ts). Making a data directory runs PostgreSQL's
 * initdb in WebAssembly, about 4 s of CPU; loading a copy of one takes under 1 s. The empty one is
 * initdb's result for the installed PGlite, made once and kept between runs
 * (tests/setup/pglite-cluster.ts). What a test then does to its database (migrations included) is
 * unchanged.
 *
 * Beside it, the same database with every migration applied by the app's own migrate(): the start
 * of the tests that need a migrated database but are not about migrating one
 * (tests/setup/databases.ts: migratedPglite). Tests of the migrations start from the empty one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../../lib/db/migrate';
import type { Db, Executor } from '../../lib/db/types';
import { dumpTar, emptyClusterTar } from './pglite-cluster';

async function dump(pg: PGlite, file: string): Promise<string> {
  writeFileSync(file, await dumpTar(pg));
  return file;
}

/** PGlite as the Db migrate() takes (the app wraps it the same way in lib/embedded/pglite.ts). */
function asDb(pg: PGlite): Db {
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Executor => ({
    query: async <Row>(sql: string, params?: readonly unknown[]) => ({ rows: (await q.query<Row>(sql, params ? [...params] : undefined)).rows }),
    exec: async (sql: string) => void (await q.exec(sql)),
  });
  return { kind: 'pglite', ...wrap(pg), transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))), close: () => pg.close() };
}

/** The empty template (kept between runs) and the migrated one, written to `dir`: their paths. */
export async function makePgliteTemplates(dir: string, migrations: Parameters<typeof migrate>[1]): Promise<{ empty: string; migrated: string }> {
  const empty = await emptyClusterTar();
  const pg = await PGlite.create({ loadDataDir: new Blob([readFileSync(empty)]) });
  await migrate(asDb(pg), migrations);
  const migrated = await dump(pg, join(dir, 'migrated.tar'));
  await pg.close();
  return { empty, migrated };
}
