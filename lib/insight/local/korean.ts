/**
 * Small Korean grammar helpers for the oracle's prose: particles that follow the last syllable,
 * and turning the library's plain style (한다체) into the polite style (합니다체) of a reading.
 * Server-only, so the Hangul itself (받침, jamo, particles after a syllable) comes from es-hangul;
 * what es-hangul does not read (numbers, Latin letters, symbols) keeps the rules of content/korea/josa.ts.
 */

import { combineCharacter, disassembleCompleteCharacter, hasBatchim, josa as hangulJosa } from 'es-hangul';
import { particle as spokenParticle, withoutClosingMarks, type JosaPair } from '@/content/korea/josa';

export type { JosaPair };

/** A Hangul syllable (가-힣), not a lone jamo. */
export function isHangulSyllable(char: string): boolean {
  return [...char].length === 1 && disassembleCompleteCharacter(char) !== undefined;
}

/**
 * The particle after a word ending in a Hangul syllable, by es-hangul. Our pairs are written
 * consonant form first; es-hangul writes 와/과 the other way round, and has no 이라는/이라고/이며, which
 * are 이라/라 with 는 or 고, and 이며 after a 받침 (ㄹ too, unlike 으로).
 */
function hangulParticle(word: string, pair: JosaPair): string {
  switch (pair) {
    case '과/와':
      return hangulJosa.pick(word, '와/과');
    case '이라는/라는':
      return `${hangulJosa.pick(word, '이라/라')}는`;
    case '이라고/라고':
      return `${hangulJosa.pick(word, '이라/라')}고`;
    case '이며/며':
      return hasBatchim(word) ? '이며' : '며';
    default:
      return hangulJosa.pick(word, pair);
  }
}

/**
 * The particle alone that fits after `word`: particle('하늘', '으로/로') → '로', particle('26', '으로/로') → '으로'.
 * After a Hangul syllable (past closing quotes and brackets: ‘하늘’) es-hangul picks it. After
 * anything else es-hangul sees no 받침 and always gives the vowel form (26로, PM가, Zoom를, Spring가),
 * so a number, a Latin word or acronym and a closing symbol are read aloud by content/korea/josa.ts
 * (이십육으로, 피엠이, 줌을, 스프링이).
 */
export function particle(word: string | number, pair: JosaPair): string {
  const text = String(word);
  const spoken = withoutClosingMarks(text);
  return isHangulSyllable(spoken.at(-1) ?? '') ? hangulParticle(spoken, pair) : spokenParticle(text, pair);
}

/** The word followed by the particle that fits it: josa('괘', '은/는') → '괘는', josa('26', '으로/로') → '26으로'. */
export function josa(word: string | number, pair: JosaPair): string {
  return String(word) + particle(word, pair);
}

/** Whether the word, read aloud, ends in a consonant (받침): 하늘, 7 (칠), PM (피엠). */
export function hasFinalConsonant(word: string): boolean {
  return particle(word, '이/가') === '이';
}

/** The final consonant of a Hangul syllable ('' for none, ㅂㅅ for ㅄ), or undefined for anything else. */
function batchimOf(char: string): string | undefined {
  return disassembleCompleteCharacter(char)?.jongseong;
}

/** The syllable with its final consonant replaced: 하 + ㅂ → 합, 말 + '' → 마. */
function withBatchim(char: string, batchim: string): string {
  const { choseong, jungseong } = disassembleCompleteCharacter(char)!;
  return combineCharacter(choseong, jungseong, batchim);
}

// plain-style stems ending in a vowel that are descriptive verbs (크다 → 큽니다), not noun + 이다
const VOWEL_ADJECTIVE_STEMS = new Set(['하', '크', '쁘', '르', '프', '니']);

function politeDeclarative(stem: string): string | null {
  const last = stem.at(-1) ?? '';
  const head = stem.slice(0, -1);
  const final = batchimOf(last);
  if (final === undefined) return null;
  if (stem.endsWith('는') && stem.length > 1 && hasBatchim(stem.at(-2) ?? '')) {
    // 먹는다 → 먹습니다
    return `${stem.slice(0, -1)}습니다.`;
  }
  if (stem === '이' || last === '이' && head.length > 0 && hasBatchim(head)) {
    // 것이다 → 것입니다
    return `${head}입니다.`;
  }
  if (final === 'ㄴ') return `${head}${withBatchim(last, 'ㅂ')}니다.`; // 한다 → 합니다, 만든다 → 만듭니다
  if (final === 'ㄹ') return `${head}${withBatchim(last, 'ㅂ')}니다.`; // 길다 → 깁니다
  if (final !== '') return `${stem}습니다.`; // 좋다 → 좋습니다, 있었다 → 있었습니다
  if (last === '이') return `${head}입니다.`;
  if (VOWEL_ADJECTIVE_STEMS.has(last)) return `${head}${withBatchim(last, 'ㅂ')}니다.`; // 크다 → 큽니다
  return `${stem}입니다.`; // 때다 → 때입니다 (noun + 이다)
}

function politeImperative(stem: string): string | null {
  const last = stem.at(-1) ?? '';
  const head = stem.slice(0, -1);
  if (stem.endsWith('마')) return `${head}마세요.`; // 하지 마라 → 하지 마세요
  if (last === '으') return `${head}으세요.`; // 믿으라 → 믿으세요
  const jamo = disassembleCompleteCharacter(last);
  if (jamo?.jongseong === 'ㄹ') return `${head}${withBatchim(last, '')}세요.`; // 말라 → 마세요, 만들라 → 만드세요
  if (last === '해') return `${head}하세요.`; // 해라 → 하세요
  // 아/어-form imperatives (밝혀라, 믿어라) are left alone: their polite form needs the dictionary stem
  const ahEoForm = ['ㅒ', 'ㅕ', 'ㅖ', 'ㅗㅏ', 'ㅜㅓ'].includes(jamo?.jungseong ?? '') || ['어', '아', '여'].includes(last);
  if (jamo?.jongseong === '' && !ahEoForm) return `${stem}세요.`; // 하라 → 하세요, 보라 → 보세요
  return null;
}

/**
 * One plain-style sentence (…한다. / …하라. / …이다.) in the polite style, or null when its ending
 * is not one this knows (the caller then leaves the sentence out rather than guessing).
 */
export function toPolite(sentence: string): string | null {
  const text = sentence.trim();
  if (/(습니다|세요|까요)[.!?]$/u.test(text) || (/니다[.!?]$/u.test(text) && batchimOf(text.at(-4) ?? '') === 'ㅂ')) {
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
