// npm run bench: what a phone observes loading each public page (scripts/bench/observed.mjs), page
// speed (Lighthouse, a second opinion), client JS per route against a bare Next.js floor, and
// load (autocannon) on a static page and the API. Needs a build (npm test makes one).
// `--observed` runs only the observed loads; `--pages=/,/iching/1` and `--rounds=N` narrow them
// (to try a change; the table docs/performance.md shows is the full one). `--compare=DIR[,DIR…]` adds the
// same pages served from other builds (NEXT_DIST_DIR=DIR), interleaved with this one: an A/B of builds.
// Lighthouse measures the pages as deployed: through nginx (TLS, HTTP/2) in front of next start
// (scripts/bench/proxy.mjs); `--direct` measures next start itself over plain HTTP/1.1. Load runs
// against next start (the app's own throughput).
// `--journal` runs only the year page of a person with 1,000 notes (bench/results/journal.{json,md}).
// Writes bench/results/latest.json and bench/results/summary.md, and prints the summary. Exits 1
// when the journal's year page is over its budget (bench/budgets.json journalYearPage).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { routeClientJs, kB } from './client-js.mjs';
import { buildFloor } from './floor.mjs';
import { lighthouse } from './lighthouse.mjs';
import { startHostedDeployment, hostedAuth } from './hosted.mjs';
import { interactions, PHONE_BENCHMARK_INDEX } from './interaction.mjs';
import { journalPageMeets, journalPageTable, journalPageWeight } from './journal-page.mjs';
import { load } from './load.mjs';
import { buildObservedFloor, observedLoads, observedTable, PHONE, ROUNDS, startFloorServer } from './observed.mjs';
import { rssMb, soak } from './memory.mjs';
import { pageWeights } from './page-weight.mjs';
import { startProxy } from './proxy.mjs';
import { startServer } from './server.mjs';
import { benchSession, journalSession, loadTargets } from './targets.mjs';

const LIGHTHOUSE_PATHS = ['/', '/iching', '/iching/today', '/iching/1', '/en/iching/1', '/bookofchange', '/korea', '/policies/row-terms-of-use', '/policies/row-privacy-policy', '/report/iching'];
const TARGETS = { performance: 98, others: 100, jsRatio: 1.1 };
const quick = process.argv.includes('--quick'); // one Lighthouse run per page, 5 s of load
const direct = process.argv.includes('--direct'); // Lighthouse on next start itself, no proxy
const memoryOnly = process.argv.includes('--memory'); // only the servers' memory, under load and soak, in both modes
const interactionOnly = process.argv.includes('--interaction'); // only the taps' INP on the embedded server
const observedOnly = process.argv.includes('--observed'); // only the observed loads on a throttled Chromium
const journalOnly = process.argv.includes('--journal'); // only the year page of a person with 1,000 notes
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
// the site's 404 page (an unknown address under the locale routing), with the ten public pages
const NOT_FOUND_PATH = '/no-such-page';
const OBSERVED_PATHS = option('pages')?.split(',') ?? [...LIGHTHOUSE_PATHS, NOT_FOUND_PATH];
const OBSERVED_ROUNDS = Number(option('rounds') ?? ROUNDS);
const FLOOR_PAGE = 'floor: a bare Next.js page';
const COMPARE_DIRS = option('compare')?.split(',') ?? [];
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));
const MEMORY_BUDGET_MB = budgets.serverMemoryMb;
const INTERACTION_BUDGET_MS = budgets.interactionMs.default;
const JOURNAL_BUDGET = budgets.journalYearPage;

if (!existsSync('.next/BUILD_ID')) {
  console.error('No build found: run `npm test` (or `npx next build`) first.');
  process.exit(1);
}

const started = Date.now();
let floorBytes = null;
let routes = [];
let weights = [];
if (!memoryOnly && !interactionOnly && !observedOnly && !journalOnly) {
  console.log('› client JS per route, and the floor (a bare Next.js page built now)');
  floorBytes = buildFloor();
  routes = routeClientJs().map((r) => ({ ...r, ratio: Math.round((r.gzipBytes / floorBytes) * 100) / 100 }));
  weights = pageWeights();
}

