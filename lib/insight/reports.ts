import type { Locale } from '@/i18n/routing';
import type { Queryable } from '@/lib/db/types';
import { processValue } from '@/lib/runtime/process';
import type { InsightSource } from './schemas';

/**
 * The stored reports of one-off purchases (public.reports without via_subscription): one row per
 * purchase, written once. A paid generation runs once; reopening the purchase reads the row back.
 * Readings under a subscription are each their own report (lib/reports/store.ts).
 */

export type InsightKind = 'current_insight' | 'plan_insight';

export interface StoredReport<Result = unknown, Input = unknown> {
  id: string;
  kind: string;
  locale: Locale;
  input: Input;
  result: Result;
  source: InsightSource;
  /** the reading was shown under the care note (what the person wrote spoke of distress) */
  careNote: boolean;
  createdAt: string;
}

interface ReportRow {
  id: string;
  kind: string;
  locale: Locale;
  input: unknown;
  result: unknown;
  source: InsightSource;
  care_note: boolean;
  created_at: Date | string;
}

const COLUMNS = 'id, kind, locale, input, result, source, care_note, created_at';

function toReport<R, I>(row: ReportRow): StoredReport<R, I> {
  return {
    id: row.id,
    kind: row.kind,
    locale: row.locale,
    input: row.input as I,
    result: row.result as R,
    source: row.source,
    careNote: row.care_note === true,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The report stored for a one-off purchase, if the given user owns it. */
export async function findReport<R = unknown, I = unknown>(db: Queryable, purchaseId: string, userId: string): Promise<StoredReport<R, I> | null> {
  const { rows } = await db.query<ReportRow>(`select ${COLUMNS} from public.reports where purchase_id = $1 and user_id = $2 and not via_subscription`, [purchaseId, userId]);
  return rows[0] ? toReport<R, I>(rows[0]) : null;
}

interface NewReport<R, I> {
  userId: string;
  purchaseId: string;
  kind: InsightKind;
  locale: Locale;
  input: I;
  /** the reading is shown under the care note */
  careNote: boolean;
  generate: () => Promise<{ result: R; source: InsightSource }>;
}

// Requests for one purchase that arrive together in this process share one generation.
type Outcome<R = unknown, I = unknown> = { report: StoredReport<R, I>; created: boolean };
/** Asked for at each use (a test file starts over as a fresh process would). */
const inFlight = () => processValue('reportsInFlight', () => new Map<string, Promise<Outcome>>());

/**
 * The purchase's report: the stored one when it exists, else generated and stored now. The insert
 * is `on conflict (purchase_id) where not via_subscription do nothing` and the row is read back, so however many requests race
 * (in this process or across servers) exactly one row is written and every caller gets that row.
 */
export async function getOrCreateReport<R, I>(db: Queryable, report: NewReport<R, I>): Promise<Outcome<R, I>> {
  const stored = await findReport<R, I>(db, report.purchaseId, report.userId);
  if (stored) return { report: stored, created: false };
  const joined = inFlight().get(report.purchaseId) as Promise<Outcome<R, I>> | undefined;
  if (joined) return { report: (await joined).report, created: false };
  const pending = generateAndInsert(db, report).finally(() => inFlight().delete(report.purchaseId));
  inFlight().set(report.purchaseId, pending as Promise<Outcome>);
  return pending;
}

async function generateAndInsert<R, I>(db: Queryable, report: NewReport<R, I>): Promise<Outcome<R, I>> {
  const { result, source } = await report.generate();
  const { rows } = await db.query<ReportRow>(
    `insert into public.reports (user_id, purchase_id, kind, locale, input, result, source, care_note)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8::boolean)
     on conflict (purchase_id) where not via_subscription do nothing
     returning ${COLUMNS}`,
    [report.userId, report.purchaseId, report.kind, report.locale, JSON.stringify(report.input), JSON.stringify(result), source, report.careNote],
  );
  if (rows[0]) return { report: toReport<R, I>(rows[0]), created: true };
  // another server wrote the purchase's report first: everyone gets that one
  const winner = await findReport<R, I>(db, report.purchaseId, report.userId);
  if (!winner) throw new Error('the report of a purchase vanished after a conflicting insert');
  return { report: winner, created: false };
}
