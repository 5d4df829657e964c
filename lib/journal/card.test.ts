import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/routing';
import { formatMessage } from '@/lib/i18n/format';
import { hexagramName } from '@/lib/iching/names';
import { ogFontsDraw } from '@/lib/og/fonts';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import { cardWidth, noteLine, QUOTE_WIDTH, yearCardText, type YearCardLabels } from './card';
import type { YearSummary } from './year';

const labels = (locale: Locale): YearCardLabels => {
  const s = (locale === 'ko' ? ko : en).JournalCard.card;
  const f = (message: string, params: Record<string, number>) => formatMessage(message, params, locale);
  return {
    year: (year) => f(s.year, { year }),
    eyebrow: s.eyebrow,
    journal: s.journal,
    totals: (readings, notes) => f(s.totals, { readings, notes }),
    mostDrawn: s.mostDrawn,
    hexagramNumber: (number) => f(s.hexagramNumber, { number }),
    times: (count) => f(s.times, { count }),
    topThree: s.topThree,
    elements: s.elements,
    elementName: s.elementNames,
    quote: s.quote,
    empty: s.empty,
  };
};

const summary: YearSummary = {
  year: 2026,
  entries: 5,
  hexagrams: [
    { id: 49, count: 3 },
    { id: 22, count: 2 },
    { id: 1, count: 1 },
    { id: 2, count: 1 },
  ],
  elements: { wood: 1, fire: 4, earth: 3, metal: 5, water: 0 },
  categories: { love: 0, career: 2, health: 0, finance: 0, personal: 0, family: 0, decision: 0, general: 1 },
  recurringLines: [],
};
const NOTE = '이직을 결심했다. 부산으로 가기로.';
/** every text the card would draw, joined */
const drawn = (card: ReturnType<typeof yearCardText>) => JSON.stringify(card);

describe('yearCardText', () => {
  it('puts the year, its counts, the hexagram drawn most often, the top three and the five elements on the card, in ko and en', () => {
    const card = yearCardText(summary, { locale: 'ko', labels: labels('ko') });
    expect(card.year).toBe('2026년');
    expect(card.totals).toBe('풀이 7번 · 기록 5개');
    expect(card.top).toMatchObject({ number: 49, label: '제49괘', name: hexagramName(49, 'ko'), chinese: '革', count: '3번', heading: '가장 자주 나온 괘' });
    expect(card.top!.pattern).toMatch(/^[01]{6}$/);
    expect(card.topThree!.items.map((h) => [h.number, h.count])).toEqual([
      [49, '3번'],
      [22, '2번'],
      [1, '1번'],
    ]);
    expect(card.elements!.items.map((e) => [e.name, e.count, e.share])).toEqual([
      ['나무', 1, 0.2],
      ['불', 4, 0.8],
      ['흙', 3, 0.6],
      ['쇠', 5, 1],
      ['물', 0, 0],
    ]);
    expect(card.brand).toBe('결 · Gyeol');
    expect(card.empty).toBeNull();
    const english = yearCardText(summary, { locale: 'en', labels: labels('en') });
    expect([english.year, english.totals, english.top!.label, english.top!.name, english.top!.count]).toEqual(['2026', '7 readings · 5 notes', 'Hexagram 49', hexagramName(49, 'en'), '3 times']);
    expect(english.topThree!.items[2]!.count).toBe('once');
    expect(english.brand).toBe('결 · Gyeol');
  });

  it('carries no note text unless the person ticked the box, even when a note is handed to it', () => {
    for (const locale of ['ko', 'en'] as const) {
      for (const options of [{}, { notes: false, latestNote: NOTE }, { latestNote: NOTE }]) {
        const card = yearCardText(summary, { locale, labels: labels(locale), ...options });
        expect(card.quote).toBeNull();
        for (const piece of ['이직을', '결심했다', '부산으로']) expect(drawn(card)).not.toContain(piece);
      }
    }
    const ticked = yearCardText(summary, { locale: 'ko', labels: labels('ko'), notes: true, latestNote: NOTE });
    expect(ticked.quote).toEqual({ label: '내가 남긴 말', text: '이직을 결심했다.' });
    // ticked, but no note in the year: no line, and nothing in its place
    expect(yearCardText(summary, { locale: 'ko', labels: labels('ko'), notes: true, latestNote: null }).quote).toBeNull();
  });

  it('is a calm card of its own for a year with nothing yet', async () => {
    const empty: YearSummary = { ...summary, entries: 0, hexagrams: [], elements: { wood: 0, fire: 0, earth: 0, metal: 0, water: 0 } };
    for (const locale of ['ko', 'en'] as const) {
      const card = yearCardText(empty, { locale, labels: labels(locale), notes: true, latestNote: null });
      expect(card).toMatchObject({ top: null, topThree: null, elements: null, quote: null });
      expect(card.empty).toBe((locale === 'ko' ? ko : en).JournalCard.card.empty);
      expect(card.totals).toBe(locale === 'ko' ? '풀이 0번 · 기록 0개' : '0 readings · 0 notes');
      expect(await ogFontsDraw(`${card.empty}${card.eyebrow}${card.totals}${card.brand}`)).toBe(true);
    }
  });
});

