import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';
import { hexagrams } from '@/lib/iching/library';
import { HexagramGridItems, type GridItem } from './hexagram-grid-items';

/**
 * 'By number': the 64 hexagrams as a grid of number + short title, each a link to its reading.
 * The cells are drawn by a client component from a compact list, so the page's RSC payload carries
 * 64 short records instead of a second copy of the whole grid's markup.
 */
export function HexagramGrid({ locale }: { locale: Locale }) {
  const items: GridItem[] = hexagrams.map((h) => [h.number, h.pattern, h.name[locale]]);
  return <HexagramGridItems items={items} base={localizedPath(locale, '/iching')} />;
}
