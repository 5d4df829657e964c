/**
 * Vitest global setup: one empty PGlite data directory, made once for the whole run and handed to
 * every test file (tests/setup/pglite-memory.ts). Making a data directory runs PostgreSQL's initdb
 * in WebAssembly, about 4 s of CPU; loading a copy of one takes under 1 s. What a test then does
 * to its database (migrations included) is unchanged.
 *
 * Beside it, the same database with every migration applied by the app's own migrate(): the start
 * of the tests that need a migrated database but are not about migrating one
 * (tests/setup/databases.ts: migratedPglite). Tests of the migrations start from the empty one.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { EMBEDDED_AUTH_DIR, MIGRATIONS_DIR, migrate, readMigrations } from '../../lib/db/migrate';
import type { Db, Executor } from '../../lib/db/types';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgliteMigratedTemplate: string;
  }
}

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

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'gyeol-pglite-template-'));
  const pg = await PGlite.create();
  const empty = await dump(pg, join(dir, 'empty.tar'));
  await migrate(asDb(pg), [...(await readMigrations(EMBEDDED_AUTH_DIR)), ...(await readMigrations(MIGRATIONS_DIR))]);
  const migrated = await dump(pg, join(dir, 'migrated.tar'));
  await pg.close();
  project.provide('pgliteTemplate', empty);
  project.provide('pgliteMigratedTemplate', migrated);
  return () => rmSync(dir, { recursive: true, force: true });
}
