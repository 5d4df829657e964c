/**
 * The crisis screen (shared/DESIGN.md "Care before content"): does a text state suicidal intent or
 * self-harm (crisis), or exhaustion, hopelessness, wanting everything to stop, being a burden
 * (distress), in Korean or English? Local and synchronous: it never waits for, or depends on, the
 * cloud. Every free-text input passes it on the server before anything else happens, and every
 * generated report is checked for crisis statements before it is shown. Tables: content/safety/.
 *
 * How a text is read, as a person sees it (`readAsSeen`): NFKC; default-ignorable code points
 * removed (zero-width characters, soft hyphen, Hangul fillers, variation selectors, bidi controls);
 * look-alike letters folded to Latin (Unicode's confusables table, content/safety/
 * confusables.generated.ts); hanja words read in Hangul (自殺 → 자살); lower case. Then Korean has
 * split jamo composed again (es-hangul), slang spelled out, spacing collapsed and sentence ends
 * marked; English has contractions spelled out, letter-for-digit and spaced-out spellings read as
 * words. The scopes of denials ("죽고 싶었던 적은 없어요", "I have no plans to hurt myself";
 * content/safety/crisis-denials.ts, read with the clause and sentence marks kept), the listed
 * negations and the everyday uses of the same words (`ordinary`) are cut out, then `crisis` and
 * `distress` patterns are tried. Both languages' tables run on every text. Beside the rules, a scorer
 * learned from the labelled sentences reads what the listed cuts leave (`scorerReading`, `withModel`,
 * lib/safety/crisis-model.ts); it may only add care, and over a denial the rules read, care at most.
 */
import { assemble, getJungseong, hasBatchim } from 'es-hangul';
import { crisisConcepts } from '@/content/safety/crisis-concepts';
import { EN_PAST_DENIAL, EN_REPORTED, EN_TAKEN_BACK, EN_UNTIL_NOW, crisisDenials } from '@/content/safety/crisis-denials';
import { crisisPhrases } from '@/content/safety/crisis-phrases';
import { latinConfusables } from '@/content/safety/confusables.generated';
import { crisisFeatures } from './crisis-features';
import { type CrisisModel, type CrisisModelLanguage, crisisModel, crisisProbabilities, crisisThresholds } from './crisis-model';

export type CrisisLanguage = 'ko' | 'en';

export interface CrisisVerdict {
  /** intent, a plan, a means, self-harm: the care screen, no reading */
  crisis: boolean;
  /** crisis or distress: a care note with the helplines (always true when `crisis` is) */
  care: boolean;
  /** which table and pattern matched, or the learned scorer (for tests and logs; never the text itself) */
  rule?: `${CrisisLanguage}:${'crisis' | 'distress'}:${number}` | `model:${'crisis' | 'distress'}`;
}

const NONE: CrisisVerdict = Object.freeze({ crisis: false, care: false }) as CrisisVerdict;

const CONFUSABLE = new Map(latinConfusables.split('|').map((pair) => [String.fromCodePoint(pair.codePointAt(0)!), pair.slice(pair.codePointAt(0)! > 0xffff ? 2 : 1)]));
const HANJA = new RegExp(Object.keys(crisisPhrases.hanja).join('|'), 'gu');
const EMOJI = new RegExp(Object.keys(crisisPhrases.emoji).join('|'), 'gu');
/** The emoji of a means or a wound as words: Korean in a text with Hangul, English otherwise. */
const readEmoji = (text: string, language: 0 | 1) => text.replace(EMOJI, (emoji) => ` ${crisisPhrases.emoji[emoji]![language]} `);
// a capital I doubled with l inside a lower-case word (kiII) is ll in disguise (UTS #39 reads I as l)
const CAPITAL_I_AS_L = /(?<=[a-z])(?:II|Il|lI)/g;

/**
 * The text as a person sees it: NFKC, no invisible characters, look-alike letters as Latin, hanja
 * words in Hangul, lower case.
 */
