// Fails when a route's first-load client JS (gzip) grows past its budget in bench/budgets.json.
import { readFileSync } from 'node:fs';
import { kB, routeClientJs } from './bench/client-js.mjs';

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
