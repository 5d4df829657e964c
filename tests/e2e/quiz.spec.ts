import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { type Page } from '@playwright/test';
import { bookQuestions, bookSets, typeProfiles } from '../../content/quizzes/book';
import { characterProfiles, characterQuestions } from '../../content/quizzes/character';
import { relationshipProfiles, relationshipQuestions } from '../../content/quizzes/relationship';
import type { BookType, Element, ElementProfiles, ElementQuestion } from '../../content/quizzes/schema';
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

async function expectElementResult(page: Page, locale: Locale, profiles: ElementProfiles, dominant: Element, percent: number, supporting: [Element, number][]) {
  const profile = profiles[dominant];
  await expect(page.getByRole('heading', { level: 2, name: profile.name[locale] })).toBeVisible();
  await expect(page.getByText(profile.title[locale], { exact: true })).toBeVisible();
  await expect(page.getByText(profile.description[locale])).toBeVisible();
  for (const trait of profile.traits[locale]) await expect(page.getByRole('listitem').filter({ hasText: trait })).toBeVisible();
  await expect(page.getByText(locale === 'ko' ? `답변의 ${percent}%` : `${percent}% of your answers`)).toBeVisible();
  const energies = page.getByRole('region', { name: locale === 'ko' ? '함께하는 기운' : 'Supporting energies' }).getByRole('listitem');
  await expect(energies).toHaveCount(supporting.length);
  for (const [i, [element, share]] of supporting.entries()) {
    await expect(energies.nth(i)).toContainText(profiles[element].name[locale]);
    await expect(energies.nth(i)).toContainText(`${share}%`);
  }
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
      await expect(items.nth(i)).toContainText(book.title[locale]);
      await expect(items.nth(i)).toContainText(book.author[locale]);
    }
  }
  await expect(page.getByText(set.nextSteps[locale])).toBeVisible();
}

const ELEMENT_CASES = [
  {
    quiz: 'character',
    product: 'character_insight',
    questions: characterQuestions,
    profiles: characterProfiles,
    // 4 fire, 2 water, 1 wood of 7 → fire 57 %, water 29 %, wood 14 %
    ko: { elements: ['fire', 'water', 'fire', 'wood', 'fire', 'water', 'fire'] as Element[], dominant: 'fire' as Element, percent: 57, supporting: [['water', 29], ['wood', 14]] as [Element, number][] },
    // a tie of 2 earth, 2 metal, 2 water, 1 fire → earth (first in order) 29 %, metal 29 %, water 29 %
    en: { elements: ['metal', 'earth', 'water', 'fire', 'earth', 'metal', 'water'] as Element[], dominant: 'earth' as Element, percent: 29, supporting: [['metal', 29], ['water', 29]] as [Element, number][] },
  },
  {
    quiz: 'relationship',
    product: 'relationship_insight',
    questions: relationshipQuestions,
    profiles: relationshipProfiles,
    // all water → 100 %, no supporting energy
    ko: { elements: Array<Element>(8).fill('water'), dominant: 'water' as Element, percent: 100, supporting: [] as [Element, number][] },
    // 3 wood, 3 metal, 2 fire of 8 → wood 38 %, metal 38 %, fire 25 %
    en: { elements: ['metal', 'wood', 'fire', 'metal', 'wood', 'fire', 'metal', 'wood'] as Element[], dominant: 'wood' as Element, percent: 38, supporting: [['metal', 38], ['fire', 25]] as [Element, number][] },
  },
] as const;

for (const c of ELEMENT_CASES) {
  for (const locale of ['ko', 'en'] as const) {
    test(`${c.quiz} quiz from first question to stored result (${locale})`, async ({ page, context, request }) => {
      const buyer = await signUpWithQuizPurchase(request, c.product);
      await simulateAppBridge(context, buyer.token);
      const expected = c[locale];
      await page.goto(`${prefix(locale)}/report/${c.quiz}-insight?purchaseId=${buyer.purchaseId}`);
      await expect(page.getByText(QUIZ_STRINGS[locale][c.quiz].lead)).toBeVisible();
      await answerAll(page, locale, c.questions, picksFor(c.questions, expected.elements), true);
      await expectElementResult(page, locale, c.profiles, expected.dominant, expected.percent, expected.supporting);
      await expectDatedResult(page, locale, c.quiz);
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${c.quiz}-${locale}.png`, fullPage: true });

      await page.reload();
      await expectElementResult(page, locale, c.profiles, expected.dominant, expected.percent, expected.supporting);
      await expectDatedResult(page, locale, c.quiz);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    });
  }
}

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
