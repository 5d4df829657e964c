import type { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import type { CloudFailure, CloudResult, InsightCloud } from './cloud';
import { checkConcern } from './local/check';
import { composeCurrentInsight } from './local/current';
import { composePlanInsight } from './local/plan';
import { sampleCurrentInsight, samplePlanInsight } from '@/content/insight/samples';
import {
  checkResponseSchema, currentInsightResultSchema, planInsightResultSchema,
  type CheckRequest, type CheckResponse, type CurrentInsightRequest, type CurrentInsightResult,
  type InsightSource, type PlanInsightRequest, type PlanInsightResult,
} from './schemas';

/**
 * What the route handlers call. Hosted mode asks the cloud first and, when it fails or answers
 * nonsense, lets the embedded oracle compose the report (source 'local'); embedded mode uses the
 * oracle directly. Should even the oracle fail, the spec's fixed sample stands in. Nothing here
 * touches the database: storing the report is the route's job.
 */

export type InsightMode = 'embedded' | 'hosted';

export interface Generated<T> {
  result: T;
  source: InsightSource;
  /** why the cloud was not used, in hosted mode */
  cloudFailure?: CloudFailure;
  /** set when the fixed sample had to stand in for the oracle */
  usedSample?: true;
}

export type FallbackEvent =
  | { stage: 'cloud'; call: string; failure: CloudFailure }
  | { stage: 'oracle'; call: string; error: string };

interface GenerateArgs<R> {
  request: R;
  locale: Locale;
  mode: InsightMode;
  /** the cloud client; required for the cloud to be tried in hosted mode */
  cloud?: InsightCloud;
  /** told of every fallback (the spec: a generation failure is logged); console.warn by default */
  onFallback?: (event: FallbackEvent) => void;
}

const NOT_CONFIGURED: CloudFailure = { kind: 'network', message: 'no cloud client configured' };

function warn(event: FallbackEvent): void {
  const detail = event.stage === 'cloud' ? JSON.stringify(event.failure) : event.error;
  console.warn(`[insight] ${event.call}: ${event.stage} failed, falling back (${detail})`);
}

async function generate<R, T>(
  args: GenerateArgs<R>,
  call: string,
  ask: (cloud: InsightCloud) => Promise<CloudResult<T>>,
  compose: () => T,
  schema: z.ZodType<T>,
  sample: () => T,
): Promise<Generated<T>> {
  const report = args.onFallback ?? warn;
  let cloudFailure: CloudFailure | undefined;
  if (args.mode === 'hosted') {
    const answer = args.cloud ? await ask(args.cloud) : { ok: false as const, reason: NOT_CONFIGURED };
    if (answer.ok) return { result: answer.value, source: 'cloud' };
    cloudFailure = answer.reason;
    report({ stage: 'cloud', call, failure: answer.reason });
  }
  const withFailure = cloudFailure ? { cloudFailure } : {};
  try {
    // the oracle's own output is held to the same contract as the cloud's
    return { result: schema.parse(compose()), source: 'local', ...withFailure };
  } catch (error) {
    report({ stage: 'oracle', call, error: error instanceof Error ? error.message : String(error) });
    return { result: sample(), source: 'local', usedSample: true, ...withFailure };
  }
}

/** The spec's default text for a concern that could not be checked at all. */
const UNCHECKED: Record<Locale, string> = {
  ko: '고민에 대해 조금 더 구체적으로 적어 주세요.',
  en: 'Please provide a more specific question about your concern.',
};

export function checkInsightInput(args: GenerateArgs<CheckRequest>): Promise<Generated<CheckResponse>> {
  const { request, locale } = args;
  return generate(
    args,
    'check',
    (cloud) => cloud.check(request, locale),
    () => checkConcern(request.userInput, locale),
    checkResponseSchema,
    () => ({ valid: false, situation: UNCHECKED[locale], category: 'general', input: request.userInput.trim() }),
  );
}

export function generateCurrentInsight(args: GenerateArgs<CurrentInsightRequest>): Promise<Generated<CurrentInsightResult>> {
  const { request, locale } = args;
  return generate(
    args,
    'current',
    (cloud) => cloud.current(request, locale),
    () => composeCurrentInsight(request, locale),
    currentInsightResultSchema,
    () => sampleCurrentInsight(locale),
  );
}

/** firstYear: the calendar year the first plan (plan2025) is for (lib/insight/plan-years.ts). */
export function generatePlanInsight(args: GenerateArgs<PlanInsightRequest> & { firstYear: number }): Promise<Generated<PlanInsightResult>> {
  const { request, locale, firstYear } = args;
  return generate(
    args,
    'plan',
    (cloud) => cloud.plan(request, locale, firstYear),
    () => composePlanInsight(request, locale, firstYear),
    planInsightResultSchema,
    () => samplePlanInsight(locale),
  );
}
