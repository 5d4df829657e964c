/**
 * The report pages' calls to the insight API, for the browser: no zod, no server imports (types only).
 * Nothing throws; each call says what happened.
 */
import type { Locale } from '@/i18n/routing';
import { apiFetch, ApiFetchError } from '@/lib/api/client';
import type { InsightKind } from './reports';
import type { InsightSource } from './schemas';

/** code: the API's error code when it gave one (e.g. 'crisis_support', lib/api/errors.ts) */
export type Answer<T> = { ok: true; value: T } | { ok: false; status: number; code?: string };

async function call<T>(path: string, token: string | null, body?: Record<string, unknown>): Promise<Answer<T>> {
  try {
    return { ok: true, value: await apiFetch<T>(path, { method: body ? 'POST' : 'GET', token, body }) };
  } catch (error) {
    return error instanceof ApiFetchError ? { ok: false, status: error.status, code: error.code } : { ok: false, status: 0 };
  }
}

export function postInsight<T>(path: string, body: Record<string, unknown>, token: string | null, locale: Locale): Promise<Answer<T>> {
  return call<T>(path, token, { ...body, locale });
}

export interface StoredReportAnswer<R, I> {
  /** the stored report's id (GET /api/insight/report answers it) */
  id?: string;
  kind: InsightKind;
  input: I;
  result: R;
  source: InsightSource;
  createdAt: string;
}

/**
 * The stored report named by its id (a reopened reading), else the purchase's stored report; null
 * when there is none yet (or it cannot be read now).
 */
export async function fetchStoredReport<R, I>(product: InsightKind, purchaseId: string | null, token: string | null, reportId: string | null = null): Promise<StoredReportAnswer<R, I> | null> {
  if ((!purchaseId && !reportId) || !token) return null;
  const query = new URLSearchParams({ ...(reportId ? { reportId } : { purchaseId: purchaseId! }), product });
  const answer = await call<StoredReportAnswer<R, I>>(`/api/insight/report?${query}`, token);
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
