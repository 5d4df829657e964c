// Taps on a phone: Interaction to Next Paint, as web-vitals computes it, for the
// interactive screens of the web view, in Chromium slowed down to a mid-range phone.
//
// The slowdown comes from the machine: Lighthouse's CPU benchmark index, measured in this browser
// before any page (its own page function), divided by the index of a mid-range Android phone
// (about 1,000). A machine of index 3,800 runs the pages 3.8× slower; one below 1,000 unslowed.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

export const PHONE_BENCHMARK_INDEX = 1000;
const RUNS = 3;

// Next's own copy of web-vitals (CommonJS), wrapped so the page gets it as window.webVitals.
const WEB_VITALS = `(() => { const module = { exports: {} }; const exports = module.exports; const __dirname = '';
${readFileSync('node_modules/next/dist/compiled/web-vitals/web-vitals.js', 'utf8')}
window.webVitals = module.exports;
const start = () => window.webVitals.onINP((metric) => { window.__inp = metric.value; }, { reportAllChanges: true, durationThreshold: 16 });
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start); else start();
})();`;

/**
 * What is measured: each scenario opens its page (hydrated, then slowed down) and taps as a reader
 * does; INP is the slowest interaction of the scenario.
 */
const SCENARIOS = [
  {
    name: 'coin toss (/report/iching)',
    path: '/report/iching',
    async act(page) {
      const toss = page.getByRole('button', { name: /^동전 던지기/ });
      await toss.tap();
      await page.getByTestId('coin-sum').filter({ hasText: '동전이 공중에 떠 있습니다' }).waitFor();
    },
  },
  {
    name: 'yarrow cast: method, divide, the rest at once',
    path: '/report/iching',
    async act(page) {
      await page.getByRole('button', { name: '시초점', exact: true }).tap();
      await page.getByRole('button', { name: /^시초 나누기/ }).tap();
      await page.getByTestId('yarrow-result').waitFor();
      await page.getByRole('button', { name: '남은 효 한꺼번에 뽑기' }).tap();
      await page.waitForURL(/lines=\d{6}$/);
    },
  },
  {
    name: 'builder: method and six line taps',
    path: '/report/iching',
    async act(page) {
      await page.getByRole('button', { name: '직접 세우기', exact: true }).tap();
      for (const line of ['양', '음', '양', '음', '양', '음']) await page.getByRole('button', { name: line, exact: true }).tap();
      await page.waitForURL(/lines=\d{6}$/);
    },
  },
  {
    name: 'quiz answer (character insight, question 1)',
    path: (session) => `/report/character-insight?purchaseId=${session.quizPurchaseId}`,
    needsSession: true,
    async act(page) {
      // the purchase keeps its progress (a draft): a later run starts where the one before left
      const progress = page.getByRole('progressbar');
      const before = await progress.getAttribute('aria-valuenow');
      await page.getByRole('group').getByRole('button').first().tap();
      await page.waitForFunction((was) => document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow') !== was, before);
    },
  },
  {
    name: 'picker tap (/report in the app)',
    path: '/report',
    async act(page) {
      await page.getByRole('button', { name: /지금 내 고민 풀이/ }).tap();
      await page.getByRole('button', { name: /처리 중/ }).waitFor();
    },
  },
];

/** Lighthouse's CPU benchmark index in this browser, unthrottled. */
async function benchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  } finally {
    await page.close();
  }
}

async function once(browser, base, scenario, session, rate) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'ko-KR', extraHTTPHeaders: { 'accept-language': 'ko-KR,ko;q=0.9' } });
  try {
    await context.addInitScript(WEB_VITALS);
    // the app's web view: the bridge the picker and the reports talk to, and the buyer's token
    await context.addInitScript((token) => {
      window.ReactNativeWebView = { postMessage: () => {} };
      if (token) window.authToken = token;
    }, session?.token ?? null);
    const page = await context.newPage();
    const path = typeof scenario.path === 'function' ? scenario.path(session) : scenario.path;
    await page.goto(base + path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await scenario.act(page);
    // Event Timing hands an interaction over after its next paint: wait for that report
    await page.waitForFunction(() => window.__inp !== undefined, null, { timeout: 2_000 }).catch(() => {});
    // none: no interaction lasted the 16 ms Event Timing reports from
    return (await page.evaluate(() => window.__inp)) ?? 0;
  } finally {
    await context.close();
  }
}

/**
 * INP per scenario (median and worst of RUNS), with the slowdown used.
 * session: { token, quizPurchaseId } or { error } (the quiz is skipped then).
 */
export async function interactions(base, session) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const index = await benchmarkIndex(browser);
    const rate = Math.max(1, Math.round((index / PHONE_BENCHMARK_INDEX) * 10) / 10);
    const rows = [];
    for (const scenario of SCENARIOS) {
      if (scenario.needsSession && (!session || session.error)) {
        rows.push({ name: scenario.name, unavailable: session?.error ?? 'no session' });
        continue;
      }
      const values = [];
      try {
        for (let i = 0; i < RUNS; i++) values.push(await once(browser, base, scenario, session, rate));
      } catch (error) {
        rows.push({ name: scenario.name, unavailable: String(error.message ?? error).split('\n')[0] });
        continue;
      }
      values.sort((a, b) => a - b);
      rows.push({ name: scenario.name, medianMs: values[Math.floor(values.length / 2)], worstMs: values.at(-1), runs: values });
    }
    return { benchmarkIndex: index, slowdown: rate, rows };
  } finally {
    await browser.close();
  }
}
