import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bookQuestions } from '../../content/quizzes/book';
import { characterQuestions } from '../../content/quizzes/character';
import { PURCHASES_BUSY_MAX_MS } from '../../lib/purchases/constants';
import { actAsApp, buy, signUpBuyer, type Buyer } from './helpers/app-buyer';
import { expectNoAxeViolations } from './helpers/axe';

// "nothing paid is ever lost", in the app's web view (a real user, sandbox purchases, the
// token given as window.authToken): a purchase left unfinished is found again in a new session,
// progress survives reload and a new session, a reading that could not be made says so first and
// can be tried again, and every purchase button gives up waiting for the app after 10 s.

type Locale = 'ko' | 'en';
const SHOTS = process.env.SHOTS_DIR; // set to a folder to keep screenshots of the new states
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const prefix = (locale: Locale) => (locale === 'ko' ? '' : '/en');

const S = {
  ko: {
    book: '인생 책 리포트',
    buy: '구매하기',
    bought: '구매함 · 시작하기',
    question: '부모님 댁 근처로 이사를 가도 될지 고민입니다. 지금 직장과는 멀어집니다.',
    textbox: '나의 질문',
    submit: '다음',
    generate: '풀이 받기',
    report: '나의 풀이',
    general: '일반적인 풀이',
    failed: '나만의 풀이를 만들지 못했어요',
    retry: '다시 시도',
    figure38: /^제38괘 /,
    figure1: /^제1괘 /,
    plans: ['대학원을 마치고 돈을 모읍니다.', '베를린에서 일하며 독일어를 배웁니다.', '돌아와 작은 스튜디오를 엽니다.'],
    planLabel: (year: number) => `${year}년 계획`,
    planGenerate: '풀이 받기',
    planReport: '나의 3년 풀이',
  },
  en: {
    book: 'Life Book Insight',
    buy: 'Buy',
    bought: 'Bought · Start',
    question: 'Should I move closer to my parents? It would put me far from my job.',
    textbox: 'Your question',
    submit: 'Continue',
    generate: 'Get my insight',
    report: 'Your insight',
    general: 'A general reading',
    failed: 'Your own reading could not be made',
    retry: 'Try again',
    figure38: /^Hexagram 38, /,
    figure1: /^Hexagram 1, /,
    plans: ['Finish my degree and save money.', 'Work in Berlin and learn German.', 'Come home and open a small studio.'],
    planLabel: (year: number) => `Your plan for ${year}`,
    planGenerate: 'Generate Insight',
    planReport: 'Your three-year insight',
  },
} as const;

/** A page in a context of its own (a new web-view session: nothing in session storage), as the app opens it. */
async function newSession(browser: Browser, baseURL: string | undefined, buyer: Buyer): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  await actAsApp(page, buyer);
  return page;
}

