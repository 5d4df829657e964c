/**
 * Hangul repair for the crisis screen: text decomposed into jamo and composed again the way a
 * Korean keyboard composes it. Well-formed text comes back unchanged; a syllable typed apart
 * ("죽곳ㅣㅍ다", "죽고싶ㄷㅏ", "업ㅅ다") comes back whole ("죽고싶다", "없다"), so the phrase tables
 * only need to know the words, not every way a thumb can split them. No React, no server imports.
 */

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;

const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const VOWELS = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
const FINALS = ['', 'ㄱ', 'ㄲ', 'ㄳ', 'ㄴ', 'ㄵ', 'ㄶ', 'ㄷ', 'ㄹ', 'ㄺ', 'ㄻ', 'ㄼ', 'ㄽ', 'ㄾ', 'ㄿ', 'ㅀ', 'ㅁ', 'ㅂ', 'ㅄ', 'ㅅ', 'ㅆ', 'ㅇ', 'ㅈ', 'ㅊ', 'ㅋ', 'ㅌ', 'ㅍ', 'ㅎ'];

/** compound finals and vowels, and the two simple letters each is typed as */
const COMPOUND_FINALS: Record<string, string> = {
  ㄳ: 'ㄱㅅ', ㄵ: 'ㄴㅈ', ㄶ: 'ㄴㅎ', ㄺ: 'ㄹㄱ', ㄻ: 'ㄹㅁ', ㄼ: 'ㄹㅂ', ㄽ: 'ㄹㅅ', ㄾ: 'ㄹㅌ', ㄿ: 'ㄹㅍ', ㅀ: 'ㄹㅎ', ㅄ: 'ㅂㅅ',
};
const COMPOUND_VOWELS: Record<string, string> = { ㅘ: 'ㅗㅏ', ㅙ: 'ㅗㅐ', ㅚ: 'ㅗㅣ', ㅝ: 'ㅜㅓ', ㅞ: 'ㅜㅔ', ㅟ: 'ㅜㅣ', ㅢ: 'ㅡㅣ' };
const JOIN_FINAL = Object.fromEntries(Object.entries(COMPOUND_FINALS).map(([whole, parts]) => [parts, whole]));
const JOIN_VOWEL = Object.fromEntries(Object.entries(COMPOUND_VOWELS).map(([whole, parts]) => [parts, whole]));

const CONSONANTS = new Set([...INITIALS, ...FINALS.filter(Boolean)]);
const isConsonant = (c: string | undefined): c is string => c !== undefined && CONSONANTS.has(c);
const isVowel = (c: string | undefined): c is string => c !== undefined && VOWELS.includes(c);

// conjoining jamo (U+1100 block) as the compatibility letters used here
const CONJOINING: Record<string, string> = {};
[...INITIALS].forEach((c, i) => (CONJOINING[String.fromCharCode(0x1100 + i)] = c));
[...VOWELS].forEach((c, i) => (CONJOINING[String.fromCharCode(0x1161 + i)] = c));
FINALS.slice(1).forEach((c, i) => (CONJOINING[String.fromCharCode(0x11a8 + i)] = c));

export function isSyllable(char: string): boolean {
  const code = char.charCodeAt(0);
  return code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST;
}

/** Every Hangul syllable and letter as simple jamo (compounds split); other characters kept. */
export function toJamo(text: string): string[] {
  const out: string[] = [];
  const simple = (c: string) => out.push(...(COMPOUND_FINALS[c] ?? COMPOUND_VOWELS[c] ?? c));
  for (const char of text) {
    if (isSyllable(char)) {
      const index = char.charCodeAt(0) - SYLLABLE_FIRST;
      simple(INITIALS[Math.floor(index / 588)]!);
      simple(VOWELS[Math.floor((index % 588) / 28)]!);
      const final = FINALS[index % 28]!;
      if (final) simple(final);
    } else {
      simple(CONJOINING[char] ?? char);
    }
  }
  return out;
}

function syllable(initial: string, vowel: string, final: string): string {
  return String.fromCharCode(SYLLABLE_FIRST + (INITIALS.indexOf(initial) * 21 + VOWELS.indexOf(vowel)) * 28 + FINALS.indexOf(final));
}

/** Composes jamo the way a two-set keyboard does: a consonant before a vowel starts a syllable. */
export function fromJamo(jamo: readonly string[]): string {
  let out = '';
  let i = 0;
  while (i < jamo.length) {
    const initial = jamo[i];
    if (!(isConsonant(initial) && INITIALS.includes(initial) && isVowel(jamo[i + 1]))) {
      out += initial;
      i += 1;
      continue;
    }
    let vowel = jamo[i + 1]!;
    i += 2;
    const joinedVowel = JOIN_VOWEL[vowel + (jamo[i] ?? '')];
    if (isVowel(jamo[i]) && joinedVowel) {
      vowel = joinedVowel;
      i += 1;
    }
    let final = '';
    if (isConsonant(jamo[i]) && FINALS.includes(jamo[i]!) && !isVowel(jamo[i + 1])) {
      final = jamo[i]!;
      i += 1;
      const joinedFinal = JOIN_FINAL[final + (jamo[i] ?? '')];
      if (isConsonant(jamo[i]) && joinedFinal && !isVowel(jamo[i + 1])) {
        final = joinedFinal;
        i += 1;
      }
    }
    out += syllable(initial, vowel, final);
  }
  return out;
}

/** The text with split or stray jamo composed into syllables; well-formed text is unchanged. */
export function repairHangul(text: string): string {
  return fromJamo(toJamo(text));
}
