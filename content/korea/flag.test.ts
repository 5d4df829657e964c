import { describe, expect, it } from 'vitest';
import { getHexagram, getTrigram } from '@/lib/iching/library';
import { flagPage, flagTrigrams } from './flag';

describe('the Korean flag content', () => {
  it('has the trigram table of the spec, seasons as in the five-element correspondence (fire = summer)', () => {
    expect(flagTrigrams.map((t) => [t.name.en, t.symbol.en, t.direction.en, t.season.en, t.virtue.en, t.family.en])).toEqual([
      ['Geon', 'heaven', 'east', 'spring', 'benevolence', 'father'],
      ['Gon', 'earth', 'west', 'autumn', 'righteousness', 'mother'],
      ['Gam', 'water', 'north', 'winter', 'wisdom', 'middle son'],
      ['Ri', 'fire', 'south', 'summer', 'propriety', 'middle daughter'],
    ]);
  });

  it('says plainly which rows follow a popular convention only, and names the middle son and daughter 중남/중녀', () => {
    expect(flagPage.tableNote.en).toContain('popular convention');
    expect(flagPage.tableNote.en).toContain('The Geon row (east, spring, benevolence) and the Gon row (west, autumn, righteousness) follow the convention only');
    expect(flagPage.tableNote.ko).toContain('대중적인 관행');
    expect(flagPage.tableNote.ko).toContain('건(동쪽·봄·인)과 곤(서쪽·가을·의)의 줄은 이 관행에만 있는 짝입니다');
    // the rows it names are the rows of the table
    for (const t of flagTrigrams) expect(flagPage.tableNote.en.toLowerCase()).toContain(`the ${t.name.en} row (${t.direction.en}, ${t.season.en}, ${t.virtue.en})`.toLowerCase());
    expect(flagTrigrams.map((t) => t.family.ko)).toEqual(['아버지', '어머니', '중남(中男)', '중녀(中女)']);
    // the season follows the direction as in the five-element correspondence (fire = summer, as in the character quiz)
    const seasonOf = { east: 'spring', south: 'summer', west: 'autumn', north: 'winter' } as const;
    for (const t of flagTrigrams) expect(t.season.en).toBe(seasonOf[t.direction.en as keyof typeof seasonOf]);
  });

  it('puts each trigram in its corner with its real line pattern and Korean name', () => {
    const byName = Object.fromEntries(flagTrigrams.map((t) => [t.name.ko, t]));
    expect(byName['건']?.corner).toBe('top-left');
    expect(byName['곤']?.corner).toBe('bottom-right');
    expect(byName['감']?.corner).toBe('top-right');
    expect(byName['리']?.corner).toBe('bottom-left');
    expect(flagTrigrams.map((t) => getTrigram(t.key).pattern)).toEqual(['111', '000', '010', '101']);
    for (const t of flagTrigrams) {
      expect(getTrigram(t.key).korean).toBe(t.name.ko);
      expect(getTrigram(t.key).chinese).toBe(t.chinese);
    }
  });

  it('links each trigram to the hexagram that doubles it', () => {
    for (const t of flagTrigrams) {
      const pattern = getTrigram(t.key).pattern;
      expect(getHexagram(t.hexagram)?.pattern, t.name.en).toBe(pattern + pattern);
    }
    expect(flagTrigrams.map((t) => t.hexagram)).toEqual([1, 2, 29, 30]);
  });

  it('has the four sections of the spec with text in both languages', () => {
    expect(flagPage.sections.map((s) => s.id)).toEqual(['field', 'taegeuk', 'trigrams', 'philosophy']);
    for (const section of flagPage.sections) {
      for (const locale of ['ko', 'en'] as const) {
        expect(section.heading[locale].trim()).not.toBe('');
        expect(section.paragraphs[locale].length).toBeGreaterThan(0);
        for (const p of section.paragraphs[locale]) expect(p.trim().length).toBeGreaterThan(20);
      }
      expect(section.paragraphs.ko.join('')).not.toMatch(/[A-Za-z]{3,}/);
    }
    expect(flagPage.title.en).toBe('Taegeukgi - Korean Flag');
    expect(flagPage.title.ko).toBe('태극기');
  });
});