/** RSS of one server before load, after the load runs and after the soak; the load rows. */
async function underLoad(mode, base, pid, session) {
  const memory = { beforeLoadMb: rssMb(pid) };
  const rows = [];
  for (const target of loadTargets(base, session)) {
    const name = `${mode}: ${target.name}`;
    if (target.unavailable) {
      rows.push({ name, unavailable: target.unavailable });
      continue;
    }
    console.log(`› load ${name}`);
    rows.push({ name, ...(await load({ ...target, duration: quick ? 5 : 10 })) });
  }
  memory.afterLoadMb = rssMb(pid);
  console.log(`› soak ${mode}`);
  memory.soak = await soak(base, session, quick ? 15 : 60);
  memory.afterSoakMb = rssMb(pid);
  memory.budgetMb = MEMORY_BUDGET_MB[mode];
  return { memory, rows };
}

const server = await startServer();
const proxy = direct || memoryOnly || interactionOnly || journalOnly ? null : await startProxy(new URL(server.base).port).catch(async (error) => {
  await server.stop();
  throw error;
});
const measured = proxy
  ? `through nginx ${proxy.version} (TLS, HTTP/2, docs/deploying.md's proxy configuration) in front of scripts/serve.mjs`
  : `on next start directly (plain HTTP/1.1 on loopback${direct ? '' : '; nginx is not installed: `bash scripts/ensure-system.sh bench` installs it'})`;
const results = { date: new Date().toISOString(), node: process.version, floorGzipBytes: floorBytes, routes, weights, observed: null, lighthouse: [], lighthouseServedBy: measured, interaction: null, journalYearPage: null, load: [], memory: {} };

/** The observed loads of the public pages and the floor page, each served the same way (through nginx when the bench has it). */
async function measureObserved() {
  console.log('› observed loads: the observed floor (a bare Next.js page built now, unless built with this Next already)');
  const floorServer = await startFloorServer(buildObservedFloor());
  const floorProxy = proxy ? await startProxy(floorServer.port) : null;
  const others = [];
  try {
    // inside the try: a build that fails to start stops the servers already started
    for (const dir of COMPARE_DIRS) {
      const other = { dir, server: await startServer(process.cwd(), { NEXT_DIST_DIR: dir }), proxy: null };
      others.push(other);
      if (proxy) other.proxy = await startProxy(new URL(other.server.base).port);
    }
    const base = proxy?.base ?? server.base;
    const pages = [];
    for (const path of OBSERVED_PATHS) {
      const name = path === NOT_FOUND_PATH ? `${path} (404)` : path;
      const lang = path.startsWith('/en') ? 'en' : 'ko';
      pages.push({ name, url: base + path, lang });
      for (const other of others) pages.push({ name: `${name} [${other.dir}]`, url: (other.proxy?.base ?? other.server.base) + path, lang });
    }
    pages.push({ name: FLOOR_PAGE, url: `${floorProxy?.base ?? floorServer.base}/`, lang: 'en' });
    const rows = await observedLoads(pages, { rounds: OBSERVED_ROUNDS, log: (line) => console.log(`› ${line}`) });
    return { phone: PHONE, rounds: OBSERVED_ROUNDS, floorPage: FLOOR_PAGE, rows };
  } finally {
    for (const other of others) {
      await other.proxy?.stop();
      await other.server.stop();
    }
    await floorProxy?.stop();
    await floorServer.stop();
  }
}

/** The year page of the heavy writer, in both locales, against its budget (on next start itself: the server's time). */
async function measureJournalPage(journal) {
  if (!journal || journal.error) return [{ name: 'GET /journal/{year}', unavailable: journal?.error ?? 'no session' }];
  return journalPageWeight(server.base, journal, JOURNAL_BUDGET, { log: (line) => console.log(`› ${line}`) });
}

try {
  if (journalOnly) {
    console.log('› the journal year page: a new user writes 1,000 notes');
    results.journalYearPage = await measureJournalPage(await journalSession(server.base));
  }
  if (!memoryOnly && !interactionOnly && !journalOnly) results.observed = await measureObserved();
  for (const path of memoryOnly || interactionOnly || observedOnly || journalOnly ? [] : LIGHTHOUSE_PATHS) {
    const status = (await fetch(server.base + path, { headers: { 'accept-language': path.startsWith('/en') ? 'en' : 'ko' } })).status;
    if (status !== 200) {
      results.lighthouse.push({ path, status, missing: true });
      console.log(`› lighthouse ${path}: HTTP ${status}, skipped`);
      continue;
    }
    console.log(`› lighthouse ${path}`);
    results.lighthouse.push({ path, ...(await lighthouse((proxy?.base ?? server.base) + path, quick ? 1 : 3, { insecure: Boolean(proxy) })) });
  }
  const session = observedOnly || journalOnly ? null : await benchSession(server.base);
  if (!memoryOnly && !interactionOnly && !observedOnly && !journalOnly) results.journalYearPage = await measureJournalPage(session.error ? session : session.journal);
  if (!interactionOnly && !observedOnly && !journalOnly) {
    const embedded = await underLoad('embedded', server.base, server.pid, session);
    results.memory.embedded = embedded.memory;
    results.load.push(...embedded.rows);
  }
  // after the memory figures, so the browser's page loads are not in them
  if (!memoryOnly && !observedOnly && !journalOnly) {
    console.log('› interactions (INP)');
    results.interaction = await interactions(server.base, session);
  }
} finally {
  await proxy?.stop();
  await server.stop();
}

