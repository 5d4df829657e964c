import { site } from '@/content/site/site';
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
