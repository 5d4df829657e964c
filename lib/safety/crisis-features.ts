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
 *   sets and training set v2.
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
      out.add(`w ${word}`);
      if (i > 0) out.add(`b ${words[i - 1]} ${word}`);
    });
    for (const word of words) {
      const marked = `<${word}>`;
      for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= marked.length; i++) out.add(`c ${marked.slice(i, i + n)}`);
    }
  }
  return [...out];
}
