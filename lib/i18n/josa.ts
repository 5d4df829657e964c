/**
 * Korean particles (조사) that follow the sound of the word before them: 은/는, 이/가, 을/를, 과/와,
 * 으로/로… Every piece of Korean the app puts together from parts goes through here, so a number
 * reads as it is spoken: 26으로 (이십육), 3으로 (삼), 2로 (이), 1로 and 7로 (ㄹ takes 로), 10으로 (십).
 */

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
/** final-consonant index of ㄹ in a Hangul syllable */
const RIEUL = 8;

/** What closes a word without being read: spaces, quotes, brackets, punctuation. */
const TRAILING = /[\s"'“”‘’」』)\]}>.,!?…]+$/u;

export function isHangulSyllable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST;
}

/** Index of the final consonant (0 = none) of a Hangul syllable, or -1 for anything else. */
export function finalIndex(char: string): number {
  if (!isHangulSyllable(char)) return -1;
  return ((char.codePointAt(0) ?? 0) - SYLLABLE_FIRST) % 28;
}

/** The final sound of the last digit read in Sino-Korean: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT_FINAL: Record<string, 'none' | 'rieul' | 'other'> = {
  '1': 'rieul', '2': 'none', '3': 'other', '4': 'none', '5': 'none', '6': 'other', '7': 'rieul', '8': 'rieul', '9': 'none',
};

type Final = 'none' | 'rieul' | 'other';

/**
 * How a number's spoken form ends. The last non-zero digit decides, unless the number ends in zeros:
 * then the unit is spoken last: 십 (10), 백 (100), 천 (1000), 만 (10000): all end in a consonant, none in ㄹ.
 * 0 alone is 영.
 */
function numberFinal(digits: string): Final {
  const trimmed = digits.replace(/^0+(?=\d)/u, '');
  if (/0$/u.test(trimmed)) return 'other';
  return DIGIT_FINAL[trimmed.at(-1) ?? ''] ?? 'none';
}

/** The final sound of a word as read aloud: Hangul by its last syllable, a number as it is spoken. */
function wordFinal(word: string): Final {
  const trimmed = word.replace(TRAILING, '');
  const number = /(\d+)(?:\.\d+)?$/u.exec(trimmed);
  if (number) return numberFinal(number[0].includes('.') ? (number[0].split('.')[1] ?? '') : (number[1] ?? ''));
  const index = finalIndex(trimmed.at(-1) ?? '');
  if (index <= 0) return 'none';
  return index === RIEUL ? 'rieul' : 'other';
}

/** Whether the word, read aloud, ends in a consonant (받침). */
export function hasFinalConsonant(word: string): boolean {
  return wordFinal(word) !== 'none';
}

export type JosaPair = '은/는' | '이/가' | '을/를' | '과/와' | '으로/로' | '이에요/예요' | '이라는/라는' | '이라고/라고' | '이나/나' | '이랑/랑' | '이며/며';

/** The particle alone that fits after `word`: particle('26', '으로/로') → '으로'. */
export function particle(word: string, pair: JosaPair): string {
  const [afterConsonant, afterVowel] = pair.split('/') as [string, string];
  const final = wordFinal(word);
  // ㄹ takes 로 like a vowel does
  if (pair === '으로/로') return final === 'other' ? afterConsonant : afterVowel;
  return final === 'none' ? afterVowel : afterConsonant;
}

/** The word followed by the particle that fits it: josa('26', '으로/로') → '26으로', josa('괘', '은/는') → '괘는'. */
export function josa(word: string | number, pair: JosaPair): string {
  const text = String(word);
  return text + particle(text, pair);
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
