// Lighthouse (mobile defaults) on a URL, several runs, median by performance score.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';

async function once(url, { insecure = false } = {}) {
  // the reader's language, so a Korean page is measured as a Korean reader gets it (no locale
  // redirect). Chrome's --lang alone does not reach the request headers in headless mode (the
  // Korean pages were measured through the 307 to /en): Accept-Language is sent explicitly.
  const lang = new URL(url).pathname.startsWith('/en') ? 'en-US' : 'ko-KR';
  const acceptLanguage = lang === 'ko-KR' ? 'ko-KR,ko;q=0.9' : 'en-US,en;q=0.9';
  const dir = mkdtempSync(join(tmpdir(), 'gyeol-lh-'));
  const out = join(dir, 'report.json');
  try {
    await run(process.execPath, ['node_modules/lighthouse/cli/index.js', url, `--chrome-flags=${CHROME_FLAGS}${insecure ? ' --ignore-certificate-errors' : ''} --lang=${lang}`, `--extra-headers=${JSON.stringify({ 'Accept-Language': acceptLanguage })}`, '--output=json', `--output-path=${out}`, '--quiet'], {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 120_000,
    });
    const lhr = JSON.parse(readFileSync(out, 'utf8'));
    const score = (key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode) && !['metrics'].includes(a.id))
      .map((a) => a.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      failing,
      finalUrl: lhr.finalDisplayedUrl,
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** insecure: accept the bench proxy's self-signed certificate */
export async function lighthouse(url, runs = 3, options = {}) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once(url, options));
  results.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return { ...results[Math.floor(results.length / 2)], runs };
}
