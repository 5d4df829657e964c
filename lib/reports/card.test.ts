import { describe, expect, it } from 'vitest';
import { BOOK_TYPES } from '@/content/quizzes/schema';
import { ELEMENTS } from '@/content/quizzes/element-order';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import type { Locale } from '@/i18n/routing';
import { formatMessage } from '@/lib/i18n/format';
import { hexagramName } from '@/lib/iching/names';
import { ogFontsDraw } from '@/lib/og/fonts';
import { REPORT_PRODUCTS, type ReportProduct } from '@/lib/purchases/products';
import { clip, firstSentence, QUESTION_MAX, reportCardText, type CardLabels, type CardSource } from './card';

const labels = (locale: Locale): CardLabels => {
  const m = locale === 'ko' ? ko : en;
  return {
    kind: Object.fromEntries(REPORT_PRODUCTS.map((p) => [p, m.Products[p]])) as Record<ReportProduct, string>,
    hexagramNumber: (number) => formatMessage(m.KeepResult.card.hexagramNumber, { number }, locale),
    question: m.KeepResult.card.question,
    leading: m.KeepResult.card.leading,
    tied: m.KeepResult.card.tied,
    readerType: m.KeepResult.card.readerType,
    share: (percent) => formatMessage(m.KeepResult.card.share, { percent }, locale),
    judgement: m.KeepResult.card.judgement, line: (name: string) => formatMessage(m.KeepResult.card.line, { name }, locale), why: m.KeepResult.card.why, nextStep: m.KeepResult.card.nextStep,
  };
};
const at = '2026-11-26T18:00:00.000Z';
const QUESTION = '지금 하는 일을 정말 사랑하는데 팀장 제안을 받아들여야 할지 고민입니다.';
const current = (question = QUESTION): CardSource => ({
  kind: 'current_insight',
  input: { question, category: 'career' },
  result: { hexagram_id: 9, solution: `“${question}”라는 물음에 이 괘가 주는 답은 나아가도 좋다입니다.`, hexagram: { kor: '풍천소축', eng: 'Small Taming' } },
  createdAt: at,
});
const text = (card: ReturnType<typeof reportCardText>) => JSON.stringify(card);

