import { ApiError } from '@/lib/api/errors';
import type { Queryable } from '@/lib/db/types';
import { readCastId } from '@/lib/iching/cast-page';
import { readingForDate, seoulDate } from '@/lib/iching/today';
import { knownCategory, type InsightCategory } from '@/lib/insight/categories';
import type { ReportProduct } from '@/lib/purchases/products';
import type { Subject } from './schemas';

/**
 * What a note is written under, read from where it lives: a stored report (the writer's own: any
 * other is "not found"), a cast (its six line values) or today's hexagram (its date). The hexagram
 * is kept with the note; the lines and the rest are read again whenever they are needed.
 */

type Json = Record<string, unknown>;
const record = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

export const NOTE_NOT_FOUND = 'There is no such note.';
export const READING_NOT_FOUND = 'There is no such reading among yours.';

export interface ReportRow {
  id: string;
  kind: ReportProduct;
  locale: 'ko' | 'en';
  input: unknown;
  result: unknown;
  created_at: Date | string;
}

export interface SubjectReading {
  /** 1-64, or null (a quiz of the five elements has no hexagram) */
  hexagram: number | null;
  /** the changing lines (a report's, a cast's) or today's line, positions from the bottom */
  lines: number[];
  /** reports only */
  report?: { kind: ReportProduct; createdAt: string; category: InsightCategory | null; question: string | null; element: string | null };
}

function positions(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n) && n >= 1 && n <= 6) : [];
}

/** What a stored report's input and result say of its reading (as the generators stored them). */
export function readingOfReport(row: ReportRow): SubjectReading {
  const input = record(row.input);
  const result = record(row.result);
  const raw = row.kind === 'current_insight' || row.kind === 'plan_insight' ? result.hexagram_id : row.kind === 'book_insight' ? result.hexagramId : undefined;
  const hexagram = typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= 64 ? raw : null;
  return {
    hexagram,
    lines: row.kind === 'current_insight' || row.kind === 'plan_insight' ? positions(result.changing_lines) : [],
    report: {
      kind: row.kind,
      createdAt: new Date(row.created_at).toISOString(),
      category: row.kind === 'current_insight' ? knownCategory(input.category) : null,
      question: row.kind === 'current_insight' && typeof input.question === 'string' ? input.question : null,
      element: typeof result.dominant === 'string' && (row.kind === 'character_insight' || row.kind === 'relationship_insight') ? result.dominant : null,
    },
  };
}

export const REPORT_COLUMNS = 'id, kind, locale, input, result, created_at';

/** The reading of a subject. A report that is not the writer's is 404, the same as one that never was. */
export async function readSubject(db: Queryable, userId: string, subject: Subject, now: Date = new Date()): Promise<SubjectReading> {
  if (subject.kind === 'cast') {
    const view = readCastId(subject.id);
    if (!view) throw new ApiError('bad_request', "subject.id: a cast's six line values 6-9, bottom line first");
    return { hexagram: view.primary.number, lines: [...view.reading.changing] };
  }
  if (subject.kind === 'today') {
    // a day that has not come in Korea has shown no one its hexagram yet
    if (subject.id > seoulDate(now)) throw new ApiError('bad_request', "subject.id: today's hexagram of a day that has not come yet");
    const today = readingForDate(subject.id);
    return { hexagram: today.hexagram, lines: [today.line] };
  }
  const { rows } = await db.query<ReportRow>(`select ${REPORT_COLUMNS} from public.reports where id = $1 and user_id = $2`, [subject.id, userId]);
  const row = rows[0];
  if (!row) throw new ApiError('not_found', READING_NOT_FOUND);
  return readingOfReport(row);
}

/** The same, for subjects already stored with a note: a report deleted since reads as no reading. */
export function readStoredSubject(subject: Subject, report: ReportRow | undefined): SubjectReading | null {
  if (subject.kind === 'report') return report ? readingOfReport(report) : null;
  if (subject.kind === 'cast') {
    const view = readCastId(subject.id);
    return view ? { hexagram: view.primary.number, lines: [...view.reading.changing] } : null;
  }
  const today = readingForDate(subject.id);
  return { hexagram: today.hexagram, lines: [today.line] };
}
