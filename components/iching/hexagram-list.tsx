import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';
import { hexagrams } from '@/lib/iching/library';
import { HexagramListItems, type ListItem } from './hexagram-list-items';

/**
 * The titled list of the reference screen: "number. title", one hexagram a row, rows separated by
 * dividers. It fills the side drawer. The rows are drawn by a client component from a compact
 * list, so the page's RSC payload carries 64 short records rather than the rows' markup.
 */
export function HexagramList({ locale, compact = false }: { locale: Locale; compact?: boolean }) {
  const items: ListItem[] = hexagrams.map((h) => [h.number, h.libraryName[locale], locale === 'ko' ? h.koreanName : h.koreanNameRomanized, h.chineseName]);
  return <HexagramListItems items={items} base={localizedPath(locale, '/iching')} compact={compact} romanized={locale !== 'ko'} />;
}
