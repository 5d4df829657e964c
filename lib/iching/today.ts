/**
 * 오늘의 괘 / Today's hexagram: one hexagram and one line per calendar day in Korea (Asia/Seoul,
 * UTC+9 all year: Korea keeps no daylight saving time), the same for every visitor.
 *
 * The rule, for the KST date D written 'YYYY-MM-DD':
 * - d = the number of days from 1970-01-01 to D;
 * - hexagram = (37 × d + 11) mod 64 + 1. Since 37 is odd, hence coprime to 64, any 64 days in a
 *   row show each of the 64 hexagrams exactly once, and two days in a row never show the same one
 *   (they differ by 37 mod 64);
 * - line = FNV-1a (32-bit) of the string D, mod 6, + 1: the line to read that day, 1 = bottom.
 * The rule is in the README too ('Today's hexagram'); changing it changes every day's reading.
 */
export const SEOUL_UTC_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const HEXAGRAMS = 64;
const STEP = 37;
const SHIFT = 11;

export type LinePosition = 1 | 2 | 3 | 4 | 5 | 6;

export interface TodayReading {
  /** the KST calendar date, 'YYYY-MM-DD' */
  date: string;
  /** 1–64 */
  hexagram: number;
  /** 1–6, from the bottom */
  line: LinePosition;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date in Korea at the instant `now`, as 'YYYY-MM-DD'. */
export function seoulDate(now: Date): string {
  return new Date(now.getTime() + SEOUL_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** Days from 1970-01-01 to a 'YYYY-MM-DD' date; throws on anything that is not a real date. */
export function dayNumber(date: string): number {
  const match = DATE.exec(date);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== date) throw new RangeError(`not a date: ${date}`);
  return Math.floor(ms / DAY_MS);
}

/** FNV-1a, 32-bit, over the UTF-16 code units of an ASCII string. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** The reading of a KST date ('YYYY-MM-DD'), by the rule above. */
export function readingForDate(date: string): TodayReading {
  const d = dayNumber(date);
  return {
    date,
    hexagram: mod(STEP * d + SHIFT, HEXAGRAMS) + 1,
    line: ((fnv1a(date) % 6) + 1) as LinePosition,
  };
}

/** Today's reading in Korea at the instant `now`. */
export function todayReading(now: Date): TodayReading {
  return readingForDate(seoulDate(now));
}

/** A 'YYYY-MM-DD' date as readers write it: '2026년 11월 26일 목요일', 'Thursday, November 26, 2026'. */
export function formatReadingDate(date: string, locale: 'ko' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'long',
    timeZone: 'UTC',
  }).format(dayNumber(date) * DAY_MS);
}
