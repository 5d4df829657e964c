/** English words that carry no meaning of their own: no feature alone, nor two of them as a pair. */
const FUNCTION_WORDS = new Set(
  "a an the i me my am is are was were be been being to of in on at for with and or but so it its this that these those you your he she they them we us our his her their do does did have has had will would can could should just than then there here what which who whom when where why how if as by from about into up down out over very too also not no yes all any some im i'm".split(' '),
);

/** A word's crude stem: a common ending cut from a word of five letters or more (planned, planning → plann). */
const stem = (word: string) => (word.length > 4 ? word.replace(/(?:ing|ed|es|s|ly|er|est|ness)$/, '') : word);

/**
 * What the crisis screen's learned scorer reads (lib/safety/crisis-model.ts, trained by
 * scripts/safety-train.mjs): the two readings the rules read (`normalizeKorean`, `normalizeEnglish`
 * in lib/safety/crisis.ts).
 *
 * - Korean: the Hangul of the reading with its spacing dropped (people space Korean freely) and
 *   sentence ends kept as `/`, cut into character n-grams of one to four.
 * - English: words, word pairs, and the character n-grams of three to five letters within each
 *   word, its ends marked (`<kill`, `ing>`): they carry a word's stem into its other forms and its
 *   misspellings, and added about two points of recall out of fold once the pool held the blind
 *   sets and training set v2. A function word (`FUNCTION_WORDS`: I, the, to, it, be …) is no
 *   feature alone, nor is a pair of two of them ("i am", "to be"): the scorer learned them as crisis
 *   signs from the crisis sentences that use them. A word's crude stem (`stem`: -ing, -ed, -s, -ly,
 *   -er … cut from a word of five letters or more) and the pair of two stems are features beside the
 *   word, so "planned", "planning" and "plans" share one.
 *
 * Both are read after the listed cuts (`scorerReading`: idioms, everyday uses and negations replaced
 * by a bar), so "죽겠다" in "배고파 죽겠다" is not read at all. A feature is there or not (no
 * counts). The two sets never overlap: English features carry a prefix and Korean ones hold Hangul.
 */
export function crisisFeatures(korean: string, english: string): string[] {
  const out = new Set<string>();
  const hangul = korean
    .replace(/[^가-힣ㄱ-ㅣ/]+/gu, '')
    .replace(/\/+/g, '/')
    .replace(/^\/|\/$/g, '');
  if (hangul) {
    const chars = [...`/${hangul}/`];
    for (let n = 1; n <= 4; n++) {
      for (let i = 0; i + n <= chars.length; i++) {
        const gram = chars.slice(i, i + n).join('');
        if (gram !== '/' && !gram.includes('//')) out.add(gram);
      }
    }
  }
  const words = english.split(' ').filter((word) => /[a-z]/.test(word));
  if (words.length) {
    words.forEach((word, i) => {
      const before = words[i - 1];
      if (!FUNCTION_WORDS.has(word)) out.add(`w ${word}`);
      if (before !== undefined && !(FUNCTION_WORDS.has(word) && FUNCTION_WORDS.has(before))) out.add(`b ${before} ${word}`);
      const root = stem(word);
      if (root !== word) out.add(`s ${root}`);
      if (before !== undefined) out.add(`p ${stem(before)} ${root}`);
    });
    for (const word of words) {
      const marked = `<${word}>`;
      for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= marked.length; i++) out.add(`c ${marked.slice(i, i + n)}`);
    }
  }
  return [...out];
}
