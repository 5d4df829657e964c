/**
 * The browser's side of /api/quiz/result: reopen a stored result, submit answers. Client-safe
 * (types only from the server side).
 */
import { apiFetch, ApiFetchError } from '@/lib/api/client';
import type { QuizKind } from './kinds';
import type { QuizOutcome } from './results';

/** The stored result of a purchase; null when there is none yet (or it cannot be read now: the server keeps one result per purchase, so answering again is harmless). */
export async function fetchStoredResult(quiz: QuizKind, token: string | null, purchaseId: string | null, reportId: string | null = null): Promise<QuizOutcome | null> {
  if (!token || (!purchaseId && !reportId)) return null;
  const query = new URLSearchParams({ ...(reportId ? { reportId } : { purchaseId: purchaseId! }), quiz });
  return apiFetch<QuizOutcome>(`/api/quiz/result?${query}`, { token }).catch(() => null);
}

/** A subscriber's readings for today are used up (429 fair_use_limit). */
export class FairUseReached extends Error {
  override name = 'FairUseReached';
}

/** Submits the answer indexes; the server scores them (or returns the result already kept). Throws on failure. */
export async function submitAnswers(quiz: QuizKind, token: string | null, purchaseId: string | null, answers: number[], locale: string): Promise<QuizOutcome> {
  try {
    return await apiFetch<QuizOutcome>('/api/quiz/result', { method: 'POST', token, body: { quiz, purchaseId, answers, locale } });
  } catch (error) {
    if (error instanceof ApiFetchError && error.status === 429) throw new FairUseReached();
    throw error;
  }
}