describe('noteLine', () => {
  it('takes the first sentence whole when it fits', () => {
    expect(noteLine('이직을 결심했다. 부산으로 가기로.')).toBe('이직을 결심했다.');
    expect(noteLine('Keep still, then act.\nMore later.')).toBe('Keep still, then act.');
    expect(noteLine('첫 줄은 제목\n둘째 줄')).toBe('첫 줄은 제목');
    expect(noteLine('  \n\n 🙂 \n 다시 시작하는 마음으로')).toBe('다시 시작하는 마음으로');
  });

  it('cuts a long first sentence where a clause ends, else where a word ends, never inside a word', () => {
    const clause = '오래 고민한 끝에 지금 회사에 남기로 했지만, 마음 한구석에서는 여전히 새로운 곳에서 다시 시작하고 싶은 생각이 사라지지 않는다.';
    expect(noteLine(clause)).toBe('오래 고민한 끝에 지금 회사에 남기로 했지만…');
    const words = '오늘은 하루 종일 비가 내려서 창밖을 바라보며 지난 일 년 동안 내가 걸어온 길과 앞으로 걸어갈 길을 천천히 떠올려 보았다';
    const cut = noteLine(words)!;
    expect(cut.endsWith('…')).toBe(true);
    const head = cut.slice(0, -1);
    expect(words.startsWith(head)).toBe(true);
    expect(words[head.length]).toBe(' '); // the next character is a space: the cut is between words
    expect(cardWidth(cut)).toBeLessThanOrEqual(QUOTE_WIDTH);
    const english = 'I finally said yes to the offer in Busan after weeks of going back and forth with myself about what it would mean for the family';
    const line = noteLine(english)!;
    expect(line).toBe('I finally said yes to the offer in Busan after weeks of going back and forth with…');
    expect(english[line.length - 1]).toBe(' ');
    expect(cardWidth(line)).toBeLessThanOrEqual(QUOTE_WIDTH);
  });

  it('passes over a first sentence that is one long word, and gives no line when no sentence can be cut cleanly', () => {
    const word = '가'.repeat(80);
    expect(noteLine(`${word}. 짧은 다음 문장.`)).toBe('짧은 다음 문장.');
    expect(noteLine(word)).toBeNull();
    expect(noteLine('  ')).toBeNull();
  });

  it('keeps every line within the room, whatever the note', () => {
    const samples = ['가나다 '.repeat(40), 'word '.repeat(60), '한 문장, 또 한 문장, 그리고 또, '.repeat(10), 'Mixed 한글 and English, 섞어서 쓴 기록 — with a dash; and more '.repeat(5)];
    for (const sample of samples) {
      const line = noteLine(sample);
      expect(line, sample).not.toBeNull();
      expect(cardWidth(line!), sample).toBeLessThanOrEqual(QUOTE_WIDTH);
      expect(sample.replace(/\s+/g, ' ').startsWith(line!.replace(/…$/, ''))).toBe(true);
    }
  });
});
