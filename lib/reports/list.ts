import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { REPORTS_PAGE_DEFAULT, REPORTS_PAGE_MAX } from '@/lib/reports/constants';
import type { Queryable } from '@/lib/db/types';
import { getHexagram } from '@/lib/iching/library';
import type { ReportProduct } from '@/lib/purchases/products';

/**
 * GET /api/reports: the signed-in user's stored reports, newest first (in the order they were
 * stored: `seq`), a page at a time. Pages are cut by `seq` — a keyset cursor — so a report stored
 * meanwhile never shifts a page.
 */

export interface ReportSummary {
  id: string;
  kind: ReportProduct;
  createdAt: string;
  locale: Locale;
  /** a short line naming the reading: the question, the plan's first year, the quiz's outcome */
  title: string;
  hexagram: { number: number; pattern: string; chineseName: string; name: string } | null;
}

export interface ReportPage {
  reports: ReportSummary[];
  /** pass as ?cursor= for the next page; null on the last page */
  nextCursor: string | null;
}

/** A cursor is `seq:<n>` in base64url; n a positive bigint that PostgreSQL can hold. */
const CURSOR = /^seq:([1-9]\d{0,17})$/;

const encodeCursor = (seq: string) => Buffer.from(`seq:${seq}`, 'utf8').toString('base64url');

function decodeCursor(cursor: string): string | null {
  return CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'))?.[1] ?? null;
}

export const reportListQuerySchema = z.strictObject({
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, `limit must be between 1 and ${REPORTS_PAGE_MAX}`)
    .max(REPORTS_PAGE_MAX, `limit must be between 1 and ${REPORTS_PAGE_MAX}`)
    .default(REPORTS_PAGE_DEFAULT),
  cursor: z
    .string()
    .max(200, 'cursor is not one this API gave out')
    .refine((value) => decodeCursor(value) !== null, 'cursor is not one this API gave out')
    .optional(),
});
type ReportListQuery = z.infer<typeof reportListQuerySchema>;

const TITLE_MAX = 60;
function shorten(text: unknown): string {
  if (typeof text !== 'string') return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > TITLE_MAX ? `${flat.slice(0, TITLE_MAX - 1).trimEnd()}…` : flat;
}

const ELEMENT_NAMES: Record<Locale, Record<string, string>> = {
  ko: { wood: '목(木)', fire: '화(火)', earth: '토(土)', metal: '금(金)', water: '수(水)' },
  en: { wood: 'Wood', fire: 'Fire', earth: 'Earth', metal: 'Metal', water: 'Water' },
};

type Json = Record<string, unknown>;
const record = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

function hexagramOf(kind: ReportProduct, result: Json): number | undefined {
  const raw = kind === 'current_insight' || kind === 'plan_insight' ? result.hexagram_id : kind === 'book_insight' ? result.hexagramId : undefined;
  return typeof raw === 'number' ? raw : undefined;
}

/** What a list row shows of a stored report (its input and result as the generators stored them). */
function summarize(row: { id: string; kind: ReportProduct; locale: Locale; input: unknown; result: unknown; createdAt: string }): ReportSummary {
  const input = record(row.input);
  const result = record(row.result);
  const h = getHexagram(hexagramOf(row.kind, result) ?? 0);
  const hexagram = h ? { number: h.number, pattern: h.pattern, chineseName: h.chineseName, name: h.name[row.locale] } : null;
  let title = '';
  if (row.kind === 'current_insight') title = shorten(input.question);
  else if (row.kind === 'plan_insight') title = shorten(input.plan2025);
  else if (row.kind === 'book_insight') title = h ? h.name[row.locale] : '';
  else title = ELEMENT_NAMES[row.locale][String(result.dominant)] ?? '';
  return { id: row.id, kind: row.kind, createdAt: row.createdAt, locale: row.locale, title, hexagram };
}

interface Row {
  id: string;
  kind: ReportProduct;
  locale: Locale;
  input: unknown;
  result: unknown;
  created_at: Date | string;
  seq: string;
}

export async function listReports(db: Queryable, userId: string, { limit, cursor }: ReportListQuery): Promise<ReportPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  const params: unknown[] = [userId, limit + 1];
  if (after) params.push(after);
  // `reports.seq`, qualified: a bare `seq` in ORDER BY names the output column, the text the
  // driver gets, and '9' sorts above '10'
  const { rows } = await db.query<Row>(
    `select id, kind, locale, input, result, created_at, seq::text as seq
     from public.reports
     where user_id = $1 ${after ? 'and reports.seq < $3::bigint' : ''}
     order by reports.seq desc
     limit $2`,
    params,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    reports: page.map((row) => summarize({ ...row, createdAt: new Date(row.created_at).toISOString() })),
    nextCursor: rows.length > limit && last ? encodeCursor(last.seq) : null,
  };
}
