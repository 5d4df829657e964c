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

/** Reads a JSON object body, or throws bad_json (400). */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    const text = await request.text();
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
