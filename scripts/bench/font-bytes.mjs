// Web-font bytes a page really downloads in Chromium with no CJK font installed (the worst case):
// a fontconfig that knows only DejaVu, then the font responses summed per page.
// node scripts/bench/font-bytes.mjs BASE path [path…]   (a running server; prints one line a page)
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const [base, ...paths] = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'gyeol-fc-'));
const config = join(dir, 'fonts.conf');
writeFileSync(
  config,
  `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir><cachedir>${dir}/cache</cachedir></fontconfig>\n`,
);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run', '--disable-quic'],
  env: { ...process.env, FONTCONFIG_FILE: config },
});
for (const path of paths) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: path.startsWith('/en') ? 'en-US' : 'ko-KR' });
  const page = await context.newPage();
  const fonts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'font') fonts.push({ url: response.url(), bytes: (await response.body()).length });
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  const total = fonts.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`${path}\t${(total / 1024).toFixed(1)} kB\t${fonts.length} file(s)\t${fonts.map((f) => f.url.split('/').pop()).join(' ')}`);
  await context.close();
}
await browser.close();
