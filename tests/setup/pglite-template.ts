/**
 * Vitest global setup: one empty PGlite data directory, made once for the whole run and handed to
 * every test file (tests/setup/pglite-memory.ts). Making a data directory runs PostgreSQL's initdb
 * in WebAssembly, about 4 s of CPU; loading a copy of one takes under 1 s. What a test then does
 * to its database (migrations included) is unchanged.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'gyeol-pglite-template-'));
  const pg = await PGlite.create();
  const file = join(dir, 'empty.tar');
  writeFileSync(file, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
  await pg.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
