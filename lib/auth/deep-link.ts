import { hasAuthError, parseAuthFragment, serialiseAuthFragment } from './fragment';

export type AppCallback =
  | { kind: 'tokens'; link: string }
  | { kind: 'error'; reason: 'no_token' | 'token_not_found' | 'provider_error'; errorCode?: string; link: string };

/**
 * The web auth callback (/auth-callback, /app/auth-callback): the deep link into the native app is
 * always `<scheme>://auth-callback#<fragment>`, the scheme from the site config and the fragment
 * rebuilt from the known auth keys, so nothing in the address can change where it points.
 */
export function appCallback(scheme: string, hash: string): AppCallback {
  const fragment = parseAuthFragment(hash);
  const serialised = serialiseAuthFragment(fragment);
  const link = `${scheme}://auth-callback${serialised ? `#${serialised}` : ''}`;
  if (hasAuthError(fragment)) return { kind: 'error', reason: 'provider_error', errorCode: fragment.error_code ?? fragment.error, link };
  if (!serialised) return { kind: 'error', reason: 'no_token', link };
  if (!fragment.access_token) return { kind: 'error', reason: 'token_not_found', link };
  return { kind: 'tokens', link };
}
