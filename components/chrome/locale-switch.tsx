'use client';

import { usePathname, useRouter } from 'next/navigation';
import { IntentLink } from '@/components/i18n/intent-link';
import type { Locale } from '@/i18n/routing';
import { localizedPath, splitLocale } from '@/lib/i18n/paths';

/**
 * Links to the same page in the other locale; the address is the choice (i18n/routing.ts: no
 * locale cookie, no Accept-Language redirect). The query (a shared cast's ?lines=…) and the
 * fragment come along.
 */
export function LocaleSwitch({ target, label, title }: { target: Locale; label: string; title: string }) {
  const router = useRouter();
  const href = localizedPath(target, splitLocale(usePathname()).path);
  return (
    <IntentLink
      href={href}
      hrefLang={target}
      lang={target}
      title={title}
      onClick={(event) => {
        const { search, hash } = window.location;
        if (search || hash) {
          event.preventDefault();
          router.push(href + search + hash);
        }
      }}
      className="group inline-flex min-h-11 min-w-11 items-center justify-center text-ink-soft hover:text-ink max-[399px]:pl-1"
    >
      {/* the bordered chip keeps its small look; the link around it is the 44 px target */}
      <span className="rounded-md border border-line px-1.5 py-1 group-hover:bg-paper-deep min-[400px]:px-2">{label}</span>
    </IntentLink>
  );
}
