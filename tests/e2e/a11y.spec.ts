import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Every page of the site, in both locales, at phone and desktop width: zero axe violations.
// Add each new page here.
const PAGES = ['/', '/no-such-page', '/policies/row-terms-of-use', '/policies/row-privacy-policy', '/report/iching', '/report/current-insight', '/report/plan-insight', '/auth', '/forgot-password', '/reset-password', '/password-reset-success', '/auth-callback', '/delete-account'];
// the library pages are covered, in more states, by library-a11y.spec.ts
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
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `at ${width}px`).toEqual([]);
      }
    });
  }
}
