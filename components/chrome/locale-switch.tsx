'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { LOCALE_COOKIE, localizedPath, splitLocale } from '@/lib/i18n/paths';

/** Links to the same page in the other locale and remembers the choice in the NEXT_LOCALE cookie. */
export function LocaleSwitch({ target, label, title }: { target: Locale; label: string; title: string }) {
  const { path } = splitLocale(usePathname());
  return (
    <NextLink
      href={localizedPath(target, path)}
      hrefLang={target}
      lang={target}
      title={title}
      onClick={() => {
        document.cookie = `${LOCALE_COOKIE}=${target}; path=/; max-age=31536000; samesite=lax`;
      }}
      className="rounded-md border border-line px-2 py-1 text-ink-soft hover:bg-paper-deep hover:text-ink"
    >
      {label}
    </NextLink>
  );
}
