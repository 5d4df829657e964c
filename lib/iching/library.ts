import { rawClassicalText, rawHexagramFacts, rawNames, rawRomanizedNames, rawTrigramFacts, rawWordings } from '@/content/iching';
import { asHexagramPattern, type LinePattern } from './pattern';
import type { ClassicalLine, Hexagram, Trigram, TrigramKey } from './types';

const trigrams: ReadonlyMap<TrigramKey, Trigram> = new Map(
  rawTrigramFacts.map((t) => [
    t.name,
    {
      key: t.name,
      chinese: t.chinese,
      korean: t.korean_name,
      natureChinese: t.nature_chinese,
      natureKorean: t.nature_korean,
      pattern: t.lines_bottom_to_top as LinePattern,
      symbol: t.unicode_symbol,
      familyRole: t.family_role,
    },
  ]),
);

function trigram(key: TrigramKey): Trigram {
  const found = trigrams.get(key);
  if (!found) throw new Error(`unknown trigram ${key}`);
  return found;
}

function build(): Hexagram[] {
  return rawHexagramFacts.map((facts, index) => {
    const classical = rawClassicalText[index];
    const wording = rawWordings[index];
    const romanized = rawRomanizedNames[index];
    const name = rawNames[index];
    if (classical?.number !== facts.number || wording?.number !== facts.number || romanized?.number !== facts.number || name?.number !== facts.number) {
      throw new Error(`library content out of order at hexagram ${facts.number}`);
    }
    return {
      number: facts.number,
      pattern: asHexagramPattern(facts.lines_bottom_to_top),
      symbol: facts.unicode_symbol,
      chineseName: facts.chinese_name,
      chineseFullName: facts.chinese_full_name,
      pinyin: facts.pinyin,
      koreanName: facts.korean_name,
      koreanNameVariants: facts.korean_name_variants.filter((name) => !NOT_NAMES.has(name)),
      koreanNameHanja: facts.korean_name_hanja,
      koreanNameRomanized: romanized.en,
      lower: trigram(facts.lower_trigram),
      upper: trigram(facts.upper_trigram),
      judgement: classical.judgement.text,
      lines: classical.lines.map((line) => ({ ...line, position: line.position as ClassicalLine['position'] })),
      ...(classical.use_line ? { useLine: classical.use_line } : {}),
      name: { ko: name.ko, en: name.en },
      libraryName: { ko: name.ko, en: name.enLong },
      text: { ko: wording.ko, en: wording.en },
    };
  });
}

/** The 64 hexagrams in King Wen order (index = number - 1). */
/**
 * Variants in the shared reference that are no name of the hexagram: 화산여행 ("a trip to the fire
 * mountain") is a modern gloss of 56 火山旅, read 화산려 / 화산여. The reference stays as shared.
 */
const NOT_NAMES = new Set(['화산여행']);

export const hexagrams: readonly Hexagram[] = build();

const byPattern: ReadonlyMap<string, Hexagram> = new Map(hexagrams.map((h) => [h.pattern, h]));

export function getHexagram(number: number): Hexagram | undefined {
  return Number.isInteger(number) ? hexagrams[number - 1] : undefined;
}

/** The hexagram whose bottom-to-top pattern this is (the fixed lookup table), if any. */
export function hexagramByPattern(pattern: string): Hexagram | undefined {
  return byPattern.get(pattern);
}

/** A route id read as the spec says: an integer that matches a hexagram, otherwise nothing. */
export function parseHexagramId(id: string): Hexagram | undefined {
  if (!/^\d{1,2}$/.test(id)) return undefined;
  return getHexagram(Number.parseInt(id, 10));
}

export { trigram as getTrigram };
