/**
 * The name of a hexagram, from the one place names are written (content/iching/names.json, checked
 * by lib/iching/names.test.tsx). Small and free of the library's other content, so a client
 * component may import it too.
 *
 * Each hexagram has one display name per language, and every screen and card shows it: the /iching
 * grid, list, drawer and search, the detail page, the casting grid and result, share and OG cards,
 * reports and My reports. It is always the name in the page's language, whatever language a report
 * was made in. The classical name (천수송 天水訟, 重天乾) and its romanization are not a second name:
 * they are shown beside the display name, never instead of it.
 */
import type { Locale } from '@/i18n/routing';
import names from '@/content/iching/names.json';

/** The display name of hexagram `number` in `locale`, or undefined for a number outside 1–64. */
export function findHexagramName(number: number, locale: Locale): string | undefined {
  const entry = Number.isInteger(number) ? names[number - 1] : undefined;
  return entry?.number === number ? entry[locale] : undefined;
}

/** The display name of hexagram `number` (1–64) in `locale`. */
export function hexagramName(number: number, locale: Locale): string {
  const name = findHexagramName(number, locale);
  if (name === undefined) throw new Error(`no name for hexagram ${number}`);
  return name;
}
