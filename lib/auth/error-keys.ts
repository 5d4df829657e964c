/** Which translated message fits an auth error from supabase-js (its code, else its kind). */
export type AuthMessageKey =
  | 'invalidCredentials'
  | 'weakPassword'
  | 'samePassword'
  | 'userAlreadyExists'
  | 'emailNotConfirmed'
  | 'rateLimited'
  | 'sessionMissing'
  | 'emailInvalid'
  | 'network'
  | 'consentRequired';

const BY_CODE: Record<string, AuthMessageKey> = {
  invalid_credentials: 'invalidCredentials',
  weak_password: 'weakPassword',
  same_password: 'samePassword',
  user_already_exists: 'userAlreadyExists',
  email_exists: 'userAlreadyExists',
  email_not_confirmed: 'emailNotConfirmed',
  over_request_rate_limit: 'rateLimited',
  over_email_send_rate_limit: 'rateLimited',
  session_not_found: 'sessionMissing',
  session_expired: 'sessionMissing',
  user_not_found: 'sessionMissing',
  bad_jwt: 'sessionMissing',
  refresh_token_not_found: 'sessionMissing',
  refresh_token_already_used: 'sessionMissing',
  email_address_invalid: 'emailInvalid',
  validation_failed: 'emailInvalid',
  consent_required: 'consentRequired',
};

export function authErrorKey(error: unknown): AuthMessageKey | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, name, status } = error as { code?: unknown; name?: unknown; status?: unknown };
  if (typeof code === 'string' && BY_CODE[code]) return BY_CODE[code];
  if (name === 'AuthSessionMissingError') return 'sessionMissing';
  if (name === 'AuthWeakPasswordError') return 'weakPassword';
  if (name === 'AuthRetryableFetchError' || status === 0) return 'network';
  if (status === 429) return 'rateLimited';
  return null;
}

/** The auth service's own message, when it has one worth showing (trimmed, at most 200 characters). */
export function authServiceMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { message } = error as { message?: unknown };
  if (typeof message !== 'string') return null;
  const clean = message.replace(/[\p{Cc}\p{Cf}]/gu, ' ').replace(/\s+/gu, ' ').trim();
  if (!clean || clean === '{}') return null;
  return clean.length > 200 ? `${clean.slice(0, 199)}…` : clean;
}

/**
 * What a form shows for an auth error (spec: "the auth service's message"): our translation where we
 * know the code, else the service's own message, else the form's generic text.
 */
export function authErrorText(error: unknown, translate: (key: AuthMessageKey) => string, fallback: string): string {
  const key = authErrorKey(error);
  if (key) return translate(key);
  return authServiceMessage(error) ?? fallback;
}
