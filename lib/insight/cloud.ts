import type { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import {
  checkResponseSchema, currentInsightResultSchema, planInsightResultSchema,
  type CheckRequest, type CheckResponse, type CurrentInsightRequest, type CurrentInsightResult,
  type PlanInsightRequest, type PlanInsightResult,
} from './schemas';

/**
 * The hosted mode's client for the cloud insight API (spec app.md section 7): POST JSON to
 * INSIGHT_API_URL + /current_insight_check_handler, /current_insight_handler, /plan_insight_handler.
 * Every call has a timeout, is retried once on a network error or a 5xx (never on a 4xx or a
 * timeout, which already cost the user the whole wait), and its answer is validated: an `error`
 * field or a malformed body is a failure. Nothing throws; the caller gets a discriminated union.
 */

const DEFAULT_CLOUD_TIMEOUT_MS = 20_000;

export type CloudFailure =
  | { kind: 'timeout'; afterMs: number }
  | { kind: 'network'; message: string }
  | { kind: 'http'; status: number }
  | { kind: 'error_field'; message: string }
  | { kind: 'malformed'; message: string };

export type CloudResult<T> = { ok: true; value: T } | { ok: false; reason: CloudFailure };

export interface CloudOptions {
  /** INSIGHT_API_URL, with or without a trailing slash */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** pause before the one retry */
  retryDelayMs?: number;
}

export interface InsightCloud {
  check(request: CheckRequest, locale: Locale): Promise<CloudResult<CheckResponse>>;
  current(request: CurrentInsightRequest, locale: Locale): Promise<CloudResult<CurrentInsightResult>>;
  /** firstYear travels as a header (X-Plan-First-Year): the body stays the contract's, plan2025… being slots in order */
  plan(request: PlanInsightRequest, locale: Locale, firstYear?: number): Promise<CloudResult<PlanInsightResult>>;
}

type Attempt = { done: CloudResult<unknown> } | { retry: CloudFailure };

function describeError(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string') return value.message;
  return JSON.stringify(value) ?? 'error';
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

async function attempt(doFetch: typeof fetch, url: string, body: unknown, locale: Locale, timeoutMs: number, extraHeaders: Record<string, string>): Promise<Attempt> {
  let response: Response;
  try {
    response = await doFetch(url, {
      method: 'POST',
      // the locale travels as a header, so the body stays exactly the spec's contract
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': locale, ...extraHeaders },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
  } catch (error) {
    if (isTimeout(error)) return { done: { ok: false, reason: { kind: 'timeout', afterMs: timeoutMs } } };
    return { retry: { kind: 'network', message: error instanceof Error ? error.message : String(error) } };
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isTimeout(error)) return { done: { ok: false, reason: { kind: 'timeout', afterMs: timeoutMs } } };
    return { retry: { kind: 'network', message: error instanceof Error ? error.message : String(error) } };
  }
  if (response.status >= 500) return { retry: { kind: 'http', status: response.status } };
  if (!response.ok) return { done: { ok: false, reason: { kind: 'http', status: response.status } } };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { done: { ok: false, reason: { kind: 'malformed', message: 'the answer is not JSON' } } };
  }
  if (json && typeof json === 'object' && 'error' in json && json.error != null && json.error !== false) {
    return { done: { ok: false, reason: { kind: 'error_field', message: describeError(json.error) } } };
  }
  return { done: { ok: true, value: json } };
}

async function call<S extends z.ZodType>(
  options: CloudOptions,
  path: string,
  body: unknown,
  locale: Locale,
  schema: S,
  extraHeaders: Record<string, string> = {},
): Promise<CloudResult<z.infer<S>>> {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/u, '')}/${path}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_CLOUD_TIMEOUT_MS;
  let outcome = await attempt(doFetch, url, body, locale, timeoutMs, extraHeaders);
  if ('retry' in outcome) {
    if (options.retryDelayMs) await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs));
    outcome = await attempt(doFetch, url, body, locale, timeoutMs, extraHeaders);
    if ('retry' in outcome) return { ok: false, reason: outcome.retry };
  }
  const result = outcome.done;
  if (!result.ok) return result;
  const parsed = schema.safeParse(result.value);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first?.path.join('.') || '(answer)';
    return { ok: false, reason: { kind: 'malformed', message: `${where}: ${first?.message ?? 'invalid'}` } };
  }
  return { ok: true, value: parsed.data };
}

/** A client bound to one base URL (and, in tests, a fake fetch). */
export function createInsightCloud(options: CloudOptions): InsightCloud {
  return {
    check: (request, locale) => call(options, 'current_insight_check_handler', request, locale, checkResponseSchema),
    current: (request, locale) => call(options, 'current_insight_handler', request, locale, currentInsightResultSchema),
    plan: (request, locale, firstYear) =>
      call(options, 'plan_insight_handler', request, locale, planInsightResultSchema, firstYear === undefined ? {} : { 'X-Plan-First-Year': String(firstYear) }),
  };
}
