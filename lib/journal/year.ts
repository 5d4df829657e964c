import type { Queryable } from '@/lib/db/types';
import { ELEMENTS, type Element } from '@/content/quizzes/element-order';
import { getHexagram } from '@/lib/iching/library';
import { insightCategories, type InsightCategory } from '@/lib/insight/categories';
import { TRIGRAM_ELEMENT } from './elements';
import { readingOfReport, readStoredSubject, REPORT_COLUMNS, type ReportRow, type SubjectReading } from './subjects';
import { seoulYearBounds } from './store';
import type { SubjectKind } from './schemas';

/**
 * The year looked back on (GET /api/journal/year/{year}), from what is stored in clear: the
 * readings of the year (every stored report, and each cast and today's hexagram the person wrote
 * a note under) and how many notes they wrote. No note is opened: the figures never need the text.
 * A year is a Korean calendar year (Asia/Seoul).
 */

export interface YearSummary {
  year: number;
  /** notes written in the year */
  entries: number;
  /** the year's readings by hexagram, most often first */
  hexagrams: { id: number; count: number }[];
  /** both trigrams of every reading's hexagram, and the dominant element of each five-elements quiz */
  elements: Record<Element, number>;
  /** the areas of the year's Current Insight questions */
  categories: Record<InsightCategory, number>;
  /** a line of a hexagram that changed (or was today's line) in two readings or more */
  recurringLines: { hexagram: number; line: number; count: number }[];
}

const increment = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

export async function yearSummary(db: Queryable, userId: string, year: number): Promise<YearSummary> {
  const [from, to] = seoulYearBounds(year);
  const [reports, notes] = await Promise.all([
    db.query<ReportRow>(`select ${REPORT_COLUMNS} from public.reports where user_id = $1 and created_at >= $2::timestamptz and created_at < $3::timestamptz`, [
      userId,
      from,
      to,
    ]),
    db.query<{ subject_kind: SubjectKind; subject_id: string }>(
      'select subject_kind, subject_id from public.journal_notes where user_id = $1 and created_at >= $2::timestamptz and created_at < $3::timestamptz',
      [userId, from, to],
    ),
  ]);
  // each reading once: a report by its id, a cast or a day by what it is
  const readings = new Map<string, SubjectReading>();
  for (const row of reports.rows) readings.set(`report:${row.id}`, readingOfReport(row));
  for (const note of notes.rows) {
    const key = `${note.subject_kind}:${note.subject_id}`;
    if (readings.has(key) || note.subject_kind === 'report') continue; // a report of another year counts in its own year
    const reading = readStoredSubject({ kind: note.subject_kind, id: note.subject_id }, undefined);
    if (reading) readings.set(key, reading);
  }

  const hexagrams = new Map<number, number>();
  const lines = new Map<string, number>();
  const elements = Object.fromEntries(ELEMENTS.map((e) => [e, 0])) as Record<Element, number>;
  const categories = Object.fromEntries(insightCategories.map((c) => [c, 0])) as Record<InsightCategory, number>;
  for (const reading of readings.values()) {
    const h = reading.hexagram === null ? undefined : getHexagram(reading.hexagram);
    if (h) {
      increment(hexagrams, h.number);
      elements[TRIGRAM_ELEMENT[h.lower.key]] += 1;
      elements[TRIGRAM_ELEMENT[h.upper.key]] += 1;
      for (const line of reading.lines) increment(lines, `${h.number}:${line}`);
    }
    const element = reading.report?.element;
    if (element && (ELEMENTS as readonly string[]).includes(element)) elements[element as Element] += 1;
    if (reading.report?.category) categories[reading.report.category] += 1;
  }
  return {
    year,
    entries: notes.rows.length,
    hexagrams: [...hexagrams].map(([id, count]) => ({ id, count })).sort((a, b) => b.count - a.count || a.id - b.id),
    elements,
    categories,
    recurringLines: [...lines]
      .filter(([, count]) => count >= 2)
      .map(([key, count]) => {
        const [hexagram, line] = key.split(':').map(Number) as [number, number];
        return { hexagram, line, count };
      })
      .sort((a, b) => b.count - a.count || a.hexagram - b.hexagram || a.line - b.line),
  };
}
