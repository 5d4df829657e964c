/**
 * A throw-away PostgreSQL server on loopback (Debian's binaries), so the db layer is tested against
 * a real server as well as PGlite (started for the unit tests by tests/setup/global.ts, for the
 * hosted browser suite by tests/hosted/setup.ts).
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/** The command that runs a PostgreSQL binary, as the postgres user when we are root (initdb refuses root). */
function command(bin: string, args: string[]): [string, string[]] {
  const asRoot = process.getuid?.() === 0;
  return asRoot ? ['su', ['postgres', '-s', '/bin/sh', '-c', [bin, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ')]] : [bin, args];
}

function run(bin: string, args: string[]) {
  const result = spawnSync(...command(bin, args), { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/** run(), without blocking this process meanwhile (the unit tests' PGlite templates are made alongside). */
function runAsync(bin: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(...command(bin, args), { encoding: 'utf8' }, (error, stdout, stderr) =>
      error ? reject(new Error(`${bin} ${args.join(' ')} failed:\n${stdout}\n${stderr}`)) : resolve(),
    ),
  );
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
  await runAsync(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  await runAsync(pgCtl, ['-D', dataDir, '-o', `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', join(root, 'log'), '-w', 'start']);
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
