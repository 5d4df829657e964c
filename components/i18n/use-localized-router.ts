import 'client-only';
import { usePathname, useRouter } from 'next/navigation';
import { useMemo } from 'react';
import type { Locale } from '@/i18n/routing';
import { localizedPath, splitLocale } from '@/lib/i18n/paths';

/** The locale of the page a client component is on, from its address. */
export function usePageLocale(): Locale {
  return splitLocale(usePathname()).locale;
}

/**
 * next/navigation's router, taking locale-free paths ('/report?x=1' goes to '/en/report?x=1' on an
 * English page). Apart from ClientLink (client-link.tsx), so a screen that only navigates does not
 * load the link component.
 */
export function useLocalizedRouter() {
  const router = useRouter();
  const locale = usePageLocale();
  return useMemo(
    () => ({
      push: (path: string) => router.push(localizedPath(locale, path)),
      replace: (path: string) => router.replace(localizedPath(locale, path)),
      prefetch: (path: string) => router.prefetch(localizedPath(locale, path)),
    }),
    [router, locale],
  );
}
