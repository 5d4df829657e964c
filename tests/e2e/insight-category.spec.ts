import { expect, test } from './fixtures';
import { actAsApp, buy, signUpBuyer } from './helpers/app-buyer';
import { expectNoAxeViolations } from './helpers/axe';

// Current Insight in the web view: the area the check found is shown on the confirm step as a row
// of chips; one tap on another sends that area, and the report is written for it (its badge, its
// reading and its restated situation), also when reopened.

const SHOTS = process.env.SHOTS_DIR;
// the report is checked as it stands, not mid-reveal (the reveal has tests of its own in insight.spec.ts)
test.use({ reducedMotion: 'reduce' });

const CASES = {
  ko: {
    prefix: '',
    textbox: '나의 질문',
    submit: '다음',
    // read as work: the person knows it is really about the children
    question: '이직 제안을 받았는데 연봉은 오르지만 야근이 많아서 아이들과 함께 보낼 시간이 줄어들 것 같아요.',
    confirm: '이 질문이 맞나요?',
    legend: '분야',
    found: '일과 진로',
    chosen: '가족',
    generate: '풀이 받기',
    report: '나의 풀이',
    situation: '지금의 상황',
    meaning: '괘가 말하는 것',
    restated: /가족과의 관계에 대한|가족 안의 일에 관한/u,
    restateNote: '고르신 분야에 맞춰, 풀이에서 지금의 상황을 다시 정리해 드려요.',
    reading: '가족의 물음에서',
    workReading: '일의 물음에서',
  },
  en: {
    prefix: '/en',
    textbox: 'Your question',
    submit: 'Continue',
    question: 'I was offered a promotion at work with a higher salary, but the longer hours would mean less time with my children.',
    confirm: 'Is this what you want to ask?',
    legend: 'Category',
    found: 'Career & Work',
    chosen: 'Family',
    generate: 'Get my insight',
    report: 'Your insight',
    situation: 'The situation',
    meaning: 'What it means',
    restated: /about your family|matters at home/u,
    restateNote: 'The reading will restate your situation for the area you chose.',
    reading: 'For a question of family',
    workReading: 'For a question of work',
  },
} as const;

for (const [locale, s] of Object.entries(CASES)) {
  test(`Current Insight (${locale}): the area changed with one tap on the confirm step is the report's area`, async ({ page, request }) => {
    const buyer = await signUpBuyer(request, `category-${locale}`);
    const purchaseId = await buy(request, buyer, 'current_insight');
    await actAsApp(page, buyer);
    await page.goto(`${s.prefix}/report/current-insight?purchaseId=${purchaseId}`);

    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: s.textbox }).fill(s.question);
    await main.getByRole('button', { name: s.submit }).click();
    await expect(main.getByRole('heading', { name: s.confirm })).toBeVisible();

    // the eight areas, the one the check found already chosen
    const areas = main.getByRole('group', { name: s.legend });
    await expect(areas.getByRole('radio')).toHaveCount(8);
    await expect(areas.getByRole('radio', { name: s.found })).toBeChecked();
    await expectNoAxeViolations(page, { what: 'confirm with areas' });

    // one tap changes it
    await areas.getByRole('radio', { name: s.chosen }).click();
    await expect(areas.getByRole('radio', { name: s.chosen })).toBeChecked();
    await expect(areas.getByRole('radio', { name: s.found })).not.toBeChecked();
    // the check's restatement was worded for the area it found: the confirm step says it will be redone
    await expect(main.getByText(s.restateNote)).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/category-${locale}-confirm.png`, fullPage: true });

    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/insight/current');
    await main.getByRole('button', { name: s.generate }).click();
    expect((await sent).postDataJSON()).toMatchObject({ category: 'family', purchaseId });

    await expect(main.getByRole('heading', { name: s.report, exact: true })).toBeVisible();
    const expectFamilyReport = async () => {
      await expect(main.getByText(s.chosen, { exact: true })).toBeVisible();
      await expect(main.getByText(s.found, { exact: true })).toHaveCount(0);
      const situation = main.getByRole('heading', { name: s.situation, exact: true }).locator('..');
      await expect(situation).toContainText(s.restated);
      const meaning = main.getByRole('heading', { name: s.meaning, exact: true }).locator('..');
      await expect(meaning).toContainText(s.reading);
      await expect(meaning).not.toContainText(s.workReading);
    };
    await expectFamilyReport();
    await expectNoAxeViolations(page, { what: 'report with its area' });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/category-${locale}-report.png`, clip: { x: 0, y: 0, width: 390, height: 1400 } });

    // reopened from the store: the same area
    await page.reload();
    await expect(main.getByRole('heading', { name: s.report, exact: true })).toBeVisible();
    await expectFamilyReport();
  });
}
