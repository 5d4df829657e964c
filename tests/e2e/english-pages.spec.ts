import { expect, test } from './fixtures';
import { type Page } from '@playwright/test';

/**
 * English pages entirely in English: at 390 px, the visible text of each English page has
 * no Hangul but a name marked lang="ko" (the language switch's 한국어, the app's Korean name 결 on the
 * account-deletion page), a word of a few letters at most. Hanja and the romanized Korean names are
 * not Hangul.
 */
const PAGES = [
  '/en',
  '/en/bookofchange',
  '/en/iching',
  '/en/iching/1',
  '/en/iching/17',
  '/en/iching/40',
  '/en/korea',
  '/en/report/iching',
  '/en/report/iching?lines=789678',
  '/en/report',
  '/en/reports',
  '/en/auth',
  '/en/auth-callback',
  '/en/password-reset-success',
  '/en/delete-account',
];

async function hangulOutsideKoreanLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hits: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u.test(text)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      if (parent.closest('[lang="ko"]') && text.trim().length <= 4) continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      hits.push(text.trim());
    }
    return hits;
  });
}

test.use({ viewport: { width: 390, height: 844 } });

for (const path of PAGES) {
  test(`${path} shows no Korean outside the language switch`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    expect(await hangulOutsideKoreanLabels(page)).toEqual([]);
  });
}
