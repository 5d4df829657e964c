'use client';

import NextLink from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useMemo, type ComponentProps } from 'react';
import type { Locale } from '@/i18n/routing';
import { localizedPath, splitLocale } from '@/lib/i18n/paths';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: string };

/** The locale of the page a client component is on, from its address. */
export function usePageLocale(): Locale {
  return splitLocale(usePathname()).locale;
}

/** A link to a locale-free path ('/iching/1'), for client components. */
export function ClientLink({ href, ...props }: Props) {
  return <NextLink href={localizedPath(usePageLocale(), href)} {...props} />;
}

/** next/navigation's router, taking locale-free paths ('/report?x=1' goes to '/en/report?x=1' on an English page). */
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
