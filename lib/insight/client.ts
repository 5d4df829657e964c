/**
 * The report pages' calls to the insight API, for the browser: no zod, no server imports (types only).
 * Nothing throws; each call says what happened.
 */
import type { Locale } from '@/i18n/routing';
import { callApi, type ApiResult } from '@/lib/api/client';
import type { InsightKind } from './reports';
import type { InsightSource } from './schemas';

/** error.code: the API's error code (e.g. 'crisis_support', lib/api/errors.ts); what it means: lib/api/error-keys.ts */
export function postInsight<T>(path: string, body: Record<string, unknown>, token: string | null, locale: Locale): Promise<ApiResult<T>> {
  return callApi<T>(path, { method: 'POST', token, body: { ...body, locale } });
}

export interface StoredReportAnswer<R, I> {
  /** the stored report's id (GET /api/insight/report answers it) */
  id?: string;
  kind: InsightKind;
  input: I;
  result: R;
  source: InsightSource;
  /** the reading was shown under the care note (stored with it) */
  careNote?: boolean;
  createdAt: string;
}

/**
 * The stored report named by its id (a reopened reading), else the purchase's stored report; null
 * when there is none yet (or it cannot be read now).
 */
export async function fetchStoredReport<R, I>(product: InsightKind, purchaseId: string | null, token: string | null, reportId: string | null = null): Promise<StoredReportAnswer<R, I> | null> {
  if ((!purchaseId && !reportId) || !token) return null;
  const query = new URLSearchParams({ ...(reportId ? { reportId } : { purchaseId: purchaseId! }), product });
  const answer = await callApi<StoredReportAnswer<R, I>>(`/api/insight/report?${query}`, { token });
  return answer.ok && answer.value.kind === product ? answer.value : null;
}

/** A report answer the page can draw: the fields it reads are there and of the right kind. */
export function looksLikeReport(value: unknown, lists: readonly string[]): boolean {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  const hexagram = record.hexagram as Record<string, unknown> | undefined;
  return (
    typeof record.hexagram_id === 'number' &&
    typeof hexagram?.kor === 'string' &&
    typeof hexagram.eng === 'string' &&
    lists.every((key) => Array.isArray(record[key]))
  );
}
