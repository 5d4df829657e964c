import { expect, test } from './fixtures';
import { type FrameLocator, type Page } from '@playwright/test';
import { actAsApp, signUpBuyer } from './helpers/app-buyer';
import { expectNoAxeViolations } from './helpers/axe';

/**
 * Every reading kept: premium readings stored one by one and listed in My reports; and
 * a cast shared by its own page, which opens the same reading anywhere.
 */

const QUESTIONS = [
  'I was offered a job in another city. The pay is better, but I do not know whether I should leave my team.',
  'My sister and I argued about caring for our parents. Should I call her first or wait until she is ready?',
];

async function readCurrentInsight(frame: FrameLocator, question: string) {
  const textbox = frame.getByRole('textbox', { name: 'Your question' });
  await expect(textbox).toBeVisible({ timeout: 30_000 });
  await textbox.fill(question);
  await frame.getByRole('button', { name: 'Continue' }).click();
  await frame.getByRole('button', { name: 'Get my insight' }).click();
  await expect(frame.getByRole('heading', { name: 'Your insight' })).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByText(question)).toBeVisible();
}

async function openInApp(page: Page, path: string) {
  await page.getByLabel('Page to open').fill(path);
  await page.getByRole('button', { name: 'Open' }).click();
}

test('premium bought in /dev/app: two readings are two stored reports, both listed in My reports, each reopening; a stranger gets the no-access card', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/dev/app?path=/en/purchase');
  await expect(page.getByText(/^Signed in as /).first()).toBeVisible({ timeout: 30_000 });
  // an account of its own: premium on the shared demo account would change the picker for other tests
  const email = `reports.${Date.now()}.${process.pid}@example.com`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible({ timeout: 30_000 });
  const frame = page.frameLocator('iframe[title="The app’s web view"]');
  await frame.getByRole('button', { name: 'Choose monthly' }).click();
  await expect(page.getByRole('log')).toContainText('"type":"PURCHASE_SUCCESS"', { timeout: 30_000 });

  // two readings under the one subscription
  await openInApp(page, '/en/report/current-insight');
  await readCurrentInsight(frame, QUESTIONS[0]!);
  await openInApp(page, '/en/report/current-insight');
  await readCurrentInsight(frame, QUESTIONS[1]!);

  await openInApp(page, '/en/reports');
  await expect(frame.getByRole('heading', { level: 1, name: 'My reports' })).toBeVisible({ timeout: 30_000 });
  const rows = frame.getByTestId('report-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  // newest first: the second reading on top
  await expect(rows.nth(0)).toContainText(QUESTIONS[1]!.slice(0, 40));
  await expect(rows.nth(1)).toContainText(QUESTIONS[0]!.slice(0, 40));
  for (const row of [rows.nth(0), rows.nth(1)]) {
    await expect(row).toContainText('Current Insight');
    await expect(row.locator('svg')).toHaveCount(1); // the hexagram figure
    await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  }

  // reopen the older one: the stored reading, not a new question
  await rows.nth(1).click();
  await expect(frame.getByRole('heading', { name: 'Your insight' })).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByText(QUESTIONS[0]!)).toBeVisible();
  const href = await page.locator('iframe[title="The app’s web view"]').evaluate((el) => (el as HTMLIFrameElement).contentWindow!.location.href);
  const reportId = new URL(href).searchParams.get('reportId');
  expect(reportId).toMatch(/^[0-9a-f-]{36}$/);

  // another account opening that report: the no-access card, nothing of the reading
  const stranger = await signUpBuyer(request, 'stranger');
  const other = await page.context().browser()!.newContext();
  const strangerPage = await other.newPage();
  await actAsApp(strangerPage, stranger);
  await strangerPage.goto(`/en/report/current-insight?reportId=${reportId}`);
  await expect(strangerPage.getByRole('heading', { name: 'Access denied' })).toBeVisible({ timeout: 30_000 });
  await expect(strangerPage.getByRole('alert').first()).toHaveText('No valid purchase found');
  await expect(strangerPage.getByText(QUESTIONS[0]!)).toHaveCount(0);
  await other.close();
});

