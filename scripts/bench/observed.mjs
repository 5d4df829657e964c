// What a phone gets: each page loaded in real Chromium with the network and the CPU slowed down in
// the browser itself (Chrome DevTools Protocol, not Lighthouse's simulation): 150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower, 390 px, cache off, a fresh profile each load.
// Read from the browser's own entries: the first contentful paint, the largest contentful paint
// (the last entry before the page is left alone), the moment the page is hydrated (the root
// layout's marker sets <html data-hydrated>) and the bytes that had arrived when the largest paint
// happened (Resource Timing's transfer sizes of every response finished by then, the document's
// always).
//
// Every page is loaded twice per round, once as served and once with its scripts blocked (every
// *.js request refused by the browser, inline scripts still run): the second is the paint its
// HTML and CSS alone give, the floor for that page, measured in the same run and the same
// conditions, so each figure is also given as a ratio to it and the ratios hold on any machine.
// Beside them, a bare Next.js page (its layout, one heading, and the same one-effect marker) built
// with the same Next version. Rounds interleave every page and variant; medians of the rounds.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { freePort } from './server.mjs';

export const PHONE = { latencyMs: 150, downloadBytesPerSec: 1_600_000 / 8, uploadBytesPerSec: 750_000 / 8, cpuSlowdown: 4, width: 390, height: 844 };
export const ROUNDS = 7;
const HYDRATION_TIMEOUT_MS = 30_000;
/** After the page is hydrated (or, scripts blocked, loaded): the time left for a later, larger paint. */
const SETTLE_MS = 700;
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

// Before any script of the page: the observers whose entries the figures are read from.
const OBSERVER = `(() => {
  const o = (window.__observed = { fcp: null, lcp: null, hydrated: null });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') o.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) o.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  // <html> may not be parsed yet: watch the document for the attribute
  const mark = () => { if (o.hydrated === null && document.documentElement?.hasAttribute('data-hydrated')) o.hydrated = performance.now(); };
  new MutationObserver(mark).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
})();`;

