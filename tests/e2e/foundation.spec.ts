import { expect, test } from './fixtures';

test.describe('the landing page', () => {
  test('is Korean for a Korean browser at /', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('결에 오신 것을 환영해요');
    await expect(page.getByRole('link', { name: /주역/ }).first()).toBeVisible();
    // the host caption is for developers (/dev/app), and the cards are not followed by a stray account link
    await expect(page.getByTestId('host-caption')).toHaveCount(0);
    // the spec's 'Forgot Password?' link is back under the cards
    await expect(page.getByRole('link', { name: '비밀번호를 잊으셨나요?' })).toHaveAttribute('href', '/forgot-password');
    // Hangul is not letter-spaced; the English eyebrow keeps its spacing
    const eyebrow = page.getByText('주역 · 오행', { exact: true });
    await expect(eyebrow).toBeVisible();
    expect(await eyebrow.evaluate((el) => getComputedStyle(el).letterSpacing)).toBe('normal');
    await page.goto('/en');
    const english = page.getByText('The Book of Changes · The Five Elements', { exact: true });
    expect(await english.evaluate((el) => getComputedStyle(el).letterSpacing)).not.toBe('normal');
  });

  test('shows the host only on the developer pages', async ({ page }) => {
    await page.goto('/dev/app');
    await expect(page.getByTestId('host-caption')).toContainText('127.0.0.1');
  });

  test('lets the address decide: an English browser gets Korean at / and English at /en, with no cookie set', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-US', baseURL });
    const page = await context.newPage();
    // a shared cache stores / by its address: the answer cannot depend on Accept-Language
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Gyeol');
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/en/forgot-password');
    // the English visit left nothing behind that sends / elsewhere
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('NEXT_LOCALE');
    await page.goto('/iching/1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await context.close();
  });

  test('switches language both ways and remembers the choice', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Gyeol');
    await page.getByRole('link', { name: '한국어', exact: true }).click();
    await expect(page).not.toHaveURL(/\/en/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('결에 오신 것을 환영해요');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });
});

test.describe('root behaviour', () => {
  test('an unknown route shows the translated not-found page with status 404', async ({ page }) => {
    const ko = await page.goto('/no-such-page');
    expect(ko?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없어요');
    const en = await page.goto('/en/no/such/page');
    expect(en?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('a thrown render error shows "Something went wrong" and what happened in the page’s language, never the raw message', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/en/dev/crash');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('This screen could not be shown. Please try again.')).toBeVisible();
    await expect(page.getByText('A test render failure from /dev/crash')).toHaveCount(0);
    // the message is for developers: in the console
    expect(errors.join('\n')).toContain('A test render failure from /dev/crash');
    await page.context().clearCookies(); // the English visit stored NEXT_LOCALE=en
    await page.goto('/dev/crash');
    await expect(page.getByRole('heading', { name: '문제가 생겼어요' })).toBeVisible();
    await expect(page.getByText('화면을 보여 드리지 못했어요. 다시 시도해 주세요.')).toBeVisible();
  });

  test('sends the security headers on pages', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
  });

  test('the page satisfies its own Content-Security-Policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
    await page.goto('/');
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('serves favicon, icons, robots.txt, sitemap.xml and the manifest', async ({ request }) => {
    for (const path of ['/favicon.ico', '/icon.png', '/apple-icon.png', '/manifest.webmanifest']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap:');
    expect(robots).toContain('Disallow: /api/');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('hreflang="en"');
    expect(sitemap).toMatch(/<loc>[^<]*\/en<\/loc>/);
  });
});

test.describe('web-view awareness', () => {
  test('an Android web-view user agent marks the page before paint', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36',
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-webview', '');
    await context.close();
  });

  test('the native bridge object marks the page too; a plain browser is not marked', async ({ browser, baseURL, page }) => {
    const context = await browser.newContext({ baseURL });
    await context.addInitScript(() => {
      (window as unknown as { ReactNativeWebView: { postMessage: () => void } }).ReactNativeWebView = { postMessage: () => {} };
    });
    const bridged = await context.newPage();
    await bridged.goto('/');
    await expect(bridged.locator('html')).toHaveAttribute('data-webview', '');
    await context.close();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-webview');
  });
});

test('inside the app only the app: no site header, language toggle, footer or local-mode note', async ({ browser, baseURL }) => {
  const inApp = await browser.newContext({
    baseURL,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36',
  });
  const bridged = await browser.newContext({ baseURL });
  await bridged.addInitScript(() => {
    (window as unknown as { ReactNativeWebView: { postMessage: () => void } }).ReactNativeWebView = { postMessage: () => {} };
  });
  const plain = await browser.newContext({ baseURL });
  const paths = ['/', '/iching', '/iching/1', '/report', '/report/iching', '/report/current-insight', '/purchase', '/delete-account', '/policies/row-privacy-policy', '/en/korea', '/en/reset-password'];
  for (const context of [inApp, bridged]) {
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('html'), path).toHaveAttribute('data-webview', '');
      await expect(page.locator('main').first(), path).toBeVisible();
      await expect(page.getByRole('banner'), path).toBeHidden();
      await expect(page.getByRole('contentinfo'), path).toBeHidden();
      await expect(page.getByRole('link', { name: /^(English|한국어)$/ }), path).toBeHidden();
    }
  }
  const page = await plain.newPage();
  await page.goto('/report');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'English', exact: true })).toBeVisible();
  for (const context of [inApp, bridged, plain]) await context.close();
});

test('the language switch keeps the query of the page (a shared cast)', async ({ page }) => {
  await page.goto('/report/iching?lines=789789');
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/report\/iching\?lines=789789$/);
});
