// Checks the hand-written wording files content/iching/text/NN.json (the names live in
// content/iching/names.json, checked with them here).
// Usage: node scripts/check-hexagram-text.mjs [first] [last]
import { readFileSync, existsSync } from 'node:fs';

const [first = 1, last = 64] = process.argv.slice(2).map(Number);
const problems = [];
const nonEmpty = (v, where) => {
  if (typeof v !== 'string' || v.trim().length === 0) problems.push(`${where}: empty or not a string`);
};
for (let n = first; n <= last; n++) {
  const file = `content/iching/text/${String(n).padStart(2, '0')}.json`;
  if (!existsSync(file)) { problems.push(`${file}: missing`); continue; }
  let data;
  try { data = JSON.parse(readFileSync(file, 'utf8')); } catch (e) { problems.push(`${file}: ${e.message}`); continue; }
  if (data.number !== n) problems.push(`${file}: number should be ${n}`);
  for (const locale of ['ko', 'en']) {
    const t = data[locale];
    const at = `${file} ${locale}`;
    if (!t) { problems.push(`${at}: missing`); continue; }
    for (const k of ['summary', 'judgement']) nonEmpty(t[k], `${at}.${k}`);
    if (typeof t.summary === 'string' && t.summary.length > 160) problems.push(`${at}.summary: over 160 chars`);
    if (!Array.isArray(t.description) || t.description.length < 3) problems.push(`${at}.description: needs 3+ paragraphs`);
    else t.description.forEach((p, i) => nonEmpty(p, `${at}.description[${i}]`));
    if (!Array.isArray(t.lines) || t.lines.length !== 6) problems.push(`${at}.lines: needs exactly 6`);
    else t.lines.forEach((l, i) => { for (const k of ['stage', 'text', 'meaning']) nonEmpty(l?.[k], `${at}.lines[${i}].${k}`); });
    if (n <= 2) { nonEmpty(t.useLine?.text, `${at}.useLine.text`); nonEmpty(t.useLine?.meaning, `${at}.useLine.meaning`); }
    else if (t.useLine !== undefined) problems.push(`${at}.useLine: only hexagrams 1 and 2 have it`);
    const extra = Object.keys(t).filter((k) => !['summary', 'description', 'judgement', 'lines', 'useLine'].includes(k));
    if (extra.length) problems.push(`${at}: unknown keys ${extra.join(', ')}`);
    if (locale === 'ko') {
      const values = [];
      const collect = (v) => (typeof v === 'string' ? values.push(v) : v && typeof v === 'object' ? Object.values(v).forEach(collect) : null);
      collect(t);
      const all = values.join('\n');
      if (/[A-Za-z]{4,}/.test(all)) problems.push(`${at}: Latin words in the Korean text`);
    }
  }
}
const names = JSON.parse(readFileSync('content/iching/names.json', 'utf8'));
for (let n = first; n <= last; n++) {
  const entry = names.find((e) => e.number === n);
  if (!entry) { problems.push(`names.json: hexagram ${n} missing`); continue; }
  for (const locale of ['ko', 'en']) nonEmpty(entry[locale], `names.json ${n} ${locale}`);
}
if (problems.length) { console.log(problems.join('\n')); process.exit(1); }
console.log(`ok: hexagrams ${first}-${last}`);
