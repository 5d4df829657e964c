import { expect, test } from './fixtures';
import { type Locator, type Page } from '@playwright/test';
import { REPORT_REVEAL_MS } from '../../lib/insight/constants';
import { formatReportDate } from '../../lib/i18n/dates';
import { planFirstYear, seoulYearMonth } from '../../lib/insight/plan-years';
import { actAsApp, buy, signUpBuyer } from './helpers/app-buyer';
import { expectNoAxeViolations } from './helpers/axe';

// the date stamps are checked in the reader's time zone, set here
const TIME_ZONE = 'Asia/Seoul';
test.use({ timezoneId: TIME_ZONE });

// The two insight reports from a bought purchase to the stored result, as the native app opens
// them (a simulated bridge with a real user's token), in Korean and in English.

const SHOTS = process.env.SHOTS_DIR;
/** With SHOTS_DIR set, the whole page in parts of 1,400 px (small enough to look at). */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const width = page.viewportSize()?.width ?? 390;
  for (let y = 0, part = 1; y < height; y += 1400, part++) {
    await page.screenshot({ path: `${SHOTS}/${name}-${part}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(1400, height - y) } });
  }
}

const CURRENT = {
  ko: {
    prefix: '',
    textbox: '나의 질문',
    submit: '다음',
    vague: 'ㅁㄴㅇㄹ',
    question: '다니던 회사에서 이직 제안을 받았습니다. 연봉은 오르지만 지금 팀을 떠나는 것이 맞는지 모르겠어요.',
    confirm: '이 질문이 맞나요?',
    category: '일과 진로',
    generate: '풀이 받기',
    report: '나의 풀이',
    sections: ['지금의 상황', '괘가 말하는 것', '해야 할 일', '나아갈 길'],
    figure: /^제(\d+)괘 /,
    readMore: /^제(\d+)괘를 주역 풀이에서 읽기$/,
    localNote: '이 풀이는 괘의 원문과 여섯 효의 뜻을 바탕으로 정리한 것입니다.',
    lead: '지금 마음에 걸린 일을 적어 주세요. 주역이 한 괘와 그 괘가 건네는 말로 답해요.',
    notify: '문제 알리기',
  },
  en: {
    prefix: '/en',
    textbox: 'Your question',
    submit: 'Continue',
    vague: 'asdf qwer',
    question: 'I was offered a job in another city. The pay is better, but I do not know whether I should leave my team.',
    confirm: 'Is this what you want to ask?',
    category: 'Career & Work',
    generate: 'Get my insight',
    report: 'Your insight',
    sections: ['The situation', 'What it means', 'What you should do', 'The way through'],
    figure: /^Hexagram (\d+), /,
    readMore: /^Read hexagram (\d+) in the library$/,
    localNote: "This reading is drawn from the hexagram's classic text and the meaning of its six lines.",
    lead: 'Write down what weighs on you now. The Book of Changes answers with one hexagram and what it asks of you.',
    notify: 'Report a problem',
  },
} as const;

/** The reveal's CSS animations running (or held at their end) on the page: a first showing draws them. */
async function revealAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .map((animation) => (animation as CSSAnimation).animationName)
      .filter((name) => name?.startsWith('reveal-')),
  );
}

/** The report's date stamp: a <time> of when it was stored, written out for the locale. */
async function expectDateStamp(main: Locator, locale: 'ko' | 'en', near = Date.now()) {
  const stamp = main.locator('time');
  await expect(stamp).toHaveCount(1);
  const when = (await stamp.getAttribute('datetime'))!;
  expect(Math.abs(new Date(when).getTime() - near)).toBeLessThan(10 * 60_000);
  await expect(stamp).toHaveText(formatReportDate(when, locale, TIME_ZONE));
  return when;
}

/** The names under the figure are in the report's language only (no English on a Korean report, no Hangul on an English one). */
async function expectOneLanguageNames(figure: Locator, locale: 'ko' | 'en') {
  const names = await figure.locator('xpath=../..').innerText();
  expect(names).toMatch(locale === 'ko' ? /[가-힣]/u : /[A-Za-z]/u);
  expect(names).not.toMatch(locale === 'ko' ? /[A-Za-z]/u : /[가-힣]/u);
}

for (const [locale, s] of Object.entries(CURRENT)) {
  test(`Current Insight (${locale}): question → confirm → report (revealed, dated), stored for reloads; vague input is refused`, async ({ page, request }) => {
    const buyer = await signUpBuyer(request, `current-${locale}`);
    const purchaseId = await buy(request, buyer, 'current_insight');
    await actAsApp(page, buyer);
    await page.clock.install();
    await page.goto(`${s.prefix}/report/current-insight?purchaseId=${purchaseId}`);

    const main = page.getByRole('main');
    await expect(main.getByText(s.lead)).toBeVisible();
    const question = main.getByRole('textbox', { name: s.textbox });
    await expect(question).toBeVisible();
    await expect(question).toHaveAttribute('rows', '8');
    const submit = main.getByRole('button', { name: s.submit });
    await expect(submit).toBeDisabled();
    await question.fill('   ');
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page, { what: 'input' });

    // a vague question: back to the input with the server's text; editing clears it
    await question.fill(s.vague);
    await submit.click();
    const alert = main.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).not.toBeEmpty();
    await expect(question).toHaveValue(s.vague);
    await expectNoAxeViolations(page, { what: 'invalid' });
    await shot(page, `current-${locale}-invalid`);
    await question.fill(s.question);
    await expect(alert).toHaveCount(0);

    await submit.click();
    await expect(main.getByRole('heading', { name: s.confirm })).toBeVisible();
    await expect(main.getByText(s.category, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, { what: 'confirm' });
    await shot(page, `current-${locale}-confirm`);
    // the page's clock stands still from here: the reveal lasts until it is moved on
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await main.getByRole('button', { name: s.generate }).click();

    await expect(main.getByRole('heading', { name: s.report, exact: true })).toBeVisible();
    // first shown: the hexagram forms line by line, then the text appears; then it is simply there
    expect(await revealAnimations(page)).toEqual(expect.arrayContaining(['reveal-line', 'reveal-text']));
    await page.clock.runFor(REPORT_REVEAL_MS);
    await expect.poll(() => revealAnimations(page)).toEqual([]);
    await page.clock.resume();
    // the form's instructions are gone above the finished report, which is dated
    await expect(main.getByText(s.lead)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const stamped = await expectDateStamp(main, locale as 'ko' | 'en');
    for (const section of s.sections) await expect(main.getByRole('heading', { name: section, exact: true })).toBeVisible();
    const figureName = await main.getByRole('img', { name: s.figure }).getAttribute('aria-label');
    const number = Number(figureName!.match(s.figure)![1]);
    expect(number).toBeGreaterThanOrEqual(1);
    expect(number).toBeLessThanOrEqual(64);
    await expect(main.getByRole('listitem').first()).toBeVisible();
    const library = main.getByRole('link', { name: s.readMore });
    await expect(library).toHaveAttribute('href', `${s.prefix}/iching/${number}`);
    await expect(main.getByText(s.localNote, { exact: true })).toBeVisible();
    await expectOneLanguageNames(main.getByRole('img', { name: s.figure }), locale as 'ko' | 'en');
    await expect(main.getByText(s.question)).toBeVisible();
    await expect(main.getByRole('button', { name: s.notify, exact: true })).toBeVisible();
    const situation = await main.getByRole('heading', { name: s.sections[0], exact: true }).locator('..').innerText();
    // a reading with changing lines loads their texts (a pulsing status line): axe reads the page once they are there
    await expect(main.getByRole('status').filter({ hasText: /효사를 불러오는 중…|Loading the line texts…/ })).toHaveCount(0);
    await expectNoAxeViolations(page, { what: 'report' });
    await shot(page, `current-${locale}`);

    // reopening the purchase shows the same stored report, without asking again and without the reveal
    await page.reload();
    await expect(main.getByRole('heading', { name: s.report, exact: true })).toBeVisible();
    expect(await revealAnimations(page)).toEqual([]);
    await expect(main.locator('time')).toHaveAttribute('datetime', stamped);
    await expect(main.getByText(s.lead)).toBeHidden();
    // the question is not asked again (the only box left is the journal's note under the reading)
    await expect(main.getByRole('textbox', { name: s.textbox })).toHaveCount(0);
    await expect(main.getByRole('img', { name: s.figure })).toHaveAttribute('aria-label', figureName!);
    expect(await main.getByRole('heading', { name: s.sections[0], exact: true }).locator('..').innerText()).toBe(situation);
  });
}

const PLAN = {
  ko: {
    prefix: '',
    label: (year: number) => `${year}년 계획`,
    year: (year: number) => `${year}년`,
    opening: (year: number) => `${year}년에는 `,
    lead: '세 해 각각의 계획을 적어 주세요. 주역이 세 해를 하나의 여정으로 읽어 드려요.',
    plans: ['대학원을 마치고 1년 동안 해외에서 지낼 돈을 모읍니다.', '베를린에서 살며 독일어를 배우고 작은 디자인 스튜디오에서 일합니다.', '돌아와서 친구 두 명과 함께 나만의 스튜디오를 엽니다.'],
    submit: '다음',
    fillAll: '세 해의 계획을 모두 적은 뒤에 진행해 주세요.',
    confirm: '나의 세 해',
    edit: '계획 고치기',
    generate: '풀이 받기',
    report: '나의 3년 풀이',
    sections: ['전체 주제', '해마다의 흐름', '눈여겨볼 점', '권하는 일', '길잡이'],
    figure: /^제(\d+)괘 /,
  },
  en: {
    prefix: '/en',
    label: (year: number) => `Your plan for ${year}`,
    year: (year: number) => `${year}`,
    opening: (year: number) => `For ${year} you plan`,
    lead: 'Write what you plan for each of the three years. The Book of Changes reads them as one journey.',
    plans: ['Finish my degree and save enough money for a year abroad.', 'Live in Berlin, learn German and work at a small design studio.', 'Come home and open my own studio with two friends.'],
    submit: 'Continue',
    fillAll: 'Please fill in all three year plans before proceeding.',
    confirm: 'Your three years',
    edit: 'Edit Plans',
    generate: 'Generate Insight',
    report: 'Your three-year insight',
    sections: ['Overall theme', 'Year by year', 'Key insights', 'Recommendations', 'Guidance'],
    figure: /^Hexagram (\d+), /,
  },
} as const;

for (const [locale, s] of Object.entries(PLAN)) {
  test(`3-Year Plan (${locale}): three plans for this year and the next two → confirm (edit, generate) → report, no reveal under reduced motion, stored for reloads`, async ({ page, request }) => {
    const buyer = await signUpBuyer(request, `plan-${locale}`);
    const purchaseId = await buy(request, buyer, 'plan_insight');
    await actAsApp(page, buyer);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${s.prefix}/report/plan-insight?purchaseId=${purchaseId}`);

    const main = page.getByRole('main');
    const first = planFirstYear(new Date());
    const years = [first, first + 1, first + 2];
    const boxes = years.map((year) => main.getByRole('textbox', { name: s.label(year) }));
    for (const box of boxes) await expect(box).toHaveAttribute('rows', '6');
    const submit = main.getByRole('button', { name: s.submit });
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page, { what: 'input' });

    await boxes[0]!.fill(s.plans[0]);
    await boxes[1]!.fill(s.plans[1]);
    await expect(main.getByText(s.fillAll)).toBeVisible();
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page, { what: 'incomplete' });
    await shot(page, `plan-${locale}-incomplete`);
    await boxes[2]!.fill(s.plans[2]);
    await expect(main.getByText(s.fillAll)).toHaveCount(0);

    await submit.click();
    await expect(main.getByRole('heading', { name: s.confirm })).toBeVisible();
    for (const plan of s.plans) await expect(main.getByText(plan)).toBeVisible();
    for (const year of years) await expect(main.getByRole('term').filter({ hasText: s.year(year) })).toBeVisible();
    await expectNoAxeViolations(page, { what: 'confirm' });
    // Edit Plans goes back with everything kept
    await main.getByRole('button', { name: s.edit }).click();
    await expect(boxes[1]!).toHaveValue(s.plans[1]);
    await submit.click();
    await main.getByRole('button', { name: s.generate }).click();

    await expect(main.getByRole('heading', { name: s.report, exact: true })).toBeVisible();
    // reduced motion: the report is simply there, no reveal
    expect(await revealAnimations(page)).toEqual([]);
    await expect(main.getByText(s.lead)).toBeHidden();
    await expectDateStamp(main, locale as 'ko' | 'en');
    for (const section of s.sections) await expect(main.getByRole('heading', { name: section, exact: true })).toBeVisible();
    for (const year of years) await expect(main.getByRole('heading', { name: s.year(year), exact: true })).toBeVisible();
    await expect(main.getByText(s.opening(first))).toBeVisible();
    const figureName = await main.getByRole('img', { name: s.figure }).getAttribute('aria-label');
    await expectOneLanguageNames(main.getByRole('img', { name: s.figure }), locale as 'ko' | 'en');
    await expectNoAxeViolations(page, { what: 'report' });
    await shot(page, `plan-${locale}`);

    await page.reload();
    await expect(main.getByRole('heading', { name: s.report, exact: true })).toBeVisible();
    // the plan's three boxes are not asked again (the journal's note box may stand under the reading)
    for (const year of years) await expect(main.getByRole('textbox', { name: s.label(year) })).toHaveCount(0);
    await expect(main.getByRole('img', { name: s.figure })).toHaveAttribute('aria-label', figureName!);
    for (const year of years) await expect(main.getByRole('heading', { name: s.year(year), exact: true })).toBeVisible();
  });
}

