/**
 * The browser's side of /api/quiz/result: reopen a stored result, submit answers. Client-safe
 * (types only from the server side).
 */
import { callApi, type ApiResult } from '@/lib/api/client';
import type { QuizKind } from './kinds';
import type { QuizOutcome } from './results';

/** The stored result of a purchase; null when there is none yet (or it cannot be read now: the server keeps one result per purchase, so answering again is harmless). */
export async function fetchStoredResult(quiz: QuizKind, token: string | null, purchaseId: string | null, reportId: string | null = null): Promise<QuizOutcome | null> {
  if (!token || (!purchaseId && !reportId)) return null;
  const query = new URLSearchParams({ ...(reportId ? { reportId } : { purchaseId: purchaseId! }), quiz });
  const answer = await callApi<QuizOutcome>(`/api/quiz/result?${query}`, { token });
  return answer.ok ? answer.value : null;
}

/**
 * Submits the answer indexes; the server scores them (or returns the result already kept). A
 * subscriber whose readings for today are used up gets 429 fair_use_limit (apiErrorKey: 'fairUse').
 */
export function submitAnswers(quiz: QuizKind, token: string | null, purchaseId: string | null, answers: number[], locale: string): Promise<ApiResult<QuizOutcome>> {
  return callApi<QuizOutcome>('/api/quiz/result', { method: 'POST', token, body: { quiz, purchaseId, answers, locale } });
}
