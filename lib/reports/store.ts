import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/errors';
import { SUBSCRIPTION_DAILY_REPORT_LIMIT } from '@/lib/reports/constants';
import type { Queryable } from '@/lib/db/types';
import { UUID } from '@/lib/purchases/ledger';
import type { ReportProduct } from '@/lib/purchases/products';

/**
 * Reports stored under a premium subscription (each reading its own row, public.reports with
 * via_subscription) and the subscription's fair use (public.report_usage). One-off purchases keep
 * their one report per purchase (lib/insight/reports.ts, lib/quiz/results.ts).
 */

const FAIR_USE_MESSAGE = `Today's readings are used up (${SUBSCRIPTION_DAILY_REPORT_LIMIT} a day). Please come back tomorrow.`;

/** The fair-use day of a moment: the UTC date, YYYY-MM-DD. */
const usageDay = (now: Date): string => now.toISOString().slice(0, 10);

/** Readings stored today under the user's subscription. */
export async function usedToday(db: Queryable, userId: string, now: Date = new Date()): Promise<number> {
  const { rows } = await db.query<{ used: number }>('select used from public.report_usage where user_id = $1 and day = $2::date', [userId, usageDay(now)]);
  return rows[0]?.used ?? 0;
}

/**
 * A cheap early answer before an expensive generation: throws 429 fair_use_limit when today's
 * readings are used up. The limit itself is enforced by storeSubscriptionReport.
 */
export async function assertFairUse(db: Queryable, userId: string, { now = new Date(), limit = SUBSCRIPTION_DAILY_REPORT_LIMIT } = {}): Promise<void> {
  if ((await usedToday(db, userId, now)) >= limit) throw new ApiError('fair_use_limit', FAIR_USE_MESSAGE);
}

/** What a report holds, written and read alike. */
interface ReportContent {
  /** the purchase it was made under (a subscription's, for a subscription report) */
  purchaseId: string;
  kind: ReportProduct;
  locale: Locale;
  input: unknown;
  result: unknown;
  source: 'cloud' | 'local';
}

interface SubscriptionReport extends ReportContent {
  userId: string;
  /** the reading is shown under the care note */
  careNote?: boolean;
  now?: Date;
  limit?: number;
}

/**
 * Stores one reading generated under a subscription as its own report. The day's slot is taken and
 * the report inserted in ONE statement: the usage row is incremented only while under the limit
 * (`on conflict … do update … where used < limit`, which Postgres serialises on the row), and the
 * report is inserted only from the slot's returned row. However many requests race, at most
 * `limit` reports are stored per user and day, and a refused request stores nothing.
 */
export async function storeSubscriptionReport(db: Queryable, report: SubscriptionReport): Promise<{ id: string; createdAt: string }> {
  const { now = new Date(), limit = SUBSCRIPTION_DAILY_REPORT_LIMIT } = report;
  const { rows } = await db.query<{ id: string; created_at: Date | string }>(
    `with slot as (
       insert into public.report_usage as usage (user_id, day, used) values ($1, $8::date, 1)
       on conflict (user_id, day) do update set used = usage.used + 1 where usage.used < $9
       returning 1
     )
     insert into public.reports (user_id, purchase_id, kind, locale, input, result, source, via_subscription, care_note)
     select $1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, true, $10::boolean from slot
     returning id, created_at`,
    [report.userId, report.purchaseId, report.kind, report.locale, JSON.stringify(report.input), JSON.stringify(report.result), report.source, usageDay(now), limit, report.careNote === true],
  );
  const row = rows[0];
  if (!row) throw new ApiError('fair_use_limit', FAIR_USE_MESSAGE);
  return { id: row.id, createdAt: new Date(row.created_at).toISOString() };
}

/** A stored report read back by its id (any kind). */
interface StoredReportRow extends ReportContent {
  id: string;
  viaSubscription: boolean;
  /** the reading was shown under the care note */
  careNote: boolean;
  createdAt: string;
}

interface Row {
  id: string;
  purchase_id: string;
  kind: ReportProduct;
  locale: Locale;
  input: unknown;
  result: unknown;
  source: 'cloud' | 'local';
  via_subscription: boolean;
  care_note: boolean;
  created_at: Date | string;
}

/** The user's report with this id; null when there is none or it is someone else's (the same answer). */
export async function findReportById(db: Queryable, reportId: string, userId: string): Promise<StoredReportRow | null> {
  if (!UUID.test(reportId)) return null;
  const { rows } = await db.query<Row>(
    'select id, purchase_id, kind, locale, input, result, source, via_subscription, care_note, created_at from public.reports where id = $1 and user_id = $2',
    [reportId, userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    purchaseId: row.purchase_id,
    kind: row.kind,
    locale: row.locale,
    input: row.input,
    result: row.result,
    source: row.source,
    viaSubscription: row.via_subscription,
    careNote: row.care_note === true,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
