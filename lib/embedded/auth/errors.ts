/**
 * Errors of the embedded auth server, in GoTrue's shape: an HTTP status, a machine code and a
 * message (answered as `{code, message}` with the X-Supabase-Api-Version header, which is what
 * makes supabase-js read `code`). Extra fields (weak_password.reasons) ride along in the body.
 */
export type AuthErrorCode =
  | 'bad_code_verifier'
  | 'bad_json'
  | 'bad_jwt'
  | 'consent_required'
  | 'email_address_invalid'
  | 'email_not_confirmed'
  | 'flow_state_expired'
  | 'flow_state_not_found'
  | 'invalid_credentials'
  | 'no_authorization'
  | 'not_admin'
  | 'not_found'
  | 'no_api_key'
  | 'otp_expired'
  | 'over_email_send_rate_limit'
  | 'over_request_rate_limit'
  | 'refresh_token_already_used'
  | 'refresh_token_not_found'
  | 'request_too_large'
  | 'same_password'
  | 'session_not_found'
  | 'unexpected_failure'
  | 'user_already_exists'
  | 'user_not_found'
  | 'validation_failed'
  | 'weak_password';

export class AuthServerError extends Error {
  override name = 'AuthServerError';
  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const invalidCredentials = () => new AuthServerError(400, 'invalid_credentials', 'Invalid login credentials');
export const validationFailed = (message: string) => new AuthServerError(400, 'validation_failed', message);
export const badJwt = (detail: string) => new AuthServerError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);
export const sessionNotFound = () =>
  new AuthServerError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
export const userNotFound = (status = 404, message = 'User not found') => new AuthServerError(status, 'user_not_found', message);
export const rateLimited = (retryAfterSeconds: number) =>
  new AuthServerError(429, 'over_request_rate_limit', 'Request rate limit reached', { retry_after: retryAfterSeconds });
