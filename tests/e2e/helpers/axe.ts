import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Frame, type Page } from '@playwright/test';
import axe, { type ContextObject, type RunOptions } from 'axe-core';

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

type AxeWindow = Window & { axe?: typeof axe };

/**
 * axe-core's minified build (axe.min.js, 0.58 MB), the same version as the package's `axe.source`,
 * which is the unminified axe.js (1.3 MB): the page parses half as much for each document checked
 * (about 200 ms against 280 ms on the developers' 2-core machine, as much as a page load).
 */
const AXE_SOURCE = readFileSync(createRequire(join(process.cwd(), 'package.json')).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core into a frame once: a document keeps it for every later check of another state of
 * the same page. (@axe-core/playwright's AxeBuilder evaluated axe's source twice per check, about
 * half a second each time on this machine, more than most pages' checks take.) Configured as
 * AxeBuilder configures it for one axe.run in the page (its legacy mode): frames of the page's own
 * origin only.
 */
async function injectAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate((version) => (window as AxeWindow).axe?.version === version, axe.version)) return;
  await frame.evaluate(AXE_SOURCE);
  await frame.evaluate(() => (window as AxeWindow).axe!.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } }));
}

/** Zero axe violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // Only violations are read, so axe need not gather every passing node.
  const runOptions: { resultTypes: ['violations']; runOnly?: { type: 'tag' | 'rule'; values: string[] } } = { resultTypes: ['violations'] };
  if (options.tags) runOptions.runOnly = { type: 'tag', values: options.tags };
  if (options.rules) runOptions.runOnly = { type: 'rule', values: options.rules };
  // the page at rest: no finite CSS animation or transition still running (a button fading in
  // reads as low contrast halfway); read from here, so a paused fake clock does not matter
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length), {
      message: `${options.what ?? 'the page'}: its animations end`,
    })
    .toBe(0);
  // axe in every frame, as axe.run reads framed pages through their own copy (a frame that fails to
  // take it, e.g. one navigating away, is left out, as AxeBuilder left it out)
  await injectAxe(page.mainFrame());
  for (const frame of page.frames()) if (frame !== page.mainFrame()) await injectAxe(frame).catch(() => {});
  let done = false;
  const run = page
    .evaluate(
      // the context AxeBuilder gave axe.run: the whole document (no include) less the excluded parts
      async ({ exclude, options }) => {
        const { violations } = await (window as AxeWindow).axe!.run({ include: [], exclude } as unknown as ContextObject, options as RunOptions);
        return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      },
      { exclude: [...(options.exclude ?? [])], options: runOptions },
    )
    .finally(() => (done = true));
  if (options.pausedClock) {
    for (let spent = 0; !done && spent < CLOCK_BUDGET_MS; spent += CLOCK_STEP_MS) await page.clock.runFor(CLOCK_STEP_MS);
  }
  expect(await run, options.what).toEqual([]);
}

export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The rules that read colour: what the night theme changes (its pages' structure is the day's, checked whole in a11y.spec.ts). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
