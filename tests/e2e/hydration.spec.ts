import { expect, test } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration/early-taps';

// Plain Playwright here, not ./fixtures: these tests tap on purpose before the page is hydrated.

test.describe('a tap before the page is ready', () => {
  test('is kept while the page’s scripts load and acted on once React listens', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      const sent: unknown[] = [];
      w.__sent = sent;
      w.ReactNativeWebView = { postMessage: (data: string) => sent.push(JSON.parse(data)) };
    });
    // the page's JavaScript is held back until the tap has been made: a phone on a slow network
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/report', { waitUntil: 'commit' });
    const buy = page.getByRole('button', { name: /Current Insight/ });
    await expect(buy).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute(HYDRATED_ATTRIBUTE, '');
    expect(await buy.evaluate((el) => getComputedStyle(el).cursor)).toBe('progress');

    await buy.click();
    expect(await page.evaluate(() => (window as unknown as { __sent: unknown[] }).__sent)).toEqual([]);
    await expect(page).toHaveURL(/\/en\/report$/);

    release();
    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
    // (the page also asks the app for its prices once it runs: PRICES_REQUEST)
    const purchaseRequests = () =>
      page.evaluate(() => (window as unknown as { __sent: { type: string }[] }).__sent.filter((m) => m.type === 'PURCHASE_REQUEST'));
    await expect.poll(purchaseRequests).toEqual([{ type: 'PURCHASE_REQUEST', product: 'current_insight', reportType: 'current' }]);
    await expect(buy).toContainText('Processing...');
    expect(await buy.evaluate((el) => getComputedStyle(el).cursor)).not.toBe('progress');
  });

  test('never submits a form natively (its fields would land in the address)', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/forgot-password', { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: 'Send Reset Link' });
    await expect(submit).toBeVisible();
    await submit.click();
    release();
    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
    // kept, then handled by the page's own code once it is ready
    await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/forgot-password$/);
  });
});
