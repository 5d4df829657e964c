// Checks the hand-written wording files content/iching/text/NN.json (the names live in
// content/iching/names.json, checked with them here) and the classical text they translate.
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
// The classical text (content/iching/reference/zhouyi_text.json) in the received text's characters.
// Its traditional text was converted from simplified editions, and 系 is where that conversion goes
// wrong: the simplified 系 stands for 係 (to be bound to) and 繫 (to tie), and the received text (周易正義)
// writes 係 or 繫, never 系. The readings below are the received text's where the conversion went
// wrong once (隨 17) or an edition differs (the README of the reference names the disputed ones).
const RECEIVED_READINGS = [
  [1, 2, '見龍在田'], [12, 5, '繫于苞桑'], [17, 2, '係小子，失丈夫'], [17, 3, '係丈夫，失小子'], [17, 6, '拘係之，乃從維之'],
  [25, 3, '或繫之牛'], [28, 5, '老婦得其士夫'], [29, 6, '係用徽纆'], [33, 3, '係遯'], [35, 4, '鼫鼠'], [41, 1, '已事'], [44, 1, '繫于金柅'],
];
const classical = JSON.parse(readFileSync('content/iching/reference/zhouyi_text.json', 'utf8'));
const passagesOf = (h) => [['judgement', h.judgement], ...h.lines.map((l) => [`line ${l.position}`, l]), ...(h.use_line ? [[h.use_line.label, h.use_line]] : [])];
const PUNCTUATION = /[，。；：、！？“”「」\s]/gu;
for (const h of classical) {
  if (h.number < first || h.number > last) continue;
  for (const [where, p] of passagesOf(h)) {
    const at = `zhouyi_text.json ${h.number} ${where}`;
    if (p.text.includes('系')) problems.push(`${at}: 系 where the received text writes 係 or 繫: ${p.text}`);
    const plain = p.text.replace(PUNCTUATION, '');
    if (p.normalized_simplified !== undefined && [...plain].length !== [...p.normalized_simplified].length) problems.push(`${at}: traditional and simplified texts differ in length`);
  }
}
for (const [n, position, reading] of RECEIVED_READINGS) {
  if (n < first || n > last) continue;
  const line = classical.find((h) => h.number === n)?.lines.find((l) => l.position === position);
  if (!line?.text.includes(reading)) problems.push(`zhouyi_text.json ${n} line ${position}: the received text reads ${reading}: ${line?.text}`);
}
if (problems.length) { console.log(problems.join('\n')); process.exit(1); }
console.log(`ok: hexagrams ${first}-${last}`);
