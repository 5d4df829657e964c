import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { screenValue, type CrisisVerdict } from './crisis';
import { noteScreen, type ScreenSurface } from './screen-log';

/**
 * The crisis screen as the routes use it (shared/DESIGN.md "Care before content"): every
 * free-text input, and every generated report, before anything else happens with it.
 */

export const CRISIS_SUPPORT_MESSAGE =
  'This text speaks of ending a life or of self-harm. Nothing was generated or stored and the purchase is still unused; the page shows where to talk to someone now.';

/**
 * The screen's verdict on every text inside the value, counted per surface: `crisis` (the care
 * screen, no reading) or only `care` (distress: the reading goes ahead under a care note).
 */
export function screen(surface: ScreenSurface, value: unknown): CrisisVerdict {
  const verdict = screenValue(value);
  noteScreen(surface, verdict.crisis);
  return verdict;
}

/** Whether any text inside the value states suicidal intent or self-harm; counted per surface. */
export function isCrisis(surface: ScreenSurface, value: unknown): boolean {
  return screen(surface, value).crisis;
}

/**
 * Throws 422 crisis_support when any text inside the value states suicidal intent or self-harm;
 * otherwise answers whether it speaks of distress (the reading goes ahead under the care note).
 */
export function assertNoCrisisCare(surface: ScreenSurface, value: unknown): boolean {
  const verdict = screen(surface, value);
  if (verdict.crisis) throw new ApiError('crisis_support', CRISIS_SUPPORT_MESSAGE);
  return verdict.care;
}

/** Throws 422 crisis_support when any text inside the value states suicidal intent or self-harm. */
export function assertNoCrisis(surface: ScreenSurface, value: unknown): void {
  if (isCrisis(surface, value)) throw new ApiError('crisis_support', CRISIS_SUPPORT_MESSAGE);
}
