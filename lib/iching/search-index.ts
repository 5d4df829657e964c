import 'server-only';
// the raw reference file: the parsed facts keep only the fields the pages use
import referenceFacts from '@/content/iching/reference/hexagrams.json';
import type { Locale } from '@/i18n/routing';
import { hexagrams } from './library';
import { normaliseForSearch, type SearchEntry } from './search';

/**
 * The search entries of the 64 hexagrams for one page language: every name a reader might type
 * (both languages' titles, Korean names, their variants and romanization, traditional and simplified Chinese, pinyin,
 * Wade-Giles, Wilhelm's titles), normalised once on the server.
 */
export function buildSearchIndex(locale: Locale): SearchEntry[] {
  return hexagrams.map((h, index) => {
    const facts = referenceFacts[index];
    if (facts?.number !== h.number) throw new Error(`reference facts out of order at ${h.number}`);
    const raw = [
      h.name.ko, h.name.en,
      h.koreanName, ...h.koreanNameVariants, h.koreanNameHanja, h.koreanNameRomanized,
      ...h.koreanNameRomanized.split(' '),
      h.chineseName, h.chineseFullName, facts.chinese_name_simplified, ...facts.chinese_name_variants,
      h.pinyin, facts.pinyin_ascii, ...facts.pinyin_variants, facts.wade_giles,
      facts.wilhelm_title, ...facts.wilhelm_title_variants,
    ];
    const keys = [...new Set(raw.map(normaliseForSearch).filter(Boolean))];
    return {
      number: h.number,
      title: h.name[locale],
      // Hangul only on Korean pages
      names: locale === 'ko' ? `${h.koreanName} · ${h.chineseName}` : `${h.koreanNameRomanized} · ${h.chineseName}`,
      keys,
    };
  });
}
