/**
 * The name of a hexagram, from the one place names are written (content/iching/names.json, checked
 * by content/iching/names.test.ts). Small and free of the library's other content, so a client
 * component may import it too.
 *
 * Which role shows which name:
 * - short: where a hexagram is one item among many, or one of two side by side: the cells of the
 *   /iching grid and the casting grid, the builder's result line, the casting result (its cards and
 *   the sentences under them that point back at the cards, quoted in Korean: ‘다툼’의 괘사), a
 *   shared cast's title and image, chips in the reports list.
 * - long: where the hexagram is the subject: the /iching/{id} heading, title, image and structured
 *   data; the rows of the list (drawer, search results, previous/next, related); report headers;
 *   and every sentence that names a hexagram (generated readings, figure labels).
 * In Korean the short name is the long one or a part of it (다툼 / 다툼과 송사), so a reader who
 * meets both knows them for one name. The classical name (천수송 天水訟) is not a third name: it is
 * shown beside the long one, never instead of it.
 */
import type { Locale } from '@/i18n/routing';
import names from '@/content/iching/names.json';

type NameRole = 'short' | 'long';

/** The name of hexagram `number` in `locale` for a `role`, or undefined for a number outside 1–64. */
export function findHexagramName(number: number, locale: Locale, role: NameRole): string | undefined {
  const entry = Number.isInteger(number) ? names[number - 1] : undefined;
  return entry?.number === number ? entry[locale][role] : undefined;
}

/** The name of hexagram `number` (1–64) in `locale` for a `role`. */
export function hexagramName(number: number, locale: Locale, role: NameRole): string {
  const name = findHexagramName(number, locale, role);
  if (name === undefined) throw new Error(`no name for hexagram ${number}`);
  return name;
}
