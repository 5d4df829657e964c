import { isHangulSyllable } from './korean';
import { squash } from './text';

/**
 * Whether a typed concern can be read at all: blank, too short, or meaningless (keyboard mashing,
 * one character repeated, jamo only like ㅋㅋㅋ, digits and punctuation only, no real words).
 * Length is measured in meaningful characters: letters and digits, without spaces or punctuation.
 */

export const MIN_MEANINGFUL = { ko: 10, en: 15 } as const;

export type InputProblem = 'blank' | 'no_letters' | 'jamo' | 'repeated' | 'too_short' | 'gibberish';
type Script = 'ko' | 'en';

interface InputSignals {
  text: string;
  script: Script;
  meaningful: number;
  problem?: InputProblem;
}

// the most frequent syllables of everyday written Korean: particles, endings and common stems
const COMMON_SYLLABLES = new Set(
  [...`이다는의에을를하고가지기서한사로리어대도자나으정인시그수해국일부상과것적요있아주전오들게성라내보면와스만제장우생은니동무원소여화였신마조비간공문실러미되학없발중연분구방물거개치관경세저했위터금행회할드통까른당현선결데안업진명바민용말식입때후모유심작계속래체날크럼히함법본목노집음야파뜻던잘좋많더알르몰겠싶왜뭘뭐같습죠네든며될돼봐줘랑께테님씨너것곳번년월즘늘앞뒤래밖각느낌힘싫걱불답궁민람친직돈몸건강랑애혼족모엄빠형언누남편녀딸교험취퇴준획표꿈택황감항꾸너말짜먼처막혹약런래리또냐떻엇언디얼못갈받았었갔왔봤됐줬듣려록만큼부터께써최근년올매루말평끝늘점갑드디국역직벌미곧빨천열요예세셨겼렸웠졌쳤켰혔갖둘셋넷째운운동즐슬프픈외롭로움겁두렵편쉬쉽어렵렵좀넘쳐잃잊찾얻팔살죽아픈병잠먹술놀쓰읽배울웃울싸움화짜증답니까고요해요데요군요네요지요거든요`],
);

const KEYBOARD_RUNS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'abcdefghijklmnopqrstuvwxyz', '1234567890', '가나다라마바사아자차카타파하'];

// a short list of the commonest English words; a real sentence of 15 letters or more has one
const COMMON_WORDS = new Set(
  `i me my mine myself we our us you your he she him her his they them their it its a an the this that these those
  is am are was were be been being have has had do does did will would can could should shall may might must
  not no yes and or but if so because when while since until after before about with without for from to of in on
  at by as into over under up down out off again more most very too much many some any all every each other what
  which who whom whose why how where there here then than now just still also only even really get got go going
  want wanted need needed feel feeling felt think thought know knew make made take took keep work life time year
  day days people person friend someone something nothing anything thing things way good bad new old next last
  help advice worried worry afraid hard lost stuck tell ask asked start stop try trying like love lately recently`
    .split(/\s+/u)
    .filter(Boolean),
);

const JAMO = /[\u1100-\u11ff\u3131-\u318e]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function isPeriodic(chars: readonly string[]): boolean {
  for (let unit = 1; unit <= 4 && unit * 3 <= chars.length; unit++) {
    if (chars.every((c, i) => c === chars[i % unit])) return true;
  }
  return false;
}

const RUNS = KEYBOARD_RUNS.flatMap((run) => [run, [...run].reverse().join('')]);
const RUN_STARTS = new Set(RUNS.flatMap((run) => [...run].slice(0, -3).map((_, i) => run.slice(i, i + 4))));

/** Whether at least half of the text is made of keyboard rows or alphabet runs of 4 or more. */
function mostlyKeyboardRuns(chars: readonly string[]): boolean {
  const text = chars.join('').toLowerCase();
  let covered = 0;
  for (let i = 0; i < text.length; ) {
    let longest = 0;
    if (RUN_STARTS.has(text.slice(i, i + 4))) {
      longest = 4;
      while (i + longest < text.length && RUNS.some((run) => run.includes(text.slice(i, i + longest + 1)))) longest++;
    }
    covered += longest;
    i += Math.max(longest, 1);
  }
  return covered >= text.length * 0.5;
}

function plausibleEnglishWord(word: string): boolean {
  const w = word.toLowerCase();
  if (COMMON_WORDS.has(w)) return true;
  if (!/[aeiouy]/u.test(w)) return false;
  if (/[^aeiouy]{5,}/u.test(w) || /(.)\1\1/u.test(w)) return false;
  return !mostlyKeyboardRuns([...w]) || w.length < 4;
}

type KnownWord = (word: string) => boolean;

function gibberish(text: string, script: Script, letters: readonly string[], isKnown: KnownWord): boolean {
  if (mostlyKeyboardRuns(letters)) return true;
  if (script === 'ko') {
    const syllables = letters.filter(isHangulSyllable);
    const common = syllables.filter((s) => COMMON_SYLLABLES.has(s)).length;
    return common < syllables.length * 0.5;
  }
  const words = text.match(/[a-z']+/giu) ?? [];
  if (words.length === 0) return true;
  const known = words.filter((w) => COMMON_WORDS.has(w.toLowerCase().replace(/'.*$/u, '')) || isKnown(w)).length;
  const plausible = words.filter(plausibleEnglishWord).length;
  return known === 0 || plausible < words.length * 0.6;
}

/**
 * Reads the signals of one typed concern. `isKnown` adds words beyond the built-in common ones
 * (the category lexicon), so a terse but real English question is not taken for noise.
 */
export function readInput(input: string, isKnown: KnownWord = () => false): InputSignals {
  const text = squash(input);
  const chars = [...text].filter((c) => LETTER_OR_DIGIT.test(c));
  const letters = chars.filter((c) => /\p{L}/u.test(c));
  const hangul = letters.filter((c) => isHangulSyllable(c) || JAMO.test(c)).length;
  const script: Script = hangul > 0 && hangul * 2 >= letters.filter((c) => /[a-z]/iu.test(c)).length ? 'ko' : 'en';
  const signals = { text, script, meaningful: chars.length };
  if (text === '') return { ...signals, problem: 'blank' };
  if (letters.length === 0) return { ...signals, problem: 'no_letters' };
  const jamo = letters.filter((c) => JAMO.test(c)).length;
  if (jamo >= letters.length * 0.5) return { ...signals, problem: 'jamo' };
  if (new Set(chars).size <= 2 || isPeriodic(chars)) return { ...signals, problem: 'repeated' };
  if (chars.length < MIN_MEANINGFUL[script]) return { ...signals, problem: 'too_short' };
  if (jamo >= letters.length * 0.2 || gibberish(text, script, letters, isKnown)) return { ...signals, problem: 'gibberish' };
  return signals;
}