test('My reports: the empty state leads to /report; the list fits 390 px and passes axe in ko and en at 390 and 1280 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  const buyer = await signUpBuyer(request, 'empty-reports');
  await actAsApp(page, buyer);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: '내 리포트' })).toBeVisible();
  const empty = page.getByTestId('reports-empty');
  await expect(empty).toContainText('아직 리포트가 없어요', { timeout: 30_000 });
  await expectNoAxeViolations(page, { what: 'empty' });
  await empty.getByRole('link', { name: '리포트 고르기' }).click();
  await expect(page).toHaveURL(/\/report$/);

  // one stored report (a quiz under premium), listed with its figure, nothing wider than the phone
  const purchase = await request.post('/api/purchases', { headers: { authorization: `Bearer ${buyer.token}` }, data: { store: 'sandbox', productId: 'premium_annual', storeTransactionId: `e2e-reports-${Date.now()}` } });
  const { purchaseId } = (await purchase.json()) as { purchaseId: string };
  const quiz = await request.post('/api/quiz/result', { headers: { authorization: `Bearer ${buyer.token}` }, data: { purchaseId, quiz: 'book', answers: [0, 0, 0, 0, 0], locale: 'ko' } });
  expect(quiz.status()).toBe(201);
  await page.goto('/reports');
  await expect(page.getByTestId('report-row')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('report-row')).toContainText('인생 책 리포트');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, { what: 'list (ko, 390 px)' });
  // the list in both languages at both widths
  for (const [path, width] of [['/reports', 1280], ['/en/reports', 390], ['/en/reports', 1280]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.getByTestId('report-row')).toHaveCount(1, { timeout: 30_000 });
    await expectNoAxeViolations(page, { what: `list (${path}, ${width} px)` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/reports');
  await page.getByTestId('report-row').click();
  await expect(page).toHaveURL(/\/report\/book-insight\?reportId=/);
  await expect(page.getByRole('heading', { name: '접근 권한이 없어요' })).toHaveCount(0);
});

test('a signed-out visitor of My reports is asked to sign in', async ({ page }) => {
  await page.goto('/en/reports');
  await expect(page.getByTestId('reports-message')).toContainText('Sign in to see your reports', { timeout: 30_000 });
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/auth');
});

test('cast → share → the shared URL opens the same reading in a new context; the question never goes into it', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    (window as unknown as { __shared: unknown[] }).__shared = shared;
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: unknown) => void shared.push(data) });
  });
  await page.goto('/en/report/iching');
  await page.getByLabel('Your question (optional)').fill('Should I move to Busan next spring?');
  // cast through the address as a finished cast does (?lines=), keeping the question on screen
  await page.evaluate(() => {
    const url = new URL(window.location.href);
    url.searchParams.set('lines', '978777');
    window.history.replaceState(null, '', url);
    window.dispatchEvent(new Event('gyeol:cast-query'));
  });
  const result = page.getByTestId('cast-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  const share = page.getByTestId('share-cast');
  const preview = share.getByTestId('share-preview');
  await expect(preview).toHaveAttribute('src', '/en/iching/cast/978777/opengraph-image');
  await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 60_000 }).toBe(1200);
  await share.getByTestId('share-button').click();
  const sent = await page.evaluate(() => (window as unknown as { __shared: { url: string; title: string }[] }).__shared);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.url).toBe(`${new URL(baseURL!).origin}/en/iching/cast/978777`);
  expect(sent[0]!.url).not.toContain('Busan');
  await expect(share.getByTestId('share-url')).toHaveValue(sent[0]!.url);

  // the summaries arrive with the reading texts: read the cards once they are there
  await expect(result.getByTestId('reading-text').first()).toBeVisible({ timeout: 30_000 });
  const primary = await result.getByTestId('primary-hexagram').textContent();
  const relating = await result.getByTestId('relating-hexagram').textContent();
  const reason = await result.getByTestId('reading-reason').textContent();

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(sent[0]!.url);
  const shown = other.getByTestId('cast-result');
  await expect(shown.getByTestId('primary-hexagram')).toHaveText(primary!, { timeout: 30_000 });
  await expect(shown.getByTestId('relating-hexagram')).toHaveText(relating!);
  await expect(shown.getByTestId('reading-reason')).toHaveText(reason!);
  await expect(other.getByTestId('cast-title')).toContainText('→');
  await expectNoAxeViolations(other, { what: 'shared cast' });
  await fresh.close();
});

test('without the Web Share API, Share copies the link', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  });
  await page.goto('/iching/cast/687888');
  await page.getByTestId('share-button').click();
  await expect(page.getByText('링크를 복사했어요.')).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/iching\/cast\/687888$/);
});

test('a cast page is server-rendered with its title, canonical, noindex and its own card; ids outside the grammar are 404', async ({ request }) => {
  test.setTimeout(180_000);
  const cards: string[] = [];
  // Korean first: a visit to /en/… sets the locale cookie, which then sends unprefixed paths to /en
  for (const [path, lang] of [['/iching/cast/978777', 'ko'], ['/iching/cast/687888', 'ko'], ['/en/iching/cast/978777', 'en'], ['/en/iching/cast/687888', 'en']] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(/<title>[^<]*→[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path}"`));
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image, path).toBeTruthy();
    cards.push(image!);
    // server-rendered: the reading is in the HTML itself
    expect(html).toContain('data-testid="primary-hexagram"');
    const png = await request.get(new URL(image!).pathname);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(png.headers()['cache-control']).toContain('max-age=31536000');
    expect((await png.body()).subarray(1, 4).toString()).toBe('PNG');
  }
  expect(new Set(cards).size).toBe(4);
  for (const path of ['/iching/cast/12345x', '/en/iching/cast/12345x', '/iching/cast/978775', '/iching/cast/9787771', '/iching/cast/12345x/opengraph-image', '/en/iching/cast/55555/opengraph-image']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
