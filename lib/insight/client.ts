/**
 * The report pages' calls to the insight API, for the browser: no zod, no server imports (types only).
 * Nothing throws; each call says what happened.
 */
import type { Locale } from '@/i18n/routing';
import type { InsightKind } from './reports';
import type { InsightSource } from './schemas';

export type Answer<T> = { ok: true; value: T } | { ok: false; status: number };

function headers(token: string | null): HeadersInit {
  return { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

async function call<T>(url: string, init: RequestInit): Promise<Answer<T>> {
  try {
    const response = await fetch(url, { ...init, cache: 'no-store' });
    if (!response.ok) return { ok: false, status: response.status };
    return { ok: true, value: (await response.json()) as T };
  } catch {
    return { ok: false, status: 0 };
  }
}

export function postInsight<T>(path: string, body: Record<string, unknown>, token: string | null, locale: Locale): Promise<Answer<T>> {
  return call<T>(path, { method: 'POST', headers: headers(token), body: JSON.stringify({ ...body, locale }) });
}

interface StoredReportAnswer<R, I> {
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
  const answer = await call<StoredReportAnswer<R, I>>(`/api/insight/report?${query}`, { headers: headers(token) });
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
