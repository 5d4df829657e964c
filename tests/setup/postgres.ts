/**
 * Vitest global setup: a throw-away PostgreSQL server on loopback (Debian's binaries), so the db
 * layer is tested against a real server as well as PGlite. Its URL reaches tests via inject('postgresUrl').
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { EMBEDDED_AUTH_DIR, MIGRATIONS_DIR, migrate, readMigrations } from '../../lib/db/migrate';
import { openPostgres } from '../../lib/db/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    postgresMigratedTemplate: string;
  }
}

function findBin(name: string): string {
  for (const dir of ['/usr/local/bin', '/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin']) {
    if (existsSync(join(dir, name))) return join(dir, name);
  }
  throw new Error(`PostgreSQL's ${name} was not found: install it with 'apt-get install -y postgresql' (npm test does this).`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs a PostgreSQL binary, as the postgres user when we are root (initdb refuses root). */
function run(bin: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? 'su' : bin;
  const argv = asRoot ? ['postgres', '-s', '/bin/sh', '-c', [bin, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ')] : args;
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/** A throw-away PostgreSQL server on a free loopback port (also used by the hosted browser suite). */
export async function startPostgres(): Promise<{ url: string; stop: () => void }> {
  const initdb = findBin('initdb');
  const pgCtl = findBin('pg_ctl');
  const root = mkdtempSync(join(tmpdir(), 'gyeol-pg-'));
  chmodSync(root, 0o777);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', root]);
  const dataDir = join(root, 'data');
  const port = await freePort();
  run(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  run(pgCtl, ['-D', dataDir, '-o', `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', join(root, 'log'), '-w', 'start']);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(pgCtl, ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

/** The name of the template database with every migration applied (freshPostgres(prefix, { migrated: true }) copies it). */
const MIGRATED_TEMPLATE = 'migrated_template';

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`create database ${MIGRATED_TEMPLATE}`);
    await admin.end();
    const url = new URL(server.url);
    url.pathname = `/${MIGRATED_TEMPLATE}`;
    const db = await openPostgres(url.toString());
    // the app's own migrate(); closed again, since a database is copied only while no one is connected to it
    await migrate(db, [...(await readMigrations(EMBEDDED_AUTH_DIR)), ...(await readMigrations(MIGRATIONS_DIR))]);
    await db.close();
  } catch (error) {
    server.stop();
    throw error;
  }
  project.provide('postgresUrl', server.url);
  project.provide('postgresMigratedTemplate', MIGRATED_TEMPLATE);
  return server.stop;
}
