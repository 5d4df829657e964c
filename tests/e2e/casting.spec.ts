import { expect, test } from './fixtures';
import { type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CASTING_COIN_TOSS_MS, HEXAGRAM_REDIRECT_MS } from '@/lib/iching/constants';
import { parseLines, primaryPattern, relatingPattern } from '@/lib/iching/lines';
import { expectNoAxeViolations } from './helpers/axe';
import enMessages from '../../messages/en.json' with { type: 'json' };
import koMessages from '../../messages/ko.json' with { type: 'json' };

const KO = '/report/iching';
const EN = '/en/report/iching';

/** The result as a reader sees it: the hexagram cards, the reason and the texts. */
const result = (page: Page) => page.getByTestId('cast-result');
const linesInUrl = (page: Page) => new URL(page.url()).searchParams.get('lines');

// The reference facts and wording, read from the content files (not through the app's own lookup).
const content = (path: string) => JSON.parse(readFileSync(join(process.cwd(), 'content', 'iching', path), 'utf8'));
const facts: { number: number; lines_bottom_to_top: string; chinese_name: string }[] = content('reference/hexagrams.json');
const wording = (n: number) => content(`text/${String(n).padStart(2, '0')}.json`) as Record<'ko' | 'en', { useLine?: { text: string } }>;
const names: { number: number; ko: string; en: string }[] = content('names.json');
const byPattern = (pattern: string) => {
  const f = facts.find((h) => h.lines_bottom_to_top === pattern)!;
  return { number: f.number, chineseName: f.chinese_name, name: names[f.number - 1]! };
};

/** What the reference says the cast in the address should give. */
function expectedFor(lines: string) {
  const cast = parseLines(lines)!;
  const relatingP = relatingPattern(cast);
  return { primary: byPattern(primaryPattern(cast)), relating: relatingP ? byPattern(relatingP) : undefined };
}

/** Presses Tab until the element has focus (and fails if it never does). */
/**
 * Opens a casting method and waits for its screen. A click that lands before the page has
 * hydrated does nothing, so the click is repeated until the method's own content shows (a wait on
 * state: on a busy machine the first click can come too early).
 */
