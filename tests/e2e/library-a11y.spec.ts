import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers/axe';

const PAGES = ['/bookofchange', '/korea', '/iching', '/iching/today', '/iching/1', '/iching/2', '/iching/27', '/iching/30', '/iching/64'];
// Phone width in both languages; the desktop layout once, in Korean (the default locale).
const RUNS = [
  { width: 390, locale: 'ko' },
  { width: 390, locale: 'en' },
  { width: 1280, locale: 'ko' },
] as const;

for (const { width, locale } of RUNS) {
  test(`every library page passes axe in ${locale} at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      const url = locale === 'ko' ? path : `/en${path}`;
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, { what: url });
    }
  });

  test(`the drawer, the builder and search pass axe in ${locale} at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(locale === 'ko' ? '/iching' : '/en/iching');
    await page.getByRole('button', { name: locale === 'ko' ? '괘 목록 열기' : 'Open the hexagram list' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, { what: 'drawer open' });
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: locale === 'ko' ? '괘 만들기' : 'Build a hexagram' }).click();
    await page.getByRole('button', { name: locale === 'ko' ? '양' : 'Yang', exact: true }).click();
    await expectNoAxeViolations(page, { what: 'builder with one line' });
    await page.getByRole('searchbox').fill('1');
    await expect(page.getByRole('search').getByRole('link')).toHaveCount(1);
    await expectNoAxeViolations(page, { what: 'search results' });
  });
}
