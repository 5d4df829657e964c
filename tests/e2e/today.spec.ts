import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { readingForDate, seoulDate } from '@/lib/iching/today';
import { HEXAGRAMS } from './library-data';

/**
 * 오늘의 괘 / Today's hexagram. The server picks the day (Korea's date when the page is
 * drawn; ISR every 300 s), so the browser's clock plays no part: the rule over many dates, and the
 * change from one day to the next, are unit-tested in lib/iching/today.test.ts; here, what two
 * visitors receive for today, and the ways in and on.
 */
const questions = JSON.parse(readFileSync(join(process.cwd(), 'content/iching/questions.json'), 'utf8')) as { number: number; ko: string; en: string }[];

/** Korea's date now, and five minutes ago plus a margin (a page drawn before midnight may still be served: ISR). */
const acceptableDates = () => [seoulDate(new Date()), seoulDate(new Date(Date.now() - 10 * 60_000))];

for (const locale of ['ko', 'en'] as const) {
  test(`two visitors get the same hexagram and line for today, by the documented rule (${locale})`, async ({ browser }) => {
    const path = locale === 'ko' ? '/iching/today' : '/en/iching/today';
    const seen: { date: string; title: string; line: string; question: string }[] = [];
    for (const visitor of [0, 1]) {
      // one visitor in Seoul, one in Los Angeles (on another calendar day for most of the day there)
      const context = await browser.newContext({ locale: locale === 'ko' ? 'ko-KR' : 'en-US', timezoneId: visitor ? 'America/Los_Angeles' : 'Asia/Seoul' });
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path);
      const date = (await page.locator('main time').getAttribute('datetime')) ?? '';
      const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      const line = (await page.locator('#today-line').textContent()) ?? '';
      const question = (await page.getByRole('region', { name: locale === 'ko' ? '오늘의 물음' : 'A question for today' }).textContent()) ?? '';
      seen.push({ date, title, line, question });

      expect(acceptableDates()).toContain(date);
      const reading = readingForDate(date);
      const hexagram = HEXAGRAMS[reading.hexagram - 1]!;
      await expect(page.getByRole('heading', { level: 1 })).toContainText(hexagram[locale]);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(locale === 'ko' ? `제${reading.hexagram}괘` : `Hexagram ${reading.hexagram}`);
      await expect(page.locator('#today-line')).toHaveText(locale === 'ko' ? `오늘 읽을 효: ${reading.line}효` : `Today’s line: Line ${reading.line}`);
      await expect(page.getByText(questions[reading.hexagram - 1]![locale], { exact: true })).toBeVisible();
      // the figure names the day's line, and the way on to the whole reading and to casting
      await expect(page.getByRole('img', { name: locale === 'ko' ? `${reading.line}효가 붉게` : `Line ${reading.line}, today’s line` })).toBeVisible();
      await expect(page.getByRole('link', { name: locale === 'ko' ? `${hexagram.ko} 전체 읽기` : `Read all of ${hexagram.en}` })).toHaveAttribute(
        'href',
        `${locale === 'ko' ? '' : '/en'}/iching/${reading.hexagram}`,
      );
      await context.close();
    }
    expect(seen[1]).toEqual(seen[0]);
  });
}

test('Today’s hexagram has its own card, is in the sitemap, and is reached from the landing, /bookofchange and /iching', async ({ page, request }) => {
  await page.goto('/iching/today');
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toMatch(/\/iching\/today\/opengraph-image/);
  const card = await request.get(new URL(ogImage!).pathname + new URL(ogImage!).search);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  const png = await card.body();
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(png.readUInt32BE(16)).toBe(1200); // width from the IHDR chunk

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/iching\/today<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]*\/en\/iching\/today<\/loc>/);

  // a trailing slash is sent to the page, not to the list
  const slash = await request.get('/iching/today/', { maxRedirects: 0 });
  expect(slash.status()).toBe(308);
  expect(slash.headers().location).toMatch(/\/iching\/today$/);

  for (const from of ['/', '/bookofchange', '/iching', '/en', '/en/bookofchange', '/en/iching']) {
    await page.goto(from);
    const english = from.startsWith('/en');
    await page.getByRole('link', { name: english ? /^Today’s hexagram/ : /^오늘의 괘/ }).click();
    await expect(page).toHaveURL(english ? /\/en\/iching\/today$/ : /\/iching\/today$/);
    await expect(page.locator('main time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  }
});

test('every hexagram page and the library lead to the casting screen', async ({ page }) => {
  // Korean pages first: a visit to /en leaves the locale cookie that sends unprefixed paths to English
  for (const path of ['/iching/1', '/iching/33', '/iching/64', '/iching', '/en/iching/49', '/en/iching']) {
    await page.goto(path);
    const english = path.startsWith('/en');
    const casts = page.getByRole('link', { name: english ? 'Cast a hexagram' : '괘 뽑기', exact: true });
    // on a reading: in the top bar (always in reach) and after the text; on the library: at the top
    await expect(casts.first()).toBeVisible();
    await expect(casts).toHaveCount(path.endsWith('/iching') ? 1 : 2);
    for (const link of await casts.all()) await expect(link).toHaveAttribute('href', english ? '/en/report/iching' : '/report/iching');
  }
  await page.goto('/en/iching/33');
  await page.getByRole('link', { name: 'Cast a hexagram', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/report\/iching$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cast a hexagram');
});
