/**
 * The auth parameters an address fragment may carry (Supabase's implicit flow and its errors).
 * Only these keys are ever read or passed on.
 */
export const AUTH_FRAGMENT_KEYS = [
  'access_token',
  'refresh_token',
  'expires_in',
  'expires_at',
  'token_type',
  'type',
  'provider_token',
  'provider_refresh_token',
  'error',
  'error_code',
  'error_description',
] as const;

export type AuthFragmentKey = (typeof AUTH_FRAGMENT_KEYS)[number];
export type AuthFragment = Partial<Record<AuthFragmentKey, string>>;

export function parseAuthFragment(hash: string): AuthFragment {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const fragment: AuthFragment = {};
  for (const key of AUTH_FRAGMENT_KEYS) {
    const value = params.get(key);
    if (value) fragment[key] = value;
  }
  return fragment;
}

/** The fragment rebuilt from the known keys only (nothing else from the address is passed on). */
export function serialiseAuthFragment(fragment: AuthFragment): string {
  const params = new URLSearchParams();
  for (const key of AUTH_FRAGMENT_KEYS) {
    const value = fragment[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

export const hasAuthError = (f: AuthFragment) => Boolean(f.error || f.error_code || f.error_description);

/** True when the fragment carries both an access token and type=recovery (spec: / shows the auth screen). */
export const isRecoveryFragment = (f: AuthFragment) => Boolean(f.access_token) && f.type === 'recovery';

/** Does the fragment carry anything auth-related at all (tokens or an error)? */
export const isAuthFragment = (f: AuthFragment) => Boolean(f.access_token) || hasAuthError(f);
