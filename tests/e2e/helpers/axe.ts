import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface AxeOptions {
  /** Named in the failure message (a width, a state). */
  what?: string;
  /** Parts of the page axe should not read (a framed page checked on its own). */
  exclude?: string[];
  /** Only these rule tags (default: every rule axe has). */
  tags?: string[];
  /** Only these rules (a check of what changed, e.g. colours, on a page checked whole elsewhere). */
  rules?: string[];
  /**
   * The page moves on by itself (a "you will be taken to … in 3 s" screen). The caller has
   * installed Playwright's clock and paused it; axe's own timers still have to run, so the clock
   * is stepped a few milliseconds at a time until axe is done, far short of the page's timer.
   */
  pausedClock?: boolean;
}

const CLOCK_STEP_MS = 5;
/** The most fake time axe may use before the page's own timers would be reached. */
const CLOCK_BUDGET_MS = 1_000;

/** Zero axe violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  const builder = new AxeBuilder({ page });
  // Only violations are read, so axe need not gather every passing node (set before the rule
  // filters below, which add to these options).
  builder.options({ resultTypes: ['violations'] });
  if (options.tags) builder.withTags(options.tags);
  if (options.rules) builder.withRules(options.rules);
  for (const selector of options.exclude ?? []) builder.exclude(selector);
  builder.setLegacyMode(true); // one axe.run in this page: no helper page per check (pages that frame another exclude the frame)
  let done = false;
  const run = builder.analyze().finally(() => (done = true));
  if (options.pausedClock) {
    for (let spent = 0; !done && spent < CLOCK_BUDGET_MS; spent += CLOCK_STEP_MS) await page.clock.runFor(CLOCK_STEP_MS);
  }
  const { violations } = await run;
  expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), options.what).toEqual([]);
}

export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The rules that read colour: what the night theme changes (its pages' structure is the day's, checked whole in a11y.spec.ts). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
