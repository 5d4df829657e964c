/**
 * The browser's one way to call the app's API: JSON in and out, the Bearer header when there is a
 * token, never cached. Resolves to the parsed answer; anything else rejects with an ApiFetchError
 * that carries the API's `{error:{code,message}}` (lib/api/errors.ts). Client-safe: no imports.
 */

/**
 * A refused or failed call: the HTTP status (0 when the network failed) and the API's error code
 * ('network_error', 'invalid_response' or `http_<status>` when the answer had none).
 */
export class ApiFetchError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string = code,
  ) {
    super(message);
  }
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  /** the access token: sent as `Authorization: Bearer <token>` when there is one */
  token?: string | null;
  /** sent as JSON */
  body?: unknown;
  /** for tests */
  fetchImpl?: typeof fetch;
}

export async function apiFetch<T>(path: string, { method = 'GET', token, body, fetchImpl = fetch }: ApiFetchOptions = {}): Promise<T> {
  const response = await fetchImpl(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    cache: 'no-store',
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch((error: unknown) => {
    throw new ApiFetchError(0, 'network_error', String(error));
  });
  const parsed = await response.json().catch(() => undefined);
  if (response.ok && parsed !== undefined) return parsed as T;
  const error = parsed?.error;
  throw new ApiFetchError(response.status, error?.code ?? (response.ok ? 'invalid_response' : `http_${response.status}`), error?.message);
}
