import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

// The hosted browser suite: a production-like deployment started by tests/hosted/setup.ts (real
// PostgreSQL, a separate auth process, a fake cloud insight API, two app instances behind a
// round-robin proxy). It uses the build `npm test` made. The proxy's port is chosen here and kept
// in the environment, so the workers (which re-read this file) agree on it.
if (!process.env.HOSTED_PORT) {
  process.env.HOSTED_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/hosted',
  globalSetup: './tests/hosted/setup.ts',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 150_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${process.env.HOSTED_PORT}`,
    locale: 'en-US',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
  },
  projects: [
    { name: 'hosted', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true } },
  ],
});
