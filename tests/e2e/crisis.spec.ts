import { expect, test } from './fixtures';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { planFirstYear } from '../../lib/insight/plan-years';
import { actAsApp, buy, signUpBuyer } from './helpers/app-buyer';
import { expectNoAxeViolations } from './helpers/axe';

// a question or a plan that speaks of ending one's life gets care and helplines, never a
// reading; the purchase stays unused (the same page then reads an ordinary question), and an
// idiom of excess ("배고파 죽겠는데…") goes through to a normal reading. In Korean and English, as
// the native app opens the pages (a bridge that records what the page sends).

const SHOTS = process.env.SHOTS_DIR;

const S = {
  ko: {
    prefix: '',
    textbox: '나의 질문',
    submit: '다음',
    confirm: '이 질문이 맞나요?',
    generate: '풀이 받기',
    report: '나의 풀이',
    crisis: '요즘 너무 힘들어서 그냥 죽고 싶어요. 어떻게 해야 할까요?',
    idiom: '배고파 죽겠는데 이직할까요?',
    distress: '요즘 숨 쉬는 것도 지쳤어요. 이직을 해야 할까요?',
    careNote: '요즘 많이 지치셨나요?',
    // a zero-width space inside a word and the hanja 自殺: the browser's screen reads it as seen
    evasion: '요즘 自殺 생각이 자\u200b꾸 들어요. 어떻게 할까요?',
    care: '그동안 많이 힘드셨겠습니다',
    back: '적은 글로 돌아가기',
    numbers: [
      ['109', 'tel:109'],
      ['1577-0199', 'tel:1577-0199'],
      ['1388', 'tel:1388'],
    ],
    plan: {
      label: (year: number) => `${year}년 계획`,
      plans: ['자격증을 따고 이직을 준비합니다.', '부산으로 옮겨 새 일을 시작합니다.', '작은 가게를 엽니다.'],
      crisisPlan: '내년 계획은 없어요. 그때까지 살아 있을 이유가 없거든요',
      distressPlan: '요즘 숨 쉬는 것도 지쳤어요. 내년에는 자격증을 따고 싶어요.',
      submit: '다음',
      generate: '풀이 받기',
      report: '나의 3년 풀이',
    },
    notify: { open: '문제 알리기', harmful: '해로운 내용', details: '자세한 내용 (선택)', send: '보내기', text: '이 풀이를 읽고 나니 더 죽고 싶어졌어요' },
  },
  en: {
    prefix: '/en',
    textbox: 'Your question',
    submit: 'Continue',
    confirm: 'Is this what you want to ask?',
    generate: 'Get my insight',
    report: 'Your insight',
    crisis: 'Lately everything is too much and I just want to die. What should I do?',
    idiom: "I'm dying to know: should I take the job offer in Busan or stay with my team?",
    distress: "I'm so tired of everything lately. Should I change jobs?",
    careNote: 'Are things very heavy right now?',
    // a Cyrillic і in "kill" and a soft hyphen inside "myself"
    evasion: 'Some nights I want to k\u0456ll my\u00adself. Will it get better?',
    care: 'This sounds really heavy right now',
    back: 'Back to what I wrote',
    numbers: [
      ['988', 'tel:988'],
      ['116 123', 'tel:116123'],
      ['findahelpline.com', 'https://findahelpline.com'],
    ],
    plan: {
      label: (year: number) => `Your plan for ${year}`,
      plans: ['Finish my degree and save money.', 'Move to Busan and start a new job.', 'Open a small studio with friends.'],
      crisisPlan: 'There is no plan. I want to end my life before then.',
      distressPlan: "I'm so tired of everything lately. Next year I want to finish my degree.",
      submit: 'Continue',
      generate: 'Generate Insight',
      report: 'Your three-year insight',
    },
    notify: { open: 'Report a problem', harmful: 'Harmful Content', details: 'Details (optional)', send: 'Send', text: 'After reading this I want to kill myself even more' },
  },
} as const;

/** The bridge as the app would install it, keeping what the page posts (window.__sentToApp). */
/**
 * The drafts route answered as if it kept every draft: for the tests of what the check and
 * generation do with a crisis text (the drafts route's own refusal brings the care screen up
 * earlier, as soon as typing pauses; its tests below leave it alone).
 */
