import 'server-only';
import { z } from 'zod';
import { processValue } from '@/lib/runtime/process';
import type { CrisisVerdict } from './crisis';

/**
 * The crisis screen's optional second opinion (hosted mode, SAFETY_MODERATION_URL; docs/safety.md):
 * an OpenAI-compatible moderation endpoint asked about a typed text the local rules did not already
 * call a crisis. It can only add care: the verdict is the local one OR the model's, never less than
 * the local one. Whatever goes wrong (a timeout, a network error, an answer that is not 2xx or not
 * the expected JSON) leaves the local verdict as it was, and is counted in the log without the text.
 *
 * What is sent: `{model?, input}` with the typed text only, no user id, no account, no report. Journal
 * notes are never sent (the spec: notes go to no AI provider); nor are generated reports.
 */

export interface ModerationSettings {
  /** the endpoint itself, e.g. https://api.openai.com/v1/moderations */
  url: string;
  key: string;
  model?: string;
  timeoutMs: number;
}

/** Asks the model about one text: its verdict, or null when it gave none (nothing changes then). */
export type Moderation = (text: string) => Promise<CrisisVerdict | null>;

/** A score at or above this on `self-harm/intent` or `self-harm/instructions` is a crisis. */
export const MODERATION_CRISIS_SCORE = 0.5;
/**
 * A score at or above this on `self-harm` alone is care (the calm note; the reading goes ahead). Lower
 * than the crisis score: like the distress table, it leans wide, since a wrong note costs little.
 */
export const MODERATION_CARE_SCORE = 0.3;

/** SAFETY_MODERATION_TIMEOUT_MS's default: a check waits at most this long for the second opinion. */
export const MODERATION_DEFAULT_TIMEOUT_MS = 1500;

const CRISIS_CATEGORIES = ['self-harm/intent', 'self-harm/instructions'];
const CARE_CATEGORY = 'self-harm';

const answerSchema = z.object({
  results: z
    .array(
      z
        .object({ categories: z.record(z.string(), z.unknown()).optional(), category_scores: z.record(z.string(), z.unknown()).optional() })
        .refine((result) => result.categories || result.category_scores, 'a result names no categories'),
    )
    .min(1),
});

// 'self_harm_intent', 'Self-Harm/Intent': the spellings compatible endpoints use, read as OpenAI's
const categoryName = (name: string) => name.trim().toLowerCase().replace(/[_\s]+/g, '-').replace(/^self-harm-(intent|instructions)$/, 'self-harm/$1');

function readCategories(record: Record<string, unknown> | undefined, keep: (value: unknown) => boolean): Set<string> {
  return new Set(Object.entries(record ?? {}).filter(([, value]) => keep(value)).map(([name]) => categoryName(name)));
}

/** The model's answer as a verdict: intent or instructions → crisis; self-harm alone → care. */
export function verdictOfAnswer(answer: unknown): CrisisVerdict | null {
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) return null;
  const { categories, category_scores: scores } = parsed.data.results[0]!;
  const flagged = readCategories(categories, (value) => value === true);
  const atLeast = (score: number) => readCategories(scores, (value) => typeof value === 'number' && value >= score);
  const crisisScores = atLeast(MODERATION_CRISIS_SCORE);
  const crisis = CRISIS_CATEGORIES.some((name) => flagged.has(name) || crisisScores.has(name));
  const care = crisis || flagged.has(CARE_CATEGORY) || atLeast(MODERATION_CARE_SCORE).has(CARE_CATEGORY);
  return { crisis, care };
}

export type ModerationOutcome = 'crisis' | 'care' | 'none' | 'timeout' | 'network' | 'status' | 'malformed';

interface ModerationCounts {
  calls: number;
  outcomes: Partial<Record<ModerationOutcome, number>>;
}

/** Asked for at each use, so a process that starts over (a test file) starts from zero. */
const kept = () => processValue('moderationCounts', (): ModerationCounts => ({ calls: 0, outcomes: {} }));

/** Counts one call; an answer that was not one, or one that added care, is logged with the counts (never the text). */
function note(outcome: ModerationOutcome, log: (line: string) => void) {
  const counts = kept();
  counts.calls += 1;
  counts.outcomes[outcome] = (counts.outcomes[outcome] ?? 0) + 1;
  const tally = `${counts.outcomes[outcome]} of ${counts.calls} calls since start`;
  if (outcome === 'crisis' || outcome === 'care') log(`[safety] moderation added ${outcome} the local rules did not see (${tally})`);
  else if (outcome !== 'none') log(`[safety] moderation gave no answer (${outcome}); the local verdict stands (${tally})`);
}

/** The calls so far and how they ended (for tests and a health view). */
export function moderationCounts(): ModerationCounts {
  const counts = kept();
  return { calls: counts.calls, outcomes: { ...counts.outcomes } };
}

/** A moderation client for these settings (`fetchImpl` and `log` for tests). */
export function createModeration(settings: ModerationSettings, fetchImpl: typeof fetch = fetch, log: (line: string) => void = console.warn): Moderation {
  return async (text) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
    let outcome: ModerationOutcome = 'network';
    try {
      const response = await fetchImpl(settings.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.key}` },
        body: JSON.stringify(settings.model ? { model: settings.model, input: text } : { input: text }),
        signal: controller.signal,
        redirect: 'error',
        cache: 'no-store',
      });
      if (!response.ok) {
        outcome = 'status';
        await response.body?.cancel();
        return null;
      }
      outcome = 'malformed';
      const verdict = verdictOfAnswer(await response.json());
      outcome = verdict ? (verdict.crisis ? 'crisis' : verdict.care ? 'care' : 'none') : 'malformed';
      return verdict;
    } catch {
      if (controller.signal.aborted) outcome = 'timeout';
      return null;
    } finally {
      clearTimeout(timer);
      note(outcome, log);
    }
  };
}

/**
 * The local verdict with the model's opinion of the texts added (never taken away). The model is
 * asked only when the local rules did not already say crisis, about each non-blank text (a plan's
 * three years are three calls at once: the wait is one call's, at most the timeout).
 */
export async function withModeration(local: CrisisVerdict, texts: readonly string[], moderation: Moderation | null): Promise<CrisisVerdict> {
  if (local.crisis || !moderation) return local;
  let care = local.care;
  const verdicts = await Promise.all(texts.filter((text) => text.trim()).map((text) => moderation(text)));
  for (const verdict of verdicts) {
    if (verdict?.crisis) return { crisis: true, care: true };
    if (verdict?.care) care = true;
  }
  return care === local.care ? local : { crisis: false, care: true };
}
