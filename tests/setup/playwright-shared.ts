import { execFileSync } from 'node:child_process';

/**
 * What the two Playwright configs (embedded and hosted) share. Both run in the runner and again in
 * every worker, so a port chosen here is kept in the environment under `name` for the workers.
 */
export function portFromEnv(name: string): number {
  process.env[name] ??= execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
  return Number(process.env[name]);
}

/** Debian's Chromium, headless, quiet on the network (only the servers under test are reached). */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

/** Traces cost about a fifth of a suite's time and a CI run's are never seen: PW_TRACE=1 keeps them for failures. */
export const trace = process.env.PW_TRACE ? ('retain-on-failure' as const) : ('off' as const);
