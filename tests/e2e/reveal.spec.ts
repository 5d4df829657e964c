import { expect, test } from './fixtures';
import type { APIRequestContext, Page, Request as PwRequest, Route } from '@playwright/test';
import { createHash } from 'node:crypto';
import { OLD_LINE_MARK } from '../../lib/iching/lines';
import { actAsApp, buy, signUpBuyer, type Buyer } from './helpers/app-buyer';
import { HEXAGRAMS } from './library-data';

/**
 * in the app's web view (a simulated bridge with a real user's token), ko and en: a paid
 * report's hexagram with its changing lines and relating hexagram (the embedded oracle's coin cast,
 * known here from the purchase id), the skeleton while a report is written, and a stored report
 * reopening from My reports on its skeleton, never under the input form.
 */

const SHOTS = process.env.SHOTS_DIR;

const S = {
  ko: {
    prefix: '',
    lead: '지금 마음에 걸린 일을 적어 주세요. 주역이 한 괘와 그 괘가 건네는 말로 답해요.',
    textbox: '나의 질문',
    question: '다니던 회사에서 이직 제안을 받았습니다. 연봉은 오르지만 지금 팀을 떠나는 것이 맞는지 모르겠어요.',
    submit: '다음',
    generate: '풀이 받기',
    report: '나의 풀이',
    loading: '괘를 뽑고 풀이를 쓰는 중…',
    opening: '리포트를 여는 중…',
    figure: /^제(\d+)괘 /,
    change: '변효 (움직이는 효)',
    readRelating: (n: number) => `바뀌어 갈 괘, 제${n}괘 읽기`,
    hint: '어떤 상황인지, 무엇이 궁금한지 적어 주세요. 구체적일수록 풀이가 또렷해져요.',
    reports: '내 리포트',
    quizLead: '오행에 관한 일곱 가지 질문이에요. 가장 나다운 답을 떠오르는 대로 골라 주세요.',
  },
  en: {
    prefix: '/en',
    lead: 'Write down what weighs on you now. The Book of Changes answers with one hexagram and what it asks of you.',
    textbox: 'Your question',
    question: 'I was offered a job in another city. The pay is better, but I do not know whether I should leave my team.',
    submit: 'Continue',
    generate: 'Get my insight',
    report: 'Your insight',
    loading: 'Casting your hexagram and composing your insight…',
    opening: 'Opening your report…',
    figure: /^Hexagram (\d+), /,
    change: 'Changing lines',
    readRelating: (n: number) => `Read where it is heading: hexagram ${n}`,
    hint: 'Describe the situation and what you want to know. The more specific you are, the clearer the reading.',
    reports: 'My reports',
    quizLead: 'Seven questions on the five elements. Answer with the first choice that feels like you.',
  },
} as const;

interface Cast {
  primary: { number: number; pattern: string };
  relating?: { number: number; pattern: string };
  changing: number[];
}

/**
 * The embedded oracle's three-coin cast of a Current Insight purchase, worked out here on its own
 * (lib/insight/local/cast.ts describes it): SHA-256 of 'gyeol:current:' and the purchase id, three
 * bits of byte i as line i+1's coins (heads 3, tails 2).
 */
function coinCast(purchaseId: string): Cast {
  const digest = createHash('sha256').update(`gyeol:current:${purchaseId.toLowerCase()}`).digest();
  const values = [0, 1, 2, 3, 4, 5].map((i) => 6 + (digest[i]! & 1) + ((digest[i]! >> 1) & 1) + ((digest[i]! >> 2) & 1));
  const byPattern = (pattern: string) => ({ number: HEXAGRAMS.find((h) => h.pattern === pattern)!.number, pattern });
  const changing = [1, 2, 3, 4, 5, 6].filter((p) => values[p - 1] === 6 || values[p - 1] === 9);
  const primary = byPattern(values.map((v) => (v % 2 ? '1' : '0')).join(''));
  const relating = changing.length ? byPattern(values.map((v) => (v === 9 || v === 8 ? '0' : '1')).join('')) : undefined;
  return { primary, relating, changing };
}

/** A purchase whose cast (lib/insight/local/cast.ts) has changing lines, or has none. */
async function buyCast(request: APIRequestContext, buyer: Buyer, moving: boolean) {
  for (let i = 0; i < 60; i++) {
    const purchaseId = await buy(request, buyer, 'current_insight');
    const cast = coinCast(purchaseId);
    if ((cast.changing.length > 0) === moving) return { purchaseId, cast };
  }
  throw new Error('no purchase with the wanted cast in 60 tries');
}

/** Holds every request matching `url` until release() (the assertions on the waiting screen come first). */
async function hold(page: Page, url: string | RegExp, method: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen!: (request: PwRequest) => void;
  const arrived = new Promise<PwRequest>((resolve) => (seen = resolve));
  await page.route(url, async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    seen(route.request());
    await released;
    await route.fallback();
  });
  return { arrived, release };
}