test('3-Year Plan in December asks for the next three years, and the report keeps them', async ({ page, request }) => {
  const s = PLAN.ko;
  const buyer = await signUpBuyer(request, 'plan-december');
  const purchaseId = await buy(request, buyer, 'plan_insight');
  await actAsApp(page, buyer);
  // 10 December of this year in Korea: the plan is for next year and the two after it
  const { year } = seoulYearMonth(new Date());
  await page.clock.install({ time: new Date(`${year}-12-10T12:00:00+09:00`) });
  await page.goto(`/report/plan-insight?purchaseId=${purchaseId}`);

  const main = page.getByRole('main');
  const years = [year + 1, year + 2, year + 3];
  for (const [i, y] of years.entries()) await main.getByRole('textbox', { name: s.label(y) }).fill(s.plans[i]!);
  await expect(main.getByRole('textbox', { name: s.label(year) })).toHaveCount(0);
  await main.getByRole('button', { name: s.submit }).click();
  for (const y of years) await expect(main.getByRole('term').filter({ hasText: s.year(y) })).toBeVisible();
  await main.getByRole('button', { name: s.generate }).click();

  await expect(main.getByRole('heading', { name: s.report, exact: true })).toBeVisible();
  for (const y of years) await expect(main.getByRole('heading', { name: s.year(y), exact: true })).toBeVisible();
  // the first year's plan went as plan2025, and the reading names it by its calendar year
  await expect(main.getByText(s.opening(year + 1))).toBeVisible();
  await expect(main.getByText(`“${s.plans[0]!.replace(/\.$/u, '')}”`, { exact: false })).toBeVisible();
  // the stamp is the day the server stored it
  await expectDateStamp(main, 'ko');

  await page.reload();
  await expect(main.getByRole('heading', { name: s.report, exact: true })).toBeVisible();
  for (const y of years) await expect(main.getByRole('heading', { name: s.year(y), exact: true })).toBeVisible();
});

test('/report/year-plan and /report/life-plan lead to the 3-Year Plan page with their query', async ({ page }) => {
  for (const [from, to] of [
    ['/report/year-plan?purchaseId=abc', '/report/plan-insight?purchaseId=abc'],
    ['/en/report/life-plan?purchaseId=abc', '/en/report/plan-insight?purchaseId=abc'],
  ] as const) {
    await page.goto(from);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(to);
  }
});

test('a purchase of another report is refused on the Current Insight page', async ({ page, request }) => {
  const buyer = await signUpBuyer(request, 'wrong');
  const purchaseId = await buy(request, buyer, 'plan_insight');
  await actAsApp(page, buyer);
  await page.goto(`/en/report/current-insight?purchaseId=${purchaseId}`);
  await expect(page.getByRole('main').getByText('This purchase is for a different report.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
});
