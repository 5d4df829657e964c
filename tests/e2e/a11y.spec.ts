import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers/axe';

// Every page of the site, in both locales, at phone and desktop width: zero axe violations.
// Add each new page here.
const PAGES = [
  '/',
  '/no-such-page',
  '/report/iching',
  '/report',
  '/purchase',
  '/purchases',
  '/purchases?mode=report',
  '/dev/app',
  '/dev/report-shell',
  '/dev/flags',
  '/dev/mailbox',
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
  '/journal',
  '/journal/2026',
  '/iching/cast/978777',
];
// the policy pages are read by policies.spec.ts in more states (both languages of the privacy
// text, scrolled to the button); the library pages are covered, in more states, by library-a11y.spec.ts; /password-reset-success
// moves on to / after 3 s, so accounts.spec.ts reads it on a paused clock
// /dev/app frames another page of this list (checked on its own): axe would merge that page's
// header, nav, main and footer into ours and call them duplicate landmarks.
const EXCLUDE: Record<string, string[]> = { '/dev/app': ['iframe'] };
const LOCALES = [
  { prefix: '', name: 'ko' },
  { prefix: '/en', name: 'en' },
];
// Phone width everywhere (the product is mobile-first); the desktop layout once per kind of page:
// the site header and footer at full width, the picker's grid, the casting screen, a form. The
// desktop check widens the page already loaded: what the width changes is CSS alone (no component
// reads the window's width), so the document is the one a load at 1280 px gives.
const WIDTHS = [390];
const DESKTOP_TOO = new Set(['/', '/report', '/report/iching', '/iching/cast/978777', '/auth', '/reports']);

for (const path of PAGES) {
  for (const { prefix, name } of LOCALES) {
    test(`axe: ${prefix}${path} (${name})`, async ({ page }) => {
      const widths = DESKTOP_TOO.has(path) ? [...WIDTHS, 1280] : WIDTHS;
      await page.setViewportSize({ width: widths[0]!, height: 900 });
      await page.goto(`${prefix}${path === '/' && prefix ? '' : path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', name);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
        // let a client leaf settle (a sign-in or purchase check → its state) before looking
        await expect(page.getByRole('status').filter({ hasText: /확인하고 있습니다|Checking/ })).toHaveCount(0);
        await expectNoAxeViolations(page, { exclude: EXCLUDE[path], what: `at ${width}px` });
      }
    });
  }
}