/** Records whether the form's texts were ever in the page's main element, from the first byte. */
async function watchForForm(page: Page, texts: readonly string[]) {
  await page.addInitScript((needles) => {
    const win = window as unknown as { __formSeen?: string[] };
    win.__formSeen = [];
    const check = () => {
      const main = document.querySelector('main');
      const text = main?.textContent ?? '';
      for (const needle of needles) if (text.includes(needle)) win.__formSeen!.push(needle);
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener('DOMContentLoaded', check);
  }, texts);
}

/** The server's HTML of a page, without its scripts (the messages the browser gets ride there): what is drawn before any script runs. */
async function drawnHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return (await response.text()).replace(/<script[\s\S]*?<\/script>/g, '');
}

/** With SHOTS_DIR set, the whole page in parts of 1,400 px (small enough to look at). */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, part = 1; y < height; y += 1400, part++) {
    await page.screenshot({ path: `${SHOTS}/${name}-${part}.png`, fullPage: true, clip: { x: 0, y, width: 390, height: Math.min(1400, height - y) } });
  }
}

for (const [locale, s] of Object.entries(S)) {
  test(`reveal (${locale}): the skeleton while the report is written, then the hexagram with its changing lines and relating hexagram; reopened from My reports on the skeleton, never the form`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const buyer = await signUpBuyer(request, `reveal-${locale}`);
    const { purchaseId, cast } = await buyCast(request, buyer, true);
    await actAsApp(page, buyer);

    // the server's HTML: the report's skeleton, none of the form's words
    const first = await drawnHtml(request, `${s.prefix}/report/current-insight?purchaseId=${purchaseId}`);
    expect(first).toContain('data-testid="report-skeleton"');
    expect(first).toContain('aria-busy="true"');
    expect(first).not.toContain(s.lead);
    expect(first).not.toContain(s.hint);
    expect(first).not.toContain('<textarea');

    await page.goto(`${s.prefix}/report/current-insight?purchaseId=${purchaseId}`);
    const main = page.getByRole('main');
    await expect(main.getByText(s.lead)).toBeVisible();
    await main.getByRole('textbox', { name: s.textbox }).fill(s.question);
    await main.getByRole('button', { name: s.submit }).click();

    // generation held: the skeleton and its casting figure, the status said, no form or instructions
    const generation = await hold(page, '**/api/insight/current', 'POST');
    await main.getByRole('button', { name: s.generate }).click();
    await generation.arrived;
    const skeleton = main.getByTestId('report-skeleton');
    await expect(skeleton).toBeVisible();
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(skeleton.getByRole('status')).toHaveText(s.loading);
    await expect(skeleton.getByRole('heading', { name: s.loading })).toBeFocused();
    await expect(skeleton.locator('.casting-figure svg > g')).toHaveCount(6);
    await expect(main.getByText(s.lead)).toHaveCount(0);
    await expect(main.getByRole('textbox')).toHaveCount(0);
    await shot(page, `reveal-${locale}-skeleton`);
    generation.release();

    await expect(main.getByRole('heading', { name: s.report, exact: true })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
    await expectChange(page, locale as 'ko' | 'en', cast);
    await expect(main.locator('[data-reveal]')).toHaveCount(0); // the first showing's reveal is over
    await shot(page, `reveal-${locale}-report`);

    // My reports → the stored report: its skeleton until it is loaded, the form's words never in the page
    // (the form's label 나의 질문 is also the report's "you asked": its instructions and hint are the form's own)
    await watchForForm(page, [s.lead, s.hint]);
    await page.goto(`${s.prefix}/reports`);
    await expect(page.getByRole('heading', { level: 1, name: s.reports })).toBeVisible();
    const row = page.getByTestId('report-row').first();
    await expect(row).toBeVisible({ timeout: 30_000 });
    const opening = await hold(page, /\/api\/insight\/report\?/, 'GET');
    await row.click();
    await opening.arrived;
    await expect(page).toHaveURL(/\/report\/current-insight\?reportId=/);
    await expect(main.getByTestId('report-skeleton')).toBeVisible();
    await expect(main.getByTestId('report-skeleton').getByRole('status')).toHaveText(s.opening);
    await shot(page, `reveal-${locale}-reopen-skeleton`);
    opening.release();
    await expect(main.getByRole('heading', { name: s.report, exact: true })).toBeVisible();
    await expectChange(page, locale as 'ko' | 'en', cast);
    expect(await page.evaluate(() => (window as unknown as { __formSeen: string[] }).__formSeen)).toEqual([]);

    // and its address, as the server draws it: the skeleton, not the form
    const reopened = await drawnHtml(request, new URL(page.url()).pathname + new URL(page.url()).search);
    expect(reopened).toContain('data-testid="report-skeleton"');
    expect(reopened).not.toContain(s.lead);
    expect(reopened).not.toContain(s.hint);
    expect(reopened).not.toContain('<textarea');
  });

  test(`reveal (${locale}): a reading where no line moved shows no changing lines and no relating hexagram`, async ({ page, request }) => {
    const buyer = await signUpBuyer(request, `still-${locale}`);
    const { purchaseId, cast } = await buyCast(request, buyer, false);
    await actAsApp(page, buyer);
    await page.goto(`${s.prefix}/report/current-insight?purchaseId=${purchaseId}`);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: s.textbox }).fill(s.question);
    await main.getByRole('button', { name: s.submit }).click();
    await main.getByRole('button', { name: s.generate }).click();
    await expect(main.getByRole('heading', { name: s.report, exact: true })).toBeVisible();
    const figure = main.getByRole('img', { name: s.figure });
    expect(Number((await figure.getAttribute('aria-label'))!.match(s.figure)![1])).toBe(cast.primary.number);
    await expect(figure.locator('text')).toHaveCount(0);
    await expect(main.getByTestId('report-change')).toHaveCount(0);
    await expect(main.getByTestId('relating-hexagram')).toHaveCount(0);
    await expect(main.getByRole('heading', { name: s.change })).toHaveCount(0);
  });

  test(`reveal (${locale}): a quiz result reopened by its address opens on the skeleton, never the quiz`, async ({ page, request }) => {
    const buyer = await signUpBuyer(request, `quiz-reveal-${locale}`);
    const purchaseId = await buy(request, buyer, 'character_insight');
    const stored = await request.post('/api/quiz/result', {
      headers: { authorization: `Bearer ${buyer.token}` },
      data: { purchaseId, quiz: 'character', answers: [0, 1, 2, 3, 4, 0, 1], locale },
    });
    expect(stored.status()).toBe(201);
    const { reportId } = (await stored.json()) as { reportId: string };
    const path = `${s.prefix}/report/character-insight?reportId=${reportId}`;
    const html = await drawnHtml(request, path);
    expect(html).toContain('data-testid="report-skeleton"');
    expect(html).not.toContain(s.quizLead);

    await actAsApp(page, buyer);
    await watchForForm(page, [s.quizLead]);
    const opening = await hold(page, /\/api\/quiz\/result\?/, 'GET');
    await page.goto(path);
    await opening.arrived;
    const main = page.getByRole('main');
    await expect(main.getByTestId('report-skeleton')).toBeVisible();
    await expect(main.getByTestId('report-skeleton')).toHaveAttribute('aria-busy', 'true');
    opening.release();
    await expect(main.getByTestId('report-skeleton')).toHaveCount(0);
    await expect(main.locator('[data-report-ready]')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __formSeen: string[] }).__formSeen)).toEqual([]);
  });
}