async function draftsAlwaysKept(page: Page) {
  await page.route('**/api/drafts', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 200, json: { saved: true } }) : route.fallback()));
}

async function recordBridge(page: Page) {
  await page.addInitScript(() => {
    const win = window as unknown as { __sentToApp: unknown[]; ReactNativeWebView: { postMessage(data: string): void } };
    win.__sentToApp = [];
    win.ReactNativeWebView = { postMessage: (data: string) => void win.__sentToApp.push(JSON.parse(data)) };
  });
}
const sentToApp = (page: Page) => page.evaluate(() => (window as unknown as { __sentToApp: unknown[] }).__sentToApp);

/** The care screen: its heading, and every helpline a link of its own with a target of at least 44 px. */
async function expectCareScreen(scope: Locator, s: (typeof S)[keyof typeof S]) {
  await expect(scope.getByRole('heading', { name: s.care })).toBeVisible();
  for (const [number, href] of s.numbers) {
    const link = scope.getByRole('link', { name: new RegExp(number.replace(/[.]/g, '\\.')) });
    await expect(link).toHaveAttribute('href', href);
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
}

const CAST = {
  ko: { mode: '번호로', grid: '64괘', pick: /^3 처음의 어려움/, question: '나의 물음 (선택)', reading: '괘 풀이' },
  en: { mode: 'By number', grid: 'The 64 hexagrams', pick: /^3 Difficult Beginning/, question: 'Your question (optional)', reading: 'Your reading' },
} as const;

for (const [locale, s] of Object.entries(S)) {
  /** A new buyer of the 3-Year Plan on its page in the web view: the page, its three plan boxes (this year and the next two). */
  async function openPlan(page: Page, request: APIRequestContext, tag: string) {
    const buyer = await signUpBuyer(request, tag);
    const purchaseId = await buy(request, buyer, 'plan_insight');
    await actAsApp(page, buyer);
    await page.goto(`${s.prefix}/report/plan-insight?purchaseId=${purchaseId}`);
    const main = page.getByRole('main');
    const first = planFirstYear(new Date());
    const boxes = [first, first + 1, first + 2].map((year) => main.getByRole('textbox', { name: s.plan.label(year) }));
    await expect(boxes[0]!).toBeVisible();
    return { buyer, purchaseId, main, boxes };
  }

  /** Types the three plans, then confirms and generates. */
  async function generatePlan(main: Locator, boxes: Locator[], plans: readonly string[]) {
    for (const [i, plan] of plans.entries()) await boxes[i]!.fill(plan);
    await main.getByRole('button', { name: s.plan.submit }).click();
    await main.getByRole('button', { name: s.plan.generate }).click();
  }

  test(`the casting screen (${locale}): a question that speaks of ending one's life gets the care screen, not a reading; back returns to the question; an idiom gets its reading`, async ({ page }) => {
    const c = CAST[locale as keyof typeof CAST];
    await page.goto(`${s.prefix}/report/iching`);
    const question = page.getByRole('textbox', { name: c.question });
    await question.fill(s.crisis);
    await page.getByRole('button', { name: c.mode }).click();
    await page.getByRole('list', { name: c.grid }).getByRole('button', { name: c.pick }).click();
    const main = page.getByRole('main');
    await expectCareScreen(main, s);
    await expect(main.getByRole('heading', { name: s.care })).toBeFocused();
    await expect(main.getByRole('heading', { name: c.reading })).toHaveCount(0);
    await expectNoAxeViolations(page, { what: 'care on the casting screen' });
    await main.getByRole('button', { name: s.back }).click();
    await expect(question).toBeFocused();
    await expect(question).toHaveValue(s.crisis);
    await expect(main.getByRole('heading', { name: s.care })).toHaveCount(0);
    // an everyday idiom is not a crisis: its reading comes
    await question.fill(s.idiom);
    await page.getByRole('button', { name: c.mode }).click();
    await page.getByRole('list', { name: c.grid }).getByRole('button', { name: c.pick }).click();
    await expect(main.getByRole('heading', { name: c.reading })).toBeVisible();
    await expect(main.getByRole('heading', { name: s.care })).toHaveCount(0);
  });

  test(`Current Insight (${locale}): a crisis question gets the care screen with numbers to tap; the purchase stays unused and an idiom then gets its reading`, async ({ page, request }) => {
    const buyer = await signUpBuyer(request, `crisis-current-${locale}`);
    const purchaseId = await buy(request, buyer, 'current_insight');
    await actAsApp(page, buyer);
    await recordBridge(page);
    // the check's own answer, whatever the drafts route says first
    await draftsAlwaysKept(page);
    // the report is simply there (no reveal), so axe reads the notify dialog at rest
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${s.prefix}/report/current-insight?purchaseId=${purchaseId}`);

    const main = page.getByRole('main');
    const question = main.getByRole('textbox', { name: s.textbox });
    await expect(question).toBeVisible();
    await question.fill(s.crisis);
    await main.getByRole('button', { name: s.submit }).click();

    // care, never a reading: no confirm step, no report
    await expectCareScreen(main, s);
    await expect(main.getByRole('heading', { name: s.confirm })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: s.report, exact: true })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: s.care })).toBeFocused();
    await expectNoAxeViolations(page, { what: 'care' });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/care-current-${locale}.png`, fullPage: true });

    // inside the app a tap on a number goes through the bridge (a web view may not dial tel: itself)
    const [firstNumber, firstHref] = s.numbers[0];
    await main.getByRole('link', { name: new RegExp(firstNumber) }).click();
    await expect.poll(() => sentToApp(page)).toContainEqual({ type: 'OPEN_URL', url: firstHref });
    await expect(main.getByRole('heading', { name: s.care })).toBeVisible();

    // the way back keeps the text; the same purchase then reads an ordinary question (an idiom)
    await main.getByRole('button', { name: s.back }).click();
    await expect(question).toHaveValue(s.crisis);
    await expect(main.getByRole('heading', { name: s.textbox })).toBeFocused();
    await question.fill(s.idiom);
    await main.getByRole('button', { name: s.submit }).click();
    await expect(main.getByRole('heading', { name: s.confirm })).toBeVisible();
    await main.getByRole('button', { name: s.generate }).click();
    await expect(main.getByRole('heading', { name: s.report, exact: true })).toBeVisible();
    await expect(main.getByText(s.idiom)).toBeVisible();
    await expect(main.getByRole('heading', { name: s.care })).toHaveCount(0);

    // the notify modal's details: the flag is kept, and the dialog shows the care content
    await main.getByRole('button', { name: s.notify.open, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: s.notify.harmful }).check();
    await dialog.getByRole('textbox', { name: s.notify.details }).fill(s.notify.text);
    await dialog.getByRole('button', { name: s.notify.send }).click();
    await expectCareScreen(dialog, s);
    await expectNoAxeViolations(page, { what: 'care in the notify dialog' });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/care-notify-${locale}.png` });
  });

  test(`Current Insight (${locale}): a crisis question is never kept as a draft, and the care screen comes as soon as the drafts route refuses it`, async ({ page, request }) => {
    const buyer = await signUpBuyer(request, `crisis-current-draft-${locale}`);
    const purchaseId = await buy(request, buyer, 'current_insight');
    await actAsApp(page, buyer);
    await page.goto(`${s.prefix}/report/current-insight?purchaseId=${purchaseId}`);
    const main = page.getByRole('main');
    const question = main.getByRole('textbox', { name: s.textbox });
    const drafted = (status: number) => page.waitForResponse((r) => r.url().endsWith('/api/drafts') && r.request().method() === 'POST' && r.status() === status);
    const kept = drafted(200);
    await question.fill(s.idiom);
    await kept;
    // no button pressed: the refused draft brings the care screen up
    const refused = drafted(422);
    await question.fill(s.crisis);
    await refused;
    await expectCareScreen(main, s);
    await expect(main.getByRole('heading', { name: s.care })).toBeFocused();
    // the way back keeps the text on the page, and the refused draft is not sent again as the page goes
    let draftsSent = 0;
    page.on('request', (r) => void (r.url().endsWith('/api/drafts') && r.method() === 'POST' && (draftsSent += 1)));
    await main.getByRole('button', { name: s.back }).click();
    await expect(question).toHaveValue(s.crisis);
    await page.reload();
    await expect(question).toBeVisible();
    // the draft kept before went with the refusal: the form opens empty
    await expect(question).toHaveValue('');
    expect(draftsSent).toBe(0);
  });

  test(`Current Insight (${locale}): a question in distress gets its reading with a care note and the helplines above it, and on the check step`, async ({ page, request }) => {
    const buyer = await signUpBuyer(request, `distress-current-${locale}`);
    const purchaseId = await buy(request, buyer, 'current_insight');
    await actAsApp(page, buyer);
    await page.goto(`${s.prefix}/report/current-insight?purchaseId=${purchaseId}`);
    const main = page.getByRole('main');
    const question = main.getByRole('textbox', { name: s.textbox });
    await question.fill(s.distress);
    await main.getByRole('button', { name: s.submit }).click();
    // the check step: the restated situation, and under it the care note
    await expect(main.getByRole('heading', { name: s.confirm })).toBeVisible();
    await expect(main.getByRole('heading', { name: s.careNote })).toBeVisible();
    await expect(main.getByRole('heading', { name: s.care })).toHaveCount(0);
    await main.getByRole('button', { name: s.generate }).click();
    const report = main.getByRole('heading', { name: s.report, exact: true });
    await expect(report).toBeVisible();
    await expect(main.getByText(s.distress)).toBeVisible();
    const note = main.getByRole('heading', { name: s.careNote });
    await expect(note).toBeVisible();
    // the note stands above the reading, with the first helpline to tap
    expect((await note.boundingBox())!.y).toBeLessThan((await report.boundingBox())!.y);
    await expect(main.locator('[data-care-note]').getByRole('link', { name: new RegExp(s.numbers[0][0]) })).toHaveAttribute('href', s.numbers[0][1]);
    await expect(main.getByRole('heading', { name: s.care })).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/care-note-${locale}.png`, fullPage: true });
    // the stored report remembers the note: reopened, the reading stands under it again
    await page.reload();
    await expect(report).toBeVisible();
    await expect(main.getByRole('heading', { name: s.careNote })).toBeVisible();
    expect((await main.getByRole('heading', { name: s.careNote }).boundingBox())!.y).toBeLessThan((await report.boundingBox())!.y);
  });

  test(`the casting screen (${locale}): a crisis question hidden by invisible or look-alike characters still gets the care screen`, async ({ page }) => {
    const c = CAST[locale as keyof typeof CAST];
    await page.goto(`${s.prefix}/report/iching`);
    await page.getByRole('textbox', { name: c.question }).fill(s.evasion);
    await page.getByRole('button', { name: c.mode }).click();
    await page.getByRole('list', { name: c.grid }).getByRole('button', { name: c.pick }).click();
    const main = page.getByRole('main');
    await expectCareScreen(main, s);
    await expect(main.getByRole('heading', { name: c.reading })).toHaveCount(0);
  });

  test(`3-Year Plan (${locale}): a plan in distress gets its reading under the care note, and the reopened report keeps it`, async ({ page, request }) => {
    const { main, boxes } = await openPlan(page, request, `distress-plan-${locale}`);
    await generatePlan(main, boxes, [s.plan.plans[0], s.plan.distressPlan, s.plan.plans[2]]);
    const report = main.getByRole('heading', { name: s.plan.report, exact: true });
    await expect(report).toBeVisible();
    const note = main.getByRole('heading', { name: s.careNote });
    await expect(note).toBeVisible();
    expect((await note.boundingBox())!.y).toBeLessThan((await report.boundingBox())!.y);
    await expect(main.locator('[data-care-note]').getByRole('link', { name: new RegExp(s.numbers[0][0]) })).toHaveAttribute('href', s.numbers[0][1]);
    await expect(main.getByRole('heading', { name: s.care })).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/care-note-plan-${locale}.png`, fullPage: true });
    await page.reload();
    await expect(report).toBeVisible();
    await expect(main.getByRole('heading', { name: s.careNote })).toBeVisible();
  });

  test(`3-Year Plan (${locale}): a crisis plan is never kept as a draft (the draft kept before is wiped), the care screen comes as soon as the drafts route refuses it, the purchase stays unused`, async ({ page, request }) => {
    const { buyer, purchaseId, main, boxes } = await openPlan(page, request, `crisis-draft-${locale}`);
    const drafted = (status: number) => page.waitForResponse((r) => r.url().endsWith('/api/drafts') && r.request().method() === 'POST' && r.status() === status);
    // an ordinary plan is kept as typed
    const kept = drafted(200);
    await boxes[0]!.fill(s.plan.plans[0]);
    await kept;
    // a crisis plan is refused by the drafts route, and the draft kept before goes with it; the
    // care screen comes at once, no button pressed
    const refused = drafted(422);
    await boxes[1]!.fill(s.plan.crisisPlan);
    await refused;
    await expectCareScreen(main, s);
    await expect(main.getByRole('heading', { name: s.care })).toBeFocused();
    await main.getByRole('button', { name: s.back }).click();
    await expect(boxes[1]!).toHaveValue(s.plan.crisisPlan);
    // back at the text, editing it is not interrupted again (the draft is still refused)
    const refusedAgain = drafted(422);
    await boxes[1]!.fill(`${s.plan.crisisPlan}.`);
    await refusedAgain;
    await expect(main.getByRole('heading', { name: s.care })).toHaveCount(0);
    await expect(boxes[1]!).toHaveValue(`${s.plan.crisisPlan}.`);
    await page.reload();
    await expect(boxes[0]!).toBeVisible();
    for (const box of boxes) await expect(box).toHaveValue('');
    await expect(main.getByRole('heading', { name: s.plan.report, exact: true })).toHaveCount(0);
    // the purchase is unused: no report is stored for it
    const stored = await request.get(`/api/insight/report?purchaseId=${purchaseId}`, { headers: { authorization: `Bearer ${buyer.token}` } });
    expect(stored.status()).toBe(404);
  });

  test(`3-Year Plan (${locale}): a plan that speaks of ending one's life gets the care screen at generation; nothing is used up`, async ({ page, request }) => {
    const { main, boxes } = await openPlan(page, request, `crisis-plan-${locale}`);
    // generation's own answer, whatever the drafts route says first
    await draftsAlwaysKept(page);
    await generatePlan(main, boxes, [s.plan.plans[0], s.plan.crisisPlan, s.plan.plans[2]]);

    await expectCareScreen(main, s);
    await expect(main.getByRole('heading', { name: s.plan.report, exact: true })).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/care-plan-${locale}.png`, fullPage: true });

    // nothing was stored: a reload asks for the plans again, not for a report
    await page.reload();
    await expect(boxes[0]!).toBeVisible();
    await expect(main.getByRole('heading', { name: s.plan.report, exact: true })).toHaveCount(0);

    // and the purchase, still unused, reads ordinary plans
    await generatePlan(main, boxes, s.plan.plans);
    await expect(main.getByRole('heading', { name: s.plan.report, exact: true })).toBeVisible();
  });
}

test('the care screen in a plain browser: the numbers are ordinary tel: links, nothing goes to an app', async ({ page, request }) => {
  const buyer = await signUpBuyer(request, 'crisis-browser');
  const purchaseId = await buy(request, buyer, 'current_insight');
  // a browser session: the token as the page's session storage holds it, no bridge
  await page.addInitScript((token) => sessionStorage.setItem('authToken', token), buyer.token);
  await page.goto(`/report/current-insight?purchaseId=${purchaseId}`);
  const main = page.getByRole('main');
  const question = main.getByRole('textbox', { name: S.ko.textbox });
  await expect(question).toBeVisible();
  await question.fill('자살하고 싶어요');
  await main.getByRole('button', { name: S.ko.submit }).click();
  await expectCareScreen(main, S.ko);
  expect(await page.evaluate(() => 'ReactNativeWebView' in window)).toBe(false);
});