describe('the keepsake card’s words (lib/reports/card.ts)', () => {
  it('never carry the question, nor generated text that quotes it, unless the person opts in', () => {
    for (const locale of ['ko', 'en'] as const) {
      const card = reportCardText(current(), { locale, labels: labels(locale) });
      expect(card.question).toBeNull();
      expect(text(card)).not.toContain('팀장');
      expect(card.title).toBe(hexagramName(9, locale));
      const shown = reportCardText(current(), { locale, labels: labels(locale), question: true });
      expect(shown.question).toEqual({ label: labels(locale).question, text: QUESTION });
    }
    const long = reportCardText(current('아'.repeat(300)), { locale: 'ko', labels: labels('ko'), question: true });
    expect([...long.question!.text]).toHaveLength(QUESTION_MAX);
    expect(long.question!.text.endsWith('…')).toBe(true);
    // a plan has no question to show: the opt-in changes nothing
    const plan: CardSource = { kind: 'plan_insight', input: { plan2025: '베를린에서 일합니다' }, result: { hexagram_id: 1, overall_theme: '베를린' }, createdAt: at };
    const planCard = reportCardText(plan, { locale: 'ko', labels: labels('ko'), question: true });
    expect(planCard.question).toBeNull();
    expect(text(planCard)).not.toContain('베를린');
  });

  it('say a tie as a tie, and date the card in the given time zone', () => {
    const tie: CardSource = {
      kind: 'character_insight',
      input: {},
      result: { dominant: 'wood', percents: { wood: 29, fire: 29, earth: 14, metal: 29, water: 0 }, supporting: [{ element: 'fire', percent: 29 }, { element: 'metal', percent: 29 }] },
      createdAt: at,
    };
    const card = reportCardText(tie, { locale: 'en', labels: labels('en'), timeZone: 'UTC' });
    expect(card.eyebrow).toBe('Energies leading with equal weight · 29% of your answers');
    expect(card.colors).toHaveLength(3);
    expect(card.date).toBe('November 26, 2026');
    expect(reportCardText(tie, { locale: 'ko', labels: labels('ko'), timeZone: 'Asia/Seoul' }).date).toBe('2026년 11월 27일');
  });

  it('name every element the same way: in Hangul (or English), never with a hanja the card fonts may lack', () => {
    const titles = ELEMENTS.map((dominant) => {
      const percents = Object.fromEntries(ELEMENTS.map((e) => [e, e === dominant ? 60 : 10])) as Record<string, number>;
      return reportCardText({ kind: 'relationship_insight', input: {}, result: { dominant, percents, supporting: [] }, createdAt: at }, { locale: 'ko', labels: labels('ko') }).title;
    });
    expect(titles).toEqual(['목 · 나무의 사랑', '화 · 불의 사랑', '토 · 흙의 사랑', '금 · 쇠의 사랑', '수 · 물의 사랑']);
  });

  it('are drawn whole by the bundled fonts for every profile, reader type and hexagram, in ko and en', async () => {
    const texts: string[] = [];
    for (const locale of ['ko', 'en'] as const) {
      const l = labels(locale);
      for (const kind of ['character_insight', 'relationship_insight'] as const) {
        for (const dominant of ELEMENTS) {
          const percents = Object.fromEntries(ELEMENTS.map((e) => [e, e === dominant ? 60 : 10])) as Record<string, number>;
          texts.push(text(reportCardText({ kind, input: {}, result: { dominant, percents, supporting: [] }, createdAt: at }, { locale, labels: l })));
        }
      }
      for (const dominant of BOOK_TYPES) texts.push(text(reportCardText({ kind: 'book_insight', input: {}, result: { dominant }, createdAt: at }, { locale, labels: l })));
      for (let n = 1; n <= 64; n++) texts.push(text(reportCardText({ kind: 'plan_insight', input: {}, result: { hexagram_id: n }, createdAt: at }, { locale, labels: l })));
      // the line that matters: every line, the use lines and the Judgments (a line changing alone is the one read)
      for (let n = 1; n <= 64; n++) {
        for (const changing of [[1], [2], [3], [4], [5], [6], [1, 2, 3, 4, 5, 6]]) texts.push(text(reportCardText({ kind: 'current_insight', input: {}, result: { hexagram_id: n, changing_lines: changing }, createdAt: at }, { locale, labels: l })));
      }
    }
    // the element names' hanja in brackets are left off by the route (keepDrawable); everything else must draw
    const all = texts.join('').replace(/\((木|火|土|金|水)\)/g, '').replace(/[{}":,[\]#]/g, '');
    expect(await ogFontsDraw(all)).toBe(true);
  });

  it('clip on characters, never inside a surrogate pair', () => {
    expect(clip('가나다라마', 3)).toBe('가나…');
    expect(clip('😀😀😀😀', 3)).toBe('😀😀…');
    expect(clip('  a\n b  ', 10)).toBe('a b');
    expect(clip('character and reading', 16)).toBe('character and…');
  });

  it('ends a long first sentence at a clause that stands alone, not mid-word', () => {
    const creative = "Pure, tireless strength like the sky's: how creative power grows from hidden beginnings to full flight, and why it must not overreach.";
    expect(firstSentence(creative, 110)).toBe("Pure, tireless strength like the sky's.");
    const peace = 'A time when heaven and earth meet and everything flows freely, and a lesson in sharing good times and making them last.';
    expect(firstSentence(peace, 110)).toBe('A time when heaven and earth meet and everything flows freely.');
    expect(firstSentence('Short and whole. Then more.', 110)).toBe('Short and whole.');
    expect(firstSentence('one two three four five six seven eight nine ten eleven twelve', 30)).toBe('one two three four five six…');
  });

  it('refuse a stored result this code did not write', () => {
    expect(() => reportCardText({ kind: 'book_insight', input: {}, result: { dominant: 'nobody' }, createdAt: at }, { locale: 'ko', labels: labels('ko') })).toThrow();
    expect(() => reportCardText({ kind: 'current_insight', input: {}, result: { hexagram_id: 65 }, createdAt: at }, { locale: 'ko', labels: labels('ko') })).toThrow();
  });

  it('use the lower third: the one line that matters and the address the shared card leads to', () => {
    // 43 夬 with its second line changing: the line the casting rules select, and the cast's own page
    const reading: CardSource = { kind: 'current_insight', input: { question: QUESTION }, result: { hexagram_id: 43, changing_lines: [2] }, createdAt: at };
    const ko = reportCardText(reading, { locale: 'ko', labels: labels('ko'), origin: 'https://gyeol.app' });
    expect(ko.line).toEqual({ label: '구이의 효사', text: expect.stringContaining('두려워하며') });
    expect(ko.link).toBe('gyeol.app/iching/cast/797778');
    // no changing line: the Judgment in our words
    const still = reportCardText({ ...reading, result: { hexagram_id: 43, changing_lines: [] } }, { locale: 'en', labels: labels('en'), origin: 'https://gyeol.app' });
    expect(still.line?.label).toBe('The Judgment');
    expect(still.link).toBe('gyeol.app/en/iching/cast/777778');
    // a quiz result: the reason its hexagram fits, and today's hexagram
    const fire = reportCardText({ kind: 'character_insight', input: {}, result: { dominant: 'fire', percents: { wood: 14, fire: 43, earth: 14, metal: 14, water: 15 }, supporting: [] }, createdAt: at }, { locale: 'en', labels: labels('en'), origin: 'https://gyeol.app' });
    expect(fire.line?.label).toBe('Why this hexagram');
    expect(fire.line?.text).not.toMatch(/^Your hexagram is number/);
    expect(fire.link).toBe('gyeol.app/en/iching/today');
    const book = reportCardText({ kind: 'book_insight', input: {}, result: { dominant: 'wisdom' }, createdAt: at }, { locale: 'ko', labels: labels('ko') });
    expect(book.line?.label).toBe('다음 걸음');
    expect(book.link).toBeNull();
  });
});
