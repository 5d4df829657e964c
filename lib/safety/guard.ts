import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { runtime } from '@/lib/runtime';
import { screenValue, stringsIn, type CrisisVerdict } from './crisis';
import { withModeration } from './moderation';
import { noteScreen, type ScreenSurface } from './screen-log';

/**
 * The crisis screen as the routes use it (shared/DESIGN.md "Care before content"): every
 * free-text input, and every generated report, before anything else happens with it.
 *
 * Two kinds of screen. `screenInput` and the asserts read what a person typed into a request
 * (a question, a plan, a draft, a flag's details): the local rules, then, in hosted mode with
 * SAFETY_MODERATION_URL, the moderation model's second opinion when the rules did not already
 * say crisis (lib/safety/moderation.ts; it can only add care). `screen` is local and
 * synchronous: for journal notes (never sent to any AI provider) and generated reports. The local
 * screen is the rules with the learned scorer beside them (lib/safety/crisis-model.ts), except on
 * generated reports (`insight-output`), which the rules read alone.
 */

export const CRISIS_SUPPORT_MESSAGE =
  'This text speaks of ending a life or of self-harm. Nothing was generated or stored and the purchase is still unused; the page shows where to talk to someone now.';

/**
 * The local verdict on every text inside the value, counted per surface: `crisis` (the care
 * screen, no reading) or only `care` (distress: the reading goes ahead under a care note). Never
 * leaves the process: journal notes and generated reports (the rules alone).
 */
export function screen(surface: ScreenSurface, value: unknown): CrisisVerdict {
  const verdict = screenValue(value, { learned: surface !== 'insight-output' });
  noteScreen(surface, verdict.crisis);
  return verdict;
}

/** Whether any text inside the value states suicidal intent or self-harm, by the local rules; counted per surface. */
export function isCrisis(surface: ScreenSurface, value: unknown): boolean {
  return screen(surface, value).crisis;
}

/**
 * The verdict on a typed input: the local rules, with the moderation model's opinion added when
 * the runtime has one and the rules did not already say crisis (embedded mode: the rules alone,
 * no wait). Counted per surface, once.
 */
export async function screenInput(surface: Exclude<ScreenSurface, 'journal' | 'insight-output'>, value: unknown, echoed?: unknown): Promise<CrisisVerdict> {
  const typed = screenValue(value);
  // what the request echoes of our own words (the check's restated situation) is read by the rules
  // alone, like a generated report: the learned scorer, made for people's sentences, took the
  // restatement's own phrasing for a crisis
  const ours = screenValue(echoed ?? [], { learned: false });
  const local = typed.crisis ? typed : ours.crisis ? ours : typed.care ? typed : ours;
  const verdict = await withModeration(local, stringsIn([value, echoed ?? []]), runtime().moderation);
  noteScreen(surface, verdict.crisis);
  return verdict;
}

/**
 * Throws 422 crisis_support when any typed text inside the value states suicidal intent or
 * self-harm (screenInput); otherwise answers whether it speaks of distress (the reading goes ahead
 * under the care note).
 */
export async function assertNoCrisisCare(surface: Exclude<ScreenSurface, 'journal' | 'insight-output'>, value: unknown, echoed?: unknown): Promise<boolean> {
  const verdict = await screenInput(surface, value, echoed);
  if (verdict.crisis) throw new ApiError('crisis_support', CRISIS_SUPPORT_MESSAGE);
  return verdict.care;
}

/** Throws 422 crisis_support when a generated text states suicidal intent or self-harm (the local rules alone). */
export function assertNoCrisis(surface: ScreenSurface, value: unknown): void {
  if (isCrisis(surface, value)) throw new ApiError('crisis_support', CRISIS_SUPPORT_MESSAGE);
}
