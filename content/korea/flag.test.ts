import { describe, expect, it } from 'vitest';
import { getHexagram, getTrigram } from '@/lib/iching/library';
import { characterProfiles } from '@/content/quizzes/character';
import { characterReports } from '@/content/quizzes/character-report';
import type { Element } from '@/content/quizzes/schema';
import { flagPage, flagTrigrams } from './flag';

describe('the Korean flag content', () => {
  it('has the trigram table of the spec (book-of-changes.md, /korea): Gon summer, Ri autumn', () => {
    expect(flagTrigrams.map((t) => [t.name.en, t.symbol.en, t.direction.en, t.season.en, t.virtue.en, t.family.en])).toEqual([
      ['Geon', 'heaven', 'east', 'spring', 'benevolence', 'father'],
      ['Gon', 'earth', 'west', 'summer', 'righteousness', 'mother'],
      ['Gam', 'water', 'north', 'winter', 'wisdom', 'middle son'],
      ['Ri', 'fire', 'south', 'autumn', 'propriety', 'middle daughter'],
    ]);
    expect(flagTrigrams.map((t) => [t.name.ko, t.direction.ko, t.season.ko, t.virtue.ko])).toEqual([
      ['건', '동쪽', '봄', '인(仁)'],
      ['곤', '서쪽', '여름', '의(義)'],
      ['감', '북쪽', '겨울', '지(智)'],
      ['리', '남쪽', '가을', '예(禮)'],
    ]);
    expect(flagTrigrams.map((t) => t.family.ko)).toEqual(['아버지', '어머니', '중남(中男)', '중녀(中女)']);
  });

  it('says which rows match the five elements as the quizzes give them, and which do not', () => {
    // the quizzes' element table: each element's season (the character report) and virtue (its profile)
    const virtues = { 仁: 'benevolence', 禮: 'propriety', 信: 'trust', 義: 'righteousness', 智: 'wisdom' } as const;
    const elements = (Object.keys(characterReports) as Element[]).map((element) => {
      const season = ['spring', 'summer', 'autumn', 'winter'].find((name) => characterReports[element].season.name.en.toLowerCase().includes(name));
      const hanja = (Object.keys(virtues) as (keyof typeof virtues)[]).find((h) => characterProfiles[element].description.ko.includes(`(${h})`));
      return { element, season: characterReports[element].season.name.en.toLowerCase().startsWith('late summer') ? 'late summer' : season, virtue: hanja && virtues[hanja] };
    });
    expect(elements.map((e) => [e.element, e.season, e.virtue])).toEqual([
      ['wood', 'spring', 'benevolence'],
      ['fire', 'summer', 'propriety'],
      ['earth', 'late summer', 'trust'],
      ['metal', 'autumn', 'righteousness'],
      ['water', 'winter', 'wisdom'],
    ]);
    const matches = flagTrigrams.filter((t) => elements.some((e) => e.season === t.season.en && e.virtue === t.virtue.en));
    const mismatches = flagTrigrams.filter((t) => !matches.includes(t));
    expect(matches.map((t) => t.name.en)).toEqual(['Geon', 'Gam']);
    const [agree, disagree] = flagPage.tableNote.en.split(' do not match');
    const [matched, unmatched] = agree?.split('. The ') ?? [];
    for (const t of matches) expect(matched).toContain(`the ${t.name.en} row (${t.direction.en}, ${t.season.en}, ${t.virtue.en})`);
    for (const t of mismatches) {
      expect(unmatched?.toLowerCase()).toContain(`${t.name.en} row (${t.direction.en}, ${t.season.en}, ${t.virtue.en})`.toLowerCase());
      expect(disagree).toMatch(new RegExp(`gives .*\\b${t.name.en} the ${t.season.en}\\b`));
    }
    // the Korean note names the same rows with the table's own words
    for (const t of flagTrigrams) expect(flagPage.tableNote.ko).toContain(`${t.name.ko}(${t.direction.ko}·${t.season.ko}·${t.virtue.ko.slice(0, 1)})`);
    expect(flagPage.tableNote.ko).toContain('곤(서쪽·여름·의)과 리(남쪽·가을·예)의 줄은 오행과 어긋납니다');
    expect(flagPage.tableNote.en).toContain('popular convention');
    expect(flagPage.tableNote.ko).toContain('대중적인 관행');
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
