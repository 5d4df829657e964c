import { expect, test } from '@playwright/test';

// Link prefetches are requested once each and never fail. Behind our locale rewrite, Next's
// optimistic routing once predicted /delete-account as a landing page: its segment prefetch 404ed
// and was retried about 30 times a second for as long as the footer was on screen.

for (const { path, width } of [
  { path: '/', width: 1280 },
  { path: '/', width: 390 },
  { path: '/en', width: 1280 },
  { path: '/iching/1', width: 390 },
]) {
  test(`${path} at ${width} px prefetches each link segment once, and every prefetch succeeds`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const seen = new Map<string, number>();
    const failed: string[] = [];
    page.on('response', (response) => {
      const headers = response.request().headers();
      if (!headers['next-router-prefetch'] && !headers['next-router-segment-prefetch']) return;
      const url = new URL(response.url());
      const key = `${url.pathname} ${headers['next-router-segment-prefetch'] ?? '(full)'}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      if (response.status() >= 400) failed.push(`${response.status()} ${key}`);
    });
    await page.goto(path);
    // bring every link on screen, footer included, then give the prefetches time to settle
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => seen.size, { message: 'the footer links are prefetched' }).toBeGreaterThan(3);
    // a correct page falls quiet once its prefetches are done; a storm never does (this then times out)
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    expect([...seen].filter(([, n]) => n > 1).map(([key, n]) => `${key} ×${n}`)).toEqual([]);
  });
}
