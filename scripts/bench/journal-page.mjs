// The year page (/journal/{year}, /en/journal/{year}) of a person with 1,000 notes, drawn on the
// server from the session cookie: what a browser receives (the HTML, and its bytes on the wire with
// the encodings a browser accepts) and how long the server takes (time to the first and to the last
// byte on loopback, next start itself). A warm-up load first, then LOADS loads a locale; medians.
import { request } from 'node:http';

export const LOADS = 7;

/** One GET: status, the encoding and bytes on the wire, the decoded HTML's bytes, ms to the first and the last byte. */
function load(url, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } }, (response) => {
      const ttfbMs = performance.now() - started;
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const lastByteMs = performance.now() - started;
        resolve({ status: response.statusCode, encoding: response.headers['content-encoding'] ?? 'identity', body: Buffer.concat(chunks), ttfbMs, lastByteMs });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function decode(body, encoding) {
  const zlib = await import('node:zlib');
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return Math.round(sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2);
};

/**
 * The year page in both locales for the bench's heavy writer (targets.mjs `journalYear`): a row a
 * locale with the figures and whether each is within `budget` ({ htmlKb, transferKb, ttfbMs,
 * lastByteMs }). A page that is not the server-drawn year (no session seen, an error) is a row with
 * `unavailable`: its figures would be another page's.
 */
export async function journalPageWeight(base, journal, budget, { loads = LOADS, log = () => {} } = {}) {
  const rows = [];
  for (const [locale, prefix] of [
    ['ko', ''],
    ['en', '/en'],
  ]) {
    const path = `${prefix}/journal/${journal.year}`;
    const name = `GET ${prefix}/journal/{year} (${journal.written} notes, ${locale})`;
    const headers = { cookie: journal.cookie, 'accept-language': locale };
    log(`journal year page ${path}: a warm-up load, then ${loads}`);
    const warm = await load(base + path, headers);
    const html = (await decode(warm.body, warm.encoding)).toString('utf8');
    // the server-drawn view carries the summary; the client's fallback (no session seen) does not
    if (warm.status !== 200 || !html.includes('data-testid="year-summary"')) {
      rows.push({ name, path, unavailable: `HTTP ${warm.status}${warm.status === 200 ? ', not the server-drawn year (the session cookie was not read)' : ''}` });
      continue;
    }
    const runs = [];
    for (let i = 0; i < loads; i++) runs.push(await load(base + path, headers));
    const htmlBytes = Buffer.byteLength(html);
    const transferBytes = median(runs.map((r) => r.body.length));
    const row = {
      name,
      path,
      encoding: warm.encoding,
      htmlBytes,
      transferBytes,
      quotes: (html.match(/<blockquote/g) ?? []).length,
      linksToAllNotes: html.includes(`/journal?year=${journal.year}`),
      ttfbMs: median(runs.map((r) => r.ttfbMs)),
      lastByteMs: median(runs.map((r) => r.lastByteMs)),
      lastByteRunsMs: runs.map((r) => Math.round(r.lastByteMs)),
      budget,
    };
    row.over = [
      row.htmlBytes / 1000 > budget.htmlKb && `HTML ${kb(row.htmlBytes)} kB > ${budget.htmlKb}`,
      row.transferBytes / 1000 > budget.transferKb && `transfer ${kb(row.transferBytes)} kB > ${budget.transferKb}`,
      row.ttfbMs > budget.ttfbMs && `TTFB ${row.ttfbMs} ms > ${budget.ttfbMs}`,
      row.lastByteMs > budget.lastByteMs && `last byte ${row.lastByteMs} ms > ${budget.lastByteMs}`,
    ].filter(Boolean);
    rows.push(row);
  }
  return rows;
}

const kb = (bytes) => Math.round(bytes / 100) / 10;

/** The summary's table of journalPageWeight's rows. */
export function journalPageTable(rows, budget) {
  const lines = [
    `| page | HTML kB | transfer kB | quotes | link to all notes | TTFB ms | last byte ms | meets (HTML ≤ ${budget.htmlKb} kB, transfer ≤ ${budget.transferKb} kB, TTFB ≤ ${budget.ttfbMs} ms, last byte ≤ ${budget.lastByteMs} ms) |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      r.unavailable
        ? `| ${r.name} | – | – | – | – | – | – | ${r.unavailable} |`
        : `| ${r.name} | ${kb(r.htmlBytes)} | ${kb(r.transferBytes)} (${r.encoding}) | ${r.quotes} | ${r.linksToAllNotes ? 'yes' : 'no'} | ${r.ttfbMs} | ${r.lastByteMs} | ${r.over.length ? 'NO: ' + r.over.join(', ') : 'yes'} |`,
    );
  }
  return lines;
}

/** Whether every row was measured and within its budget. */
export const journalPageMeets = (rows) => rows.length > 0 && rows.every((r) => !r.unavailable && r.over.length === 0);
