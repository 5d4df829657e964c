// Starts the built app (`next start` as npm start runs it, embedded mode) on a free port with a
// fresh DATA_DIR, for benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverArgs, serverEnv } from '../server-options.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** env: added to the server's environment (NEXT_DIST_DIR serves another build). */
export async function startServer(projectDir = process.cwd(), env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gyeol-bench-'));
  const child = spawn(process.execPath, serverArgs('-p', String(port)), {
    cwd: projectDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1', ...serverEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  // a minute was not always enough on the shared 2-core machine (57 s measured under other load)
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    try {
      if ((await fetch(`${base}/`, { redirect: 'manual' })).status < 500 && log.includes('ready')) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
