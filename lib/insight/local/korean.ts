/**
 * Small Korean grammar helpers for the oracle's prose: particles that follow the last syllable,
 * and turning the library's plain style (한다체) into the polite style (합니다체) of a reading.
 */

import { finalIndex, hasFinalConsonant, isHangulSyllable, josa } from '@/content/korea/josa';

// the particles live in content/korea/josa.ts (one helper for all generated Korean)
export { hasFinalConsonant, isHangulSyllable, josa };

const SYLLABLE_FIRST = 0xac00;
const RIEUL = 8; // final consonant index of ㄹ
const NIEUN = 4; // ㄴ
const BIEUP = 17; // ㅂ

function withFinal(char: string, final: number): string {
  const code = char.codePointAt(0) ?? 0;
  const base = code - ((code - SYLLABLE_FIRST) % 28);
  return String.fromCodePoint(base + final);
}

// plain-style stems ending in a vowel that are descriptive verbs (크다 → 큽니다), not noun + 이다
const VOWEL_ADJECTIVE_STEMS = new Set(['하', '크', '쁘', '르', '프', '니']);

function politeDeclarative(stem: string): string | null {
  const last = stem.at(-1) ?? '';
  const head = stem.slice(0, -1);
  const final = finalIndex(last);
  if (final < 0) return null;
  if (stem.endsWith('는') && stem.length > 1 && finalIndex(stem.at(-2) ?? '') > 0) {
    // 먹는다 → 먹습니다
    return `${stem.slice(0, -1)}습니다.`;
  }
  if (stem === '이' || last === '이' && head.length > 0 && finalIndex(head.at(-1) ?? '') > 0) {
    // 것이다 → 것입니다
    return `${head}입니다.`;
  }
  if (final === NIEUN) return `${head}${withFinal(last, BIEUP)}니다.`; // 한다 → 합니다, 만든다 → 만듭니다
  if (final === RIEUL) return `${head}${withFinal(last, BIEUP)}니다.`; // 길다 → 깁니다
  if (final > 0) return `${stem}습니다.`; // 좋다 → 좋습니다, 있었다 → 있었습니다
  if (last === '이') return `${head}입니다.`;
  if (VOWEL_ADJECTIVE_STEMS.has(last)) return `${head}${withFinal(last, BIEUP)}니다.`; // 크다 → 큽니다
  return `${stem}입니다.`; // 때다 → 때입니다 (noun + 이다)
}

function politeImperative(stem: string): string | null {
  const last = stem.at(-1) ?? '';
  const head = stem.slice(0, -1);
  if (stem.endsWith('마')) return `${head}마세요.`; // 하지 마라 → 하지 마세요
  if (last === '으') return `${head}으세요.`; // 믿으라 → 믿으세요
  const final = finalIndex(last);
  if (final === RIEUL) return `${head}${withFinal(last, 0)}세요.`; // 말라 → 마세요, 만들라 → 만드세요
  if (last === '해') return `${head}하세요.`; // 해라 → 하세요
  const medial = Math.floor((((last.codePointAt(0) ?? 0) - SYLLABLE_FIRST) % 588) / 28);
  // 아/어-form imperatives (밝혀라, 믿어라) are left alone: their polite form needs the dictionary stem
  const ahEoForm = [3, 6, 7, 9, 14].includes(medial) || ['어', '아', '여'].includes(last);
  if (final === 0 && !ahEoForm) return `${stem}세요.`; // 하라 → 하세요, 보라 → 보세요
  return null;
}

/**
 * One plain-style sentence (…한다. / …하라. / …이다.) in the polite style, or null when its ending
 * is not one this knows (the caller then leaves the sentence out rather than guessing).
 */
export function toPolite(sentence: string): string | null {
  const text = sentence.trim();
  if (/(습니다|세요|까요)[.!?]$/u.test(text) || (/니다[.!?]$/u.test(text) && finalIndex(text.at(-4) ?? '') === BIEUP)) {
    return text;
  }
  // 리(離)다 → 리(離)입니다: a name with its hanja, then the copula
  if (/\)다\.$/u.test(text)) return `${text.slice(0, -2)}입니다.`;
  const match = /^(.*?)([가-힣]+)(다|라)\.$/u.exec(text);
  if (!match) return null;
  const [, before = '', stem = '', ending] = match;
  const converted = ending === '다' ? politeDeclarative(stem) : politeImperative(stem);
  return converted === null ? null : before + converted;
}

/** Every sentence of a plain-style paragraph in the polite style; null if any sentence resists. */
export function paragraphToPolite(paragraph: string, split: (text: string) => string[]): string | null {
  const out: string[] = [];
  for (const sentence of split(paragraph)) {
    const polite = toPolite(sentence);
    if (polite === null) return null;
    out.push(polite);
  }
  return out.join(' ');
}

/** A quotation in Korean quotation marks followed by the particle that fits it: “승진”이라고, “가요”라고. */
export function quoteWith(phrase: string, pair: '이라는/라는' | '이라고/라고'): string {
  return josa(`“${phrase}”`, pair);
}
