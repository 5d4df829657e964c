/**
 * Korean particles (조사) that follow the sound of the word before them: 은/는, 이/가, 을/를, 과/와,
 * 으로/로… Every piece of Korean the app puts together from parts goes through here, so a number
 * reads as it is spoken: 26으로 (이십육), 3으로 (삼), 2로 (이), 1로 and 7로 (ㄹ takes 로), 10으로 (십);
 * Latin letters too: an acronym letter by letter (PM 피엠 → PM이라고, iOS 아이오에스 → iOS는), a word
 * the way Korean writes it as a loanword (Google 구글 → Google이라는, Zoom 줌 → Zoom을, Chrome 크롬,
 * Apple 애플, Slack 슬랙, Notion 노션; Word 워드 → Word를, Excel 엑셀 → Excel로), and a closing symbol
 * by its spoken name (% 퍼센트, # 샵, + 플러스, & 앤드, @ 앳, ₩ 원).
 */

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
/** final-consonant index of ㄹ in a Hangul syllable */
const RIEUL = 8;

/** What closes a word without being read: spaces, quotes, brackets, punctuation. */
const TRAILING = /[\s"'“”‘’」』)\]}>.,!?…]+$/u;

/** The word without what closes it unread: ‘하늘’ → 하늘, “26”. → 26. */
export function withoutClosingMarks(word: string): string {
  return word.replace(TRAILING, '');
}

export function isHangulSyllable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST;
}

/**
 * Index of the final consonant (0 = none) of a Hangul syllable, or -1 for anything else. Ours, not
 * es-hangul's hasBatchim/getJongseong: this module runs in the browser, where that import would
 * add about 2.4 kB gzip to /delete-account and the report pages, past their budgets
 * (docs/korean-style.md, Hangul by library).
 */
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

/** How the Korean name of each Latin letter ends: 에이 비 씨 디 이 에프 지 에이치 아이 제이 케이 엘 엠 엔 오 피 큐 알 에스 티 유 브이 더블유 엑스 와이 제트. */
const LETTER_FINAL: Record<string, Final> = {
  A: 'none', B: 'none', C: 'none', D: 'none', E: 'none', F: 'none', G: 'none', H: 'none', I: 'none', J: 'none', K: 'none',
  L: 'rieul', M: 'other', N: 'other', O: 'none', P: 'none', Q: 'none', R: 'rieul', S: 'none', T: 'none', U: 'none',
  V: 'none', W: 'none', X: 'none', Y: 'none', Z: 'other',
};

/** How the spoken name of a closing symbol ends: 퍼센트, 샵, 플러스, 앤드, 앳, 달러, 원, 유로, 도. */
const SYMBOL_FINAL: Record<string, Final> = {
  '%': 'none', '#': 'other', '+': 'none', '&': 'none', '@': 'other', $: 'none', '₩': 'other', '€': 'none', '°': 'none', '℃': 'none', '*': 'none',
};


/**
 * How a Latin word ends when Korean writes it as a loanword (외래어 표기법, simplified): -l, -le 구글
 * 애플 end in ㄹ; -m, -n, -ng (and -me, -ne: 게임, 폰) in a nasal; a short vowel then p, t, k or ck
 * (앱, 챗, 슬랙) in a closed syllable; everything else (-d 워드, -s 가스, -r 서버, -x, -sh, -ch, -th, a
 * consonant cluster 네스트, a long vowel 스테이크, a vowel) opens with 으 or a vowel, so no 받침.
 */
function latinWordFinal(word: string): Final {
  const w = word.toLowerCase();
  if (/(?:l|le)$/u.test(w)) return 'rieul';
  if (/(?:m|n|ng|me|ne)$/u.test(w)) return 'other';
  if (/(?:^|[^aeiou])[aeiou](?:p|pp|t|tt|k|ck)$/u.test(w) || /oo[kp]$/u.test(w)) return 'other';
  return 'none';
}

/** How a run of Latin letters at the end of a word is read: an acronym letter by letter, else as a word. */
function latinFinal(text: string): Final | undefined {
  const letters = /[A-Za-z]+$/u.exec(text)?.[0];
  if (!letters) return undefined;
  const caps = /[A-Z]+$/u.exec(letters)?.[0] ?? '';
  const last = LETTER_FINAL[caps.at(-1) ?? ''];
  // all capitals: short or without a vowel, spelled out (PM 피엠, IBM, HTML); longer ones read as a word (NASA 나사)
  if (last && caps.length === letters.length) return caps.length <= 3 || !/[AEIOU]/u.test(caps) ? last : latinWordFinal(letters);
  // capitals closing a longer word are an acronym too: ChatGPT (지피티), iOS (오에스)
  if (last && caps.length >= 2) return last;
  return latinWordFinal(letters);
}

/** The final sound of a word as read aloud: Hangul by its last syllable, a number as it is spoken. */
function wordFinal(word: string): Final {
  const trimmed = withoutClosingMarks(word);
  const symbol = SYMBOL_FINAL[trimmed.at(-1) ?? ''];
  if (symbol && trimmed.length > 0) return symbol;
  const latin = latinFinal(trimmed);
  if (latin) return latin;
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
