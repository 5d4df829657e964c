import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverArgs } from '../../scripts/server-options.mjs';
import { freePort } from '../setup/postgres';
import { expect, test } from './fixtures';

/** Starts our server (scripts/serve.mjs) with an environment and collects what it prints until it exits or is stopped. */
async function startServer(env: Record<string, string>, waitMs: number) {
  // a port the system has just handed out (a random one met another server's, or an outgoing connection's)
  const port = await freePort();
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, serverArgs('-H', '127.0.0.1', '-p', String(port)), {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), waitMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test('a second process on the same DATA_DIR fails with a clear message', async () => {
  // the suite's server already holds E2E_DATA_DIR
  const result = await startServer({ DATA_DIR: process.env.E2E_DATA_DIR! }, 20_000);
  expect(result.code).toBe(1);
  expect(result.output).toContain('already in use by process');
});

test('hosted mode with a missing or malformed setting stops start-up, naming the variable', async () => {
  const result = await startServer(
    { APP_MODE: 'hosted', DATABASE_URL: 'mysql://wrong', DATA_DIR: mkdtempSync(join(tmpdir(), 'gyeol-h-')) },
    20_000,
  );
  expect(result.code).toBe(1);
  expect(result.output).toContain('DATABASE_URL must be a postgres:// URL');
  expect(result.output).toContain('NEXT_PUBLIC_SUPABASE_URL is missing');
  // the operator's identity too: no invented company in public
  for (const name of ['SITE_COMPANY_KO', 'SITE_COMPANY_EN', 'SITE_BUSINESS_REGISTRATION_NUMBER', 'SITE_CONTACT_EMAIL', 'SITE_PRIVACY_JSON']) {
    expect(result.output).toContain(`${name} is missing`);
  }
});
