import type { Locale } from '@/i18n/routing';
import type { Hexagram } from './types';

/**
 * What the casting screen needs to show the texts of one hexagram in one language: the classical
 * text beside our wording. Served as a small static file per hexagram and locale
 * (/iching-data/{locale}/{n}.json), so the page itself carries only the 64 titles.
 */
export interface HexagramTexts {
  number: number;
  title: string;
  summary: string;
  /** meaning: the judgement in practice, in our words (the description's closing counsel), so a cast without a changing line still says what to do */
  judgement: { classical: string; text: string; meaning: string };
  lines: { label: string; classical: string; stage: string; text: string; meaning: string }[];
  useLine?: { label: string; classical: string; text: string; meaning: string };
}

export function hexagramTexts(hexagram: Hexagram, locale: Locale): HexagramTexts {
  const wording = hexagram.text[locale];
  const useLine = hexagram.useLine && wording.useLine;
  return {
    number: hexagram.number,
    title: hexagram.name[locale],
    summary: wording.summary,
    judgement: { classical: hexagram.judgement, text: wording.judgement, meaning: wording.description.at(-1) ?? wording.summary },
    lines: hexagram.lines.map((line, i) => {
      const own = wording.lines[i];
      if (!own) throw new Error(`hexagram ${hexagram.number} has no ${locale} wording for line ${i + 1}`);
      return { label: line.label, classical: line.text, stage: own.stage, text: own.text, meaning: own.meaning };
    }),
    ...(useLine && hexagram.useLine
      ? { useLine: { label: hexagram.useLine.label, classical: hexagram.useLine.text, text: useLine.text, meaning: useLine.meaning } }
      : {}),
  };
}

/** A light check of a fetched payload (the browser gets it from our own static route). */
export function isHexagramTexts(value: unknown, number: number): value is HexagramTexts {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<HexagramTexts>;
  return v.number === number && typeof v.title === 'string' && Array.isArray(v.lines) && v.lines.length === 6 && typeof v.judgement?.text === 'string';
}
