import { expect, test } from './fixtures';
import { COLOUR_RULES, expectNoAxeViolations } from './helpers/axe';
import { publicPages } from '@/lib/site/public-pages';

// The night theme: every public page passes axe's colour rules with the system's dark setting, in
// both languages (the theme changes colours only: the same pages by day are checked whole by
// a11y.spec.ts and library-a11y.spec.ts) (the 64 readings share one page: five stand for them, as in library-a11y.spec.ts), and
// the app's ?theme choice wins over the system for the rest of the web-view session.
const READINGS = new Set(['/iching/1', '/iching/2', '/iching/30', '/iching/49', '/iching/64']);
// and the sign-in pages, whose provider buttons keep their brands' own day and night colours
const PAGES = [
  ...publicPages()
    .map((page) => page.path)
    .filter((path) => !/^\/iching\/\d+$/.test(path) || READINGS.has(path)),
  '/auth',
  '/forgot-password',
];

const DAY = 'rgb(250, 247, 240)';
const NIGHT = 'rgb(26, 24, 20)';
const paper = (page: import('@playwright/test').Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('at night', () => {
  test.use({ colorScheme: 'dark' });

  for (const locale of ['ko', 'en'] as const) {
    test(`every public page passes axe's colour rules in the night theme (${locale})`, async ({ page }) => {
      test.setTimeout(240_000);
      for (const path of PAGES) {
        const url = locale === 'ko' ? path : `/en${path === '/' ? '' : path}`;
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /확인하고 있습니다|Checking/ })).toHaveCount(0);
        expect(await paper(page), url).toBe(NIGHT);
        await expectNoAxeViolations(page, { what: `${url} at night`, rules: COLOUR_RULES });
      }
    });
  }

  test('the app can keep the day: ?theme=light for the rest of the session, ?theme=system gives it back', async ({ page }) => {
    await page.goto('/iching?theme=light');
    expect(await paper(page)).toBe(DAY);
    await page.locator('main a[href="/iching/1"]').first().click();
    await expect(page).toHaveURL(/\/iching\/1$/);
    expect(await paper(page)).toBe(DAY);
    await page.goto('/iching/2?theme=system');
    expect(await paper(page)).toBe(NIGHT);
    await page.goto('/iching/3');
    expect(await paper(page)).toBe(NIGHT);
  });
});

test('by day the system’s light setting gives paper, and the app can ask for the night (?theme=dark), axe-clean', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/report/iching');
  expect(await paper(page)).toBe(DAY);
  await page.goto('/en/report/iching?theme=dark');
  expect(await paper(page)).toBe(NIGHT);
  await expectNoAxeViolations(page, { what: 'casting screen, app-chosen night' });
  await page.goto('/en/report');
  expect(await paper(page)).toBe(NIGHT);
  await expectNoAxeViolations(page, { what: 'picker, app-chosen night' });
});
