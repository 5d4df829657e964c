/**
 * Revised Romanization of Korean (국어의 로마자 표기법, 2000), for the names English pages show
 * instead of Hangul: 중천건 → "Jungcheon Geon". Deterministic and small: it writes each syllable
 * from its jamo and applies the sound changes the system transcribes between syllables of one word
 * (linking a final consonant into a following vowel, nasalization, the ㄹ/ㄴ assimilations,
 * palatalization and aspiration after ㅎ), which is what the hexagram names need (택뢰 → Taengnoe, 천뢰 → Cheolloe).
 * It does not know where Korean inserts an ㄴ sound or tensing, which the system does not write.
 */

const INITIALS = ['g', 'kk', 'n', 'd', 'tt', 'r', 'm', 'b', 'pp', 's', 'ss', '', 'j', 'jj', 'ch', 'k', 't', 'p', 'h'];
const VOWELS = ['a', 'ae', 'ya', 'yae', 'eo', 'e', 'yeo', 'ye', 'o', 'wa', 'wae', 'oe', 'yo', 'u', 'wo', 'we', 'wi', 'yu', 'eu', 'ui', 'i'];

/** Finals by index (0 = none): the consonant each one sounds as before another consonant or at the end. */
type Final = '' | 'k' | 'n' | 't' | 'l' | 'm' | 'p' | 'ng';
const FINAL_SOUND: readonly Final[] = [
  '', 'k', 'k', 'k', 'n', 'n', 'n', 't', 'l', 'k', 'm', 'l', 'l', 'l', 'p', 'l', 'm', 'p', 'p', 't', 't', 'ng', 't', 't', 'k', 't', 'p', 't',
];
/** The initial a final becomes when the next syllable starts with a vowel (ㅇ): 국어 → gugeo. */
const FINAL_LINKED = ['', 'g', 'kk', 'ks', 'n', 'nj', 'n', 'd', 'r', 'lg', 'lm', 'lb', 'ls', 'lt', 'lp', 'r', 'm', 'b', 'ps', 's', 'ss', 'ng', 'j', 'ch', 'k', 't', 'p', ''];
const FINAL_H = 27;
const FINAL_NG = 21;
const FINAL_D = 7;
const FINAL_T = 25;
const VOWEL_I = 20;
const INITIAL = { g: 0, n: 2, d: 3, r: 5, m: 6, b: 7, silent: 11, j: 12, h: 18 } as const;

interface Syllable {
  initial: number;
  vowel: number;
  final: number;
}

function decompose(ch: string): Syllable | undefined {
  const code = ch.codePointAt(0);
  if (code === undefined || code < 0xac00 || code > 0xd7a3) return undefined;
  const offset = code - 0xac00;
  return { initial: Math.floor(offset / 588), vowel: Math.floor((offset % 588) / 28), final: offset % 28 };
}

const NASAL_OF: Partial<Record<Final, Final>> = { k: 'ng', t: 'n', p: 'm' };

/** The romanized final of one syllable and initial of the next, after the sound changes between them. */
function join(final: number, next: Syllable): [string, string] {
  const nextInitial = next.initial;
  const sound = FINAL_SOUND[final] ?? '';
  const initial = INITIALS[nextInitial] ?? '';
  if (final === 0) return ['', initial];
  if (nextInitial === INITIAL.silent) {
    if (next.vowel === VOWEL_I && (final === FINAL_D || final === FINAL_T)) return ['', final === FINAL_D ? 'j' : 'ch']; // 해돋이 haedoji, 같이 gachi
    return final === FINAL_NG ? ['ng', ''] : ['', FINAL_LINKED[final] ?? ''];
  }
  if (final === FINAL_H && (nextInitial === INITIAL.g || nextInitial === INITIAL.d || nextInitial === INITIAL.j)) {
    return ['', nextInitial === INITIAL.g ? 'k' : nextInitial === INITIAL.d ? 't' : 'ch'];
  }
  if (nextInitial === INITIAL.r) {
    if (sound === 'n' || sound === 'l') return ['l', 'l']; // 신라 Silla, 물레 mulle
    const nasal = NASAL_OF[sound];
    return [nasal ?? sound, 'n']; // 종로 Jongno, 백로 baengno, 십리 simni
  }
  if (nextInitial === INITIAL.n && sound === 'l') return ['l', 'l']; // 별내 Byeollae
  if (nextInitial === INITIAL.n || nextInitial === INITIAL.m) {
    return [NASAL_OF[sound] ?? sound, initial]; // 백마 Baengma
  }
  return [sound, initial];
}

/** One word (a run of Hangul syllables) in Revised Romanization, lower case. */
function romanizeWord(word: string): string {
  const syllables = [...word].map(decompose);
  if (syllables.some((s) => s === undefined)) return word;
  const parts = syllables as Syllable[];
  let out = INITIALS[parts[0]!.initial] ?? '';
  parts.forEach((s, i) => {
    out += VOWELS[s.vowel] ?? '';
    const next = parts[i + 1];
    if (next) {
      const [final, initial] = join(s.final, next);
      out += final + initial;
    } else {
      out += FINAL_SOUND[s.final] ?? '';
    }
  });
  return out;
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Korean text in Revised Romanization, word by word, each word capitalized as a name: 신라 → "Silla". */
export function romanizeKoreanName(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => capitalize(romanizeWord(word)))
    .join(' ');
}

/**
 * A hexagram's Korean name as two romanized words: the two trigram images, then the name itself,
 * whose length is that of its Chinese name (중천건 + 乾 → "Jungcheon Geon", 화뢰서합 + 噬嗑 → "Hwaroe Seohap").
 */
export function romanizeHexagramName(koreanName: string, chineseName: string): string {
  const syllables = [...koreanName];
  const nameLength = [...chineseName].length;
  if (nameLength >= syllables.length) return romanizeKoreanName(koreanName);
  const images = syllables.slice(0, syllables.length - nameLength).join('');
  const name = syllables.slice(syllables.length - nameLength).join('');
  return romanizeKoreanName(`${images} ${name}`);
}