/** The report's figure marks the cast's changing lines with the one mark; each line's texts; the relating hexagram and its link. */
async function expectChange(page: Page, locale: 'ko' | 'en', cast: Cast) {
  const s = S[locale];
  const main = page.getByRole('main');
  const primary = cast.primary;
  const texts = (await (await page.request.get(`/iching-data/${locale}/${primary.number}.json`)).json()) as { lines: { classical: string; text: string }[] };
  const figure = main.getByRole('img', { name: s.figure });
  expect(Number((await figure.getAttribute('aria-label'))!.match(s.figure)![1])).toBe(primary.number);
  const marks = figure.locator('text');
  await expect(marks).toHaveCount(cast.changing.length);
  // bottom line last in the drawing (line 6 is drawn first)
  const expected = [...cast.changing].reverse().map((p) => OLD_LINE_MARK[primary.pattern[p - 1] === '1' ? 9 : 6]);
  expect(await marks.allTextContents()).toEqual(expected);

  await expect(main.getByRole('heading', { name: s.change })).toBeVisible();
  const lines = main.getByTestId('changing-line');
  await expect(lines).toHaveCount(cast.changing.length);
  for (const [i, position] of cast.changing.entries()) {
    await expect(lines.nth(i)).toContainText(texts.lines[position - 1]!.classical);
    await expect(lines.nth(i)).toContainText(texts.lines[position - 1]!.text);
  }
  const relating = main.getByTestId('relating-hexagram');
  await expect(relating).toBeVisible();
  await expect(relating.getByRole('link', { name: s.readRelating(cast.relating!.number) })).toHaveAttribute('href', `${s.prefix}/iching/${cast.relating!.number}`);
  await expect(relating.getByRole('img')).toHaveAttribute('aria-label', new RegExp(`${cast.relating!.number}`));
}
