// Screenshots pages as a phone would show them: node scripts/screenshot.mjs BASE OUTDIR path [path…]
// (set WIDTH=1280 for desktop, UA=… for a web-view user agent). Used to look at what we build.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base, outDir, ...paths] = process.argv.slice(2);
const width = Number(process.env.WIDTH ?? 390);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run', '--disable-quic'],
});
const context = await browser.newContext({ viewport: { width, height: 844 }, deviceScaleFactor: 1, locale: 'ko-KR', ...(process.env.UA ? { userAgent: process.env.UA } : {}) });
for (const path of paths) {
  const page = await context.newPage();
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const name = (path.replace(/[^a-z0-9]+/gi, '_') || 'root') + `_${width}.png`;
  await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL !== '0' });
  console.log(`${outDir}/${name}`);
  await page.close();
}
await browser.close();
