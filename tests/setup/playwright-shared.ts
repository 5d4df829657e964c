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

/**
 * Debian's build of Chromium's headless shell, quiet on the network (only the servers under test are
 * reached). It is the browser Playwright itself runs for headless tests: the same Blink and V8 as
 * Chromium without the full browser around them. The suite ran about twice as fast on it as on
 * /usr/bin/chromium (a11y and casting specs: 142-168 s against 279 s on a 2-core machine).
 * The bench and the screenshots keep the full Chromium a person runs.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

/** Traces cost about a fifth of a suite's time and a CI run's are never seen: PW_TRACE=1 keeps them for failures. */
export const trace = process.env.PW_TRACE ? ('retain-on-failure' as const) : ('off' as const);
