// One throttled load's network waterfall, to see where a phone's time goes: what downloads when
// (does the stylesheet or a font compete with the framework's chunks for the 1.6 Mbit/s?), when
// the last script arrives against when the page is hydrated (download-bound or CPU-bound), and how
// long the main thread was busy before hydration. The same phone as the observed loads
// (scripts/bench/observed.mjs: phonePage, a fresh profile, cache off), through nginx as deployed.
//
//   node scripts/bench/waterfall.mjs [--pages=/,/iching/1] [--runs=3] [--dist=.next]
//
// Prints, for each page, the median run's resources in start order (start, first byte and end in
// ms from navigation start, transfer kB, render-blocking), then FCP, LCP, hydrated, the last
// script's end, and the main thread's long-task time before hydration.
import { chromium } from '@playwright/test';
import { phonePage } from './observed.mjs';
import { startProxy } from './proxy.mjs';
import { startServer } from './server.mjs';

const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const PATHS = option('pages')?.split(',') ?? ['/', '/iching/1'];
const RUNS = Number(option('runs') ?? 3);
const DIST = option('dist');

const OBSERVER = `(() => {
  const o = (window.__wf = { fcp: null, lcp: null, hydrated: null, longTasks: [] });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') o.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) o.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) o.longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  const mark = () => { if (o.hydrated === null && document.documentElement?.hasAttribute('data-hydrated')) o.hydrated = performance.now(); };
  new MutationObserver(mark).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
})();`;

async function loadOnce(browser, url) {
  const { context, page } = await phonePage(browser, { lang: 'ko', observer: OBSERVER });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 }).catch(() => {});
    await page.waitForTimeout(700);
    return await page.evaluate(() => {
      const o = window.__wf;
      const [nav] = performance.getEntriesByType('navigation');
      const row = (e, name) => ({
        name,
        start: Math.round(e.startTime),
        firstByte: Math.round(e.responseStart),
        end: Math.round(e.responseEnd),
        kB: Math.round(e.transferSize / 102.4) / 10,
        bodyKB: Math.round(e.decodedBodySize / 102.4) / 10,
        blocking: e.renderBlockingStatus === 'blocking',
        protocol: e.nextHopProtocol,
      });
      const resources = [row(nav, 'document'), ...performance.getEntriesByType('resource').map((e) => row(e, new URL(e.name).pathname.replace(/^\/_next\/static\//, '')))];
      const before = (t) => o.longTasks.filter(([s]) => s < t).reduce((sum, [s, d]) => sum + Math.min(d, t - s), 0);
      return { fcp: Math.round(o.fcp), lcp: Math.round(o.lcp), hydrated: o.hydrated && Math.round(o.hydrated), longTaskMsBeforeHydrated: o.hydrated && Math.round(before(o.hydrated)), longTasks: o.longTasks.map(([s, d]) => [Math.round(s), Math.round(d)]), resources };
    });
  } finally {
    await context.close();
  }
}

const server = await startServer(process.cwd(), DIST ? { NEXT_DIST_DIR: DIST } : {});
const proxy = await startProxy(new URL(server.base).port);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] });
try {
  for (const path of PATHS) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(browser, (proxy?.base ?? server.base) + path));
    runs.sort((a, b) => (a.hydrated ?? Infinity) - (b.hydrated ?? Infinity));
    const m = runs[Math.floor(runs.length / 2)];
    const scripts = m.resources.filter((r) => r.name.endsWith('.js'));
    const sum = (list) => Math.round(list.reduce((s, r) => s + r.kB, 0) * 10) / 10;
    console.log(`\n## ${path} (median of ${RUNS} by hydrated; served ${proxy ? 'through nginx' : 'directly'})`);
    console.log('| resource | start | first byte | end | transfer kB | body kB | blocking |\n|---|---|---|---|---|---|---|');
    for (const r of m.resources.sort((a, b) => a.start - b.start)) console.log(`| ${r.name} | ${r.start} | ${r.firstByte} | ${r.end} | ${r.kB} | ${r.bodyKB} | ${r.blocking ? 'yes' : ''} |`);
    const lastScript = Math.max(...scripts.map((r) => r.end));
    console.log(`FCP ${m.fcp}, LCP ${m.lcp}, hydrated ${m.hydrated}; scripts: ${scripts.length}, ${sum(scripts)} kB, last ends ${lastScript}; all ${sum(m.resources)} kB; long tasks before hydrated ${m.longTaskMsBeforeHydrated} ms; after the last script ${m.hydrated - lastScript} ms`);
    console.log(`long tasks [start, ms]: ${JSON.stringify(m.longTasks)}`);
    console.log(`all runs (fcp/lcp/hydrated): ${runs.map((r) => `${r.fcp}/${r.lcp}/${r.hydrated}`).join(', ')}`);
  }
} finally {
  await browser.close();
  await proxy?.stop();
  await server.stop();
}
