import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

// Every page of the site, in both locales, at phone and desktop width: zero axe violations.
// Add each new page here.
const PAGES = [
  '/',
  '/no-such-page',
  '/policies/row-terms-of-use',
  '/policies/row-privacy-policy',
  '/report/iching',
  '/report',
  '/purchase',
  '/purchases',
  '/purchases?mode=report',
  '/dev/app',
  '/dev/report-shell',
  '/dev/flags',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/auth-callback',
  '/delete-account',
  '/report/current-insight',
  '/report/character-insight',
  '/report/relationship-insight',
  '/report/book-insight',
  '/report/plan-insight',
  '/reports',
  '/iching/cast/978777',
];
// the library pages are covered, in more states, by library-a11y.spec.ts; /password-reset-success
// moves on to / after 3 s, so accounts.spec.ts reads it once, last, in its own context
// /dev/app frames another page of this list (checked on its own): axe would merge that page's
// header, nav, main and footer into ours and call them duplicate landmarks.
const EXCLUDE: Record<string, string[]> = { '/dev/app': ['iframe'] };
const LOCALES = [
  { prefix: '', name: 'ko' },
  { prefix: '/en', name: 'en' },
];
const WIDTHS = [390, 1280];

for (const path of PAGES) {
  for (const { prefix, name } of LOCALES) {
    test(`axe: ${prefix}${path} (${name})`, async ({ page }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${prefix}${path === '/' && prefix ? '' : path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', name);
        await expectNoAxeViolations(page, { exclude: EXCLUDE[path], what: `at ${width}px` });
      }
    });
  }
}
