import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { layEmptyCluster } from './tests/setup/pglite-cluster';
import { chromiumLaunch, portFromEnv, trace } from './tests/setup/playwright-shared';
import { serverArgs, serverEnv } from './scripts/server-options.mjs';

// One server for the whole run: `next start` on a free port with a fresh DATA_DIR. The values are
// put in the environment so the worker processes (which re-read this file) see the same ones.
// The DATA_DIR holds PGlite's empty cluster already (initdb's result, kept between runs:
// tests/setup/pglite-cluster.ts), so the server starts by applying the migrations, not by initdb.
const port = portFromEnv('E2E_PORT');
process.env.E2E_DATA_DIR ??= (() => {
  const dir = mkdtempSync(join(tmpdir(), 'gyeol-e2e-'));
  layEmptyCluster(dir);
  return dir;
})();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ko-KR',
    launchOptions: chromiumLaunch,
    trace,
  },
  projects: [
    { name: 'phone', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true } },
  ],
  webServer: {
    // loopback, as behind a reverse proxy (and as npm start does)
    command: `node ${serverArgs('-H', '127.0.0.1', '-p', String(port)).join(' ')}`,
    url: `http://127.0.0.1:${port}/`,
    // run as npm start and a deployment run it (scripts/server-options.mjs)
    env: { DATA_DIR: process.env.E2E_DATA_DIR, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1', ...serverEnv() },
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
