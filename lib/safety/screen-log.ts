import { processValue } from '@/lib/runtime/process';

/**
 * How often the crisis screen turns a text into the care screen, per surface, counted in this
 * process since it started: a deployment reads it in its logs. Never the text, never the user.
 */

export type ScreenSurface = 'insight-check' | 'insight-current' | 'insight-plan' | 'insight-output' | 'notify' | 'drafts' | 'journal';

interface Count {
  screened: number;
  crisis: number;
}

/** Asked for at each use, so a process that starts over (a test file) starts from zero. */
const kept = () => processValue('crisisScreenCounts', () => new Map<ScreenSurface, Count>());

/** Counts one screened input of a surface; a crisis is logged with the running counts. */
export function noteScreen(surface: ScreenSurface, crisis: boolean, log: (line: string) => void = console.info): Count {
  const counts = kept();
  const count = counts.get(surface) ?? { screened: 0, crisis: 0 };
  count.screened += 1;
  if (crisis) {
    count.crisis += 1;
    log(`[safety] crisis screen on ${surface}: care screen shown (${count.crisis} of ${count.screened} screened on ${surface} since start)`);
  }
  counts.set(surface, count);
  return { ...count };
}

/** The counts so far (for tests and a health view). */
export function screenCounts(): Partial<Record<ScreenSurface, Count>> {
  return Object.fromEntries([...kept()].map(([surface, count]) => [surface, { ...count }]));
}
