import 'server-only';
// the raw reference file: the parsed facts keep only the fields the pages use
import referenceFacts from '@/content/iching/reference/hexagrams.json';
import type { Locale } from '@/i18n/routing';
import { hexagrams } from './library';
import { normaliseForSearch, type SearchEntry } from './search';

/**
 * The search entries of the 64 hexagrams for one page language: every name a reader might type
 * (both languages' titles, Korean names, their short form with and without 괘 (혁, 혁괘), their variants and romanization, traditional and simplified Chinese, pinyin,
 * Wade-Giles, Wilhelm's titles), normalised once on the server.
 */
export function buildSearchIndex(locale: Locale): SearchEntry[] {
  return hexagrams.map((h, index) => {
    const facts = referenceFacts[index];
    if (facts?.number !== h.number) throw new Error(`reference facts out of order at ${h.number}`);
    // the short name people say, the name less its two trigram syllables (택화혁 → 혁, 혁괘), and a
    // variant's when it differs only there (수뢰준 → 준; not 이위화, which is built another way)
    const trigrams = normaliseForSearch(h.koreanName.slice(0, 2));
    const short = [h.koreanName, ...h.koreanNameVariants]
      .filter((name) => normaliseForSearch(name.slice(0, 2)) === trigrams)
      .map((name) => name.slice(2));
    const raw = [
      h.name.ko, h.name.en,
      ...short, ...short.map((name) => `${name}괘`),
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
