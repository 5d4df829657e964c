/**
 * The words and figures of the year's keepsake card (GET /api/journal/year/{year}/card, drawn by
 * components/og/year-card.tsx), apart from how they are laid out. Pure: the route passes the year's
 * summary, the page's labels and, only when the person ticked "include a line from my notes", their
 * latest note; a test can pass the same.
 *
 * No note text reaches the card unless `notes` is true: without it the note given is not even read.
 * With it, one line of the note: its first sentence, or, when that is longer than the card's room,
 * the sentence cut where a clause or at least a word ends, never inside a word.
 */
import { z } from 'zod';
import { ELEMENTS, type Element } from '@/content/quizzes/element-order';
import { elementLook } from '@/content/quizzes/elements';
import type { Locale } from '@/i18n/routing';
import { getHexagram } from '@/lib/iching/library';
import { hexagramName } from '@/lib/iching/names';
import { productMark } from '@/lib/reports/card';
import type { YearSummary } from './year';

/** The query of GET /api/journal/year/{year}/card. */
export const yearCardQuerySchema = z.strictObject({
  locale: z.enum(['ko', 'en'], 'locale must be ko or en').default('ko'),
  notes: z.enum(['0', '1'], 'notes must be 0 or 1').default('0'),
});

/** The page's words the card uses (messages: JournalCard.card). */
export interface YearCardLabels {
  /** '2026년' / '2026' */
  year: (year: number) => string;
  /** '한 해 돌아보기' / 'My year, looked back on' */
  eyebrow: string;
  /** the footer's name of the journal: '나의 주역 일기' / 'My I Ching journal' */
  journal: string;
  /** '풀이 12번 · 기록 8개' */
  totals: (readings: number, notes: number) => string;
  /** 'Most drawn' */
  mostDrawn: string;
  /** '제49괘' / 'Hexagram 49' */
  hexagramNumber: (number: number) => string;
  /** '3번' / '3 times' */
  times: (count: number) => string;
  /** 'Drawn most often' */
  topThree: string;
  /** 'The five elements' */
  elements: string;
  /** each element's name, without its hanja */
  elementName: Record<Element, string>;
  /** 'From my notes' */
  quote: string;
  /** the card of a year with no reading yet */
  empty: string;
}

export interface YearCardHexagram {
  number: number;
  pattern: string;
  label: string;
  name: string;
  chinese: string;
  count: string;
}

export interface YearCardText {
  year: string;
  eyebrow: string;
  totals: string;
  /** the hexagram drawn most often (ties: the lower number), null in a year with no reading */
  top: (YearCardHexagram & { heading: string }) | null;
  /** the three drawn most often, with their counts */
  topThree: { heading: string; items: YearCardHexagram[] } | null;
  /** the five elements, each with its share of the largest (0-1) for the bar */
  elements: { heading: string; items: { id: Element; name: string; count: number; share: number; color: string }[] } | null;
  /** a line of the person's latest note: only when they asked for it */
  quote: { label: string; text: string } | null;
  empty: string | null;
  journal: string;
  brand: string;
}

/**
 * How wide a text runs on the card, in Hangul widths: a Hangul, kana or hanja character is one, any
 * other character about half of one (the card's font draws Latin letters narrower).
 */
export function cardWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u.test(ch) ? 1 : 0.55;
  return width;
}

/** The room for the note's line: two lines of the card's quote (about 24 Hangul each). */
export const QUOTE_WIDTH = 46;

/** The sentences of a note, in order: split after . ! ? 。 … and at line breaks. */
function sentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?。…])\s+/))
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** Whether the head of `sentence` up to `end`, with its "…", fits `room`. */
function fits(sentence: string, end: number, room: number): boolean {
  return cardWidth(sentence.slice(0, end)) + 1 <= room;
}

/**
 * One line of a note for the card: its first sentence when it fits `room` (in Hangul widths), else
 * that sentence cut where a clause ends (a comma, semicolon, colon or dash), else where a word ends,
 * with "…"; never inside a word. A first sentence with no such place in the room (one long word) gives
 * way to the next sentence that has one; a note with none gives no line (null).
 */
export function noteLine(note: string, room: number = QUOTE_WIDTH): string | null {
  for (const sentence of sentences(note)) {
    if (cardWidth(sentence) <= room) return sentence;
    // a clause's end: the mark stays out, the cut is shown by "…"
    const clauses = [...sentence.matchAll(/[,;:，、](?=\s)|\s[—–-]\s/g)].map((m) => m.index ?? 0).filter((at) => at > 0 && fits(sentence, at, room));
    const clause = clauses.at(-1);
    // a word's end: before a space (Korean and English alike put spaces between words)
    const words = [...sentence.matchAll(/\s/g)].map((m) => m.index ?? 0).filter((at) => at > 0 && fits(sentence, at, room));
    const word = words.at(-1);
    // a clause when it keeps a third of the room or more (a whole thought), else the most words that fit
    const at = clause !== undefined && cardWidth(sentence.slice(0, clause)) >= room / 3 ? clause : word;
    if (at === undefined) continue;
    const head = sentence.slice(0, at).replace(/[\s,;:，、—–-]+$/u, '');
    if (/[\p{L}\p{N}]/u.test(head)) return `${head}…`;
  }
  return null;
}

/**
 * The card's words for a year. `notes` is the opt-in: only when it is true is `latestNote` read, and
 * then only its first sentence (noteLine). A year with no reading is a calm card of its own: the
 * year, the counts, a line saying nothing is gathered yet, the app's name.
 */
export function yearCardText(
  summary: YearSummary,
  { locale, labels, notes = false, latestNote = null }: { locale: Locale; labels: YearCardLabels; notes?: boolean; latestNote?: string | null },
): YearCardText {
  const readings = summary.hexagrams.reduce((sum, h) => sum + h.count, 0);
  const known = summary.hexagrams.filter((h) => getHexagram(h.id));
  const part = ({ id, count }: { id: number; count: number }): YearCardHexagram => {
    const h = getHexagram(id)!;
    return { number: id, pattern: h.pattern, label: labels.hexagramNumber(id), name: hexagramName(id, locale), chinese: h.chineseName, count: labels.times(count) };
  };
  const first = known[0];
  const max = Math.max(0, ...ELEMENTS.map((e) => summary.elements[e] ?? 0));
  const line = notes && latestNote ? noteLine(latestNote) : null;
  return {
    year: labels.year(summary.year),
    eyebrow: labels.eyebrow,
    totals: labels.totals(readings, summary.entries),
    top: first ? { ...part(first), heading: labels.mostDrawn } : null,
    topThree: known.length ? { heading: labels.topThree, items: known.slice(0, 3).map(part) } : null,
    elements:
      max > 0
        ? {
            heading: labels.elements,
            items: ELEMENTS.map((id) => ({ id, name: labels.elementName[id], count: summary.elements[id] ?? 0, share: (summary.elements[id] ?? 0) / max, color: elementLook[id].color })),
          }
        : null,
    quote: line ? { label: labels.quote, text: line } : null,
    empty: first || max > 0 ? null : labels.empty,
    journal: labels.journal,
    brand: productMark(),
  };
}
