import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { hexagrams } from '@/lib/iching/library';
import { todayCardText } from './cards';
import { ogFontsDraw } from './fonts';

const heading = (locale: string) =>
  (JSON.parse(readFileSync(join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as { TodayHexagram: { ogTitle: string } }).TodayHexagram.ogTitle;

describe('the card of Today’s hexagram', () => {
  it('names the day, the hexagram and the line', () => {
    const h = hexagrams[22]!;
    expect(todayCardText(h, 2, '2026-11-26', 'ko', '오늘의 괘')).toMatchObject({
      eyebrow: '오늘의 괘 · 11월 26일',
      title: h.name.ko,
      line: '제23괘 · 2효',
    });
    expect(todayCardText(h, 6, '2026-01-05', 'en', 'Today’s hexagram')).toMatchObject({
      eyebrow: 'Today’s hexagram · January 5',
      line: 'Hexagram 23 · line 6',
    });
  });

  it('is drawn by the bundled fonts on every day: 64 hexagrams × 6 lines × 12 months, ko and en', async () => {
    const texts: string[] = [];
    for (const locale of routing.locales) {
      for (const h of hexagrams) {
        for (let line = 1; line <= 6; line++) {
          const card = todayCardText(h, line, `2026-${String((line * 2) % 12 || 12).padStart(2, '0')}-2${line}`, locale, heading(locale));
          texts.push(card.eyebrow, card.title, card.names, card.line, card.product);
        }
      }
      for (let month = 1; month <= 12; month++) texts.push(todayCardText(hexagrams[0]!, 1, `2026-${String(month).padStart(2, '0')}-31`, locale, heading(locale)).eyebrow);
    }
    expect(await ogFontsDraw(texts.join(''))).toBe(true);
  });
});
