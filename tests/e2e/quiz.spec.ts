import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { type Page } from '@playwright/test';
import { bookQuestions, bookSets, typeProfiles } from '../../content/quizzes/book';
import { characterProfiles, characterQuestions } from '../../content/quizzes/character';
import { characterBlends, characterReports } from '../../content/quizzes/character-report';
import { relationshipProfiles, relationshipQuestions } from '../../content/quizzes/relationship';
import { relationshipBlends, relationshipReports } from '../../content/quizzes/relationship-report';
import { RELATIONS, elementPair, type Relation } from '../../content/quizzes/report-schema';
import type { BookType, Element, ElementQuestion } from '../../content/quizzes/schema';
import { elementInRelation, relationOf } from '../../lib/quiz/cycles';
import { formatReportDate } from '../../lib/i18n/dates';
import { expectNoAxeViolations } from './helpers/axe';
import { signUpWithQuizPurchase, simulateAppBridge } from './helpers/quiz-session';

// Each quiz from start to result in the simulated app (a real user, a sandbox purchase, the token
// given as window.authToken), in Korean and English; reload shows the stored result.

type Locale = 'ko' | 'en';
const prefix = (locale: Locale) => (locale === 'ko' ? '' : '/en');
const SHOTS = process.env.QUIZ_SHOTS; // set to a folder to keep full-page screenshots of each result

type QuizStrings = Record<'character' | 'relationship' | 'book', { lead: string }> & { hexagram: string };
const quizStrings = (locale: Locale): QuizStrings => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')).Quiz;
const QUIZ_STRINGS = { ko: quizStrings('ko'), en: quizStrings('en') };

/**
 * A finished result: dated (a <time> of when it was stored, written out for the locale, in the
 * browser's and this process's shared time zone), with the quiz's instructions gone from above it.
 */
async function expectDatedResult(page: Page, locale: Locale, quiz: 'character' | 'relationship' | 'book') {
  await expect(page.getByText(QUIZ_STRINGS[locale][quiz].lead)).toBeHidden();
  const stamp = page.getByRole('main').locator('time');
  await expect(stamp).toHaveCount(1);
  const when = (await stamp.getAttribute('datetime'))!;
  expect(Math.abs(new Date(when).getTime() - Date.now())).toBeLessThan(10 * 60_000);
  await expect(stamp).toHaveText(formatReportDate(when, locale));
}

