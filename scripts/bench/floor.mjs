// The floor: a bare Next.js page built in the same run with the same Next version, the same way. Each route's
// client JS is reported as a ratio to it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeClientJs } from './client-js.mjs';

export function buildFloor(projectDir = process.cwd()) {
  const dir = join(projectDir, '.tmp', 'bench-floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(join(dir, 'app', 'layout.jsx'), 'export default function L({ children }) { return <html lang="en"><body>{children}</body></html>; }\n');
  writeFileSync(join(dir, 'app', 'page.jsx'), 'export default function P() { return <main><h1>Hello</h1></main>; }\n');
  writeFileSync(join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(projectDir)} } };\n`);
  execFileSync(process.execPath, [join(projectDir, 'node_modules/next/dist/bin/next'), 'build', dir], {
    cwd: projectDir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const page = routeClientJs(dir).find((r) => r.route === '/');
  if (!page) throw new Error('the floor build has no / route');
  return page.gzipBytes;
}
