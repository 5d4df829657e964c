// Fails when a route's first-load client JS (gzip) grows past its budget in bench/budgets.json,
// or when a startup chunk lacks the compile hint (scripts/compile-hints.mjs).
import { readFileSync } from 'node:fs';
import { kB, routeClientJs } from './bench/client-js.mjs';
import { isHinted, startupChunks } from './compile-hints.mjs';

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));
let failed = 0;
for (const { route, gzipBytes } of routeClientJs()) {
  const budget = budgets.routes[route] ?? budgets.default;
  const size = kB(gzipBytes);
  const ok = size <= budget;
  if (!ok) failed++;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${String(size).padStart(6)} / ${budget} kB  ${route}`);
}
if (failed) {
  console.error(`${failed} route(s) over their client JS budget (bench/budgets.json)`);
  process.exit(1);
}
// the build went through scripts/build.mjs: every startup chunk carries V8's compile hint
const unhinted = startupChunks(process.cwd(), '.next').filter((path) => !isHinted(readFileSync(path, 'utf8')));
if (unhinted.length) {
  console.error(`${unhinted.length} startup chunk(s) without the compile hint (build with scripts/build.mjs): ${unhinted.join(', ')}`);
  process.exit(1);
}
console.log('ok   every startup chunk carries the compile hint');
