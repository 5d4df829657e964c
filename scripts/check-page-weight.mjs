// Fails when a prerendered page's HTML, or the web fonts it makes a browser without CJK fonts
// download (the worst case), grow past their budgets in bench/budgets.json (pageWeight).
import { readFileSync } from 'node:fs';
import { pageWeights } from './bench/page-weight.mjs';

const { pageWeight } = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));
const budget = (kind, page) => {
  const route = page.replace(/^\/en(\/|$)/, '/');
  return pageWeight[kind].pages?.[route] ?? pageWeight[kind].default;
};
const kB = (bytes) => Math.round(bytes / 102.4) / 10;

let failed = 0;
let pages = 0;
for (const { page, htmlBytes, fontBytes, fontFiles } of pageWeights()) {
  pages++;
  const html = budget('htmlKb', page);
  const font = budget('fontKb', page);
  const ok = kB(htmlBytes) <= html && kB(fontBytes) <= font;
  if (!ok) failed++;
  if (!ok || process.argv.includes('--all')) {
    console.log(`${ok ? 'ok  ' : 'OVER'} html ${String(kB(htmlBytes)).padStart(6)} / ${html} kB  font ${String(kB(fontBytes)).padStart(5)} / ${font} kB (${fontFiles} files)  ${page}`);
  }
}
if (pages === 0) {
  console.error('no prerendered pages found: build first');
  process.exit(1);
}
console.log(`page weight: ${pages - failed} of ${pages} prerendered pages within their HTML and worst-case font budgets`);
if (failed) process.exit(1);
