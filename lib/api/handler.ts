import type { z } from 'zod';
import { readBodyText } from './body';
import { ApiError, errorResponse, toErrorResponse } from './errors';

type RouteHandler<Ctx> = (request: Request, context: Ctx) => Promise<Response>;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/**
 * Handlers for the methods a route does not serve: 405 with the API's JSON error and an Allow
 * header (Next's own 405 has no body). Use: `export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST');`
 */
export function otherMethods(...allowed: Method[]): Record<Method, () => Response> {
  const answer = () => {
    const response = errorResponse('method_not_allowed', `This endpoint accepts ${allowed.join(', ')} only.`);
    response.headers.set('Allow', allowed.join(', '));
    return response;
  };
  return Object.fromEntries(METHODS.map((method) => [method, answer])) as Record<Method, () => Response>;
}

/**
 * Wraps a route handler: its result becomes JSON (or passes through when it is a Response), and
 * anything it throws goes through the one error mapper. Responses are never cached.
 */
export function apiHandler<Ctx = unknown>(fn: (request: Request, context: Ctx) => Promise<unknown>): RouteHandler<Ctx> {
  return async (request, context) => {
    try {
      const result = await fn(request, context);
      if (result instanceof Response) return result;
      return Response.json(result ?? {}, { headers: { 'Cache-Control': 'no-store' } });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

/** Every API body is at most this long unless a route says otherwise. */
export const DEFAULT_BODY_MAX_BYTES = 16 * 1024;

/**
 * Parses a JSON body with a schema; a body that is not JSON is a 400 like any invalid one. A body
 * over maxBytes (by its Content-Length, or by what actually arrives) is refused with 413, reading
 * no further than the limit.
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxBytes = DEFAULT_BODY_MAX_BYTES }: { maxBytes?: number } = {},
): Promise<z.infer<S>> {
  let body: unknown;
  const text = await readLimitedText(request, maxBytes);
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError('bad_request', 'The request body must be JSON.');
  }
  return schema.parse(body);
}

function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  return readBodyText(request, maxBytes, {
    tooLarge: () => new ApiError('payload_too_large', `The request body must not exceed ${maxBytes} bytes.`),
    unreadable: () => new ApiError('bad_request', 'The request body could not be read.'),
  });
}