/** Answers the questions in order, checking the progress and that the quiz never offers a way back. */
async function answerAll(page: Page, locale: Locale, questions: readonly { text: Record<Locale, string>; answers: readonly { text: Record<Locale, string> }[] }[], picks: number[], axeOnFirst: boolean, answered = questions.length) {
  const total = questions.length;
  const historyLength = await page.evaluate(() => history.length);
  for (const [i, question] of questions.slice(0, answered).entries()) {
    await expect(page.getByRole('heading', { level: 2, name: question.text[locale] })).toBeVisible();
    await expect(page.getByText(`${i + 1} / ${total}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(i + 1));
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuemax', String(total));
    await expect(page.getByRole('group').getByRole('button')).toHaveCount(5);
    // one way only: forward
    await expect(page.getByRole('button', { name: /^(back|previous|이전|뒤로)/i })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^(back|previous|이전|뒤로)/i })).toHaveCount(0);
    if (i === 0 && axeOnFirst) await expectNoAxeViolations(page);
    if (i === 2 && SHOTS) await page.screenshot({ path: `${SHOTS}/question-${total}-${locale}.png`, fullPage: true });
    await page.getByRole('button', { name: question.answers[picks[i]!]!.text[locale], exact: true }).click();
  }
  // answering never added history entries: the browser's back leaves the quiz, it does not rewind it
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
}

/** The answer index of each question that stands for the given element. */
const picksFor = (questions: readonly ElementQuestion[], elements: Element[]) =>
  questions.map((q, i) => q.answers.findIndex((a) => a.element === elements[i]));

type ReportStrings = {
  elements: Record<Element, string>;
  blendTitle: string;
  tiedShare: string;
  sections: Record<string, string>;
  matches: string;
  season: string;
  hexagram: string;
  practices: string;
  relations: Record<Relation, string>;
  relationsShort: Record<Relation, string>;
  sameWeight: string;
};
const REPORT_STRINGS = { ko: (quizStrings('ko') as unknown as { report: ReportStrings }).report, en: (quizStrings('en') as unknown as { report: ReportStrings }).report };

/**
 * The whole report of a Character or Relationship result: the leading profile (or, for a tie, the
 * tied elements named together with a blend text for each pair), every section of the long report
 * with its text, the season, the hexagram with its figure, reason and link, the three practices,
 * and each supporting energy with its share and the text of how it shapes the leading one.
 */
async function expectElementResult(page: Page, locale: Locale, quiz: 'character' | 'relationship', dominant: Element, percent: number, supporting: [Element, number][], tied: Element[] = [dominant]) {
  const profiles = quiz === 'character' ? characterProfiles : relationshipProfiles;
  const report = quiz === 'character' ? characterReports[dominant] : relationshipReports[dominant];
  const strings = REPORT_STRINGS[locale];
  const profile = profiles[dominant];
  const result = page.getByRole('article');
  if (tied.length > 1) {
    // a tie is said as one: the tied elements named together, "each", and a blend of every pair
    await expect(page.getByRole('heading', { level: 2, name: tied.map((e) => strings.elements[e]).join(' · '), exact: true })).toBeVisible();
    await expect(page.getByText(strings.tiedShare.replace('{percent}', String(percent)), { exact: true })).toBeVisible();
    const blend = page.getByRole('region', { name: strings.blendTitle });
    for (const element of tied) await expect(blend).toContainText(strings.elements[element]);
    const blends = quiz === 'character' ? characterBlends : relationshipBlends;
    for (const [i, a] of tied.entries()) for (const b of tied.slice(i + 1)) await expect(blend.getByText(blends[elementPair(a, b)][locale])).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { level: 2, name: profile.name[locale] })).toBeVisible();
    await expect(page.getByText(locale === 'ko' ? `답변의 ${percent}%` : `${percent}% of your answers`, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: strings.blendTitle })).toHaveCount(0);
  }
  await expect(page.getByText(profile.title[locale], { exact: true })).toBeVisible();
  await expect(page.getByText(profile.description[locale])).toBeVisible();
  for (const trait of profile.traits[locale]) await expect(page.getByRole('listitem').filter({ hasText: trait })).toBeVisible();

  // the long report, section by section
  for (const [key, text] of Object.entries(report.sections)) {
    await expect(page.getByRole('region', { name: strings.sections[key], exact: true }).getByText(text[locale])).toBeVisible();
  }
  if ('matches' in report) {
    // a tie lists only the elements that stand in the same cycle (feeding: mother or child;
    // checking: controller or controlled) to every tied element, never one of the tied themselves
    const cycleOf = (relation: Relation) => (relation === 'mother' || relation === 'child' ? 'generating' : 'overcoming');
    const listed = RELATIONS.filter((relation) => {
      const other = elementInRelation(dominant, relation);
      return !tied.includes(other) && tied.every((self) => relationOf(self, other) !== undefined && cycleOf(relationOf(self, other)!) === cycleOf(relation));
    });
    const matches = page.getByRole('region', { name: strings.matches }).getByRole('listitem');
    await expect(matches).toHaveCount(listed.length);
    for (const cycle of ['generating', 'overcoming'] as const) {
      // a cycle with no element shared by the whole tie says so in a sentence
      await expect(page.getByTestId(`tie-no-${cycle}`)).toHaveCount(listed.some((relation) => cycleOf(relation) === cycle) ? 0 : 1);
    }
    for (const relation of listed) {
      const match = matches.filter({ hasText: report.matches[relation][locale] });
      await expect(match).toContainText(strings.relationsShort[relation]);
      await expect(match).toContainText(strings.elements[elementInRelation(dominant, relation)]);
    }
  }
  const season = page.getByRole('region', { name: strings.season });
  await expect(season).toContainText(report.season.name[locale]);
  await expect(season).toContainText(report.season.text[locale]);
  const hexagram = page.getByRole('region', { name: strings.hexagram });
  await expect(hexagram).toContainText(report.hexagram.reason[locale]);
  await expect(hexagram.locator('svg > rect, svg > g')).toHaveCount(6);
  await expect(hexagram.getByRole('link', { name: locale === 'ko' ? `주역에서 제${report.hexagram.id}괘 읽기` : `Read hexagram ${report.hexagram.id} in the Book of Changes` })).toHaveAttribute(
    'href',
    `${prefix(locale)}/iching/${report.hexagram.id}`,
  );
  // the hexagram's names in the report's language only
  const names = await hexagram.innerText();
  expect(names).not.toMatch(locale === 'ko' ? /[A-Za-z]/u : /[가-힣]/u);
  const practices = page.getByRole('region', { name: strings.practices }).getByRole('listitem');
  await expect(practices).toHaveCount(3);
  for (const [i, practice] of report.practices.entries()) {
    await expect(practices.nth(i)).toContainText(practice.title[locale]);
    await expect(practices.nth(i)).toContainText(practice.text[locale]);
  }

  // the supporting energies: share, and how each shapes the leading one (or that it weighs the same)
  const energies = page.getByRole('region', { name: locale === 'ko' ? '함께하는 기운' : 'Supporting energies' }).getByRole('listitem');
  await expect(energies).toHaveCount(supporting.length);
  for (const [i, [element, share]] of supporting.entries()) {
    await expect(energies.nth(i)).toContainText(profiles[element].name[locale]);
    await expect(energies.nth(i)).toContainText(`${share}%`);
    const relation = relationOf(dominant, element)!;
    await expect(energies.nth(i)).toContainText(strings.relations[relation]);
    await expect(energies.nth(i)).toContainText(report.shapedBy[relation][locale]);
    // a supporting energy weighing as much as the leading one says so
    if (tied.includes(element)) await expect(energies.nth(i)).toContainText(strings.sameWeight);
    else await expect(energies.nth(i)).not.toContainText(strings.sameWeight);
  }
  await expect(result).toHaveCount(1);
  await expect(page.getByRole('button', { name: locale === 'ko' ? '문제 알리기' : 'Report a problem' })).toBeVisible();
}

async function expectBookResult(page: Page, locale: Locale, type: BookType, hexagram: { id: number; name: string }) {
  await expect(page.getByRole('heading', { level: 2, name: typeProfiles[type].name[locale] })).toBeVisible();
  await expect(page.getByText(typeProfiles[type].description[locale])).toBeVisible();
  await expect(page.getByText(hexagram.name, { exact: true })).toBeVisible();
  // the hexagram's names in the report's language only: no English on a Korean report, no Hangul on an English one
  const names = await page.getByRole('region', { name: QUIZ_STRINGS[locale].hexagram }).innerText();
  expect(names).not.toMatch(locale === 'ko' ? /[A-Za-z]/u : /[가-힣]/u);
  await expect(page.getByRole('link', { name: locale === 'ko' ? `주역에서 제${hexagram.id}괘 읽기` : `Read hexagram ${hexagram.id} in the Book of Changes` })).toHaveAttribute(
    'href',
    `${prefix(locale)}/iching/${hexagram.id}`,
  );
  const set = bookSets[type];
  for (const [name, books] of [
    [locale === 'ko' ? '꼭 읽어야 할 세 권' : 'Three must-reads', set.mustReads],
    [locale === 'ko' ? '숨은 보석 세 권' : 'Three hidden gems', set.hiddenGems],
  ] as const) {
    const items = page.getByRole('region', { name }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    for (const [i, book] of books.entries()) {
      // Korean pages: the Korean edition (title, author, publisher, year); English pages: the English title and first publication
      const edition = book[locale];
      await expect(items.nth(i)).toContainText(edition.title);
      await expect(items.nth(i)).toContainText(edition.author);
      // a Korean edition whose year no checked page shows is named without one
      const line = locale === 'en' ? `first published ${book.en.year}` : book.ko.year === undefined ? `${book.ko.author} · ${book.ko.publisher}` : `${book.ko.publisher} · ${book.ko.year}년`;
      await expect(items.nth(i)).toContainText(line);
      if (locale === 'ko' && book.ko.year === undefined) await expect(items.nth(i)).not.toContainText(/\d{4}년/u);
      await expect(items.nth(i)).toContainText(book.why[locale]);
    }
  }
  await expect(page.getByText(set.nextSteps[locale])).toBeVisible();
}

const ELEMENT_CASES = [
  {
    quiz: 'character',
    product: 'character_insight',
    questions: characterQuestions,
    // 4 fire, 2 water, 1 wood of 7 → fire 57 %, water 29 %, wood 14 %
    ko: { elements: ['fire', 'water', 'fire', 'wood', 'fire', 'water', 'fire'] as Element[], dominant: 'fire' as Element, percent: 57, supporting: [['water', 29], ['wood', 14]] as [Element, number][], tied: ['fire'] as Element[] },
    // a tie of 2 earth, 2 metal, 2 water, 1 fire → earth (first in order) 29 %, metal 29 %, water 29 %:
    // the report names the three together and opens with earth's story
    en: { elements: ['metal', 'earth', 'water', 'fire', 'earth', 'metal', 'water'] as Element[], dominant: 'earth' as Element, percent: 29, supporting: [['metal', 29], ['water', 29]] as [Element, number][], tied: ['earth', 'metal', 'water'] as Element[] },
  },
  {
    quiz: 'relationship',
    product: 'relationship_insight',
    questions: relationshipQuestions,
    // all water → 100 %, no supporting energy
    ko: { elements: Array<Element>(8).fill('water'), dominant: 'water' as Element, percent: 100, supporting: [] as [Element, number][], tied: ['water'] as Element[] },
    // 3 wood, 3 metal, 2 fire of 8 → wood 38 %, metal 38 % (a tie: named together), fire 25 %
    en: { elements: ['metal', 'wood', 'fire', 'metal', 'wood', 'fire', 'metal', 'wood'] as Element[], dominant: 'wood' as Element, percent: 38, supporting: [['metal', 38], ['fire', 25]] as [Element, number][], tied: ['wood', 'metal'] as Element[] },
  },
] as const;

for (const c of ELEMENT_CASES) {
  for (const locale of ['ko', 'en'] as const) {
    test(`${c.quiz} quiz from first question to the full stored report (${locale})`, async ({ page, context, request }) => {
      const buyer = await signUpWithQuizPurchase(request, c.product);
      await simulateAppBridge(context, buyer.token);
      const expected = c[locale];
      await page.goto(`${prefix(locale)}/report/${c.quiz}-insight?purchaseId=${buyer.purchaseId}`);
      await expect(page.getByText(QUIZ_STRINGS[locale][c.quiz].lead)).toBeVisible();
      await answerAll(page, locale, c.questions, picksFor(c.questions, expected.elements), true);
      await expectElementResult(page, locale, c.quiz, expected.dominant, expected.percent, expected.supporting, expected.tied);
      await expectDatedResult(page, locale, c.quiz);
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${c.quiz}-${locale}.png`, fullPage: true });

      await page.reload();
      await expectElementResult(page, locale, c.quiz, expected.dominant, expected.percent, expected.supporting, expected.tied);
      await expectDatedResult(page, locale, c.quiz);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    });
  }
}

