import 'client-only';

import { usePathname } from 'next/navigation';
import { createContext, useContext } from 'react';
import type { Locale } from '@/i18n/routing';
import { splitLocale } from '@/lib/i18n/paths';

/** The locale a server page handed its client components (ClientMessages provides it). */
export const LocaleContext = createContext<Locale | null>(null);

/**
 * The one locale hook of client components: the locale their page handed them, or, for a
 * component used outside any <ClientMessages> (a link on a static page), the one in the page's
 * address. Kept apart from the strings so a page without them does not carry the formatter.
 */
export function useClientLocale(): Locale {
  const handed = useContext(LocaleContext);
  const pathname = usePathname();
  return handed ?? splitLocale(pathname ?? '/').locale;
}
