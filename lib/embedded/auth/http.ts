import { declaresMoreThan, readBodyText } from '@/lib/api/body';
import { AuthServerError } from './errors';

/** The API version the server speaks; supabase-js reads error codes only when it is announced. */
export const API_VERSION = '2024-01-01';
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';

/** The headers supabase-js sends (see @supabase/supabase-js/cors) plus the version header. */
const ALLOWED_HEADERS = [
  'authorization',
  'x-client-info',
  'apikey',
  'content-type',
  'x-retry-count',
  'traceparent',
  'tracestate',
  'baggage',
  'x-supabase-api-version',
].join(', ');

/**
 * CORS like Supabase's API gateway: any origin may call, without cookies (the API takes Bearer
 * tokens and API keys in headers, never ambient credentials), and the version header is exposed
 * so a cross-origin supabase-js can still read error codes.
 */
export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': ALLOWED_HEADERS,
  'Access-Control-Expose-Headers': API_VERSION_HEADER,
  'Access-Control-Max-Age': '86400',
};

function baseHeaders(): Headers {
  const headers = new Headers(CORS_HEADERS);
  headers.set(API_VERSION_HEADER, API_VERSION);
  headers.set('Cache-Control', 'no-store');
  return headers;
}

export function json(body: unknown, status = 200): Response {
  const headers = baseHeaders();
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers });
}

export function noContent(): Response {
  return new Response(null, { status: 204, headers: baseHeaders() });
}

export function redirect(location: string): Response {
  const headers = baseHeaders();
  headers.set('Location', location);
  return new Response(null, { status: 303, headers });
}

export function preflight(): Response {
  return new Response(null, { status: 204, headers: new Headers(CORS_HEADERS) });
}

export function errorResponse(error: AuthServerError): Response {
  const response = json({ code: error.code, message: error.message, ...error.extra }, error.status);
  const retryAfter = error.extra.retry_after;
  if (typeof retryAfter === 'number') response.headers.set('Retry-After', String(retryAfter));
  return response;
}

/** No auth request needs more: the largest is a sign-up with its metadata (itself capped at 1 kB). */
export const AUTH_BODY_MAX_BYTES = 64 * 1024;

export const requestTooLarge = () =>
  new AuthServerError(413, 'request_too_large', `The request body must not exceed ${AUTH_BODY_MAX_BYTES} bytes`);

/** Refuses a request that announces a body over the limit, before anything reads it. */
export function assertDeclaredBodySize(request: Request): void {
  if (declaresMoreThan(request, AUTH_BODY_MAX_BYTES)) throw requestTooLarge();
}

/** The body as text, read no further than the limit (413 when it goes past it, whatever Content-Length said). */
export function readLimitedText(request: Request): Promise<string> {
  return readBodyText(request, AUTH_BODY_MAX_BYTES, {
    tooLarge: requestTooLarge,
    unreadable: () => new AuthServerError(400, 'bad_json', 'Could not read the request body'),
  });
}

/** Reads a JSON object body (at most AUTH_BODY_MAX_BYTES, else 413), or throws bad_json (400). */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const text = await readLimitedText(request);
  let body: unknown;
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new AuthServerError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AuthServerError(400, 'bad_json', 'Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

// one reading of the caller's address (trusted proxies only) and of the Bearer header for the whole app
export { bearerToken, clientAddress } from '@/lib/api/request';
