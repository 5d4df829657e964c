/**
 * What a failed API call means to the reader, decided in one place: the key of its message in the
 * `ApiErrors` namespace of messages/{ko,en}.json, or a kind a screen answers in its own way
 * (`fairUse`: the day's readings are used up; `crisis`: the care screen). Client-safe: no imports
 * but a type.
 */
import type { ApiFailure } from './client';

/** Keys with a text in the ApiErrors namespace. */
export type ApiErrorMessageKey = 'offline' | 'signedOut' | 'rateLimited' | 'unavailable' | 'generic';

export type ApiErrorKey = ApiErrorMessageKey | 'fairUse' | 'crisis';

export function apiErrorKey({ status, code }: Pick<ApiFailure, 'status' | 'code'>): ApiErrorKey {
  if (status === 0 || code === 'network_error') return 'offline';
  if (code === 'fair_use_limit') return 'fairUse';
  if (code === 'crisis_support') return 'crisis';
  if (status === 401 || code === 'unauthorized') return 'signedOut';
  if (status === 429 || code === 'rate_limited') return 'rateLimited';
  if (status >= 500 || code === 'invalid_response') return 'unavailable';
  return 'generic';
}

/**
 * The keys whose text says more than a screen's own "could not …, please try again": the
 * connection, the sign-in, too many requests. Anything else keeps the screen's own sentence
 * (the spec fixes several of them, e.g. 'Failed to send notification. Please try again.').
 */
export function apiErrorHint(error: Pick<ApiFailure, 'status' | 'code'>): Extract<ApiErrorMessageKey, 'offline' | 'signedOut' | 'rateLimited'> | null {
  const key = apiErrorKey(error);
  return key === 'offline' || key === 'signedOut' || key === 'rateLimited' ? key : null;
}
