import { expect, test } from './fixtures';

// "one map": /iching is the library (the header's 주역 and every back bar labelled 주역
// lead there), /bookofchange the introduction that leads to it first; the casting screen opens on
// three coins with its toss on the first screen.

test.describe('one map', () => {
  for (const [prefix, library, about] of [['', '주역', '주역 안내'], ['/en', 'I Ching', 'About the Book of Changes']] as const) {
    test(`the header's ${library} and the back bars agree: the library is ${prefix}/iching`, async ({ page }) => {
      await page.goto(`${prefix}/bookofchange`);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: library, exact: true })).toHaveAttribute('href', `${prefix}/iching`);
      // the reading's "‹ 주역" bar and the casting screen's Back lead to the same place
      await page.goto(`${prefix}/iching/49`);
      await expect(page.getByRole('banner').getByRole('link', { name: library, exact: true })).toHaveAttribute('href', `${prefix}/iching`);
      await expect(page.getByRole('link', { name: prefix ? 'Back to the list' : '목록으로 돌아가기' })).toHaveAttribute('href', `${prefix}/iching`);
      await page.goto(`${prefix}/report/iching`);
      await expect(page.getByRole('main').getByRole('link', { name: library, exact: true })).toHaveAttribute('href', `${prefix}/iching`);
      // the library's and the flag page's Back name the introduction, not the library
      for (const path of ['/iching', '/korea']) {
        await page.goto(`${prefix}${path}`);
        await expect(page.getByRole('main').getByRole('link', { name: about, exact: true })).toHaveAttribute('href', `${prefix}/bookofchange`);
      }
    });
  }

  test('the introduction leads with the 64 hexagrams, then casting, then the flag', async ({ page }) => {
    for (const [path, names] of [
      ['/bookofchange', [/^주역 64괘/, /^괘 뽑기/, /^태극기의 의미/]],
      ['/en/bookofchange', [/^I Ching hexagrams/, /^Cast a hexagram/, /^Korean flag meaning/]],
    ] as const) {
      await page.goto(path);
      const cards = page.getByRole('navigation', { name: path.startsWith('/en') ? 'Explore' : '둘러보기' }).getByRole('listitem');
      await expect(cards).toHaveCount(3);
      for (const [i, name] of names.entries()) await expect(cards.nth(i).getByRole('link')).toHaveAccessibleName(name);
    }
  });

  test('the 64-hexagram list is subtitled as a list, not as the casting screen', async ({ page }) => {
    await page.goto('/iching');
    await expect(page.getByText('64괘를 번호나 이름으로 찾거나, 효를 하나씩 쌓아 만들어 읽어 보세요.')).toBeVisible();
    await expect(page.getByText('주역에 물어볼 방법을 고르세요')).toHaveCount(0);
    await page.goto('/en/iching');
    await expect(page.getByText('Find any of the 64 hexagrams by number or name, or build one line by line, and read it.')).toBeVisible();
    await expect(page.getByText(/Choose your method/)).toHaveCount(0);
  });

  for (const [path, coins, toss] of [['/report/iching', '동전 세 개', /^동전 던지기 · /], ['/en/report/iching', 'Three coins', /^Toss the coins · /]] as const) {
    for (const width of [390, 320]) {
      test(`${path} opens on three coins with the toss on the first screen at ${width} × 664`, async ({ page }) => {
        await page.setViewportSize({ width, height: 664 });
        await page.goto(path);
        const modes = page.getByRole('group', { name: path.startsWith('/en') ? 'Method' : '방법' });
        await expect(modes.getByRole('button').first()).toHaveText(coins);
        await expect(page.getByRole('button', { name: coins })).toHaveAttribute('aria-pressed', 'true');
        const button = page.getByRole('button', { name: toss });
        await expect(button).toBeVisible();
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        const box = (await button.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, `toss button bottom at ${box.y + box.height}`).toBeLessThanOrEqual(664);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      });
    }
  }
});

// The app owns navigation in its web view (docs/webview-bridge.md, "Back"): no back control leads to
// the website's home, only /purchases shows one, and it goes back in history or asks the app (CLOSE).
const WEBVIEW_PAGES = [
  '/report',
  '/purchase',
  '/purchases',
  '/purchases?mode=report',
  '/report/current-insight',
  '/report/character-insight',
  '/report/relationship-insight',
  '/report/plan-insight',
  '/report/book-insight',
  '/report/iching',
  '/bookofchange',
  '/iching',
  '/iching/1',
  '/korea',
  '/reports',
  '/journal',
  '/journal/2026',
  '/policies/row-terms-of-use',
  '/policies/privacy-policy-kr',
];

test.describe('back controls in the app web view', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      const sent: unknown[] = [];
      w.__sent = sent;
      w.ReactNativeWebView = { postMessage: (data: string) => sent.push(JSON.parse(data)) };
    });
  });

  for (const prefix of ['', '/en']) {
    test(`no back control leads to the site's home, and only /purchases shows one (${prefix || 'ko'})`, async ({ page }) => {
      test.setTimeout(120_000);
      const back = prefix ? 'Back' : '뒤로';
      for (const path of WEBVIEW_PAGES) {
        await page.goto(`${prefix}${path}`);
        await expect(page.locator('html')).toHaveAttribute('data-webview', '');
        await expect(page.locator('main').first()).toBeVisible();
        // no visible link to "/" or "/en" anywhere on the page
        const home = page.locator(`a[href="/"]:visible, a[href="/en"]:visible`);
        await expect(home, path).toHaveCount(0);
        const controls = page.locator('main').getByRole('link', { name: new RegExp(`^(${back}|‹|주역 안내|About the Book of Changes|처음으로|Home|주역|I Ching)$`) });
        await expect(controls, path).toHaveCount(0);
        const buttons = page.getByRole('button', { name: back, exact: true });
        await expect(buttons, path).toHaveCount(path.startsWith('/purchases') ? 1 : 0);
      }
    });
  }

  test('the purchases screen’s Back goes back in history, and on the first page asks the app to close', async ({ page }) => {
    // first page of the web view: nothing to go back to, the app is asked
    await page.goto('/purchases');
    await page.getByRole('button', { name: '뒤로', exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __sent: { type: string }[] }).__sent.filter((m) => m.type === 'CLOSE').length)).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/purchases');
    // opened from another page: back to that page, never to "/"
    await page.goto('/report');
    await page.goto('/purchases?mode=report');
    await page.getByRole('button', { name: '뒤로', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/report');
    expect(new URL(page.url()).pathname).not.toBe('/');
    const closes = await page.evaluate(() => (window as unknown as { __sent: { type: string }[] }).__sent.filter((m) => m.type === 'CLOSE').length);
    expect(closes).toBe(0);
  });
});