/** The observed floor: a bare Next.js app (layout, one heading) with the app's hydration marker. */
export function buildObservedFloor(projectDir = process.cwd()) {
  const dir = join(projectDir, '.tmp', 'bench-floor-observed');
  const next = join(projectDir, 'node_modules/next/package.json');
  if (existsSync(join(dir, '.next/BUILD_ID')) && statSync(join(dir, '.next/BUILD_ID')).mtimeMs > statSync(next).mtimeMs) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(join(dir, 'app', 'marker.jsx'), "'use client';\nimport { useEffect } from 'react';\nexport function Marker() { useEffect(() => { document.documentElement.setAttribute('data-hydrated', ''); }, []); return null; }\n");
  writeFileSync(join(dir, 'app', 'layout.jsx'), "import { Marker } from './marker';\nexport default function L({ children }) { return <html lang=\"en\"><body>{children}<Marker /></body></html>; }\n");
  writeFileSync(join(dir, 'app', 'page.jsx'), 'export default function P() { return <main><h1>Hello</h1></main>; }\n');
  writeFileSync(join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(projectDir)} } };\n`);
  execFileSync(process.execPath, [join(projectDir, 'node_modules/next/dist/bin/next'), 'build', dir], { cwd: projectDir, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  return dir;
}

/** `next start` of the observed floor on a free port: { base, port, stop }. */
export async function startFloorServer(dir, projectDir = process.cwd()) {
  const port = await freePort();
  // the project's instrumentation runs in it too: a data directory of its own, never the project's .data (one process at a time)
  const dataDir = mkdtempSync(join(tmpdir(), 'gyeol-floor-'));
  const child = spawn(process.execPath, [join(projectDir, 'node_modules/next/dist/bin/next'), 'start', dir, '-p', String(port)], { cwd: projectDir, stdio: 'ignore', env: { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' } });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the floor server exited');
    try {
      if ((await fetch(`${base}/`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the floor server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    port,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/**
 * A fresh, empty profile on the phone (PHONE: its size, touch, the reader's language, cache off, the
 * network and CPU slowed in the browser itself), with `observer` run before the page's own scripts.
 * The caller closes the context.
 */
export async function phonePage(browser, { lang = 'ko', observer }) {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: lang === 'ko' ? 'ko-KR' : 'en-US',
    extraHTTPHeaders: { 'accept-language': lang === 'ko' ? 'ko-KR,ko;q=0.9' : 'en-US,en;q=0.9' },
    ignoreHTTPSErrors: true,
    serviceWorkers: 'block',
  });
  await context.addInitScript(observer);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PHONE.latencyMs, downloadThroughput: PHONE.downloadBytesPerSec, uploadThroughput: PHONE.uploadBytesPerSec });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return { context, page, cdp };
}

/** One load of url on a fresh, empty profile: { fcp, lcp, hydrated, bytes } in ms and bytes (null when not seen). */
export async function observeOnce(browser, url, { blocked = false, lang = 'ko' } = {}) {
  const { context, page, cdp } = await phonePage(browser, { lang, observer: OBSERVER });
  try {
    // refused by the browser's network stack itself: no request interception slowing the other requests
    if (blocked) await cdp.send('Network.setBlockedURLs', { urls: ['*.js', '*.js?*'] });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (!blocked) await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: HYDRATION_TIMEOUT_MS }).catch(() => {});
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => {
      const o = window.__observed;
      const round = (v) => (v === null ? null : Math.round(v));
      let bytes = null;
      if (o.lcp !== null) {
        const [nav] = performance.getEntriesByType('navigation');
        bytes = (nav?.transferSize ?? 0) + performance.getEntriesByType('resource').filter((e) => e.responseEnd <= o.lcp).reduce((sum, e) => sum + e.transferSize, 0);
      }
      return { fcp: round(o.fcp), lcp: round(o.lcp), hydrated: round(o.hydrated), bytes };
    });
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const seen = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (seen.length === 0) return null;
  const mid = Math.floor(seen.length / 2);
  return seen.length % 2 ? seen[mid] : Math.round((seen[mid - 1] + seen[mid]) / 2);
};
const ratio = (value, floor) => (value === null || !floor ? null : Math.round((value / floor) * 100) / 100);

/**
 * pages: [{ name, url, lang }]. Every round loads every page as served and with its scripts
 * blocked (their order alternating between rounds). Returns one row a page: the medians of each
 * variant, and the served figures as ratios to the same page's scripts-blocked paint (its LCP).
 */
export async function observedLoads(pages, { rounds = ROUNDS, log = () => {} } = {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  const runs = new Map(pages.map((p) => [p.name, { served: [], blocked: [] }]));
  try {
    for (let round = 0; round < rounds; round++) {
      log(`observed round ${round + 1}/${rounds}`);
      for (const page of pages) {
        const order = round % 2 ? [true, false] : [false, true];
        for (const blocked of order) runs.get(page.name)[blocked ? 'blocked' : 'served'].push(await observeOnce(browser, page.url, { blocked, lang: page.lang }));
      }
    }
  } finally {
    await browser.close();
  }
  return summarize(pages, runs);
}

/** One row a page from its loads (runs: page name → { served, blocked } lists of observeOnce results). */
export function summarize(pages, runs) {
  return pages.map((page) => {
    const { served, blocked } = runs.get(page.name);
    const pick = (list, key) => median(list.map((r) => r[key]));
    const row = {
      page: page.name,
      fcpMs: pick(served, 'fcp'),
      lcpMs: pick(served, 'lcp'),
      hydratedMs: pick(served, 'hydrated'),
      bytesBeforeLcp: pick(served, 'bytes'),
      hydratedRuns: served.filter((r) => r.hydrated !== null).length,
      blockedFcpMs: pick(blocked, 'fcp'),
      blockedLcpMs: pick(blocked, 'lcp'),
      blockedBytesBeforeLcp: pick(blocked, 'bytes'),
      runs: served.length,
      raw: { served, blocked },
    };
    const paint = row.blockedLcpMs;
    return { ...row, fcpRatio: ratio(row.fcpMs, paint), lcpRatio: ratio(row.lcpMs, paint), hydratedRatio: ratio(row.hydratedMs, paint), bytesRatio: ratio(row.bytesBeforeLcp, row.blockedBytesBeforeLcp) };
  });
}


export const OBSERVED_TARGETS = { lcpRatio: 1.1, hydratedRatio: 1.7 };

/** The observed table in Markdown. */
export function observedTable(rows, floorName) {
  const floor = rows.find((r) => r.page === floorName);
  const lines = [
    '| page | FCP ms | LCP ms | hydrated ms | kB before LCP | scripts blocked: LCP ms | LCP × blocked | hydrated × blocked | LCP × floor page | hydrated × floor page | meets |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const meets = r.lcpRatio !== null && r.hydratedRatio !== null && r.lcpRatio <= OBSERVED_TARGETS.lcpRatio && r.hydratedRatio <= OBSERVED_TARGETS.hydratedRatio && r.hydratedRuns === r.runs;
    const missing = r.hydratedRuns < r.runs ? ` (hydrated in ${r.hydratedRuns} of ${r.runs})` : '';
    lines.push(
      `| ${r.page} | ${r.fcpMs ?? '–'} | ${r.lcpMs ?? '–'} | ${r.hydratedMs ?? '–'} | ${r.bytesBeforeLcp === null ? '–' : Math.round(r.bytesBeforeLcp / 102.4) / 10} | ${r.blockedLcpMs ?? '–'} | ${r.lcpRatio ?? '–'} | ${r.hydratedRatio ?? '–'} | ${ratio(r.lcpMs, floor?.lcpMs) ?? '–'} | ${ratio(r.hydratedMs, floor?.hydratedMs) ?? '–'} | ${meets ? 'yes' : 'NO'}${missing} |`,
    );
  }
  return lines;
}
