/**
 * One trigram naming in the English descriptions: each hexagram's description names its
 * trigrams once as "Heaven (Geon 乾)" (English name, Korean romanization, hanja) and in no other
 * bracketed form; a hexagram named in its own description goes by its Korean romanization ("Mong (蒙)",
 * the last word of "Sansu Mong"), never pinyin.
 */
import { describe, expect, it } from 'vitest';
import { rawHexagramFacts, rawRomanizedNames, rawWordings } from '@/content/iching';

const TRIGRAMS = {
  heaven: ['Heaven', 'Geon', '乾'], lake: ['Lake', 'Tae', '兌'], fire: ['Fire', 'Ri', '離'], thunder: ['Thunder', 'Jin', '震'],
  wind: ['Wind', 'Son', '巽'], water: ['Water', 'Gam', '坎'], mountain: ['Mountain', 'Gan', '艮'], earth: ['Earth', 'Gon', '坤'],
} as const;
const HANJA = Object.values(TRIGRAMS).map(([, , h]) => h).join('');
/** any bracket that holds a trigram's romanization or hanja: "(Geon 乾)", "(乾)", "(Geon)" */
const BRACKET = new RegExp(`\\((?:[A-Z][a-z]+ )?[${HANJA}]\\)|\\((?:${Object.values(TRIGRAMS).map(([, r]) => r).join('|')})\\)`, 'gu');

describe('trigram names in the English descriptions', () => {
  for (const facts of rawHexagramFacts) {
    it(`${facts.number}: names ${facts.lower_trigram} and ${facts.upper_trigram} as “Name (Romanization 漢)”`, () => {
      const text = rawWordings[facts.number - 1]!.en.description.join('\n');
      for (const key of new Set([facts.lower_trigram, facts.upper_trigram])) {
        const [name, rom, han] = TRIGRAMS[key];
        expect(text, `${facts.number} ${key}`).toContain(`${name} (${rom} ${han})`);
      }
      const brackets = [...text.matchAll(BRACKET)].map((m) => m[0]);
      // the hexagram's own name may be bracketed too: "Jin (震) is thunder doubled"
      const allowed = new Set([...Object.values(TRIGRAMS).map(([, rom, han]) => `(${rom} ${han})`), `(${facts.chinese_name})`]);
      expect(brackets.filter((b) => !allowed.has(b)), `${facts.number}: other trigram formats`).toEqual([]);
    });
  }

  it('romanizes a hexagram named in its own description the Korean way', () => {
    for (const facts of rawHexagramFacts) {
      const text = rawWordings[facts.number - 1]!.en.description.join('\n');
      const syllable = rawRomanizedNames[facts.number - 1]!.en.split(' ').at(-1)!;
      for (const m of text.matchAll(new RegExp(`\\b([A-Za-z]+) \\(${facts.chinese_name}\\)`, 'gu'))) {
        expect(m[1]!.toLowerCase(), `${facts.number}: ${m[0]}`).toBe(syllable.toLowerCase());
      }
    }
    const four = rawWordings[3]!.en.description.join(' ');
    expect(four).toContain('Mong (蒙)');
    expect(four).not.toMatch(/\bMeng\b/u);
  });
});
