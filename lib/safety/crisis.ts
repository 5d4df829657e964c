/**
 * The crisis screen (shared/DESIGN.md "Care before content"): does a text state suicidal intent or
 * self-harm, in Korean or English? Local and synchronous: it never waits for, or depends on, the
 * cloud. Every free-text input passes it on the server before anything else happens, and so does
 * every generated report before it is shown. The phrase tables live in content/safety/.
 *
 * How a text is read: Korean is repaired first (split jamo composed again, lib/safety/hangul.ts),
 * spacing collapsed and sentence ends marked; English is lower-cased with contractions spelled out
 * and letter-for-digit spellings (su1cide) read as letters. Everyday uses of the same words
 * (`ordinary`) are cut out, then the `crisis` patterns are tried. Both languages' tables run on
 * every text: a Korean page may be written in English and the other way round.
 */
import { crisisPhrases } from '@/content/safety/crisis-phrases';
import { repairHangul } from './hangul';

export type CrisisLanguage = 'ko' | 'en';

export interface CrisisVerdict {
  crisis: boolean;
  /** which table and pattern matched (for tests and logs; never the text itself) */
  rule?: `${CrisisLanguage}:${number}`;
}

const SYLLABLE = '가-힣';
const KO_BEFORE_SPACE = new RegExp(`[${SYLLABLE})?]`);
const KO_AFTER_SPACE = new RegExp(`[${SYLLABLE}(]`);

/**
 * A Korean table pattern as a RegExp: an optional space between two syllables (or around a
 * group), a written space as any spacing, `<` as the start of a word, `^` as a sentence start.
 */
export function compileKorean(pattern: string): RegExp {
  if (pattern.includes('[')) throw new Error(`Korean crisis patterns take no [classes]: ${pattern}`);
  let source = '';
  const chars = [...pattern];
  chars.forEach((char, index) => {
    const next = chars[index + 1];
    if (char === ' ') source += ' *';
    else if (char === '<' && !(chars[index - 1] === '?' && chars[index - 2] === '(')) source += `(?<![${SYLLABLE}])`;
    else if (char === '^') source += '(?:^|/ ?)';
    else source += char;
    // a group's `(?` is syntax, not a quantifier: no space is slipped in after it
    const quantifier = char === '?' && chars[index - 1] !== '(' && chars[index - 1] !== '<' && chars[index - 1] !== '!';
    if (next !== undefined && (KO_BEFORE_SPACE.test(char) && (char !== '?' || quantifier)) && KO_AFTER_SPACE.test(next)) source += ' ?';
  });
  return new RegExp(source, 'u');
}

const compiled = {
  ko: {
    crisis: crisisPhrases.ko.crisis.map(compileKorean),
    ordinary: crisisPhrases.ko.ordinary.map((p) => new RegExp(compileKorean(p).source, 'gu')),
  },
  en: {
    crisis: crisisPhrases.en.crisis.map((p) => new RegExp(p)),
    ordinary: crisisPhrases.en.ordinary.map((p) => new RegExp(p, 'g')),
  },
};

// between two syllables, a dot, star or dash is a way of hiding the word (자.살, 자-해)
const HIDING_MARKS = new RegExp(`(?<=[${SYLLABLE}])[.*\\-_~·]+(?=[${SYLLABLE}])`, 'gu');

/** The Korean reading: repaired, lower-cased, sentence ends as " / ", spacing collapsed. */
export function normalizeKorean(text: string): string {
  return repairHangul(text.normalize('NFKC').toLowerCase().replace(HIDING_MARKS, ''))
    .replace(/[.!?。…\n\r]+/gu, ' / ')
    .replace(/[^\p{L}\p{N}/\s]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

const CONTRACTIONS: [RegExp, string][] = [
  [/\bi'?m\b/g, 'i am'],
  [/\bi'?ve\b/g, 'i have'],
  [/\bi'?d\b/g, 'i would'],
  [/\bi'll\b/g, 'i will'],
  [/\b(do|does|did|is|are|was|were|could|would|should|have|has)n'?t\b/g, '$1 not'],
  [/\bcan'?t\b/g, 'cannot'],
  [/\bwon'?t\b/g, 'will not'],
  [/\bwanna\b/g, 'want to'],
  [/\bgonna\b/g, 'going to'],
  [/\bgotta\b/g, 'got to'],
  [/\bu\b/g, 'you'],
  [/\bmy self\b/g, 'myself'],
  [/\bkill my ?self\b/g, 'kill myself'],
];
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '$': 's', '@': 'a', '!': 'i' };

/** The English reading: lower-cased, contractions spelled out, su1c!de read as suicide. */
export function normalizeEnglish(text: string): string {
  let out = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    // a word that mixes letters with digits or $@! is read letter for letter
    .replace(/[a-z0-9$@!]*[a-z][a-z0-9$@!]*/g, (word) => (/[0-9$@!]/.test(word) && /[a-z]{2}/.test(word) ? word.replace(/[0134 57$@!]/g, (c) => LEET[c] ?? c) : word))
    .replace(/([a-z])\1{2,}/g, '$1');
  for (const [pattern, replacement] of CONTRACTIONS) out = out.replace(pattern, replacement);
  return out
    .replace(/[^a-z0-9'\s-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function check(language: CrisisLanguage, reading: string): CrisisVerdict {
  const tables = compiled[language];
  let text = reading;
  for (const ordinary of tables.ordinary) text = text.replace(ordinary, ' | ');
  const index = tables.crisis.findIndex((pattern) => pattern.test(text));
  return index < 0 ? { crisis: false } : { crisis: true, rule: `${language}:${index}` };
}

/** Whether a text states suicidal intent or self-harm (either language, whatever the page's). */
export function screenText(text: string): CrisisVerdict {
  if (!text || !text.trim()) return { crisis: false };
  const korean = check('ko', normalizeKorean(text));
  if (korean.crisis) return korean;
  return check('en', normalizeEnglish(text));
}

/** Every string inside a value (a request body, a generated report), in order. */
export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => stringsIn(item, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => stringsIn(item, out));
  return out;
}

/** The first crisis verdict among the strings in a value, else no crisis. */
export function screenValue(value: unknown): CrisisVerdict {
  for (const text of stringsIn(value)) {
    const verdict = screenText(text);
    if (verdict.crisis) return verdict;
  }
  return { crisis: false };
}
