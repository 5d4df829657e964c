import { callApi, type ApiResult } from '@/lib/api/client';
import type { JournalEntry, JournalPage } from '@/lib/journal/store';

/** The journal API as the pages call it (docs/journal.md); client-safe. */

export type { JournalEntry, JournalPage };
export type Care = 'crisis' | 'distress' | null;
export interface JournalSubject {
  kind: 'report' | 'cast' | 'today';
  id: string;
}

export const subjectParam = (subject: JournalSubject): string => `${subject.kind}:${subject.id}`;

const CAST = /^[6-9]{6}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?write=cast:789667` (the journal's write view) → a subject, or null when it names none. */
export function readSubjectParam(value: string | null): JournalSubject | null {
  if (!value) return null;
  const colon = value.indexOf(':');
  const kind = value.slice(0, colon);
  const id = value.slice(colon + 1);
  if (kind === 'cast' && CAST.test(id)) return { kind, id };
  if (kind === 'today' && DATE.test(id)) return { kind, id };
  if (kind === 'report' && UUID.test(id)) return { kind, id: id.toLowerCase() };
  return null;
}

/** The journal's page (its list, or the write view) for a subject. */
export const writeHref = (subject: JournalSubject): string => `/journal?write=${subjectParam(subject)}`;

export async function fetchEntries(token: string, query: Record<string, string | undefined>): Promise<ApiResult<JournalPage>> {
  const params = new URLSearchParams(Object.entries(query).filter((pair): pair is [string, string] => Boolean(pair[1])));
  const answer = await callApi<JournalPage | null>(`/api/journal${params.size ? `?${params}` : ''}`, { token });
  if (answer.ok && !Array.isArray(answer.value?.entries)) return { ok: false, error: { status: 200, code: 'invalid_response', message: 'invalid_response' } };
  return answer as ApiResult<JournalPage>;
}

export const createEntry = (token: string, subject: JournalSubject, text: string) =>
  callApi<{ id: string; care: Care }>('/api/journal', { method: 'POST', token, body: { subject, text }, keepalive: true });

export const updateEntry = (token: string, id: string, body: { text: string } | { followUp: { text: string } }) =>
  callApi<{ care: Care }>(`/api/journal/${encodeURIComponent(id)}`, { method: 'PATCH', token, body, keepalive: true });

export const deleteEntry = (token: string, id: string) => callApi<undefined>(`/api/journal/${encodeURIComponent(id)}`, { method: 'DELETE', token });

/** The Korean date of an ISO instant ('YYYY-MM-DD'), as the journal's years and dues count. */
export const seoulDay = (iso: string): string => new Date(new Date(iso).getTime() + 9 * 3600_000).toISOString().slice(0, 10);

/** "2026년 11월 28일" / "November 28, 2026" of a 'YYYY-MM-DD' date. */
export const formatDay = (day: string, locale: string): string =>
  new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
