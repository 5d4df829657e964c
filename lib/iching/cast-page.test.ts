import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { castCardText } from '@/lib/og/cast-card';
import { ogFontsDraw } from '@/lib/og/fonts';
import { hexagrams } from './library';
import { CAST_ID, castingTable, castTable, castTexts, readCastId } from './cast-page';

describe('a shared cast id (/iching/cast/{lines})', () => {
  it('reads six digits 6–9, bottom line first, into the reading the casting screen shows', () => {
    const view = readCastId('978777')!;
    // 9 at the bottom: old yang, which turns yin; 8 on line 3: young yin
    expect(view.primary.pattern).toBe('110111');
    expect(view.relating?.pattern).toBe('010111');
    expect(view.reading.changing).toEqual([1]);
    // 6 at the bottom: old yin, which turns yang
    const other = readCastId('687888')!;
    expect(other.reading.changing).toEqual([1]);
    expect(other.primary.pattern).toBe('001000');
    expect(other.relating?.pattern).toBe('101000');
    expect(readCastId('969696')?.reading.changing).toEqual([1, 2, 3, 4, 5, 6]);
    expect(readCastId('777777')?.relating).toBeUndefined();
  });

  it('names each hexagram in the reader\'s script: Hangul on Korean pages, Revised Romanization on English ones', () => {
    expect(castingTable('ko')[0]).toMatchObject({ number: 1, chineseName: '乾', readingName: '중천건' });
    expect(castingTable('en')[0]).toMatchObject({ number: 1, chineseName: '乾', readingName: 'Jungcheon Geon' });
    for (const row of castingTable('en')) expect(row.readingName, String(row.number)).toMatch(/^[A-Z][a-z]+(?:[ -][A-Za-z]+)*$/);
  });

  it('refuses anything outside the grammar', () => {
    for (const id of ['12345x', '97877', '9787777', '978775', '０１２３４５', '978 77', '', '97877a', '5555555', '978777/', '+78777']) {
      expect(readCastId(id), id).toBeNull();
      expect(CAST_ID.test(id)).toBe(false);
    }
  });

  it('server-renders with the texts and the table the reading needs, in each locale', () => {
    const view = readCastId('687888')!;
    for (const locale of routing.locales) {
      expect(castTexts(view, locale).map((t) => t.number)).toEqual([view.primary.number, view.relating!.number]);
      const table = castTable(view, locale);
      for (const ref of [view.reading.primary, view.reading.relating!, view.reading.nuclear, view.reading.inverse, view.reading.opposite]) {
        expect(table.find((h) => h.number === ref.number)?.pattern).toBe(ref.pattern);
      }
    }
  });

  it('has a card whose every word the bundled card fonts draw, for every hexagram in ko and en', async () => {
    const labels = { present: '본괘 Present', relating: '지괘 Changing into', changing: '변효: 1, 2, 3, 4, 5, 6 Changing lines 변효 없음 No changing lines' };
    const words: string[] = [];
    for (const locale of routing.locales) {
      for (const h of hexagrams) {
        // a cast whose present hexagram is h, every line changing: the relating is its opposite
        const lines = [...h.pattern].map((bit) => (bit === '1' ? '9' : '6')).join('');
        const card = castCardText(readCastId(lines)!, locale, labels);
        words.push(card.present.chinese, card.present.title, card.present.label, card.relating!.title, card.changing, card.brand);
      }
    }
    expect(await ogFontsDraw(words.join(' '))).toBe(true);
  });
});
