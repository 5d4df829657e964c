import type { Locale } from '@/i18n/routing';
import type { Hexagram } from '@/lib/iching/types';
import { paragraphToPolite } from './korean';
import { sentences } from './text';

/** Reading the library's texts for a reading: line names, omens, advice, the polite style. */

/** How the omen words of the text being read lean: 吉 and 亨 against 凶, 厲 and 吝. */
export type Tone = 'favourable' | 'mixed' | 'cautious';

const KOREAN_READING: Record<string, string> = {
  初: '초', 九: '구', 六: '육', 二: '이', 三: '삼', 四: '사', 五: '오', 上: '상', 用: '용',
};
const EN_PLACE = ['at the beginning', 'in the second place', 'in the third place', 'in the fourth place', 'in the fifth place', 'at the top'];

/** 初九 → 초구(初九) in Korean, "Nine at the beginning (初九)" in English. */
export function lineName(label: string, position: number, locale: Locale): string {
  if (locale === 'ko') return `${[...label].map((c) => KOREAN_READING[c] ?? c).join('')}(${label})`;
  const value = label.includes('九') ? 'Nine' : 'Six';
  return `${value} ${EN_PLACE[position - 1] ?? ''} (${label})`;
}

/** 用九 → 용구(用九) / "All Nines (用九)". */
export function allChangingName(label: '用九' | '用六', locale: Locale): string {
  if (locale === 'ko') return `${[...label].map((c) => KOREAN_READING[c] ?? c).join('')}(${label})`;
  return `${label === '用九' ? 'All Nines' : 'All Sixes'} (${label})`;
}

/**
 * The omen of classical text: 吉 (good fortune) and 亨 (success) against 凶 (misfortune),
 * 厲 (danger) and 吝 (humiliation); 悔亡 (regret vanishes) and 无咎 (no blame) lean gently good.
 */
export function omenScore(text: string): number {
  const count = (pattern: RegExp): number => text.match(pattern)?.length ?? 0;
  const regretVanishes = count(/悔亡/gu);
  return (
    count(/吉/gu) +
    count(/元吉|大吉/gu) +
    count(/亨/gu) +
    0.5 * count(/利/gu) -
    1.5 * count(/无攸利|不利/gu) -
    2 * count(/凶/gu) -
    count(/厲/gu) -
    count(/吝/gu) +
    0.5 * regretVanishes -
    0.5 * (count(/悔/gu) - regretVanishes) +
    0.5 * count(/无咎/gu)
  );
}

export function toneOf(score: number): Tone {
  if (score >= 1) return 'favourable';
  if (score <= -1) return 'cautious';
  return 'mixed';
}

/**
 * The advice in a line's practical meaning: its last sentence that tells the reader what to do
 * (…세요.), and in English the sentence at the same place when both have as many sentences.
 */
export function adviceOf(ko: string, en: string, locale: Locale): string {
  const koSentences = sentences(ko);
  const enSentences = sentences(en);
  let index = koSentences.length - 1;
  for (let i = koSentences.length - 1; i >= 0; i--) {
    if (/세요\.$/u.test(koSentences[i] ?? '')) {
      index = i;
      break;
    }
  }
  if (locale === 'ko') return koSentences[index] ?? ko;
  const parallel = enSentences.length === koSentences.length ? enSentences[index] : enSentences.at(-1);
  return parallel ?? en;
}

/** A paragraph of the library in the reading's register: Korean turned polite, or null if it resists. */
function inReadingStyle(paragraph: string, locale: Locale): string | null {
  return locale === 'ko' ? paragraphToPolite(paragraph, sentences) : paragraph;
}

/** The hexagram's one-sentence summary in the reading's register (its opening line if need be). */
export function summaryOf(hexagram: Hexagram, locale: Locale): string {
  const wording = hexagram.text[locale];
  const first = sentences(wording.description[0] ?? '')[0] ?? '';
  return inReadingStyle(wording.summary, locale) ?? inReadingStyle(first, locale) ?? '';
}

/** The picture of the two trigrams (the description's second paragraph), in the reading's register. */
export function imageOf(hexagram: Hexagram, locale: Locale): string {
  const paragraph = hexagram.text[locale].description[1] ?? '';
  const whole = inReadingStyle(paragraph, locale);
  if (whole !== null) return whole;
  // keep the sentences that convert, from the start, so the picture still reads in order
  const kept: string[] = [];
  for (const sentence of sentences(paragraph)) {
    const polite = inReadingStyle(sentence, locale);
    if (polite === null) break;
    kept.push(polite);
  }
  return kept.join(' ');
}

/** The advice paragraph (the description's last) as single sentences in the reading's register. */
function counselSentences(hexagram: Hexagram, locale: Locale): string[] {
  const paragraphs = hexagram.text[locale].description;
  const last = paragraphs.at(-1) ?? '';
  return sentences(last)
    .map((s) => inReadingStyle(s, locale))
    .filter((s): s is string => s !== null && s.length > 0);
}

/** One sentence of the hexagram's own counsel, for a reading without a changing line. */
export function judgementAdviceOf(hexagram: Hexagram, locale: Locale): string {
  const ko = sentences(hexagram.text.ko.description.at(-1) ?? '');
  const en = sentences(hexagram.text.en.description.at(-1) ?? '');
  const index = Math.max(0, ko.findIndex((s) => /라\.$/u.test(s)));
  if (locale === 'en') return (en.length === ko.length ? en[index] : en.at(-1)) ?? hexagram.text.en.summary;
  const counsel = counselSentences(hexagram, 'ko');
  return paragraphToPolite(ko[index] ?? '', sentences) ?? counsel.at(-1) ?? summaryOf(hexagram, 'ko');
}