async function chooseMethod(page: Page, name: string, shows: Locator) {
  await expect(async () => {
    await page.getByRole('button', { name, exact: true }).click();
    await expect(shows).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

async function expectResultMatchesUrl(page: Page, locale: 'ko' | 'en') {
  await expect(page).toHaveURL(/[?&]lines=[6-9]{6}$/);
  const { primary, relating } = expectedFor(linesInUrl(page)!);
  await expect(result(page).getByTestId('primary-hexagram')).toContainText(`${primary.number} ${primary.chineseName} ${primary.name[locale]}`);
  if (relating) await expect(result(page).getByTestId('relating-hexagram')).toContainText(relating.name[locale]);
  else await expect(result(page).getByTestId('relating-hexagram')).toHaveCount(0);
  await expect(result(page).getByTestId('reading-text').first()).toBeVisible();
}

test.describe('the casting screen', () => {
  test('starts with three coins; number mode shows the 64-hexagram grid, and a number gives its reading', async ({ page }) => {
    await page.goto(KO);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('괘 뽑기');
    await expect(page.getByRole('button', { name: '동전 세 개' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /^동전 던지기 · 6효 중 1효$/ })).toBeVisible();
    await page.getByRole('button', { name: '번호로' }).click();
    await expect(page.getByRole('button', { name: '번호로' })).toHaveAttribute('aria-pressed', 'true');
    const grid = page.getByRole('list', { name: '64괘' });
    await expect(grid.getByRole('button')).toHaveCount(64);
    await grid.getByRole('button', { name: /^3 처음의 어려움/ }).click();

    await expect(page).toHaveURL(/\/report\/iching\?lines=788878$/);
    await expect(result(page).getByRole('heading', { name: '괘 풀이' })).toBeFocused();
    await expect(result(page).getByTestId('primary-hexagram')).toContainText('3 屯 처음의 어려움');
    await expect(result(page).getByText('변하는 효가 없어 지금의 괘를 그대로 읽습니다.')).toBeVisible();
    await expect(result(page).getByTestId('reading-reason')).toHaveText('변하는 효가 없으니 괘 전체가 말합니다. 본괘 ‘처음의 어려움’의 괘사를 읽으세요.');
    const text = result(page).getByTestId('reading-text');
    await expect(text).toHaveCount(1);
    await expect(text).toContainText('‘처음의 어려움’ 괘사');
    await expect(text).toContainText('元亨，利貞，勿用有攸往，利建侯。');
    await expect(result(page).getByRole('link', { name: '‘처음의 어려움’ 전체 읽기' })).toHaveAttribute('href', '/iching/3');
    await expect(result(page).getByTestId('related-nuclear')).toHaveAttribute('href', '/iching/23');
    await expect(result(page).getByTestId('related-inverse')).toHaveAttribute('href', '/iching/4');
    await expect(result(page).getByTestId('related-opposite')).toHaveAttribute('href', '/iching/50');

    await result(page).getByRole('button', { name: '다시 뽑기' }).click();
    await expect(page).toHaveURL(/\/report\/iching$/);
    await expect(page.getByRole('list', { name: '64괘' })).toBeVisible();
  });

  test('build mode draws each line from the bottom, undoes, and gives the reading', async ({ page }) => {
    await page.goto(EN);
    const step = page.getByTestId('step-label');
    await chooseMethod(page, 'Build', step);
    await expect(step).toHaveText('Start from the bottom: line 1 of 6');
    await page.getByRole('button', { name: 'Yang', exact: true }).click();
    await expect(step).toHaveText('Line 2 of 6');
    await page.getByRole('button', { name: 'Yang', exact: true }).click();
    await page.getByRole('button', { name: 'Undo the last line' }).click();
    await expect(step).toHaveText('Line 2 of 6');
    const stack = page.getByTestId('line-stack');
    await expect(stack).toContainText('Line 1: 7, Young yang');
    await expect(stack).toContainText('Line 2: not cast yet');
    for (const choice of ['Yin', 'Yang', 'Yin', 'Yang', 'Yin']) await page.getByRole('button', { name: choice, exact: true }).click();
    await expect(step).toHaveText('Hexagram complete');

    await expect(page).toHaveURL(/\/en\/report\/iching\?lines=787878$/);
    await expect(result(page).getByTestId('primary-hexagram')).toContainText('63 既濟 After Completion');
    await expect(result(page).getByTestId('reading-text')).toContainText('亨，小利貞，初吉終亂。');
  });

  for (const [locale, url, w] of [
    ['ko', KO, { build: '직접 세우기', yang: '양', yin: '음', undo: '마지막 효 되돌리기', step: (n: number) => `6효 중 ${n}효`, line3: '3효: 8, 소음', empty3: '3효: 아직 없음', done: '괘 완성' }],
    ['en', EN, { build: 'Build', yang: 'Yang', yin: 'Yin', undo: 'Undo the last line', step: (n: number) => `Line ${n} of 6`, line3: 'Line 3: 8, Young yin', empty3: 'Line 3: not cast yet', done: 'Hexagram complete' }],
  ] as const) {
    test(`build mode's undo takes the third line back, which is chosen again, and six complete the hexagram (${locale})`, async ({ page }) => {
      // the page's clock stands still, so "complete" is seen before the reading takes its place
      await page.clock.install();
      await page.clock.pauseAt(new Date('2030-01-01T00:00:00Z'));
      await page.goto(url);
      const step = page.getByTestId('step-label');
      await chooseMethod(page, w.build, step);
      const stack = page.getByTestId('line-stack');
      const undo = page.getByRole('button', { name: w.undo });
      await expect(undo).toHaveCount(0); // nothing to undo yet
      for (const choice of [w.yang, w.yang, w.yin]) await page.getByRole('button', { name: choice, exact: true }).click();
      await expect(step).toHaveText(w.step(4));
      await expect(stack).toContainText(w.line3);
      // a fingertip's target, named by its label
      const box = (await undo.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      await undo.click();
      await expect(step).toHaveText(w.step(3));
      await expect(stack).toContainText(w.empty3);
      await expect(stack).not.toContainText(w.line3);
      // the third line is chosen again, yang this time, and three more finish the hexagram
      for (const choice of [w.yang, w.yin, w.yang, w.yin]) await page.getByRole('button', { name: choice, exact: true }).click();
      await expect(step).toHaveText(w.done);
      await expect(page.getByRole('button', { name: w.yang, exact: true })).toHaveAttribute('aria-disabled', 'true');
      await expect(undo).toHaveCount(0); // the reading is on its way: nothing to take back
      await page.clock.runFor(HEXAGRAM_REDIRECT_MS);
      await expect(page).toHaveURL(/[?&]lines=777878$/);
      await expectResultMatchesUrl(page, locale);
    });
  }

  test('three coins spin, show their faces and sum, and cast six lines', async ({ page }) => {
    // the page's clock stands still until the test moves it, so "in the air" is a state, not a race
    await page.clock.install();
    await page.clock.pauseAt(new Date('2030-01-01T00:00:00Z'));
    await page.goto(KO);
    await page.getByRole('button', { name: '동전 세 개' }).click();
    const toss = page.getByRole('button', { name: /^동전 던지기/ });
    await expect(toss).toHaveText('동전 던지기 · 6효 중 1효');
    await toss.click();
    await expect(page.getByTestId('coin-sum')).toHaveText('동전이 공중에 떠 있어요…');
    await expect(toss).toHaveAttribute('aria-disabled', 'true');
    await toss.click({ force: true }); // aria-disabled while the coins are in the air: ignored
    await page.clock.runFor(CASTING_COIN_TOSS_MS - 1);
    await expect(page.getByTestId('coin-sum')).toHaveText('동전이 공중에 떠 있어요…');
    await page.clock.runFor(1);
    await expect(page.getByTestId('coin-sum')).toHaveText(/^([23]) \+ ([23]) \+ ([23]) = ([6-9]) · (노음|소양|소음|노양)$/);
    await expect(page.getByTestId('step-label')).toHaveText('6효 중 2효');
    const sum = (await page.getByTestId('coin-sum').textContent())!;
    const [a, b, c, value] = sum.match(/\d/g)!.map(Number);
    expect(a! + b! + c!).toBe(value);
    await expect(page.getByTestId('coins').getByRole('img')).toHaveCount(3);
    await expect(page.getByTestId('line-stack')).toContainText(`1효: ${value}`);

    for (let line = 2; line <= 6; line++) {
      await expect(toss).toHaveText(`동전 던지기 · 6효 중 ${line}효`);
      await toss.click();
      await page.clock.runFor(CASTING_COIN_TOSS_MS);
    }
    await page.clock.runFor(HEXAGRAM_REDIRECT_MS);
    await expectResultMatchesUrl(page, 'ko');
    expect(linesInUrl(page)![0]).toBe(String(value));
  });

  test('on a phone the drawing is in view with the controls while casting, under a solid Back bar; coins at rest show a coin face', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(new Date('2030-01-01T00:00:00Z'));
    await page.goto(KO);
    await page.getByRole('button', { name: '동전 세 개' }).click();
    // at rest each coin shows its face (a round coin with a square hole), not an empty box
    await expect(page.getByTestId('coin-face')).toHaveCount(3);
    const toss = page.getByRole('button', { name: /^동전 던지기/ });
    const chart = page.getByTestId('line-chart');
    // the toss is on the first screen (tests/e2e/map.spec.ts); a thumb scrolls until the drawing
    // under it shows: the coins, the button and the drawing are in view together
    await chart.evaluate((el) => {
      el.scrollIntoView({ block: 'end' });
      window.scrollBy(0, 24); // a thumb's margin under it (and no sub-pixel edge)
    });
    for (let line = 1; line <= 3; line++) {
      await toss.click();
      await page.clock.runFor(CASTING_COIN_TOSS_MS);
      await expect(page.getByTestId('step-label')).toHaveText(`6효 중 ${line + 1}효`);
      await expect(toss).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId('coins')).toBeInViewport({ ratio: 1 });
      await expect(chart).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId('line-stack')).toContainText(`${line}효:`);
    }
    // the controls come first (the toss on the first screen), the drawing right under them
    expect((await chart.boundingBox())!.y).toBeGreaterThan((await page.getByTestId('coins').boundingBox())!.y);
    // the Back button rides on an opaque bar across the page: text scrolls under it, never around a floating pill
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const back = page.getByRole('main').getByRole('link', { name: '주역', exact: true });
    await expect(back).toBeInViewport();
    const bar = back.locator('xpath=..');
    const { background, width, top } = await bar.evaluate((el) => ({
      background: getComputedStyle(el).backgroundColor,
      width: el.getBoundingClientRect().width,
      top: el.getBoundingClientRect().top,
    }));
    expect(background).toMatch(/^rgb\(/); // rgb(), not rgba(): no transparency
    expect(width).toBeGreaterThanOrEqual(390);
    expect(top).toBe(0);
  });

  test('yarrow stalks show the three divisions of each line and cast six lines', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(EN);
    await chooseMethod(page, 'Yarrow stalks', page.getByText('49 stalks in hand'));
    const divide = page.getByRole('button', { name: /^Divide the stalks/ });
    await divide.click();
    const yarrow = page.getByTestId('yarrow');
    for (const n of ['First', 'Second', 'Third']) await expect(yarrow.getByText(`${n} division`)).toBeVisible();
    await expect(yarrow.getByText(/^49 stalks: \d+ left, \d+ right\. Set aside (5|9)/)).toBeVisible();
    await expect(page.getByTestId('yarrow-result')).toHaveText(/^(36|32|28|24) stalks remain: \d+ ÷ 4 = [6-9] · (Old yin|Young yang|Young yin|Old yang)$/);
    await page.getByRole('button', { name: 'Cast the remaining lines at once' }).click();
    await expectResultMatchesUrl(page, 'en');
  });

  test('manual entry of a physical cast reads by Zhu Xi: four changing lines', async ({ page }) => {
    await page.goto(EN);
    await chooseMethod(page, 'Enter a cast', page.getByRole('heading', { name: 'Enter your cast' }));
    for (const value of ['9', '7', '9', '9', '6', '8']) await page.getByRole('button', { name: new RegExp(`^${value} `) }).click();
    await expect(page).toHaveURL(/lines=979968$/);
    await expect(result(page).getByTestId('primary-hexagram')).toContainText('34 大壯 Great Power');
    await expect(result(page).getByTestId('relating-hexagram')).toContainText('29 坎 The Abysmal');
    await expect(result(page).getByTestId('changing-lines')).toHaveText('Changing lines: 1, 3, 4, 5');
    await expect(result(page).getByTestId('reading-reason')).toHaveText(
      'Four lines change, so the weight moves to The Abysmal. Read its two lines that did not change, 2 and 6; the lower one, line 2, governs.',
    );
    const texts = result(page).getByTestId('reading-text');
    await expect(texts).toHaveCount(2);
    await expect(texts.nth(0)).toContainText('Line 2 of The AbysmalGoverns');
    await expect(texts.nth(0)).toContainText('坎有險，求小得。');
    await expect(texts.nth(1)).toContainText('Line 6 of The Abysmal');
  });

  test('a shared link reproduces the cast, in either language, and survives a reload', async ({ page }) => {
    await page.goto(`${EN}?lines=999999`);
    await expect(result(page).getByTestId('primary-hexagram')).toContainText('1 乾 The Creative');
    await expect(result(page).getByTestId('relating-hexagram')).toContainText('2 坤 The Receptive');
    await expect(result(page).getByTestId('reading-reason')).toContainText('用九');
    await expect(result(page).getByTestId('reading-text')).toContainText('見群龍无首，吉。');
    // the share link is the cast's own page (its preview card shows this reading)
    await expect(result(page).getByTestId('share-url')).toHaveValue(/\/en\/iching\/cast\/999999$/);
    await page.reload();
    await expect(result(page).getByTestId('reading-text')).toContainText(wording(1).en.useLine!.text);

    await page.context().clearCookies(); // the English visit stored NEXT_LOCALE=en
    await page.goto(`${KO}?lines=666666`);
    await expect(result(page).getByTestId('reading-reason')).toHaveText(
      '중지곤의 여섯 효가 모두 변했습니다. 이때를 위해 곤괘에만 있는 일곱 번째 글, 용육(用六)을 읽으세요.',
    );
    await expect(result(page).getByTestId('reading-text')).toContainText('用六 利永貞。');

    await page.goto(`${KO}?lines=797797`);
    await expect(result(page).getByTestId('reading-text').first()).toContainText('‘굳센 하늘’ 5효');
  });

  test('the result offers the paid reading of one’s own question: the report’s page on the web, the app’s purchase in its web view', async ({ page }) => {
    const offer = () => result(page).getByTestId('cast-offer');
    await page.goto(`${KO}?lines=797797`);
    await expect(offer().getByRole('heading', { name: koMessages.CastOffer.title })).toBeVisible();
    await expect(offer().getByRole('link', { name: koMessages.CastOffer.more })).toHaveAttribute('href', '/report/current-insight');
    await expect(offer().getByRole('button')).toHaveCount(0);

    // the shared cast's own page, in English
    await page.goto('/en/iching/cast/797797');
    await expect(offer().getByRole('link', { name: enMessages.CastOffer.more })).toHaveAttribute('href', '/en/report/current-insight');

    // in the app's web view the button asks the app to sell the reading (docs/webview-bridge.md)
    await page.context().clearCookies();
    await page.addInitScript(() => {
      const win = window as unknown as { __sentToApp: unknown[]; ReactNativeWebView: { postMessage(data: string): void } };
      win.__sentToApp = [];
      win.ReactNativeWebView = { postMessage: (data: string) => void win.__sentToApp.push(JSON.parse(data)) };
    });
    await page.goto(`${KO}?lines=797797`);
    await expect(offer().getByRole('link')).toHaveCount(0);
    await offer().getByRole('button', { name: koMessages.CastOffer.buy }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __sentToApp: unknown[] }).__sentToApp))
      .toContainEqual({ type: 'PURCHASE_REQUEST', product: 'current_insight', reportType: 'current' });
  });

  test('an invalid ?lines shows a translated message and the normal start', async ({ page }) => {
    await page.goto(`${EN}?lines=78978x`);
    const message = page.getByTestId('invalid-link');
    await expect(message).toHaveAttribute('role', 'alert');
    await expect(message).toContainText('This link does not hold a valid cast');
    await expect(page.getByRole('button', { name: 'Three coins' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /^Toss the coins · Line 1 of 6$/ })).toBeVisible();
    await expect(result(page)).toHaveCount(0);
    await page.context().clearCookies();
    await page.goto(`${KO}?lines=1234567`);
    await expect(page.getByTestId('invalid-link')).toContainText('이 링크에는 올바른 괘가 담겨 있지 않아요');
  });

  test('shows a translated error when the texts cannot load, and recovers on retry', async ({ page }) => {
    await page.route('**/iching-data/**', (route) => route.abort());
    await page.goto(`${EN}?lines=777797`);
    await expect(result(page).getByRole('alert')).toHaveText(/The texts could not be loaded/);
    await page.unroute('**/iching-data/**');
    await result(page).getByRole('button', { name: 'Try again' }).click();
    await expect(result(page).getByTestId('reading-text')).toContainText('飛龍在天，利見大人。');
  });

  test('works with the keyboard alone: Tab, Enter and Space through a mode to a result', async ({ page }) => {
    await page.goto(EN);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const build = page.getByRole('button', { name: 'Build', exact: true });
    await tabTo(page, build);
    await page.keyboard.press('Enter');
    await expect(build).toHaveAttribute('aria-pressed', 'true');
    const yang = page.getByRole('button', { name: 'Yang', exact: true });
    await tabTo(page, yang); // past the other methods, into the panel
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Yin', exact: true })).toBeFocused();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Space');
    await expect(page).toHaveURL(/lines=778888$/);
    await expect(result(page).getByRole('heading', { name: 'Your reading' })).toBeFocused();
    await expect(result(page).getByTestId('primary-hexagram')).toContainText('19 臨 Approach');
    // and onwards to "Cast again", which returns focus to the method
    await tabTo(page, result(page).getByRole('button', { name: 'Cast again' }));
    await page.keyboard.press('Enter');
    await expect(build).toBeFocused();
    await expect(page).toHaveURL(/\/en\/report\/iching$/);
  });

  test('lays the grid out in one column below 768 px and two above, scrolling at 600 px', async ({ page }) => {
    await page.goto(EN);
    await page.getByRole('button', { name: 'By number' }).click();
    const grid = page.getByTestId('hexagram-grid');
    const x = async (n: number) => (await grid.getByRole('button').nth(n).boundingBox())!.x;
    expect(await x(0)).toBe(await x(1));
    expect((await grid.boundingBox())!.height).toBeLessThanOrEqual(600);
    expect(await grid.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await page.setViewportSize({ width: 767, height: 900 });
    expect(await x(0)).toBe(await x(1));
    await page.setViewportSize({ width: 768, height: 900 });
    expect(await x(1)).toBeGreaterThan(await x(0));
  });

  test('in the app web view: extra top padding, and no Back bar (the app owns navigation there, docs/webview-bridge.md)', async ({ browser, baseURL, page }) => {
    await page.goto(KO);
    const back = page.getByRole('main').getByRole('link', { name: '주역', exact: true });
    await expect(back).toBeVisible();
    const plainPadding = await page.locator('main').evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));

    const context = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36',
    });
    const inApp = await context.newPage();
    await inApp.goto(KO);
    await expect(inApp.locator('html')).toHaveAttribute('data-webview', '');
    await expect(inApp.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(inApp.getByRole('main').getByRole('link', { name: '주역', exact: true })).toBeHidden();
    const appPadding = await inApp.locator('main').evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
    expect(appPadding).toBeGreaterThan(plainPadding);
    await context.close();
  });

  test('shared variants keep one canonical, the page is in the sitemap, texts are static JSON', async ({ page, request }) => {
    await page.goto(`${EN}?lines=789789`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/report\/iching$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/report\/iching<\/loc>/);

    const texts = await request.get('/iching-data/ko/1.json');
    expect(texts.status()).toBe(200);
    expect(texts.headers()['x-robots-tag']).toBe('noindex');
    const body = await texts.json();
    expect(body.useLine).toMatchObject({ label: '用九', classical: '見群龍无首，吉。' });
    expect(body.lines).toHaveLength(6);
    expect((await request.get('/iching-data/en/65.json')).status()).toBe(404);
    expect((await request.get('/iching-data/fr/1.json')).status()).toBe(404);
  });
});

test.describe('accessibility', () => {
  for (const [locale, path] of [
    ['ko', KO],
    ['en', EN],
  ] as const) {
    test(`axe finds nothing on the start screen, a mode, and a result (${locale})`, async ({ page }) => {
      const scan = () => expectNoAxeViolations(page);
      await page.goto(path);
      await expect(page.getByTestId('coins')).toBeVisible();
      await scan();
      await page.getByRole('button', { name: locale === 'ko' ? '번호로' : 'By number' }).click();
      await expect(page.getByTestId('hexagram-grid')).toBeVisible();
      await scan();
      await page.getByRole('button', { name: locale === 'ko' ? '동전 세 개' : 'Three coins' }).click();
      await page.getByRole('button', { name: locale === 'ko' ? /^동전 던지기/ : /^Toss the coins/ }).click();
      await expect(page.getByTestId('coins').getByRole('img')).toHaveCount(3);
      await scan();
      await page.goto(`${path}?lines=979968`);
      await expect(result(page).getByTestId('reading-text')).toHaveCount(2);
      await scan();
    });
  }
});
