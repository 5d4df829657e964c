import type { Metadata } from 'next';
import { routing, type Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';

export { localizedPath };

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
