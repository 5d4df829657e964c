'use client';

import { Link, usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** Links to the same page in the other locale (next-intl keeps the NEXT_LOCALE cookie in step). */
export function LocaleSwitch({ target, label, ariaLabel }: { target: Locale; label: string; ariaLabel: string }) {
  const pathname = usePathname();
  return (
    <Link
      href={pathname}
      locale={target}
      hrefLang={target}
      lang={target}
      aria-label={ariaLabel}
      className="rounded-md border border-line px-2 py-1 text-ink-soft hover:bg-paper-deep hover:text-ink"
    >
      {label}
    </Link>
  );
}
