import { routing, type Locale } from '@/i18n/routing';

/** The public path of a page in a locale: Korean unprefixed, English under /en. Safe on the client. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path === '/' ? '' : path;
  if (locale === routing.defaultLocale) return clean || '/';
  return `/${locale}${clean}`;
}

/** Splits an actual URL path into its locale and the locale-free path. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  // every prefix, the default locale's too: after a rewrite Next may report '/ko/…' internally
  for (const locale of routing.locales) {
    if (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) {
      return { locale, path: pathname.slice(locale.length + 1) || '/' };
    }
  }
  return { locale: routing.defaultLocale, path: pathname || '/' };
}

