import type { Metadata } from 'next';
import { routing, type Locale } from '@/i18n/routing';

/** The public path of a page in a locale: Korean unprefixed, English under /en. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path === '/' ? '' : path;
  if (locale === routing.defaultLocale) return clean || '/';
  return `/${locale}${clean}`;
}

/** Canonical URL and hreflang alternates for a page that exists in every locale. */
export function alternates(locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  return {
    canonical: localizedPath(locale, path),
    languages: {
      ko: localizedPath('ko', path),
      en: localizedPath('en', path),
      'x-default': localizedPath(routing.defaultLocale, path),
    },
  };
}
