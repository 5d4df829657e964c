/**
 * One empty PGlite data directory, made once for the whole unit-test run (tests/setup/global.ts)
 * and handed to every test file (tests/setup/pglite-memory.ts). Making a data directory runs
 * PostgreSQL's initdb in WebAssembly, about 4 s of CPU; loading a copy of one takes under 1 s. What
 * a test then does to its database (migrations included) is unchanged.
 *
 * Beside it, the same database with every migration applied by the app's own migrate(): the start
 * of the tests that need a migrated database but are not about migrating one
 * (tests/setup/databases.ts: migratedPglite). Tests of the migrations start from the empty one.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../../lib/db/migrate';
import type { Db, Executor } from '../../lib/db/types';

async function dump(pg: PGlite, file: string): Promise<string> {
  writeFileSync(file, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
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

/** Writes the empty and the migrated template to `dir`: their paths. */
export async function makePgliteTemplates(dir: string, migrations: Parameters<typeof migrate>[1]): Promise<{ empty: string; migrated: string }> {
  const pg = await PGlite.create();
  const empty = await dump(pg, join(dir, 'empty.tar'));
  await migrate(asDb(pg), migrations);
  const migrated = await dump(pg, join(dir, 'migrated.tar'));
  await pg.close();
  return { empty, migrated };
}
