import { expect, test } from './fixtures';
import { type Page } from '@playwright/test';
import { HEXAGRAMS, WEBVIEW_UA } from './library-data';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Chooses the six lines of a bottom-to-top pattern in the builder. */
async function build(page: Page, pattern: string, words: { yang: string; yin: string }) {
  for (const bit of pattern) {
    await page.getByRole('button', { name: bit === '1' ? words.yang : words.yin, exact: true }).click();
  }
}

test.describe('the builder', () => {
  // The pattern → hexagram table is checked for all 64 in lib/iching/library.test.ts; here the
  // builder's wiring is driven through 16 patterns: the 8 doubled trigrams (ko) and each lower
  // trigram under the trigram three steps on (en), so every trigram stands in both places and every
  // line is chosen both ways. One page, going back after each reading.
  const trigrams = [...new Set(HEXAGRAMS.map((h) => h.pattern.slice(0, 3)))].sort();
  const groups = [0, 3].map((shift) =>
    trigrams.map((lower, i) => HEXAGRAMS.find((h) => h.pattern === lower + trigrams[(i + shift) % 8])!),
  );
  groups.forEach((chunk, group) => {
    test(`reaches the right hexagram for ${chunk.map((h) => h.number).join(', ')}`, async ({ page }) => {
      test.setTimeout(120_000);
      const english = group % 2 === 1;
      const words = english ? { yang: 'Yang', yin: 'Yin' } : { yang: '양', yin: '음' };
      const start = english ? 'Start building from the bottom' : '아래에서부터 쌓아 올리세요';
      await page.goto(english ? '/en/iching#build' : '/iching#build');
      for (const h of chunk) {
        await expect(page.getByText(start)).toBeVisible();
        await build(page, h.pattern, words);
        await page.getByRole('link', { name: english ? 'Open the reading' : '풀이 읽기' }).click();
        await page.waitForURL(new RegExp(`/iching/${h.number}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(english ? h.enTitle : h.ko);
        await page.goBack();
      }
      await expect(page.getByText(start)).toBeVisible();
    });
  });

  test('shows progress, completes in place with an undo, and opens the reading only when asked', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(new Date('2030-01-01T00:00:00Z'));
    await page.goto('/en/iching');
    await page.getByRole('tab', { name: 'Build a hexagram' }).click();
    await expect(page.getByRole('heading', { name: 'Build your hexagram' })).toBeVisible();
    await expect(page.getByText('Start building from the bottom')).toBeVisible();
    await expect(page.getByText('Select line 1 (from the bottom)')).toBeVisible();
    await expect(page.getByText('Yang: a solid line (light, the sun)')).toBeVisible();
    await expect(page.getByText('Yin: a broken line (darkness, the moon)')).toBeVisible();
    await expect(page.getByRole('list', { name: /Your hexagram/ }).getByRole('listitem')).toHaveCount(6);

    // 29 坎: yin yang yin yin yang yin, bottom first
    for (const [index, bit] of [...'01001'].entries()) {
      await page.getByRole('button', { name: bit === '1' ? 'Yang' : 'Yin', exact: true }).click();
      await expect(page.getByText(`Line ${index + 1} of 6`)).toBeVisible();
      await expect(page.getByText(`Select line ${index + 2} (from the bottom)`)).toBeVisible();
    }
    await expect(page.getByText('Line 2: Yang')).toBeAttached();
    await expect(page.getByText('Line 6: not chosen yet')).toBeAttached();

    // a wrong sixth tap: yang on top makes 59, not 29
    await page.getByRole('button', { name: 'Yang', exact: true }).click();
    const status = page.getByRole('status');
    await expect(status).toContainText('Hexagram complete');
    await expect(status).toContainText('59. Dispersion');
    await expect(page.getByRole('button', { name: 'Yang', exact: true })).toHaveCount(0);
    // nothing leaves the page on its own: ten seconds later it is still here
    await page.clock.runFor(10_000);
    expect(new URL(page.url()).pathname).toBe('/en/iching');
    // undo the sixth line, choose again
    await page.getByRole('button', { name: 'Undo the last line' }).click();
    await expect(status).toHaveCount(0);
    await expect(page.getByText('Line 5 of 6')).toBeVisible();
    await expect(page.getByText('Select line 6 (from the bottom)')).toBeVisible();
    await page.getByRole('button', { name: 'Yin', exact: true }).click();
    await expect(status).toContainText('29. The Abysmal');
    await expect(page.getByRole('button', { name: 'Reset the hexagram' })).toBeVisible();
    await status.getByRole('link', { name: 'Open the reading' }).click();
    await page.waitForURL(/\/en\/iching\/29$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Abysmal');
  });

  test('Reset appears once a line is chosen and starts again at line 1', async ({ page }) => {
    await page.goto('/iching#build');
    const reset = page.getByRole('button', { name: '다시 만들기' });
    await expect(page.getByText('아래에서부터 쌓아 올리세요')).toBeVisible();
    await expect(reset).toHaveCount(0);
    await page.getByRole('button', { name: '양', exact: true }).click();
    await expect(reset).toBeVisible();
    await page.getByRole('button', { name: '음', exact: true }).click();
    await page.getByRole('button', { name: '양', exact: true }).click();
    await expect(page.getByText('6효 중 3효')).toBeVisible();
    await expect(page.getByText('4효를 고르세요 (아래에서부터)')).toBeVisible();
    await reset.click();
    await expect(page.getByText('아래에서부터 쌓아 올리세요')).toBeVisible();
    await expect(page.getByText('1효를 고르세요 (아래에서부터)')).toBeVisible();
    await expect(page.getByText('1효: 아직 고르지 않음')).toBeAttached();
    await expect(reset).toHaveCount(0);
    // after a reset the lines really start again: six yang lines make 乾
    await build(page, '111111', { yang: '양', yin: '음' });
    await expect(page.getByRole('status')).toContainText('괘가 완성되었어요!');
    await expect(page.getByRole('status')).toContainText('1. 굳센 하늘');
    await expect(reset).toBeVisible(); // also after the sixth line: nothing has left the page
    await page.getByRole('link', { name: '풀이 읽기' }).click();
    await page.waitForURL(/\/iching\/1$/);
  });
});

test.describe('the chooser', () => {
  test('has the title, subtitle and two tabs, By Number first', async ({ page }) => {
    await page.goto('/en/iching');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('I Ching hexagram');
    await expect(page.getByText('Find any of the 64 hexagrams by number or name, or build one line by line, and read it.')).toBeVisible();
    const byNumber = page.getByRole('tab', { name: 'By number' });
    const build = page.getByRole('tab', { name: 'Build a hexagram' });
    await expect(byNumber).toHaveAttribute('aria-selected', 'true');
    await expect(build).toHaveAttribute('aria-selected', 'false');
    const grid = page.getByRole('tabpanel', { name: 'By number' });
    await expect(grid.getByRole('heading', { name: 'Select a hexagram' })).toBeVisible();
    await expect(grid.getByRole('link')).toHaveCount(64);
    await expect(grid.getByRole('link', { name: '26 Great Taming' })).toHaveAttribute('href', '/en/iching/26');

    await build.click();
    await expect(build).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Build your hexagram' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Select a hexagram' })).toBeHidden();
    expect(new URL(page.url()).hash).toBe('#build');

    // keyboard: arrows move between the tabs
    await build.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(byNumber).toHaveAttribute('aria-selected', 'true');
    await expect(byNumber).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Select a hexagram' })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');

    await grid.getByRole('link', { name: '52 Keeping Still' }).click();
    await page.waitForURL(/\/en\/iching\/52$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keeping Still (Mountain)');
  });

  test('search finds a hexagram by number, either Korean reading, hanja and title', async ({ page }) => {
    await page.goto('/iching');
    const box = page.getByRole('searchbox', { name: '괘 찾기' });
    await box.fill('수뢰준');
    await expect(page.getByRole('search').getByRole('link').first()).toHaveText(/^3\. 처음의 어려움/);
    await box.fill('중화이');
    await expect(page.getByRole('search').getByRole('link').first()).toHaveText(/^30\. 붙어 빛나는 불/);
    await box.fill('The Well');
    await expect(page.getByRole('search').getByRole('link')).toHaveCount(1);
    await box.fill('65');
    await expect(page.getByRole('search').getByRole('link')).toHaveCount(0);
    await expect(page.getByText('찾는 괘가 없어요', { exact: true }).last()).toBeVisible();
    await box.fill('乾');
    await box.press('Enter');
    await page.waitForURL(/\/iching\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('굳센 하늘');
  });

  for (const [path, label, title] of [['/iching', '괘 찾기', '변혁'], ['/en/iching', 'Find a hexagram', 'Revolution']] as const) {
    test(`search on ${path} finds 49 for its short name, number, pinyin, title and initial consonants`, async ({ page }) => {
      await page.goto(path);
      const box = page.getByRole('searchbox', { name: label });
      const found = page.getByRole('search').getByRole('link', { name: new RegExp(`^49\\. ${title}`) });
      for (const query of ['혁괘', '혁 괘', '49', 'Ge', 'Revolution', 'revol', 'ㅎㄱ', 'ㅎ']) {
        await box.fill(query);
        await expect(found, query).toBeVisible();
        await expect(found, query).toHaveAttribute('href', path === '/iching' ? '/iching/49' : '/en/iching/49');
      }
      // typed, not filled: the IME-free keystrokes of a jamo query reach the same list
      await box.fill('');
      await box.pressSequentially('ㅎㄱ');
      await expect(found).toBeVisible();
      await box.fill('혁괘');
      await box.press('Enter');
      await page.waitForURL(new RegExp(`${path}/49$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  }
});

test.describe('the list, the drawer and the reading', () => {
  test('one name per hexagram: the grid, the drawer and the reading show the same name', async ({ page }) => {
    await page.goto('/iching');
    const grid = page.getByRole('tabpanel', { name: '번호로' });
    await page.getByRole('button', { name: '괘 목록 열기' }).click();
    const drawer = page.getByRole('dialog');
    // 17 and 49 once had a short name in the grid (따름, 변혁) and a long one in the drawer
    for (const h of [HEXAGRAMS[16]!, HEXAGRAMS[48]!, HEXAGRAMS[63]!]) {
      await expect(grid.getByRole('link', { name: `${h.number} ${h.ko}`, exact: true })).toHaveAttribute('href', `/iching/${h.number}`);
      await expect(drawer.getByRole('link', { name: new RegExp(`^${h.number}\\. ${h.ko} `) })).toBeVisible();
    }
    await drawer.getByRole('link', { name: new RegExp(`^17\\. ${HEXAGRAMS[16]!.ko} `) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEXAGRAMS[16]!.ko);
  });

  test('the menu opens a 300 px drawer with the titled list; choosing closes it and opens the reading', async ({ page }) => {
    await page.goto('/en/iching');
    // one header and one list view: the grid is the page's only list; the titled list is the drawer's
    await expect(page.getByRole('region', { name: 'All 64 hexagrams' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^1\. The Creative/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'About the Book of Changes' })).toHaveCount(1); // the spec's Back, no second bar
    await expect(page.getByRole('list').filter({ has: page.locator('a[href^="/en/iching/"]') })).toHaveCount(1); // the grid only

    const menu = page.getByRole('button', { name: 'Open the hexagram list' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'The 64 hexagrams' });
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect((await drawer.boundingBox())?.width).toBe(300);
    await expect(drawer.getByRole('link')).toHaveCount(64);
    await expect(drawer.getByRole('link').first()).toContainText('1. The Creative');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await drawer.getByRole('button', { name: 'Close the hexagram list' }).click();
    await expect(drawer).toBeHidden();

    await menu.click();
    await drawer.getByRole('link', { name: /^3\. Difficulty at the Beginning/ }).click();
    await page.waitForURL(/\/en\/iching\/3$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Difficulty at the Beginning');
    // with a hexagram open the top button is back/close, and there is no drawer
    await expect(page.getByRole('button', { name: 'Open the hexagram list' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await page.waitForURL(/\/en\/iching$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('I Ching hexagram');
  });

  test('an address that names no hexagram is sent to the list for good, in its language (no soft 404)', async ({ page, request }) => {
    const cases: [string, string][] = [
      ['/iching/0', '/iching'],
      ['/iching/65', '/iching'],
      ['/iching/abc', '/iching'],
      ['/iching/99?x=1', '/iching?x=1'],
      ['/en/iching/abc', '/en/iching'],
      ['/en/iching/0', '/en/iching'],
      ['/iching/01', '/iching/1'],
      ['/en/iching/064', '/en/iching/64'],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(response.headers().location, from).toBe(to);
    }
    const response = await page.goto('/iching/abc');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/iching$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('주역 괘');
    await page.goto('/en/iching/99');
    await expect(page).toHaveURL(/\/en\/iching$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('I Ching hexagram');
  });

  test('a reading shows names, figure, trigrams, judgement and six lines from the bottom', async ({ page }) => {
    await page.goto('/en/iching/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Creative');
    await expect(page.getByText('Hexagram 1', { exact: true })).toBeVisible();
    await expect(page.getByText('重天乾 (Jungcheon Geon)')).toBeVisible();
    await expect(page.getByRole('img', { name: 'The figure of The Creative. From the bottom: yang, yang, yang, yang, yang, yang' })).toBeVisible();
    await expect(page.getByText('Heaven (天) · Geon 乾')).toHaveCount(2);
    await expect(page.getByText('“元亨，利貞。”')).toBeVisible();

    const lines = page.getByRole('region', { name: 'The six lines' }).getByRole('article');
    await expect(lines).toHaveCount(7); // six lines and 用九
    const first = lines.nth(0);
    await expect(first.getByRole('heading')).toHaveText('Line 1 (Initial Stage)');
    await expect(first.getByText('初九')).toBeVisible();
    await expect(first.getByText('“潛龍，勿用。”')).toBeVisible();
    await expect(first.getByText('Practical meaning:')).toBeVisible();
    await expect(lines.nth(5).getByRole('heading')).toHaveText('Line 6 (Overreach)');
    await expect(lines.nth(6).getByRole('heading')).toHaveText('用九: when all six lines change');
    await expect(lines.nth(6).getByText('“見群龍无首，吉。”')).toBeVisible();

    const related = page.getByRole('region', { name: 'Related hexagrams' });
    await expect(related.getByRole('link')).toHaveCount(1); // 乾 turned over and within is 乾 itself
    await expect(related.getByRole('link', { name: /2\. The Receptive/ })).toHaveAttribute('href', '/en/iching/2');
    await expect(page.getByRole('navigation', { name: 'Previous and next hexagram' }).getByRole('link')).toHaveText(/2\. The Receptive/);
  });

  test('English pages give the romanized Korean name and no Hangul in titles; Korean pages keep the Hangul', async ({ page }) => {
    const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;
    await page.goto('/en/iching/17');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText('Following');
    await expect(page).toHaveTitle(/^17\. Following \(澤雷隨, Taengnoe Su\)/);
    expect(await page.title()).not.toMatch(hangul);
    const header = page.locator('header').filter({ has: h1 });
    await expect(header).toContainText('澤雷隨 (Taengnoe Su)');
    await expect(header).not.toHaveText(hangul);

    await page.goto('/en/iching');
    await page.getByRole('button', { name: 'Open the hexagram list' }).click(); // the full list lives in the drawer
    const rows = page.getByRole('dialog').locator('li a[href^="/en/iching/"]');
    await expect(rows.filter({ hasText: /^1\. The Creative/ }).first()).toContainText('乾 (Jungcheon Geon)');
    await expect(rows.filter({ hasText: /^17\. Following/ }).first()).toContainText('隨 (Taengnoe Su)');
    const texts = await rows.allTextContents();
    expect(texts.length).toBeGreaterThanOrEqual(64);
    expect(texts.filter((text) => hangul.test(text))).toEqual([]);

    await page.context().clearCookies(); // the English visit stored NEXT_LOCALE=en
    await page.goto('/iching/17');
    await expect(page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) })).toContainText('택뢰수 澤雷隨');
    await expect(page).toHaveTitle(/택뢰수 澤雷隨/);
  });

  test('a Korean reading reads its figure from the bottom and links its relatives', async ({ page }) => {
    await page.goto('/iching/3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('처음의 어려움');
    await expect(page.getByRole('img', { name: '처음의 어려움의 괘상. 아래에서부터 양 음 음 음 양 음' })).toBeVisible();
    await expect(page.getByText('1효 (머뭇거림)')).toBeVisible();
    await expect(page.getByText('삶에 비추어 보면,').first()).toBeVisible();
    const related = page.getByRole('region', { name: '관련 괘' });
    await expect(related.getByRole('link')).toHaveCount(3);
    await expect(related.getByRole('link', { name: /뒤집은 괘.*4\./ })).toHaveAttribute('href', '/iching/4');
    await expect(related.getByRole('link', { name: /모든 효를 바꾼 괘.*50\./ })).toHaveAttribute('href', '/iching/50');
    await expect(related.getByRole('link', { name: /속에 품은 괘.*23\./ })).toHaveAttribute('href', '/iching/23');
    const pager = page.getByRole('navigation', { name: '앞뒤 괘' });
    await expect(pager.getByRole('link', { name: /이전 괘/ })).toHaveAttribute('href', '/iching/2');
    await expect(pager.getByRole('link', { name: /다음 괘/ })).toHaveAttribute('href', '/iching/4');
  });

  test('a reading is indexable: canonical, hreflang, JSON-LD and its Open Graph card', async ({ page, request }) => {
    await page.goto('/iching/64');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/iching\/64$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/iching\/64$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld).toMatchObject({ '@type': 'Article', inLanguage: 'ko', headline: '64. 아직 이루지 못함' });
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/\/iching\/64\/opengraph-image$/);
    const card = await request.get(new URL(image!).pathname);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    expect((await card.body()).byteLength).toBeGreaterThan(10_000);
    expect((await request.get('/iching/abc/opengraph-image')).status()).toBe(404);

    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/bookofchange', '/korea', '/iching', '/iching/1', '/iching/64', '/en/iching/64', '/en/korea']) {
      expect(sitemap, path).toMatch(new RegExp(`<loc>[^<]*${escape(path)}</loc>`));
    }
  });
});

test.describe('the landing and the flag page', () => {
  test('/bookofchange introduces both systems and leads to the flag, the library and casting', async ({ page }) => {
    await page.goto('/en/bookofchange');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book of Changes');
    await expect(page.getByText(/yin-yang and the five elements/).first()).toBeVisible();
    const cards = page.getByRole('navigation', { name: 'Explore' });
    await expect(cards.getByRole('link', { name: /Korean flag meaning/ })).toHaveAttribute('href', '/en/korea');
    await expect(cards.getByRole('link', { name: /I Ching hexagrams.*Browse all 64 hexagrams/ })).toHaveAttribute('href', '/en/iching');
    await expect(cards.getByRole('link', { name: /Cast a hexagram/ })).toHaveAttribute('href', '/en/report/iching');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/en');
  });

  test('/korea has the four sections, the trigram table and cards linked to 1, 2, 29 and 30', async ({ page }) => {
    await page.goto('/en/korea');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Taegeukgi - Korean Flag');
    await expect(page.getByRole('img', { name: /Drawing of the Taegeukgi/ })).toBeVisible();
    for (const heading of ['The white field: peace and purity', 'The taegeuk: red is yang, blue is yin', 'The four trigrams: Geon, Gon, Gam, Ri', 'Philosophical significance']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const rows = page.getByRole('table', { name: 'The four trigrams of the Taegeukgi' }).getByRole('row');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(1)).toHaveText(/Geon.*heaven.*east.*spring.*benevolence.*father/);
    await expect(rows.nth(2)).toHaveText(/Gon.*earth.*west.*summer.*righteousness.*mother/);
    await expect(rows.nth(3)).toHaveText(/Gam.*water.*north.*winter.*wisdom.*middle son/);
    await expect(rows.nth(4)).toHaveText(/Ri.*fire.*south.*autumn.*propriety.*middle daughter/);
    await expect(rows.nth(0).getByRole('columnheader', { name: 'Symbol' })).toBeVisible();
    await expect(page.getByText(/The Gon row \(west, summer, righteousness\) and the Ri row \(south, autumn, propriety\) do not match/)).toBeVisible();
    for (const [name, number] of [['Geon', 1], ['Gon', 2], ['Gam', 29], ['Ri', 30]] as const) {
      await expect(page.getByRole('link', { name: new RegExp(`Read ${name} \\(hexagram ${number}\\)`) })).toHaveAttribute('href', `/en/iching/${number}`);
    }
    await page.context().clearCookies(); // the English visit stored NEXT_LOCALE=en
    await page.goto('/korea');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('태극기');
  });

  test('the flag drawing puts each trigram in its corner, bottom line nearest the centre', async ({ page }) => {
    await page.goto('/korea');
    const flag = page.getByRole('img', { name: /태극기 그림/ });
    const box = (await flag.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(1.5, 1);
    // the three bars of each trigram, from the centre outward, with their gaps (broken = two pieces)
    const corners = await flag.evaluate((svg) =>
      [...svg.querySelectorAll(':scope > g')].map((g) => {
        const box = g.getBoundingClientRect();
        const root = svg.getBoundingClientRect();
        const cx = root.x + root.width / 2;
        const cy = root.y + root.height / 2;
        const distance = (el: Element) => {
          const r = el.getBoundingClientRect();
          return Math.hypot(r.x + r.width / 2 - cx, r.y + r.height / 2 - cy);
        };
        const bars = [...g.children].map((bar) => (bar.tagName === 'rect' ? '1' : '0')).join('');
        const outward = [...g.children].map(distance).every((d, i, all) => i === 0 || d > all[i - 1]!);
        return { bars, outward, x: box.x + box.width / 2 - cx, y: box.y + box.height / 2 - cy };
      }),
    );
    const where = (c: { x: number; y: number }) => `${c.y < 0 ? 'top' : 'bottom'}-${c.x < 0 ? 'left' : 'right'}`;
    expect(corners.map((c) => [where(c), c.bars, c.outward])).toEqual([
      ['top-left', '111', true],
      ['bottom-right', '000', true],
      ['top-right', '010', true],
      ['bottom-left', '101', true],
    ]);
  });
});

test.describe('in the app web view', () => {
  test('the Back buttons of the landing, chooser and flag page vanish', async ({ browser, baseURL }) => {
    const webview = await browser.newContext({ baseURL, userAgent: WEBVIEW_UA, locale: 'ko-KR' });
    const inApp = await webview.newPage();
    const browserPage = await (await browser.newContext({ baseURL, locale: 'ko-KR' })).newPage();
    for (const [path, label] of [['/bookofchange', '처음으로'], ['/iching', '주역 안내'], ['/korea', '주역 안내']] as const) {
      await browserPage.goto(path);
      await expect(browserPage.getByRole('link', { name: label, exact: true })).toBeVisible();
      await inApp.goto(path);
      await expect(inApp.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(inApp.getByRole('link', { name: label, exact: true })).toBeHidden();
    }
    // the reading's own back/close button stays: it is in-page navigation, not the browser's Back
    await inApp.goto('/iching/1');
    await expect(inApp.getByRole('link', { name: '목록으로 돌아가기' })).toBeVisible();
    await webview.close();
    await browserPage.context().close();
  });
});
