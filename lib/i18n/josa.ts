/**
 * Korean particles (조사) that follow the sound a word ends in, for every piece of generated Korean:
 * 괘는 / 효는, 결과 / 하늘과, ‘오름’으로 / ‘하늘’로, and numbers read the Korean way
 * (26으로, 2로, 3으로, 1로, 10으로). One helper for the whole app; the oracle's prose uses it too.
 */

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const RIEUL = 8; // final consonant index of ㄹ

/** What may close a word before its particle: quotes, brackets, sentence marks, spaces. */
const TRAILING = /[\s"'“”‘’」』)\]>.,!?…]+$/u;

export function isHangulSyllable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST;
}

/** Index of the final consonant (0 = none) of a Hangul syllable, or -1 for anything else. */
export function finalIndex(char: string): number {
  if (!isHangulSyllable(char)) return -1;
  return ((char.codePointAt(0) ?? 0) - SYLLABLE_FIRST) % 28;
}

/**
 * The final sound of a number read in Korean (Sino-Korean numerals): 'none' after a vowel
 * (2 이, 4 사, 5 오, 9 구), 'rieul' after ㄹ (1 일, 7 칠, 8 팔), 'other' after any other consonant
 * (0 영, 3 삼, 6 육, and 10 십, 100 백, 1000 천, 10000 만 for trailing zeros).
 */
function numberFinal(digits: string): 'none' | 'rieul' | 'other' {
  const last = digits.at(-1) ?? '';
  if (last === '0') return 'other'; // 영, 십, 백, 천, 만: all end in a consonant that is not ㄹ
  if (last === '1' || last === '7' || last === '8') return 'rieul';
  if (last === '3' || last === '6') return 'other';
  return 'none';
}

/** The final sound of a word: none (a vowel), ㄹ, or another consonant. */
function finalSound(word: string): 'none' | 'rieul' | 'other' {
  const trimmed = word.replace(TRAILING, '');
  const digits = /\d+(?:[.,]\d+)*$/u.exec(trimmed)?.[0];
  if (digits) return numberFinal(digits.replace(/[.,]/gu, ''));
  const final = finalIndex(trimmed.at(-1) ?? '');
  if (final <= 0) return 'none';
  return final === RIEUL ? 'rieul' : 'other';
}

/** Whether the word ends in a consonant sound (받침); digits are read the Korean way. */
export function hasFinalConsonant(word: string): boolean {
  return finalSound(word) !== 'none';
}

export type JosaPair = '은/는' | '이/가' | '을/를' | '과/와' | '으로/로' | '이에요/예요' | '이라는/라는' | '이라고/라고' | '이나/나' | '이며/며';

/** The particle alone that fits the word: particle('26', '으로/로') → '으로'. */
export function particle(word: string, pair: JosaPair): string {
  const [afterConsonant, afterVowel] = pair.split('/') as [string, string];
  const sound = finalSound(word);
  // ㄹ takes 로 as a vowel does (길로, 1로); every other particle treats ㄹ as a consonant (길은, 1은)
  if (pair === '으로/로') return sound === 'other' ? afterConsonant : afterVowel;
  return sound === 'none' ? afterVowel : afterConsonant;
}

/** The word followed by the particle that fits it: josa('괘', '은/는') → '괘는', josa('26', '으로/로') → '26으로'. */
export function josa(word: string, pair: JosaPair): string {
  return word + particle(word, pair);
}

const WORD_JOINER = '\u2060';

/**
 * Keeps a particle on the line of the word it belongs to. `word-break: keep-all` holds Hangul words
 * together, but a browser may still break after a closing quote or bracket, leaving “‘오름’ / 으로”
 * with the particle starting a line. An invisible word joiner after the closing mark forbids that.
 */
export function glueParticles(text: string): string {
  return text.replace(/([’”」』)\]])(?=[가-힣])/gu, `$1${WORD_JOINER}`);
}
