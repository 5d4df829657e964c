import 'server-only';
import type { Locale } from '@/i18n/routing';
import { getTranslations } from 'next-intl/server';
import { hexagrams } from '@/lib/iching/library';

/** What the journal's client needs of each hexagram: its name in the page's language and its lines. */
export interface HexagramLabel {
  number: number;
  name: string;
  chinese: string;
  /** bottom to top, '1' yang */
  pattern: string;
  lower: string;
  upper: string;
}

/** A trigram as the year page names it: "건(乾) · 하늘" / "Heaven (乾)". */
export interface TrigramLabel {
  key: string;
  label: string;
  pattern: string;
}

export const hexagramLabels = (locale: Locale): HexagramLabel[] =>
  hexagrams.map((h) => ({ number: h.number, name: h.name[locale], chinese: h.chineseName, pattern: h.pattern, lower: h.lower.key, upper: h.upper.key }));

/** The eight trigrams, named in the page's language. */
export async function trigramLabels(locale: Locale): Promise<TrigramLabel[]> {
  const natures = await getTranslations({ locale, namespace: 'Trigram' });
  const seen = new Map<string, TrigramLabel>();
  for (const t of hexagrams.flatMap((h) => [h.lower, h.upper])) {
    if (seen.has(t.key)) continue;
    const label = locale === 'ko' ? `${t.korean}(${t.chinese}) · ${t.natureKorean}` : `${natures(t.key)} (${t.chinese})`;
    seen.set(t.key, { key: t.key, label, pattern: t.pattern });
  }
  return [...seen.values()];
}
