import type { Locale } from '@/i18n/routing';
import { getHexagram, hexagramByPattern, hexagrams } from './library';
import { formatLines, parseLines, type CastLines } from './lines';
import type { LinePattern } from './pattern';
import { readCast, type Reading } from './reading';
import { hexagramTexts, type HexagramTexts } from './reading-texts';
import type { Hexagram } from './types';

/**
 * A shared cast's own page, /iching/cast/{lines}: six digits 6–9, bottom line first. Anything else
 * is not a cast (the page and its card answer 404 without drawing anything).
 */
export const CAST_ID = /^[6-9]{6}$/;

export interface CastView {
  id: string;
  lines: CastLines;
  reading: Reading;
  primary: Hexagram;
  relating: Hexagram | undefined;
}

const numberOf = (pattern: LinePattern) => hexagramByPattern(pattern)?.number ?? 0;

export function readCastId(id: string): CastView | null {
  if (!CAST_ID.test(id)) return null;
  const lines = parseLines(id);
  if (!lines) return null;
  const reading = readCast(lines, numberOf);
  const primary = getHexagram(reading.primary.number);
  if (!primary) return null;
  return { id: formatLines(lines), lines, reading, primary, relating: reading.relating ? getHexagram(reading.relating.number) : undefined };
}

/** The texts a reading needs in a locale (what the casting screen fetches), for server rendering. */
export function castTexts(view: CastView, locale: Locale): HexagramTexts[] {
  const numbers = [...new Set([view.reading.primary.number, ...(view.reading.relating ? [view.reading.relating.number] : [])])];
  return numbers.map((n) => hexagramTexts(getHexagram(n)!, locale));
}

/** One row of the casting table: what the casting screen draws, names and finds. */
function castingRow(h: Hexagram, locale: Locale) {
  return { number: h.number, pattern: h.pattern, displayName: h.name[locale], chineseName: h.chineseName, koreanName: h.koreanName, readingName: locale === 'ko' ? h.koreanName : h.koreanNameRomanized };
}

/** The casting table /report/iching gives its screen: all 64. */
export function castingTable(locale: Locale) {
  return hexagrams.map((h) => castingRow(h, locale));
}

/** The casting table (what /report/iching gives its screen), trimmed to the hexagrams a reading shows. */
export function castTable(view: CastView, locale: Locale) {
  const { reading } = view;
  const wanted = new Set([reading.primary, reading.relating, reading.nuclear, reading.inverse, reading.opposite].flatMap((r) => (r ? [r.number] : [])));
  return hexagrams.filter((h) => wanted.has(h.number)).map((h) => castingRow(h, locale));
}
