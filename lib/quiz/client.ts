/**
 * The browser's side of /api/quiz/result: reopen a stored result, submit answers. Client-safe
 * (types only from the server side).
 */
import type { QuizKind } from './kinds';
import type { QuizOutcome } from './results';

function headers(token: string | null): Record<string, string> {
  return { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

/** The stored result of a purchase; null when there is none yet (or it cannot be read now: the server keeps one result per purchase, so answering again is harmless). */
export async function fetchStoredResult(quiz: QuizKind, token: string | null, purchaseId: string | null, reportId: string | null = null): Promise<QuizOutcome | null> {
  if (!token || (!purchaseId && !reportId)) return null;
  try {
    const query = new URLSearchParams({ ...(reportId ? { reportId } : { purchaseId: purchaseId! }), quiz });
    const response = await fetch(`/api/quiz/result?${query}`, { headers: headers(token), cache: 'no-store' });
    return response.ok ? ((await response.json()) as QuizOutcome) : null;
  } catch {
    return null;
  }
}

/** A subscriber's readings for today are used up (429 fair_use_limit). */
export class FairUseReached extends Error {
  override name = 'FairUseReached';
}

/** Submits the answer indexes; the server scores them (or returns the result already kept). Throws on failure. */
export async function submitAnswers(quiz: QuizKind, token: string | null, purchaseId: string | null, answers: number[], locale: string): Promise<QuizOutcome> {
  const response = await fetch('/api/quiz/result', {
    method: 'POST',
    headers: headers(token),
    body: JSON.stringify({ quiz, purchaseId, answers, locale }),
    cache: 'no-store',
  });
  if (response.status === 429) throw new FairUseReached();
  if (!response.ok) throw new Error(`quiz result answered ${response.status}`);
  return (await response.json()) as QuizOutcome;
}
