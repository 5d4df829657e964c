/**
 * Searching the library by number, Korean name (with its reading variants), Chinese name, pinyin
 * and English or Korean title. Pure and small: the client search box imports it together with the
 * prepared entries of lib/iching/search-index.ts, never the library itself.
 */

export interface SearchEntry {
  number: number;
  /** the title in the page's language */
  title: string;
  /** a short line of names shown under the title, e.g. "중천건 · 乾" */
  names: string;
  /** normalised keys (see normaliseForSearch) */
  keys: readonly string[];
}

/**
 * Korean readings of the same character that differ by the initial-sound rule (두음법칙) or by
 * tradition: 屯 둔/준, 離 리/이, 臨 림/임, 旅 려/여, 雷 뢰/뇌. Both sides are folded to one form.
 */
const READING_VARIANTS: ReadonlyMap<string, string> = new Map([
  ['준', '둔'],
  ['이', '리'],
  ['임', '림'],
  ['여', '려'],
  ['뇌', '뢰'],
]);

/** Lower case, no accents (qián → qian), no spaces or punctuation, one Korean reading per character. */
export function normaliseForSearch(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
  return [...plain].map((ch) => READING_VARIANTS.get(ch) ?? ch).join('');
}

/** "1", "#1", "제1괘", "1괘", "No. 1", "hexagram 1" → 1; anything else → undefined. */
export function parseNumberQuery(query: string): number | undefined {
  const match = /^\s*(?:#|no\.?|hexagram|제)?\s*(\d{1,2})\s*(?:괘|번)?\s*$/i.exec(query);
  if (!match?.[1]) return undefined;
  const number = Number.parseInt(match[1], 10);
  return number >= 1 && number <= 64 ? number : undefined;
}

/** U+1100-U+1112: the 19 leading consonants (초성) as conjoining jamo. A typed ㅎ (U+314E) becomes one under NFKD. */
const isLeadJamo = (ch: string) => ch >= '\u1100' && ch <= '\u1112';

/**
 * The leading consonant of a precomposed Hangul syllable as a conjoining jamo, else undefined. Ours,
 * not es-hangul's getChoseong: that import would add 1.9 kB gzip to /iching, past its budget
 * (docs/korean-style.md, Hangul by library).
 */
function leadOf(ch: string): string | undefined {
  const code = ch.charCodeAt(0);
  if (code < 0xac00 || code > 0xd7a3) return undefined;
  return String.fromCharCode(0x1100 + Math.floor((code - 0xac00) / 588));
}

/** Whether the needle matches the key at `at`: each character equal, or a 초성 matching the syllable's initial. */
function matchesAt(key: readonly string[], needle: readonly string[], at: number): boolean {
  if (at + needle.length > key.length) return false;
  for (let i = 0; i < needle.length; i++) {
    const want = needle[i]!;
    const have = key[at + i]!;
    if (want !== have && !(isLeadJamo(want) && leadOf(have) === want)) return false;
  }
  return true;
}

/**
 * The entries matching a query, best first: a number finds exactly that hexagram; otherwise an
 * exact key beats a key that starts with the query, which beats one that merely contains it.
 * Initial consonants match the syllables they begin (ㅎㄱ → 혁괘, ㅎ → 혁, 함, 항 …); a query with
 * initial consonants matches whole keys and their beginnings only, never their middles, so that
 * one typed ㅎ lists the names that start with ㅎ.
 */
export function searchHexagrams(entries: readonly SearchEntry[], query: string): SearchEntry[] {
  const number = parseNumberQuery(query);
  if (number !== undefined) return entries.filter((entry) => entry.number === number);
  const needle = [...normaliseForSearch(query)];
  if (needle.length === 0) return [];
  const initials = needle.some(isLeadJamo);
  const scored: { entry: SearchEntry; score: number }[] = [];
  for (const entry of entries) {
    let score = 0;
    for (const text of entry.keys) {
      const key = [...text];
      if (matchesAt(key, needle, 0)) score = Math.max(score, key.length === needle.length ? 3 : 2);
      else if (!initials && score < 1) {
        for (let at = 1; at + needle.length <= key.length; at++) {
          if (matchesAt(key, needle, at)) {
            score = 1;
            break;
          }
        }
      }
    }
    if (score > 0) scored.push({ entry, score });
  }
  return scored.sort((a, b) => b.score - a.score || a.entry.number - b.entry.number).map((s) => s.entry);
}
