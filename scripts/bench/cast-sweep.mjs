// A bounded sweep of shared casts: renders N casts' pages in both languages and N cards
// on `next start` (a build is needed), and reports the render rate, latency, the server's memory
// and what the server kept on disk. Usage: node scripts/bench/cast-sweep.mjs [N=600] [concurrency=2]
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './server.mjs';

const count = Number(process.argv[2] ?? 600);
const concurrency = Number(process.argv[3] ?? 2);

/** Every cast id (six digits 6–9, bottom line first), in a fixed order; a stride spreads the sweep. */
function castIds(n) {
  const all = [];
  for (let i = 0; i < 4096; i++) all.push([0, 1, 2, 3, 4, 5].map((k) => 6 + ((i >> (2 * k)) & 3)).join(''));
  const stride = Math.max(1, Math.floor(all.length / n));
  return all.filter((_, i) => i % stride === 0).slice(0, n);
}

/** Bytes of files under a directory (0 when it does not exist). */
function bytesUnder(dir) {
  let total = 0;
  try {
    for (const name of readdirSync(dir, { recursive: true })) {
      const stat = statSync(join(dir, String(name)));
      if (stat.isFile()) total += stat.size;
    }
  } catch {
    // no such directory
  }
  return total;
}
const kept = () => ({
  castRouteCache: bytesUnder('.next/server/app/ko/iching/cast') + bytesUnder('.next/server/app/en/iching/cast'),
  nextCache: bytesUnder('.next/cache'),
});

async function sweep(base, paths, server, peak) {
  const times = [];
  /** the server's memory after each quarter of the requests: flat when nothing accumulates */
  const rssByQuarter = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const path = paths[next++];
        const t = performance.now();
        const response = await fetch(`${base}${path}`);
        await response.arrayBuffer();
        times.push(performance.now() - t);
        if (response.status !== 200 || response.headers.get('x-nextjs-cache')) failed += 1;
        peak.rss = Math.max(peak.rss, server.rssMb() ?? 0);
        if (times.length % Math.ceil(paths.length / 4) === 0 || times.length === paths.length) rssByQuarter.push(server.rssMb());
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  return { requests: paths.length, perSecond: Math.round((paths.length / seconds) * 10) / 10, p50Ms: at(0.5), p95Ms: at(0.95), failedOrCached: failed, rssByQuarter };
}

const ids = castIds(count);
const server = await startServer();
try {
  const before = { rssMb: server.rssMb(), ...kept() };
  // one warm-up request of each kind (the first render loads fonts and modules)
  for (const path of [`/iching/cast/${ids[0]}`, `/iching/cast/${ids[0]}/opengraph-image`]) await (await fetch(`${server.base}${path}`)).arrayBuffer();
  const peak = { rss: server.rssMb() ?? 0 };
  const pages = await sweep(server.base, ids.flatMap((id) => [`/iching/cast/${id}`, `/en/iching/cast/${id}`]), server, peak);
  const afterPages = server.rssMb();
  const cards = await sweep(server.base, ids.map((id) => `/iching/cast/${id}/opengraph-image`), server, peak);
  const after = { rssMb: server.rssMb(), ...kept() };
  console.log(
    JSON.stringify(
      { casts: ids.length, concurrency, cpus: (await import('node:os')).cpus().length, pages, cards, memory: { beforeMb: before.rssMb, afterPagesMb: afterPages, afterMb: after.rssMb, peakMb: peak.rss }, disk: { before, after } },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