// a hosted instance: PostgreSQL, the separate auth process and the hosted build, as the hosted suite runs them
async function measureHosted() {
  console.log('› hosted deployment (PostgreSQL, the auth process, the hosted build, two instances)');
  let deployment;
  try {
    deployment = await startHostedDeployment();
  } catch (error) {
    results.memory.hosted = { unavailable: String(error.message ?? error).split('\n')[0] };
    return;
  }
  try {
    const [app] = deployment.apps;
    const base = `http://127.0.0.1:${app.port}`;
    const hosted = await underLoad('hosted', base, app.pid, await benchSession(base, hostedAuth(deployment)));
    results.memory.hosted = hosted.memory;
    results.load.push(...hosted.rows);
  } finally {
    await deployment.stop();
  }
}
if (!interactionOnly && !observedOnly && !journalOnly) await measureHosted();
results.durationSec = Math.round((Date.now() - started) / 1000);

// ── summary ──
const lines = [];
lines.push(`# Benchmarks ${results.date}`, '');
if (results.observed) {
  const { phone, rounds, floorPage, rows } = results.observed;
  lines.push('## Observed loads (what a phone gets)', '', `Chromium at ${phone.width} px, throttled in the browser: ${phone.latencyMs} ms round trip, ${(phone.downloadBytesPerSec * 8) / 1e6} Mbit/s down, ${(phone.uploadBytesPerSec * 8) / 1e3} kbit/s up, CPU ${phone.cpuSlowdown}× slower, cache off; ${measured.replace(/^through/, 'served through')}. Medians of ${rounds} loads a page, every page and variant interleaved. "× blocked": the ratio to the same page loaded in the same rounds with its scripts blocked (the paint its HTML and CSS alone give: its LCP). Targets: LCP ≤ 1.10×, hydrated ≤ 1.7× that paint.`, '');
  lines.push(...observedTable(rows, floorPage), '');
}
if (!memoryOnly && !observedOnly && !journalOnly) {
  lines.push(`Floor (bare Next.js page): ${kB(floorBytes)} kB gzip. Targets: Lighthouse performance ≥ ${TARGETS.performance}, other categories = ${TARGETS.others}; static pages ≤ ${TARGETS.jsRatio}× the floor; no errors under load.`, '');
  lines.push('## Lighthouse (mobile, median of runs)', '', `Measured ${measured}.`, '', '| page | perf | a11y | best | SEO | LCP ms | TBT ms | CLS | meets |', '|---|---|---|---|---|---|---|---|---|');
  for (const r of results.lighthouse) {
    if (r.missing) {
      lines.push(`| ${r.path} | – | – | – | – | – | – | – | HTTP ${r.status} |`);
      continue;
    }
    const meets = r.performance >= TARGETS.performance && r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100;
    // a page measured through a redirect is not the page a reader of its language gets
    const redirected = r.finalUrl && new URL(r.finalUrl).pathname !== r.path ? ` (measured at ${new URL(r.finalUrl).pathname})` : '';
    lines.push(`| ${r.path}${redirected} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${meets ? 'yes' : 'NO: ' + r.failing.slice(0, 4).join(', ')} |`);
  }
  const indexes = results.lighthouse.map((r) => r.benchmarkIndex).filter(Boolean);
  if (indexes.length) {
    const low = Math.min(...indexes);
    const high = Math.max(...indexes);
    const note = high < 1500 ? ' This machine is slower than that: TBT and LCP read high.' : low > 2000 ? ' This machine is faster than that: TBT reads low.' : '';
    lines.push('', `Lighthouse's CPU benchmark index here: ${low}–${high}. Its default 4× CPU slowdown is calibrated for 1500–2000 (a high-end desktop).${note}`);
  }
  lines.push('', '## Page weight (HTML; web fonts a browser with no CJK font downloads)', '', '| page | HTML kB | font kB | font files |', '|---|---|---|---|');
  for (const path of LIGHTHOUSE_PATHS) {
    const w = weights.find((entry) => entry.page === path);
    if (w) lines.push(`| ${path} | ${kB(w.htmlBytes)} | ${kB(w.fontBytes)} | ${w.fontFiles} |`);
  }
  lines.push('', '## Client JS per route (gzip)', '', '| route | kB | × floor |', '|---|---|---|');
  for (const r of routes) lines.push(`| ${r.route} | ${kB(r.gzipBytes)} | ${r.ratio} |`);
}
if (results.interaction) {
  const { benchmarkIndex, slowdown, rows } = results.interaction;
  lines.push('', '## Taps (INP, web-vitals)', '', `Chromium at 390 px with touch, CPU slowed ${slowdown}× (this machine's benchmark index ${benchmarkIndex} ÷ ${PHONE_BENCHMARK_INDEX}, a mid-range phone); each scenario ${rows[0]?.runs?.length ?? 3} times on a fresh page, its slowest interaction. 0 means no interaction reached the 16 ms Event Timing reports from. Budget ${INTERACTION_BUDGET_MS} ms.`, '', '| scenario | median ms | worst ms | runs | meets |', '|---|---|---|---|---|');
  for (const r of rows) {
    lines.push(r.unavailable ? `| ${r.name} | – | – | – | ${r.unavailable} |` : `| ${r.name} | ${r.medianMs} | ${r.worstMs} | ${r.runs.join(', ')} | ${r.worstMs <= INTERACTION_BUDGET_MS ? 'yes' : 'NO'} |`);
  }
}
if (results.journalYearPage) {
  lines.push('', '## The journal year page (1,000 notes, session cookie)', '', `next start itself on loopback, embedded mode; a warm-up load, then medians of the loads that follow. HTML: the page decoded; transfer: its bytes on the wire with the encodings a browser accepts. Budget: bench/budgets.json journalYearPage.`, '');
  lines.push(...journalPageTable(results.journalYearPage, JOURNAL_BUDGET));
}
if (!observedOnly && !journalOnly) lines.push('', '## Load (autocannon, 50 connections, loopback)', '', '| target | req/s | p50 ms | p99 ms | errors |', '|---|---|---|---|---|');
for (const r of observedOnly || journalOnly ? [] : results.load) {
  lines.push(r.unavailable ? `| ${r.name} | – | – | – | ${r.unavailable} |` : `| ${r.name} | ${r.requestsPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} |`);
}
if (!observedOnly && !journalOnly) lines.push('', '## Server memory (RSS of one `next start`, MB)', '', '| mode | before load | after load | after soak | soak | budget | meets |', '|---|---|---|---|---|---|---|');
for (const [mode, m] of Object.entries(results.memory)) {
  if (m.unavailable) {
    lines.push(`| ${mode} | – | – | – | – | ${MEMORY_BUDGET_MB[mode]} | ${m.unavailable} |`);
    continue;
  }
  const meets = m.afterLoadMb <= m.budgetMb && m.afterSoakMb <= m.budgetMb;
  lines.push(`| ${mode} | ${m.beforeLoadMb} | ${m.afterLoadMb} | ${m.afterSoakMb} | ${m.soak.seconds} s, ${m.soak.requests} requests, ${m.soak.errors} errors | ${m.budgetMb} | ${meets ? 'yes' : 'NO'} |`);
}
lines.push('', `Run took ${results.durationSec} s.`);

mkdirSync('bench/results', { recursive: true });
// a partial run (--observed, --journal) writes its own files beside the full run's
const name = observedOnly ? 'observed' : journalOnly ? 'journal' : 'latest';
writeFileSync(`bench/results/${name}.json`, JSON.stringify(results, null, 2) + '\n');
writeFileSync(`bench/results/${name === 'latest' ? 'summary' : name}.md`, lines.join('\n') + '\n');
console.log('\n' + lines.join('\n'));
if (results.journalYearPage && !journalPageMeets(results.journalYearPage)) {
  console.error('\nThe journal year page is over its budget, or could not be measured (bench/budgets.json journalYearPage).');
  process.exitCode = 1;
}
