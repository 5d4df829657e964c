import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClientStrings } from '@/components/i18n/client-strings';
import { getHexagram, hexagramByPattern } from '@/lib/iching/library';
import type { CastLines } from '@/lib/iching/lines';
import { asHexagramPattern } from '@/lib/iching/pattern';
import { readCast } from '@/lib/iching/reading';
import { hexagramTexts } from '@/lib/iching/reading-texts';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import { ReadingTexts } from './reading-texts';

const numberOf = (pattern: string) => hexagramByPattern(asHexagramPattern(pattern))!.number;
const plain = (html: string) => html.replace(/<[^>]+>/gu, ' ').replace(/&#x27;/gu, "'").replace(/&quot;/gu, '"').replace(/&amp;/gu, '&').replace(/\s+/gu, ' ');

function shown(lines: CastLines, locale: 'ko' | 'en'): string {
  const reading = readCast(lines, numberOf);
  const numbers = [...new Set(reading.guidance.texts.map(({ text }) => text.hexagram))];
  const texts = new Map(numbers.map((n) => [n, hexagramTexts(getHexagram(n)!, locale)]));
  return plain(
    renderToStaticMarkup(
      <ClientStrings locale={locale} messages={{ Casting: (locale === 'ko' ? ko : en).Casting }}>
        <ReadingTexts reading={reading} state={{ status: 'ready', texts }} nameOf={(n) => String(n)} reason="" />
      </ClientStrings>,
    ),
  );
}

describe('the texts a cast reads', () => {
  it('a cast with no changing line shows the Judgement with a practical meaning in our words, in both languages', () => {
    // 43 夬: five yang lines under one yin, none changing
    const still: CastLines = [7, 7, 7, 7, 7, 8];
    expect(numberOf('111110')).toBe(43);
    for (const locale of ['ko', 'en'] as const) {
      const text = shown(still, locale);
      const own = getHexagram(43)!.text[locale];
      expect(text).toContain(own.judgement);
      expect(text).toContain((locale === 'ko' ? ko : en).Casting.practical);
      expect(text).toContain(own.description.at(-1)!);
    }
  });

  it('three changing lines show both Judgements, each with its practical meaning', () => {
    const three: CastLines = [9, 7, 9, 7, 6, 8];
    const reading = readCast(three, numberOf);
    expect(reading.guidance.rule).toBe('three');
    const text = shown(three, 'ko');
    for (const n of [reading.primary.number, reading.relating!.number]) expect(text).toContain(getHexagram(n)!.text.ko.description.at(-1)!);
  });
});
