import { site } from '@/lib/config/site';
import type { Locale } from '@/i18n/routing';
import type { CastView } from '@/lib/iching/cast-page';
import type { Hexagram } from '@/lib/iching/types';

/** The words on a shared cast's Open Graph card, apart from how they are laid out. */
interface CastCardText {
  present: { label: string; number: string; chinese: string; title: string };
  relating: { label: string; number: string; chinese: string; title: string } | null;
  /** "변효: 1, 4" / "Changing lines: 1, 4", or the no-change line */
  changing: string;
  brand: string;
}

/** `labels` are the page's strings (messages: Casting.ogPresent, ogChanging, changingLines). */
export function castCardText(view: CastView, locale: Locale, labels: { present: string; relating: string; changing: string }): CastCardText {
  const side = (h: Hexagram, label: string) => ({ label, number: String(h.number), chinese: h.chineseName, title: h.name[locale] });
  return {
    present: side(view.primary, labels.present),
    relating: view.relating ? side(view.relating, labels.relating) : null,
    changing: labels.changing,
    brand: site.productName[locale] === site.productName.en ? site.productName.en : `${site.productName[locale]} · ${site.productName.en}`,
  };
}
