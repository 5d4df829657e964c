import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch, portFromEnv, trace } from './tests/setup/playwright-shared';

// The hosted browser suite: a production-like deployment started by tests/hosted/setup.ts (real
// PostgreSQL, a separate auth process, a fake cloud insight API, two app instances behind a
// round-robin proxy). It uses the build `npm test` made. The proxy's port is chosen here and kept
// in the environment, so the workers (which re-read this file) agree on it.
const port = portFromEnv('HOSTED_PORT');

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
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    launchOptions: chromiumLaunch,
    trace,
  },
  projects: [
    { name: 'hosted', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true } },
  ],
});
