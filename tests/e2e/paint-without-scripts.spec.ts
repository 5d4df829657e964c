import { expect, test } from '@playwright/test';

// Every public page shows its content from its HTML and stylesheet alone: on a phone's link the
// scripts arrive and run seconds after the first paint, and a page that waits for them to show
// anything stays blank meanwhile (the bench's observed loads measure each page's paint with its
// scripts blocked). Plain Playwright: with JavaScript off the page never marks itself hydrated.
const PAGES = ['/', '/iching', '/iching/today', '/iching/1', '/en/iching/1', '/bookofchange', '/korea', '/policies/row-terms-of-use', '/policies/row-privacy-policy', '/report/iching'];

test.describe('with JavaScript off', () => {
  test('every public page shows its heading', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ko-KR' });
    const page = await context.newPage();
    for (const path of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      expect((await page.getByRole('heading', { level: 1 }).first().innerText()).trim().length, path).toBeGreaterThan(0);
    }
    await context.close();
  });

  test('the 404 page is in its HTML: both languages, Korean first, each with its links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ko-KR' });
    const page = await context.newPage();
    for (const path of ['/no-such-page', '/en/no/such/page']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      const headings = page.getByRole('heading', { level: 1 });
      await expect(headings, path).toHaveText(['페이지를 찾을 수 없어요', 'Page not found']);
      await expect(page.getByRole('link', { name: '64괘 둘러보기' })).toHaveAttribute('href', '/iching');
      await expect(page.getByRole('link', { name: 'Browse the 64 hexagrams' })).toHaveAttribute('href', '/en/iching');
    }
    await context.close();
  });
});

// With scripts, the address's language only, set before the first paint (an inline script): what a
// phone shows while the framework's scripts are still on their way.
test.describe('with the framework’s scripts blocked', () => {
  for (const [path, lang, heading, title] of [
    ['/no-such-page', 'ko', '페이지를 찾을 수 없어요', /^페이지를 찾을 수 없어요 · /],
    ['/en/no/such/page', 'en', 'Page not found', /^Page not found · /],
  ] as const) {
    test(`the 404 page shows its address's language: ${path}`, async ({ browser }) => {
      const context = await browser.newContext({ locale: lang === 'ko' ? 'ko-KR' : 'en-US' });
      const page = await context.newPage();
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
      await context.close();
    });
  }
});