export function readAsSeen(text: string): string {
  let out = text.normalize('NFKC').replace(/[\p{Default_Ignorable_Code_Point}\u115f\u1160\u3164\uffa0]/gu, '');
  out = [...out].map((char) => CONFUSABLE.get(char) ?? char).join('');
  out = out.replace(CAPITAL_I_AS_L, 'll');
  return out.replace(HANJA, (word) => crisisPhrases.hanja[word as keyof typeof crisisPhrases.hanja] ?? word).toLowerCase();
}

// NFKC turns a lone compatibility letter (ㅈ) into a conjoining one (ᄌ): read them as typed
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const VOWELS = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
const FINALS = 'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ';
const conjoining = (code: number) =>
  code >= 0x1100 && code <= 0x1112 ? INITIALS[code - 0x1100] : code >= 0x1161 && code <= 0x1175 ? VOWELS[code - 0x1161] : code >= 0x11a8 && code <= 0x11c2 ? FINALS[code - 0x11a8] : undefined;

// a run of Hangul that holds a stray letter (죽곳ㅣㅍ다): composed again the way a keyboard would
const JAMO_RUN = /[가-힣ㄱ-ㅣ]*[ㄱ-ㅣ][가-힣ㄱ-ㅣ]*/gu;
/** Split jamo composed into syllables (es-hangul); well-formed text is unchanged. */
export function repairHangul(text: string): string {
  return text.replace(/[\u1100-\u11ff]/gu, (char) => conjoining(char.charCodeAt(0)) ?? char).replace(JAMO_RUN, (run) => {
    try {
      return assemble([run]);
    } catch {
      return run;
    }
  });
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

const koCut = (p: string) => new RegExp(compileKorean(p).source, 'gu');

// a syllable that closes on ㄴ or ㄹ: the ending of a modifier (한, 죽을, 해칠, 싶은, 던)
const MODIFIER_END = Array.from({ length: 19 * 21 }, (_, i) => [4, 8].map((final) => String.fromCharCode(0xac00 + i * 28 + final)).join('')).join('');
const HANGUL_SYLLABLE = /[가-힣]/u;
/** A syllable or a letter of Hangul anywhere in a text. */
const HANGUL = /[가-힣ㄱ-ㅣ]/u;

/**
 * A Korean denial pattern (content/safety/crisis-denials.ts) as a RegExp: `{MOD}` a syllable closing
 * on ㄴ or ㄹ, one space allowed between two syllables, a written space as one space or none.
 */
export function compileDenial(pattern: string, flags = 'gu'): RegExp {
  const chars = [...pattern.replaceAll('{MOD}', `[${MODIFIER_END}]`)];
  let source = '';
  let inClass = false;
  chars.forEach((char, index) => {
    const next = chars[index + 1];
    if (inClass) {
      source += char;
      if (char === ']' && chars[index - 1] !== '\\') inClass = false;
      return;
    }
    if (char === '[' && chars[index - 1] !== '\\') {
      inClass = true;
      source += char;
      return;
    }
    source += char === ' ' && next !== '?' && next !== '*' ? ' ?' : char;
    if (next !== undefined && HANGUL_SYLLABLE.test(char) && HANGUL_SYLLABLE.test(next)) source += ' ?';
  });
  return new RegExp(source, flags);
}
const compiled = {
  ko: {
    crisis: [...crisisPhrases.ko.crisis, ...crisisConcepts.ko.crisis].map(compileKorean),
    distress: [...crisisPhrases.ko.distress, ...crisisConcepts.ko.distress].map(compileKorean),
    negation: [...crisisPhrases.ko.negation, ...crisisConcepts.ko.negation].map(koCut),
    denials: crisisDenials.ko.denials.map((p) => compileDenial(p)),
    before: crisisDenials.ko.before.map((p) => compileDenial(p, 'u')),
    after: crisisDenials.ko.after.map((p) => compileDenial(p, 'u')),
    within: crisisDenials.ko.within.map((p) => compileDenial(p, 'u')),
    denialOrdinary: crisisDenials.ko.ordinary.map(koCut),
    ordinary: [...crisisPhrases.ko.ordinary, ...crisisConcepts.ko.ordinary].map(koCut),
  },
  en: {
    crisis: [...crisisPhrases.en.crisis, ...crisisConcepts.en.crisis].map((p) => new RegExp(p)),
    distress: [...crisisPhrases.en.distress, ...crisisConcepts.en.distress].map((p) => new RegExp(p)),
    negation: [...crisisPhrases.en.negation, ...crisisConcepts.en.negation].map((p) => new RegExp(p, 'g')),
    denials: crisisDenials.en.denials.map((p) => new RegExp(p, 'g')),
    before: crisisDenials.en.before.map((p) => new RegExp(p)),
    after: crisisDenials.en.after.map((p) => new RegExp(p)),
    within: crisisDenials.en.within.map((p) => new RegExp(p)),
    denialOrdinary: crisisDenials.en.ordinary.map((p) => new RegExp(p, 'g')),
    ordinary: [...crisisPhrases.en.ordinary, ...crisisConcepts.en.ordinary].map((p) => new RegExp(p, 'g')),
    reported: new RegExp(EN_REPORTED),
    takenBack: new RegExp(EN_TAKEN_BACK),
    pastDenial: new RegExp(EN_PAST_DENIAL),
    untilNow: new RegExp(EN_UNTIL_NOW),
  },
};
const KO_SLANG = crisisPhrases.ko.slang.map(([pattern, reading]) => [new RegExp(pattern, 'gu'), reading] as const);
const EN_SLANG = crisisPhrases.en.slang.map(([pattern, reading]) => [new RegExp(pattern, 'g'), reading] as const);
const MASKED = crisisPhrases.en.masked.map((word) => [word, new RegExp(`^${[...word].map((c) => `[${c}*]`).join('')}$`)] as const);

// between two syllables, a dot, star or dash is a way of hiding the word (자.살, 자-해)
const HIDING_MARKS = new RegExp(`(?<=[${SYLLABLE}])[.*\\-_~·]+(?=[${SYLLABLE}])`, 'gu');

// a vowel key struck twice (자ㅏ살): the stray letter repeats the vowel of an open syllable before it
// (es-hangul reads the syllable: no 받침, and its vowel, a compound one as one letter: 화 → ㅘ)
const DOUBLED_VOWEL = /([가-힣])([ㅏ-ㅣ])/gu;
const dropDoubledVowel = (pair: string, syllable: string, vowel: string) =>
  !hasBatchim(syllable) && getJungseong(syllable) === vowel ? syllable : pair;
/** The Korean reading: repaired, lower-cased, sentence ends as " / ", spacing collapsed. */
export function normalizeKorean(text: string): string {
  return unmarkClauses(markedKorean(text));
}

// a comma, a semicolon, a colon or a dash: the end of a clause, which no negation reaches over
const CLAUSE_MARKS = /[,;:，、—–]+/gu;
/** A reading with its clause marks dropped (the reading the crisis and everyday patterns read). */
const unmarkClauses = (reading: string) => reading.replace(/,/g, ' ').replace(/\s+/gu, ' ').trim();
/** The English reading with its sentence and clause marks dropped. */
const unmarkEnglish = (reading: string) => unmarkClauses(reading.replace(/\//g, ' '));

/** The Korean reading with its clause ends kept as " , " (what a denial is read on). */
export function markedKorean(text: string): string {
  const seen = readAsSeen(text);
  let out = repairHangul((HANGUL.test(seen) ? readEmoji(seen, 0) : seen).replace(HIDING_MARKS, '')).replace(DOUBLED_VOWEL, dropDoubledVowel);
  for (const [pattern, reading] of KO_SLANG) out = out.replace(pattern, reading);
  return out
    .replace(/[.!?。…\n\r]+/gu, ' / ')
    .replace(CLAUSE_MARKS, ' , ')
    .replace(/[^\p{L}\p{N}/,\s]+/gu, ' ')
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
  // spelling slips of the word itself (myselff; a zero for the o of to: t0)
  [/\bmysel+f+\b/g, 'myself'],
  [/\bt0\b/g, 'to'],
];
// a number with its unit (5am, 2nd, 10kg) is not a word spelled in digits
const UNITS = /^\d+(am|pm|st|nd|rd|th|s|k|m|km|kg|g|mg|ml|h|hrs?|min|mins|x|yo)$/;
// a Latin letter with a diacritic (à … ž, Latin Extended-A and B), read without it in the English reading
const LATIN_ACCENTED = /[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]/gu;
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '$': 's', '@': 'a', '!': 'i' };

/** The English reading: lower-cased, contractions spelled out, su1c!de read as suicide. */
export function normalizeEnglish(text: string): string {
  return unmarkEnglish(markedEnglish(text));
}

/**
 * The English reading with its sentence ends kept as " / " and its clause ends as " , " (what a denial is read on).
 * A "!" inside a word is read as the letter i (k!ll), one after a word's last letter as the mark it
 * is ("I want to die!"). `bangAfterWordAsLetter` keeps the older reading of the second as i, which
 * the learned scorer was trained on (`screenRules`).
 */
export function markedEnglish(text: string, { bangAfterWordAsLetter = false } = {}): string {
  const mixedWord = bangAfterWordAsLetter ? /[a-z0-9$@!]*[a-z][a-z0-9$@!]*/g : /[a-z0-9$@!]*[a-z](?:[a-z0-9$@!]*[a-z0-9$@])?/g;
  let out = readEmoji(readAsSeen(text), 1)
    .replace(/[’‘`´]/g, "'")
    // a Latin letter under an accent is the letter (kíll mysélf): the mark is a disguise in English
    .replace(LATIN_ACCENTED, (letter) => letter.normalize('NFD').replace(/\p{M}+/gu, ''))
    // letters spelled apart (k i l l, k.i.l.l, k-i-l-l) are one word
    .replace(/\b[a-z](?:[ .\-_][a-z]\b){2,}/g, (letters) => letters.replace(/[ .\-_]/g, ''))
    // a word that mixes letters with digits or $@! is read letter for letter
    .replace(mixedWord, (word) => (/[0-9$@!]/.test(word) && !UNITS.test(word) && (word.match(/[a-z]/g)?.length ?? 0) >= 2 ? word.replace(/11/g, 'll').replace(/[0134 57$@!]/g, (c) => LEET[c] ?? c) : word))
    // a word with a star for a letter (k*ll) read as the word it hides
    .replace(/[a-z*]*[a-z]\*[a-z*]*|[a-z]*\*[a-z][a-z*]*/g, (word) => MASKED.find(([, pattern]) => pattern.test(word))?.[0] ?? word)
    .replace(/([a-z])\1{2,}/g, '$1');
  for (const [pattern, replacement] of CONTRACTIONS) out = out.replace(pattern, replacement);
  for (const [pattern, reading] of EN_SLANG) out = out.replace(pattern, reading);
  return out
    .replace(/[.!?…\n\r]+/g, ' / ')
    .replace(CLAUSE_MARKS, ' , ')
    .replace(/[^a-z0-9'\s/,-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a denial found in a marked reading is none: what stands before it in its sentence or
 * right after it turns it over (content/safety/crisis-denials.ts, `before` and `after`).
 */
function overturned(language: CrisisLanguage, text: string, start: number, denial: string): boolean {
  const tables = compiled[language];
  const end = start + denial.length;
  const sentenceStart = text.lastIndexOf('/', start - 1) + 1;
  const nextEnd = text.indexOf('/', end);
  const before = text.slice(sentenceStart, start);
  const after = text.slice(end, nextEnd < 0 ? text.length : nextEnd);
  if (tables.before.some((pattern) => pattern.test(before)) || tables.after.some((pattern) => pattern.test(after)) || tables.within.some((pattern) => pattern.test(denial))) return true;
  if (language === 'en') {
    const en = compiled.en;
    // "I told my therapist I'm not suicidal, but I am": a denial reported, then taken back
    if (en.reported.test(before) && en.takenBack.test(text.slice(end))) return true;
    // "I never wanted to die until last week"
    if (en.pastDenial.test(denial) && en.untilNow.test(text.slice(end))) return true;
  }
  return false;
}

/**
 * The rules' reading: the denials (content/safety/crisis-denials.ts) and the listed negations cut
 * out, read on the marked reading (`markedKorean`, `markedEnglish`: a denial reaches over no clause
 * or sentence end) under the guards that turn a denial over, then the everyday uses; and whether a
 * denial or a negation was cut. The crisis patterns read it unmarked.
 */
export function cutReading(language: CrisisLanguage, marked: string): { text: string; negated: boolean } {
  const tables = compiled[language];
  let text = marked;
  // the denials first: a listed negation may take part of a longer denial ("not depressed or suicidal")
  for (const negation of [...tables.denials, ...tables.negation]) {
    text = text.replace(negation, (denial: string, ...rest: unknown[]) => {
      const named = typeof rest[rest.length - 1] === 'object';
      const start = rest[rest.length - (named ? 3 : 2)] as number;
      const whole = rest[rest.length - (named ? 2 : 1)] as string;
      return overturned(language, whole, start, denial) ? denial : ' | ';
    });
  }
  const negated = text !== marked;
  text = language === 'en' ? unmarkEnglish(text) : unmarkClauses(text);
  for (const ordinary of [...tables.ordinary, ...tables.denialOrdinary]) text = text.replace(ordinary, ' | ');
  return { text, negated };
}

/**
 * What the learned scorer reads: the reading with the listed negations and everyday uses of
 * crisis-phrases.ts and crisis-concepts.ts cut out, the cuts it was trained on (the denials' scopes
 * are the rules'; over a denial the rules read, the scorer gives care at most, `withModel`).
 */
export function scorerReading(language: CrisisLanguage, reading: string): string {
  const tables = compiled[language];
  let text = reading;
  for (const negation of tables.negation) text = text.replace(negation, ' | ');
  for (const ordinary of tables.ordinary) text = text.replace(ordinary, ' | ');
  return text;
}

function check(language: CrisisLanguage, text: string): CrisisVerdict {
  const tables = compiled[language];
  const crisis = tables.crisis.findIndex((pattern) => pattern.test(text));
  if (crisis >= 0) return { crisis: true, care: true, rule: `${language}:crisis:${crisis}` };
  const distress = tables.distress.findIndex((pattern) => pattern.test(text));
  if (distress >= 0) return { crisis: false, care: true, rule: `${language}:distress:${distress}` };
  return NONE;
}

/** Which screens read a text: the rules always; the learned scorer unless `learned: false`. */
export interface ScreenOptions {
  /**
   * Whether the learned scorer may add care (default true): for what a person typed. Our own
   * generated reports are read by the rules alone (they speak of hardship and hope in words the
   * scorer, trained on people's sentences, would take for distress).
   */
  learned?: boolean;
}

/**
 * Whether a text states suicidal intent or self-harm (`crisis`), or distress that deserves a care
 * note (`care`), in either language whatever the page's: the rules, and the learned scorer beside
 * them (`withModel`).
 */
export function screenText(text: string, options: ScreenOptions = {}): CrisisVerdict {
  if (!text || !text.trim()) return NONE;
  const rules = screenRules(text);
  return options.learned === false ? rules.verdict : withModel(rules);
}

const MODEL_CRISIS: CrisisVerdict = Object.freeze({ crisis: true, care: true, rule: 'model:crisis' }) as CrisisVerdict;
const MODEL_CARE: CrisisVerdict = Object.freeze({ crisis: false, care: true, rule: 'model:distress' }) as CrisisVerdict;

/**
 * The languages the learned scorer reads (the language of a text: Hangul in it, Korean). Each was
 * turned on only after its probes of long ordinary questions and of the check's own restated
 * situation passed (crisis-model.test.ts, docs/safety.md).
 */
export const MODEL_READS: Readonly<Record<CrisisLanguage, boolean>> = { ko: true, en: true };

/** The scorer's language for a text: Korean when its reading holds Hangul, English otherwise. */
export function scorerLanguage(rules: ReturnType<typeof screenRules>): CrisisModelLanguage {
  return HANGUL.test(rules.readings.ko) ? 'ko' : 'en';
}

/**
 * The rules' verdict with the learned scorer's (lib/safety/crisis-model.ts) beside it: the scorer
 * may only add care. Its crisis probability above the crisis threshold gives the crisis screen,
 * unless the rules read a negation (then care at most); crisis and distress together above the
 * care threshold give care. Thresholds per language, chosen by cross-validation (docs/safety.md).
 */
export function withModel(rules: ReturnType<typeof screenRules>, model: CrisisModel = crisisModel(), thresholds = crisisThresholds, reads = MODEL_READS): CrisisVerdict {
  if (rules.verdict.crisis) return rules.verdict;
  const language = scorerLanguage(rules);
  if (!reads[language]) return rules.verdict;
  const p = crisisProbabilities(model, crisisFeatures(rules.scorer.ko, rules.scorer.en));
  const threshold = thresholds[language];
  if (p.crisis >= threshold.crisis && !rules.negated) return MODEL_CRISIS;
  if (rules.verdict.care) return rules.verdict;
  return p.crisis + p.distress >= threshold.care || p.crisis >= threshold.crisis ? MODEL_CARE : NONE;
}

/**
 * The rules alone: their verdict, the two readings and their cut forms, whether a negation was read,
 * and what the learned scorer reads (`scorerReading`).
 */
export function screenRules(text: string) {
  const marked = { ko: markedKorean(text), en: markedEnglish(text) };
  const readings = { ko: unmarkClauses(marked.ko), en: unmarkEnglish(marked.en) };
  const cut = { ko: cutReading('ko', marked.ko), en: cutReading('en', marked.en) };
  // the scorer reads English as it was trained to (a "!" after a word's last letter as i)
  const scorerEnglish = /[!！]/u.test(text) ? unmarkEnglish(markedEnglish(text, { bangAfterWordAsLetter: true })) : readings.en;
  const scorer = { ko: scorerReading('ko', readings.ko), en: scorerReading('en', scorerEnglish) };
  const negated = cut.ko.negated || cut.en.negated;
  const korean = check('ko', cut.ko.text);
  if (korean.crisis) return { verdict: korean, readings, cut, scorer, negated };
  const english = check('en', cut.en.text);
  return { verdict: english.crisis || !korean.care ? english : korean, readings, cut, scorer, negated };
}

/** Every string inside a value (a request body, a generated report), in order. */
export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => stringsIn(item, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => stringsIn(item, out));
  return out;
}

/** The first crisis verdict among the strings in a value, else the first care verdict, else none. */
export function screenValue(value: unknown, options: ScreenOptions = {}): CrisisVerdict {
  let care: CrisisVerdict | undefined;
  for (const text of stringsIn(value)) {
    const verdict = screenText(text, options);
    if (verdict.crisis) return verdict;
    if (verdict.care) care ??= verdict;
  }
  return care ?? NONE;
}
