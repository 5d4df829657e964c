import { expect, test } from './fixtures';
import { type Locator, type Page } from '@playwright/test';

// Links prefetch when the reader reaches for them (pointer over, finger down, keyboard focus),
// never because they scrolled into view: viewport prefetching fetched and parsed every header and
// footer route during each page's start-up. A reached-for link is prefetched once and the prefetch
// succeeds. (Behind our locale rewrite, Next's optimistic routing once predicted /delete-account as
// a landing page: its segment prefetch 404ed and was retried about 30 times a second.)

const isPrefetch = (headers: Record<string, string>) => Boolean(headers['next-router-prefetch'] || headers['next-router-segment-prefetch']);

function watchPrefetches(page: Page) {
  const requested = new Set<string>();
  const seen = new Map<string, number>();
  const failed: string[] = [];
  page.on('request', (request) => {
    if (isPrefetch(request.headers())) requested.add(new URL(request.url()).pathname);
  });
  page.on('response', (response) => {
    const headers = response.request().headers();
    if (!isPrefetch(headers)) return;
    const url = new URL(response.url());
    const key = `${url.pathname} ${headers['next-router-segment-prefetch'] ?? '(full)'}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
    if (response.status() >= 400) failed.push(`${response.status()} ${key}`);
  });
  const paths = () => [...new Set([...seen.keys()].map((key) => key.split(' ')[0]))].sort();
  return { requested, seen, failed, paths };
}

/** React has attached its handlers to the element (a reach before that does nothing). */
async function hydrated(link: Locator) {
  await expect.poll(() => link.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))), { message: 'the page is hydrated' }).toBe(true);
}

for (const { path, width, reach } of [
  { path: '/', width: 1280, reach: 'hover' },
  { path: '/', width: 390, reach: 'touch' },
  { path: '/en', width: 1280, reach: 'focus' },
  { path: '/iching/1', width: 390, reach: 'touch' },
] as const) {
  test(`${path} at ${width} px prefetches no link on its own, and each link once when reached for (${reach})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const { requested, seen, failed, paths } = watchPrefetches(page);
    await page.goto(path);
    // every link on screen, footer included; the page hydrated (a viewport prefetch goes out then);
    // then reach for one link: by the time its prefetch is answered, no other may have been asked for
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const links = page.getByRole('banner').getByRole('link').or(footer.getByRole('link'));
    const hrefs = await links.evaluateAll((all) => all.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs.length).toBeGreaterThan(4);

    const reachFor = async (index: number) => {
      const link = links.nth(index);
      if (reach === 'hover') await link.hover();
      else if (reach === 'focus') await link.focus();
      else await link.dispatchEvent('touchstart');
    };
    const first = hrefs.findIndex((href) => href !== new URL(page.url()).pathname);
    await hydrated(links.nth(first));
    await reachFor(first);
    await expect.poll(paths, { message: 'the link reached for is prefetched' }).toContain(hrefs[first]);
    expect([...requested]).toEqual([hrefs[first]]);

    for (let i = 0; i < hrefs.length; i++) await reachFor(i);
    await expect.poll(paths, { message: 'every link reached for is prefetched' }).toEqual([...new Set(hrefs)].sort());
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    expect([...seen].filter(([, n]) => n > 1).map(([key, n]) => `${key} ×${n}`)).toEqual([]);
  });
}

test('a link reached for and then followed navigates in place, from its prefetch', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const { paths } = watchPrefetches(page);
  await page.goto('/iching/1');
  const next = page.getByRole('link', { name: /다음 괘/ });
  await hydrated(next);
  await next.dispatchEvent('touchstart');
  await expect.poll(paths).toContain('/iching/2');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await next.click();
  await expect(page).toHaveURL(/\/iching\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('땅');
  expect(documents).toEqual([]);
});
