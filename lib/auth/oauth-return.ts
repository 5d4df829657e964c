/**
 * Returning from a provider's sign-in (the callback route and the pages it returns to): where to
 * go, and which translated message an error gets. No server imports: the pages use it too.
 */
import { sameOriginPath } from '@/lib/net/same-origin-path';

/** The query parameter that carries a provider sign-in's failure back to the page. */
export const OAUTH_ERROR_PARAM = 'auth_error';

/** cancelled: the person cancelled or refused at the provider; failed: anything else. */
export type OAuthErrorKey = 'cancelled' | 'failed';

export const isOAuthErrorKey = (value: unknown): value is OAuthErrorKey => value === 'cancelled' || value === 'failed';

/** The callback route of a locale (unprefixed for Korean). */
export const oauthCallbackPath = (locale: string) => (locale === 'ko' ? '/auth/callback' : `/${locale}/auth/callback`);

/**
 * `next` when it is a path on this site (lib/net/same-origin-path.ts: parsed and normalized first,
 * never another origin, `//evil.example`, `/.//evil.example`, `/\\evil.example`, a scheme or a
 * control character), else the fallback. Kept with its query and fragment; the callback's own
 * parameters are dropped from it.
 */
export function safeNextPath(value: string | null | undefined, fallback: string): string {
  const path = sameOriginPath(value, 1024);
  if (path === null) return fallback;
  const url = new URL(path, 'http://same-site.invalid');
  for (const name of ['code', 'error', 'error_code', 'error_description', OAUTH_ERROR_PARAM]) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** GoTrue's error (access_denied is the person's own cancel or refusal) as one of our messages. */
export function oauthErrorKey(error: string | null, errorCode: string | null): OAuthErrorKey {
  return error === 'access_denied' || errorCode === 'provider_access_denied' ? 'cancelled' : 'failed';
}

/** The path with the error's key added to its query. */
export function withOAuthError(path: string, key: OAuthErrorKey): string {
  const url = new URL(path, 'http://same-site.invalid');
  url.searchParams.set(OAUTH_ERROR_PARAM, key);
  return `${url.pathname}${url.search}${url.hash}`;
}
