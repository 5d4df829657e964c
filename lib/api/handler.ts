import type { z } from 'zod';
import { ApiError, toErrorResponse } from './errors';

type RouteHandler<Ctx> = (request: Request, context: Ctx) => Promise<Response>;

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

/** Parses a JSON body with a schema; a body that is not JSON is a 400 like any invalid one. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new ApiError('bad_request', 'The request body must be JSON.');
  }
  return schema.parse(body);
}
