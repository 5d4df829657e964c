/**
 * PGlite's empty cluster (what PostgreSQL's initdb makes), made once and kept between runs.
 *
 * initdb runs in WebAssembly: about 4 s of CPU on a quiet machine, 20-45 s while a suite's server
 * and browsers share the 2 cores. What it makes depends only on PGlite's version, so it is kept
 * as a tar (PGlite's own dumpDataDir format) in .tmp/pglite-cluster/, named by that version, and:
 * - the unit suite's templates start from it (tests/setup/pglite-template.ts);
 * - the end-to-end server's data directory is laid from it before the server starts
 *   (playwright.config.ts: a copy of the cluster kept as a closed directory): the server then opens
 *   an initialised cluster and applies every migration, as at any first start. Making a directory
 *   from nothing (initdb in a child process) stays tested by lib/db/db.test.ts and by the
 *   end-to-end server that tests/e2e/deploy-net.spec.ts starts on an empty directory.
 *
 * Run by Node directly (its type stripping), so only erasable TypeScript here.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

const CLUSTER_DIR = join(process.cwd(), '.tmp', 'pglite-cluster');

function pgliteVersion(): string {
  const manifest = JSON.parse(readFileSync(join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** A PGlite database's data directory as a tar (PGlite's own dump format, uncompressed). */
export async function dumpTar(pg: PGlite): Promise<Buffer> {
  return Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer());
}

/** The path of the empty cluster's tar for the installed PGlite, made now (initdb in memory) when missing. */
export async function emptyClusterTar(): Promise<string> {
  const file = join(CLUSTER_DIR, `empty-${pgliteVersion()}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(CLUSTER_DIR, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create();
  const tar = await dumpTar(pg);
  await pg.close();
  // written whole under another name first: a run that stops midway, or a second one making it at
  // the same time, never leaves a partial file under the kept name
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, tar);
  renameSync(partial, file);
  return file;
}

/**
 * The empty cluster as a closed data directory, kept beside the tar: copying it is how a fresh
 * data directory is laid (layEmptyCluster). Made from the tar by PGlite when missing.
 */
export function keptClusterDir(): string {
  return join(CLUSTER_DIR, `empty-${pgliteVersion()}`);
}

async function makeKeptClusterDir(): Promise<string> {
  const kept = keptClusterDir();
  if (existsSync(join(kept, 'PG_VERSION'))) return kept;
  const tar = readFileSync(await emptyClusterTar());
  const partial = `${kept}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create(partial, { loadDataDir: new Blob([tar]) });
  await pg.close();
  try {
    renameSync(partial, kept);
  } catch (error) {
    // another run made it at the same time: its copy is as good
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(join(kept, 'PG_VERSION'))) throw error;
  }
  return kept;
}

/**
 * Lays the empty cluster into the new data directory `dir` (empty or missing): a copy of the kept
 * closed cluster (as a cold copy of a stopped PostgreSQL's directory), made first in a child
 * process when missing. Synchronous, for playwright.config.ts.
 */
export function layEmptyCluster(dir: string): void {
  const kept = keptClusterDir();
  if (!existsSync(join(kept, 'PG_VERSION'))) execFileSync(process.execPath, [fileURLToPath(import.meta.url)], { stdio: 'inherit' });
  cpSync(kept, dir, { recursive: true });
}

// `node tests/setup/pglite-cluster.ts`: makes the kept cluster (tar and directory) when missing
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await makeKeptClusterDir();
