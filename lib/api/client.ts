/**
 * The browser's one way to call the app's API: JSON in and out, the Bearer header when there is a
 * token, never cached. It never throws: a call resolves to an ApiResult, the parsed answer or an
 * ApiFailure that carries the API's `{error:{code,message}}` (lib/api/errors.ts). What a failure
 * says to the reader is decided in one place, `apiErrorKey` (./error-keys.ts). Client-safe: no imports.
 */

/**
 * A refused or failed call: the HTTP status (0 when the network failed), the API's error code
 * ('network_error', 'invalid_response' or `http_<status>` when the answer had none) and its
 * message, which is for logs and developers only: a page shows a translated text (apiErrorKey).
 */
export interface ApiFailure {
  status: number;
  code: string;
  message: string;
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiFailure };

export interface CallApiOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** the access token: sent as `Authorization: Bearer <token>` when there is one */
  token?: string | null;
  /** sent as JSON */
  body?: unknown;
  /** lets the request outlive the page (a draft sent as the page goes away) */
  keepalive?: boolean;
  /** for tests */
  fetchImpl?: typeof fetch;
}

const failure = (status: number, code: string, message: string = code): { ok: false; error: ApiFailure } => ({ ok: false, error: { status, code, message } });

export async function callApi<T>(path: string, { method = 'GET', token, body, keepalive, fetchImpl = fetch }: CallApiOptions = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      cache: 'no-store',
      body: body === undefined ? undefined : JSON.stringify(body),
      keepalive,
    });
  } catch (error) {
    return failure(0, 'network_error', String(error));
  }
  // 204 No Content (a deletion): success with nothing to read
  if (response.status === 204) return { ok: true, value: undefined as T };
  // not JSON (a proxy's HTML page, an empty answer): named below by its status
  const parsed = await response.json().catch(() => undefined);
  if (response.ok && parsed !== undefined) return { ok: true, value: parsed as T };
  const error = parsed?.error;
  const result = failure(response.status, error?.code ?? (response.ok ? 'invalid_response' : `http_${response.status}`), error?.message);
  // an account a provider made that has not given the sign-up consents: the consent step is on
  // /auth (the API refuses every purchase, reading, draft and flag until then)
  if (result.error.code === 'consent_required' && typeof window !== 'undefined') window.location.assign(consentStepPath(window.location.pathname));
  return result;
}

/** The page of the consent step for the locale of the page at `pathname` (Korean unprefixed). */
export function consentStepPath(pathname: string): string {
  return /^\/en(\/|$)/.test(pathname) ? '/en/auth' : '/auth';
}
