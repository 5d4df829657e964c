import { z } from 'zod';
import { describeErrorForLog } from '@/lib/text/safe-text';

/** The error codes of the app's API; each has one HTTP status. Never 500 for what a client sends. */
const STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  /** a provider account that has not yet given the sign-up's consents (terms, privacy, age 14+) */
  consent_required: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  /** the text speaks of suicide or self-harm: the care screen, never a reading (lib/safety/crisis.ts) */
  crisis_support: 422,
  rate_limited: 429,
  /** a subscriber's readings for today are used up (SUBSCRIPTION_DAILY_REPORT_LIMIT) */
  fair_use_limit: 429,
  upstream_failed: 502,
  unavailable: 503,
} as const;

export type ApiErrorCode = keyof typeof STATUS;

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }
  get status(): number {
    return STATUS[this.code];
  }
}

export function errorResponse(code: ApiErrorCode, message: string): Response {
  return Response.json({ error: { code, message } }, { status: STATUS[code], headers: { 'Cache-Control': 'no-store' } });
}

/** One mapping from anything thrown to the API's `{error:{code,message}}`; unknown errors are logged and hidden. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof ApiError) return errorResponse(error.code, error.message);
  if (error instanceof z.ZodError) {
    const issue = error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return errorResponse('bad_request', `${where}${issue?.message ?? 'invalid request'}`);
  }
  console.error(`[api] unexpected failure: ${describeErrorForLog(error)}`);
  return errorResponse('unavailable', 'The server could not complete the request. Please try again.');
}