// A Korean tie: 3 fire, 3 water, 1 wood of 7 → fire 43 %, water 43 %, wood 14 %. The spec's order
// puts fire first, and the report says the two weigh the same: "불 · 물", "각각 답변의 43%", their blend.
test('character quiz: a tie is named as one, the tied elements together with their blend (ko)', async ({ page, context, request }) => {
  const buyer = await signUpWithQuizPurchase(request, 'character_insight');
  await simulateAppBridge(context, buyer.token);
  await page.goto(`/report/character-insight?purchaseId=${buyer.purchaseId}`);
  const elements: Element[] = ['water', 'fire', 'water', 'wood', 'fire', 'water', 'fire'];
  await answerAll(page, 'ko', characterQuestions, picksFor(characterQuestions, elements), false);
  await expectElementResult(page, 'ko', 'character', 'fire', 43, [['water', 43], ['wood', 14]], ['fire', 'water']);
  await expect(page.getByRole('heading', { level: 2, name: '불 · 물', exact: true })).toBeVisible();
  await expect(page.getByText('나를 이끄는 기운', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: '기운의 어울림' })).toContainText('답변이 불과 물에 똑같이 나뉘었습니다.');
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/character-tie-ko.png`, fullPage: true });
});

const BOOK_CASES: { locale: Locale; types: BookType[]; dominant: BookType; hexagram: { id: number; name: string } }[] = [
  { locale: 'ko', types: ['wisdom', 'wisdom', 'growth', 'wisdom', 'creative'], dominant: 'wisdom', hexagram: { id: 52, name: '艮' } },
  // 2 analytical, 2 philosophical, 1 creative: the tie goes to analytical, the earlier type
  { locale: 'en', types: ['philosophical', 'analytical', 'creative', 'analytical', 'philosophical'], dominant: 'analytical', hexagram: { id: 57, name: '巽' } },
];

for (const { locale, types, dominant, hexagram } of BOOK_CASES) {
  test(`life book quiz: 2 s of loading, then the report, stored (${locale})`, async ({ page, context, request }) => {
    const buyer = await signUpWithQuizPurchase(request, 'book_insight');
    await simulateAppBridge(context, buyer.token);
    await page.goto(`${prefix(locale)}/report/book-insight?purchaseId=${buyer.purchaseId}`);
    const picks = bookQuestions.map((q, i) => q.answers.findIndex((a) => a.type === types[i]));
    await answerAll(page, locale, bookQuestions, picks, true, bookQuestions.length - 1);
    const last = bookQuestions.at(-1)!;
    await expect(page.getByRole('heading', { level: 2, name: last.text[locale] })).toBeVisible();
    // measured from before the click, so a slow machine can only make it longer, never shorter
    const answeredAt = Date.now();
    await page.getByRole('button', { name: last.answers[picks.at(-1)!]!.text[locale], exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: locale === 'ko' ? '책을 고르고 있어요' : 'Choosing books for you' })).toBeVisible();
    await expectBookResult(page, locale, dominant, hexagram);
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(1900);
    await expectDatedResult(page, locale, 'book');
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/book-${locale}.png`, fullPage: true });

    await page.reload();
    await expectBookResult(page, locale, dominant, hexagram);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
}

test('a purchase of another report gets the no-access card, not the quiz', async ({ page, context, request }) => {
  const buyer = await signUpWithQuizPurchase(request, 'current_insight');
  await simulateAppBridge(context, buyer.token);
  await page.goto(`/en/report/character-insight?purchaseId=${buyer.purchaseId}`);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});
