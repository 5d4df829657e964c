import { site } from '@/lib/config/site';
import type { Locale } from '@/i18n/routing';
import type { Hexagram } from '@/lib/iching/types';

/** The words on a hexagram's Open Graph card, apart from how they are laid out. */
interface HexagramCardText {
  eyebrow: string;
  title: string;
  names: string;
  product: string;
}

/** `shelf` is the library's short name in that locale (messages: Iching.topBar). */
export function hexagramCardText(h: Hexagram, locale: Locale, shelf: string): HexagramCardText {
  return {
    eyebrow: locale === 'ko' ? `제${h.number}괘` : `Hexagram ${h.number}`,
    title: h.name[locale],
    // English readers get the romanized Korean name, never Hangul
    names: locale === 'ko' ? `${h.koreanName}  ${h.koreanNameHanja}` : `${h.koreanNameHanja}  ${h.koreanNameRomanized}`,
    product: `${site.productName[locale]} · ${shelf}`,
  };
}

/** The site-wide card: the product's name and its one-line title (messages: Metadata.title). */
export function siteCardText(locale: Locale, title: string): { product: string; title: string } {
  return { product: site.productName[locale], title };
}

/**
 * The words on the card of Today's hexagram (/iching/today): the day, the hexagram, and the line to
 * read. `heading` is 'Today's hexagram' in that locale (messages: TodayHexagram.ogTitle).
 */
export function todayCardText(
  h: Hexagram,
  line: number,
  date: string,
  locale: Locale,
  heading: string,
): HexagramCardText & { line: string } {
  const [, month = '', day = ''] = date.split('-');
  const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const when = locale === 'ko' ? `${Number(month)}월 ${Number(day)}일` : `${monthNames[Number(month) - 1] ?? ''} ${Number(day)}`;
  const card = hexagramCardText(h, locale, heading);
  // the line's classical label (初九 …) is left off: the card's hanja face holds the names' hanja only
  return {
    ...card,
    eyebrow: `${heading} · ${when}`,
    line: locale === 'ko' ? `제${h.number}괘 · ${line}효` : `Hexagram ${h.number} · line ${line}`,
    product: site.productName[locale],
  };
}
