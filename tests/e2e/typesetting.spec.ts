import { expect, test } from './fixtures';
import { type Page } from '@playwright/test';
import { actAsApp, signUpBuyer } from './helpers/app-buyer';

/**
 * Korean is set between words, never inside one: on each page, every Hangul word of every
 * visible text node has all its syllables on one line (the tops of its characters' boxes agree), and
 * My reports keeps each date whole.
 */
async function brokenHangulWords(page: Page, root = 'main'): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    const scope = document.querySelector(selector) ?? document.body;
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility() || parent.closest('.sr-only')) continue;
      for (const match of text.matchAll(/[\uac00-\ud7a3]{2,}/g)) {
        const tops = new Set<number>();
        for (let i = match.index; i < match.index + match[0].length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect && rect.width > 0) tops.add(Math.round(rect.top / 4));
        }
        if (tops.size > 1) broken.push(`${match[0]} (in "${text.trim().slice(0, 40)}")`);
      }
    }
    return broken;
  }, root);
}

const SHARED = '/iching/cast/777799'; // 굳센 하늘 (1) → 크게 장성함 (34): lines 5 and 6 change

for (const width of [320, 390]) {
  test(`no Hangul word is broken across lines at ${width} px: the grid, the list, a reading, a shared cast`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/iching');
    await expect(page.getByRole('tabpanel', { name: '번호로' }).getByRole('link')).toHaveCount(64);
    expect(await brokenHangulWords(page), 'the grid').toEqual([]);
    await page.getByRole('button', { name: '괘 목록 열기' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await brokenHangulWords(page, '[role="dialog"]'), 'the list').toEqual([]);
    for (const path of ['/iching/4', '/iching/19', SHARED]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await brokenHangulWords(page), path).toEqual([]);
    }
  });

  test(`the shared cast's heading keeps "→ 34." with its name at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const [path, arrow] of [[SHARED, /→\s34\.\s크게/], [`/en${SHARED}`, /→\s34\.\sGreat/]] as const) {
      await page.goto(path);
      const heading = page.getByTestId('cast-title');
      await expect(heading).toHaveText(arrow);
      // the arrow, the number and the first word of the title share one line
      const lines = await heading.evaluate((h) => {
        const text = h.firstChild!;
        const at = text.textContent!.indexOf('→');
        const range = document.createRange();
        const top = (i: number) => {
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          return Math.round(range.getClientRects()[0]!.top);
        };
        return [top(at), top(at + 2), top(at + 5)];
      });
      expect(new Set(lines).size, `${path}: ${lines.join(', ')}`).toBe(1);
    }
  });
}

test('My reports keeps each date on one line and no Hangul word broken, at 320 and 390 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const buyer = await signUpBuyer(request, 'typesetting');
  await actAsApp(page, buyer);
  const purchase = await request.post('/api/purchases', { headers: { authorization: `Bearer ${buyer.token}` }, data: { store: 'sandbox', productId: 'premium_annual', storeTransactionId: `e2e-typesetting-${Date.now()}` } });
  const { purchaseId } = (await purchase.json()) as { purchaseId: string };
  const quiz = await request.post('/api/quiz/result', { headers: { authorization: `Bearer ${buyer.token}` }, data: { purchaseId, quiz: 'book', answers: [0, 0, 0, 0, 0], locale: 'ko' } });
  expect(quiz.status()).toBe(201);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/reports');
    const time = page.getByTestId('report-row').locator('time');
    await expect(time).toHaveCount(1, { timeout: 30_000 });
    await expect(time).toHaveText(/^\d{4}\.\s\d{1,2}\.\s\d{1,2}\./);
    // the date part ("2026. 11. 26.") on one line
    const tops = await time.evaluate((el) => {
      const text = el.firstChild!;
      const end = text.textContent!.search(/\d\.\s*(오전|오후)/) + 2;
      const range = document.createRange();
      const rects: number[] = [];
      for (let i = 0; i < end; i++) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const rect = range.getClientRects()[0];
        if (rect && rect.width > 0) rects.push(Math.round(rect.top));
      }
      return [...new Set(rects)];
    });
    expect(tops, `${width} px`).toHaveLength(1);
    expect(await brokenHangulWords(page), `${width} px`).toEqual([]);
  }
});