/** The question on screen: its heading, its "n / total", and no way back. */
async function expectQuestion(page: Page, locale: Locale, questions: readonly { text: Record<Locale, string> }[], index: number) {
  await expect(page.getByRole('heading', { level: 2, name: questions[index]!.text[locale] })).toBeVisible();
  await expect(page.getByText(`${index + 1} / ${questions.length}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(back|previous|이전|뒤로)/i })).toHaveCount(0);
}

/** Answers the question on screen with its first answer, once the server has kept the answers so far. */
async function answer(page: Page, locale: Locale, questions: readonly { text: Record<Locale, string>; answers: readonly { text: Record<Locale, string> }[] }[], index: number) {
  await expectQuestion(page, locale, questions, index);
  const kept = page.waitForResponse((r) => r.url().includes('/api/drafts') && r.request().method() === 'POST' && r.request().postDataJSON().draft.answers.length === index + 1);
  await page.getByRole('button', { name: questions[index]!.answers[0]!.text[locale], exact: true }).click();
  expect((await kept).status()).toBe(200);
}

for (const locale of ['ko', 'en'] as const) {
  const s = S[locale];
  const p = prefix(locale);

  test(`a report bought and left unfinished is found again in a new session: My reports, the report where it was left, the picker (${locale})`, async ({ page, request, browser, baseURL }) => {
    test.setTimeout(150_000);
    const buyer = await signUpBuyer(request, `unfinished-${locale}`);
    const purchaseId = await buy(request, buyer, 'book_insight');
    await actAsApp(page, buyer);
    await page.goto(`${p}/report/book-insight?purchaseId=${purchaseId}`);
    await answer(page, locale, bookQuestions, 0);
    await answer(page, locale, bookQuestions, 1);
    // the person leaves before finishing: the web view is closed, its session storage with it
    await page.context().close();

    const again = await newSession(browser, baseURL, buyer);
    await again.goto(`${p}/reports`);
    const row = again.getByTestId('unused-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(s.book);
    await expect(row).toContainText(s.bought);
    await expect(row).toHaveAttribute('href', `${p}/report/book-insight?purchaseId=${purchaseId}`);
    await expect(again.getByTestId('report-row')).toHaveCount(0);
    await expectNoAxeViolations(again, { what: 'My reports with an unused purchase' });
    await shot(again, `my-reports-unused-${locale}`);
    await row.click();
    await again.waitForURL(`**/report/book-insight?purchaseId=${purchaseId}`);
    // where it was left: the third of five questions
    await expectQuestion(again, locale, bookQuestions, 2);

    // the picker does not offer to sell it again: its card starts it, the others still sell
    await again.goto(`${p}/report`);
    const start = again.getByRole('link', { name: `${s.book} ${s.bought}` });
    await expect(start).toHaveAttribute('href', `${p}/report/book-insight?purchaseId=${purchaseId}`);
    await expect(again.getByRole('button', { name: `${s.book} ${s.buy}` })).toHaveCount(0);
    await expect(again.getByRole('button', { name: new RegExp(`${s.buy}$`) })).toHaveCount(4);
    expect((await start.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await start.scrollIntoViewIfNeeded();
    await shot(again, `picker-bought-${locale}`);

    // the report page named without its purchase (as the app may open it) finds it on the server
    await again.goto(`${p}/report/book-insight`);
    await expectQuestion(again, locale, bookQuestions, 2);
    for (const index of [2, 3]) await answer(again, locale, bookQuestions, index);
    await again.getByRole('button', { name: bookQuestions[4]!.answers[0]!.text[locale], exact: true }).click();
    await expect(again.getByRole('link', { name: locale === 'ko' ? /^주역에서 제\d+괘 읽기$/ : /^Read hexagram \d+ in the Book of Changes$/ })).toBeVisible({ timeout: 15_000 });

    // made: no longer unused anywhere
    await again.goto(`${p}/reports`);
    await expect(again.getByTestId('report-row')).toHaveCount(1);
    await expect(again.getByTestId('unused-row')).toHaveCount(0);
    await again.goto(`${p}/report`);
    await expect(again.getByRole('button', { name: `${s.book} ${s.buy}` })).toBeEnabled();
    await expect(again.getByRole('link', { name: `${s.book} ${s.bought}` })).toHaveCount(0);
    await again.context().close();
  });

  test(`a reload in the middle of a quiz continues at the next question; the purchase stays bought (${locale})`, async ({ page, request }) => {
    const buyer = await signUpBuyer(request, `reload-${locale}`);
    const purchaseId = await buy(request, buyer, 'character_insight');
    await actAsApp(page, buyer);
    await page.goto(`${p}/report/character-insight?purchaseId=${purchaseId}`);
    for (const index of [0, 1, 2]) await answer(page, locale, characterQuestions, index);
    await page.reload();
    await expectQuestion(page, locale, characterQuestions, 3);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
    // back, then forward again: the same place
    await page.goto(`${p}/reports`);
    await expect(page.getByTestId('unused-row')).toContainText(locale === 'ko' ? '성격 리포트' : 'Character Insight');
    await page.goBack();
    await expectQuestion(page, locale, characterQuestions, 3);
  });

  test(`the question typed survives a reload; a reading that cannot be made says so first, keeps the purchase, and Try again makes it (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const buyer = await signUpBuyer(request, `failure-${locale}`);
    const purchaseId = await buy(request, buyer, 'current_insight');
    await actAsApp(page, buyer);
    await page.goto(`${p}/report/current-insight?purchaseId=${purchaseId}`);
    const main = page.getByRole('main');
    const textbox = main.getByRole('textbox', { name: s.textbox });
    const kept = page.waitForResponse((r) => r.url().includes('/api/drafts') && r.request().method() === 'POST' && r.request().postDataJSON().draft.question === s.question);
    await textbox.fill(s.question);
    await kept;
    await page.reload();
    await expect(textbox).toHaveValue(s.question);

    // the network is cut just as the reading is asked for
    await page.route('**/api/insight/current', (route) => route.abort('internetdisconnected'));
    await main.getByRole('button', { name: s.submit }).click();
    await main.getByRole('button', { name: s.generate }).click();
    const notice = main.getByTestId('generation-failed');
    await expect(notice.getByRole('heading', { name: s.failed })).toBeVisible();
    // first on screen: in view without scrolling, above the general reading, which is the spec's hexagram 38
    await expect(notice).toBeInViewport();
    const noticeBox = (await notice.boundingBox())!;
    const general = main.getByRole('heading', { name: s.general, exact: true });
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual((await general.boundingBox())!.y);
    expect(noticeBox.y).toBeLessThan(844 / 2);
    await expect(main.getByRole('img', { name: s.figure38 })).toBeVisible();
    await expect(main.getByRole('heading', { name: s.report, exact: true })).toHaveCount(0);
    // the sample is not shown as an answer to the question
    await expect(main.getByText(s.question)).toHaveCount(0);
    await expect(notice.getByRole('heading', { name: s.failed })).toBeFocused();
    await expectNoAxeViolations(page, { what: 'generation failed' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `generation-failed-${locale}`);

    // nothing was used up: the purchase is still unused, the question still kept
    const listed = await request.get('/api/reports', { headers: { authorization: `Bearer ${buyer.token}` } });
    expect(((await listed.json()) as { unused: { purchaseId: string }[] }).unused.map((u) => u.purchaseId)).toEqual([purchaseId]);

    // the server answers 5xx: still honest
    await page.unroute('**/api/insight/current');
    await page.route('**/api/insight/current', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable","message":"down"}}' }));
    await notice.getByRole('button', { name: s.retry }).click();
    await expect(notice.getByRole('heading', { name: s.failed })).toBeVisible();

    // the API is back: Try again makes their own reading, stored for later visits
    await page.unroute('**/api/insight/current');
    await notice.getByRole('button', { name: s.retry }).click();
    await expect(main.getByRole('heading', { name: s.report, exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(main.getByTestId('generation-failed')).toHaveCount(0);
    await expect(main.getByText(s.question)).toBeVisible();
    const figure = await main.getByRole('img', { name: locale === 'ko' ? /^제\d+괘 / : /^Hexagram \d+, / }).getAttribute('aria-label');
    await page.goto(`${p}/report/current-insight?purchaseId=${purchaseId}`);
    await expect(main.getByRole('heading', { name: s.report, exact: true })).toBeVisible();
    await expect(main.getByRole('img', { name: figure! })).toBeVisible();
  });
}

test('the 3-Year Plan: a reading that cannot be made shows hexagram 1 after the notice, and the plans stay filled in', async ({ page, request }) => {
  const s = S.ko;
  const buyer = await signUpBuyer(request, 'plan-failure');
  const purchaseId = await buy(request, buyer, 'plan_insight');
  await actAsApp(page, buyer);
  await page.route('**/api/insight/plan', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":{"code":"upstream_failed","message":"down"}}' }));
  await page.goto(`/report/plan-insight?purchaseId=${purchaseId}`);
  const main = page.getByRole('main');
  const boxes = main.getByRole('textbox');
  await expect(boxes).toHaveCount(3);
  for (const [i, plan] of s.plans.entries()) await boxes.nth(i).fill(plan);
  await main.getByRole('button', { name: s.submit }).click();
  await main.getByRole('button', { name: s.planGenerate }).click();
  const notice = main.getByTestId('generation-failed');
  await expect(notice.getByRole('heading', { name: s.failed })).toBeInViewport();
  await expect(main.getByRole('img', { name: s.figure1 })).toBeVisible();
  await expect(main.getByRole('heading', { name: s.planReport, exact: true })).toHaveCount(0);
  await page.reload();
  for (const [i, plan] of s.plans.entries()) await expect(boxes.nth(i)).toHaveValue(plan);
});

test.describe('every purchase request has an answer limit', () => {
  test('the picker: after 10 s without an answer the buttons come back with a message (ko)', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(new Date('2030-01-01T00:00:00Z'));
    await page.addInitScript(() => {
      (window as unknown as Record<string, unknown>).ReactNativeWebView = { postMessage: () => undefined };
    });
    await page.goto('/report');
    const buyButton = page.getByRole('button', { name: `${S.ko.book} ${S.ko.buy}` });
    await buyButton.click();
    await expect(page.getByRole('button', { name: `${S.ko.book} 처리 중...` })).toBeDisabled();
    await page.clock.runFor(PURCHASES_BUSY_MAX_MS - 100);
    await expect(page.getByRole('button', { name: `${S.ko.book} 처리 중...` })).toBeDisabled();
    await page.clock.runFor(100);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('앱에서 답이 오지 않았어요. 잠시 후 다시 시도해 주세요.');
    await expect(buyButton).toBeEnabled();
    await expect(page.getByRole('button', { name: new RegExp(`${S.ko.buy}$`) })).toHaveCount(5);
  });

  test('the premium page, in English', async ({ page, request }) => {
    await page.clock.install();
    await page.clock.pauseAt(new Date('2030-01-01T00:00:00Z'));
    const buyer = await signUpBuyer(request, 'no-answer-premium');
    await actAsApp(page, buyer);
    await page.goto('/en/purchase');
    await page.getByRole('button', { name: 'Choose monthly' }).click();
    await expect(page.getByRole('button', { name: 'Choose monthly' })).toHaveCount(0);
    await page.clock.runFor(PURCHASES_BUSY_MAX_MS - 100);
    await expect(page.getByRole('button', { name: 'Choose monthly' })).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('The app did not respond. Please try again in a moment.');
    await expect(page.getByRole('button', { name: 'Choose monthly' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Choose annual' })).toBeEnabled();
  });

  test('a report’s no-access card, in Korean', async ({ page, request }) => {
    await page.clock.install();
    const buyer = await signUpBuyer(request, 'no-answer-card');
    await actAsApp(page, buyer);
    await page.goto('/report/relationship-insight');
    await expect(page.getByRole('heading', { name: '접근 권한이 없어요' })).toBeVisible({ timeout: 15_000 });
    // the page's clock stands still from here
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const buyCard = page.getByRole('button', { name: '관계 리포트 구매하기' });
    await buyCard.click();
    await expect(page.getByRole('button', { name: '스토어를 여는 중…' })).toBeDisabled();
    await page.clock.runFor(PURCHASES_BUSY_MAX_MS - 100);
    await expect(page.getByRole('button', { name: '스토어를 여는 중…' })).toBeDisabled();
    await page.clock.runFor(100);
    await expect(page.getByRole('main').getByRole('alert').last()).toHaveText('앱에서 답이 오지 않았어요. 잠시 후 다시 시도해 주세요.');
    await expect(buyCard).toBeEnabled();
  });
});
