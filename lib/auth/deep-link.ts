import { hasAuthError, parseAuthFragment, serialiseAuthFragment } from './fragment';

export type AppCallback =
  | { kind: 'tokens'; link: string }
  | { kind: 'error'; reason: 'no_token' | 'token_not_found' | 'provider_error'; errorCode?: string; errorDescription?: string; link: string };

/** Longest error description from the address that is shown (GoTrue's run to about 60 characters). */
export const ERROR_DESCRIPTION_MAX = 160;

/**
 * The auth service's error_description as plain display text (the spec shows 'error: description'):
 * control and invisible format characters dropped, whitespace collapsed, cut at
 * ERROR_DESCRIPTION_MAX. React renders it as text, never markup; undefined when nothing is left.
 */
export function displayableDescription(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const clean = text.replace(/[\p{Cc}\p{Cf}]/gu, ' ').replace(/\s+/gu, ' ').trim();
  if (!clean) return undefined;
  return clean.length > ERROR_DESCRIPTION_MAX ? `${clean.slice(0, ERROR_DESCRIPTION_MAX - 1)}…` : clean;
}

/**
 * The web auth callback (/auth-callback, /app/auth-callback): the deep link into the native app is
 * always `<scheme>://auth-callback#<fragment>`, the scheme from the site config and the fragment
 * rebuilt from the known auth keys, so nothing in the address can change where it points.
 */
export function appCallback(scheme: string, hash: string): AppCallback {
  const fragment = parseAuthFragment(hash);
  const serialised = serialiseAuthFragment(fragment);
  const link = `${scheme}://auth-callback${serialised ? `#${serialised}` : ''}`;
  if (hasAuthError(fragment)) {
    return { kind: 'error', reason: 'provider_error', errorCode: fragment.error_code ?? fragment.error, errorDescription: displayableDescription(fragment.error_description), link };
  }
  if (!serialised) return { kind: 'error', reason: 'no_token', link };
  if (!fragment.access_token) return { kind: 'error', reason: 'token_not_found', link };
  return { kind: 'tokens', link };
}
