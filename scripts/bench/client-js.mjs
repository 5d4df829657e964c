// Client JS a route loads on first visit, gzip-compressed, from the build's route bundle stats
// (Next 16 no longer prints "First Load JS"). Used by the budget check and by `npm run bench`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function routeClientJs(projectDir = process.cwd()) {
  const stats = JSON.parse(readFileSync(join(projectDir, '.next/diagnostics/route-bundle-stats.json'), 'utf8'));
  const cache = new Map();
  const gzipSize = (path) => {
    if (!cache.has(path)) cache.set(path, gzipSync(readFileSync(join(projectDir, path))).length);
    return cache.get(path);
  };
  return stats
    .map((entry) => ({
      route: entry.route,
      gzipBytes: entry.firstLoadChunkPaths.reduce((sum, path) => sum + gzipSize(path), 0),
      rawBytes: entry.firstLoadUncompressedJsBytes,
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

export const kB = (bytes) => Math.round(bytes / 102.4) / 10;

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of routeClientJs()) console.log(`${String(kB(r.gzipBytes)).padStart(7)} kB  ${r.route}`);
}
