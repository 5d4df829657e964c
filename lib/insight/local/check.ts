import type { Locale } from '@/i18n/routing';
import type { CheckResponse, InsightCategory } from '../schemas';
import { quoteWith } from './korean';
import { classify, cueFor, isCueWord, type CueHit } from './lexicon';
import { invalidInput, restatement } from '@/content/insight/phrases';
import { MIN_MEANINGFUL, readInput } from './signals';
import { ellipsize, fill, sentences, unterminated } from './text';

/**
 * The embedded oracle's check of a typed concern (the cloud's /current_insight_check_handler):
 * valid or not with a helpful text, the category, and the situation restated in the user's locale.
 */

const PHRASE_MAX = 64;
const BEFORE = 2; // words before the strongest cue
const AFTER = 4; // and after it: the predicate usually follows (Korean) or completes (English) it
const SHORT_SENTENCE = 10; // words
// English words a quoted phrase should neither end with nor (for the first three) begin with
const DANGLING = new Set(['and', 'but', 'so', 'or', 'because', 'the', 'a', 'an', 'my', 'your', 'our', 'their', 'his', 'her', 'to', 'of', 'in', 'on', 'at', 'for', 'with', 'i', 'if', 'that', 'is', 'am', 'are', 'was', 'we', 'it', 'too', 'very', 'not', 'really']);
const LEADING = new Set(['and', 'but', 'so', 'or', 'because']);

function stringHash(text: string): number {
  let h = 2166136261;
  for (const char of text) {
    h ^= char.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** The words around the strongest cue (or the opening of the first sentence), as a short quote. */
export function keyPhrase(text: string, cue?: CueHit): string {
  const sentenceList = sentences(text);
  let offset = 0;
  let sentence = sentenceList[0] ?? text;
  if (cue) {
    for (const candidate of sentenceList) {
      const start = text.indexOf(candidate, offset);
      if (cue.index >= start && cue.index < start + candidate.length) {
        sentence = candidate;
        offset = start;
        break;
      }
      offset = start + candidate.length;
    }
  }
  const words = [...sentence.matchAll(/\S+/gu)].map((m) => ({ word: m[0], start: offset + m.index }));
  let centre = 0;
  if (cue) {
    const found = words.findIndex((w) => cue.index >= w.start && cue.index < w.start + w.word.length);
    centre = found < 0 ? 0 : found;
  }
  // a short sentence is its own key phrase; in a long one, the words around the cue
  const fits = [...sentence].length <= PHRASE_MAX;
  const whole = words.length <= SHORT_SENTENCE || fits;
  const from = cue && !whole ? Math.max(0, centre - BEFORE) : 0;
  // a sentence that fits is quoted whole, not cut after ten words in the middle of a clause
  const to = cue && !whole ? Math.min(words.length, centre + AFTER + 1) : fits ? words.length : Math.min(words.length, SHORT_SENTENCE);
  const slice = words.slice(from, to).map((w) => w.word);
  const bare = (word: string | undefined): string => (word ?? '').toLowerCase().replace(/[^a-z']/gu, '');
  while (slice.length > 1 && LEADING.has(bare(slice[0]))) slice.shift();
  while (slice.length > 1 && DANGLING.has(bare(slice.at(-1)))) slice.pop();
  const picked = slice.join(' ');
  const trimmed = unterminated(picked.replace(/^[\s,;:·"'“”‘’()[\]-]+|[\s,;:·"'“”‘’()[\]-]+$/gu, ''));
  return ellipsize(trimmed || unterminated(sentence), PHRASE_MAX);
}

function restate(text: string, category: InsightCategory, cue: CueHit | undefined, locale: Locale): string {
  const phrase = keyPhrase(text, cue);
  const wordings = restatement[category][locale];
  const template = wordings[stringHash(text) % wordings.length] ?? wordings[0];
  return fill(template, {
    phrase,
    quote_rago: quoteWith(phrase, '이라고/라고'),
    quote_raneun: quoteWith(phrase, '이라는/라는'),
  });
}

/** The restatement of a concern for an area the person chose (it may differ from the one it reads as). */
export function restateConcern(text: string, category: InsightCategory, locale: Locale): string {
  const clean = readInput(text, isCueWord).text;
  return restate(clean, category, cueFor(clean, category), locale);
}

/** Checks one concern; never throws for any string. */
export function checkConcern(userInput: string, locale: Locale): CheckResponse {
  const signals = readInput(userInput, isCueWord);
  if (signals.problem) {
    const situation = fill(invalidInput[signals.problem][locale], {
      count: signals.meaningful,
      min: MIN_MEANINGFUL[signals.script],
    });
    return { valid: false, situation, category: 'general', input: signals.text };
  }
  const { category, cue } = classify(signals.text);
  return { valid: true, situation: restate(signals.text, category, cue, locale), category, input: signals.text };
}
