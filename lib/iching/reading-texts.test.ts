import { describe, expect, it } from 'vitest';
import { getHexagram, hexagrams } from './library';
import { hexagramTexts, isHexagramTexts } from './reading-texts';

describe('the per-hexagram reading texts', () => {
  it('pairs every classical line with our wording, in both languages', () => {
    for (const h of hexagrams) {
      for (const locale of ['ko', 'en'] as const) {
        const texts = hexagramTexts(h, locale);
        expect(isHexagramTexts(JSON.parse(JSON.stringify(texts)), h.number)).toBe(true);
        expect(texts.judgement).toEqual({ classical: h.judgement, text: h.text[locale].judgement, meaning: h.text[locale].description.at(-1) });
        texts.lines.forEach((line, i) => {
          expect(line.label).toBe(h.lines[i]!.label);
          expect(line.classical).toBe(h.lines[i]!.text);
          expect(line.meaning).toBe(h.text[locale].lines[i]!.meaning);
        });
        expect(Boolean(texts.useLine)).toBe(h.number <= 2);
      }
    }
    expect(hexagramTexts(getHexagram(1)!, 'ko').useLine?.label).toBe('用九');
    expect(hexagramTexts(getHexagram(2)!, 'en').useLine?.label).toBe('用六');
  });

  it('keeps each file small', () => {
    for (const h of hexagrams) expect(JSON.stringify(hexagramTexts(h, 'ko')).length).toBeLessThan(8_000);
  });

  it('rejects a payload for another hexagram or of the wrong shape', () => {
    const texts = hexagramTexts(getHexagram(5)!, 'en');
    expect(isHexagramTexts(texts, 6)).toBe(false);
    expect(isHexagramTexts({ ...texts, lines: [] }, 5)).toBe(false);
    expect(isHexagramTexts(null, 5)).toBe(false);
  });
});
