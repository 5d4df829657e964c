import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/i18n/routing';
import { site } from '@/lib/config/site';
import { LocaleSwitch } from './locale-switch';

/** The site's sections, in the header's order. */
const NAV = [
  // "주역" is the library, as every back bar labelled 주역 says (docs/decisions: /iching is the library,
  // /bookofchange the introduction that leads to it, to the flag page and to casting)
  ['/iching', 'navBookOfChanges'],
  ['/report', 'navReports'],
] as const;

export async function SiteHeader({ locale, embedded }: { locale: Locale; embedded: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Chrome' });
  const product = site.productName[locale];
  return (
    <header className="hide-in-webview border-b border-line/80 bg-paper">
      {/* A 320 px phone holds 288 px between the margins. Below 400 px the margins and the links'
          padding tighten, and the home link gives way first: its column takes what the nav leaves,
          down to the mark alone (the word, with room after it, wraps onto a second line that the
          link's 44 px box hides; the link keeps its name), so the nav and the language switch stay whole whatever the
          product's name or the phone's font. Should even that not do, the nav's links wrap onto a
          second row rather than run off the edge. */}
      <div className="mx-auto grid min-h-14 max-w-5xl grid-cols-[minmax(2.75rem,1fr)_auto] items-center px-3 min-[400px]:gap-3 min-[400px]:px-4">
        <div className="flex min-w-0 items-center gap-3">
          <Link
            href="/"
            className="flex h-11 min-w-11 flex-wrap content-start gap-x-2 overflow-hidden font-serif text-lg font-semibold tracking-tight"
            aria-label={t('home', { product })}
          >
            <span className="flex h-11 items-center">
              <Mark />
            </span>
            <span className="whitespace-nowrap pr-3 leading-[2.75rem]">{product}</span>
          </Link>
          {embedded ? (
            <span title={t('localModeHint')} className="hidden shrink-0 whitespace-nowrap rounded-full border border-yang/40 bg-yang-soft px-2 py-0.5 text-[11px] font-medium text-ink sm:inline">
              {t('localMode')}
            </span>
          ) : null}
        </div>
        <nav
          aria-label={t('nav')}
          className="flex flex-wrap items-center justify-end justify-self-end whitespace-nowrap text-sm min-[400px]:gap-1"
        >
          {NAV.map(([href, key]) => (
            <Link key={href} href={href} className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-1 min-[360px]:px-1.5 min-[400px]:px-2 text-ink-soft hover:bg-paper-deep hover:text-ink">
              {t(key)}
            </Link>
          ))}
          {/* the way in: which one shows is decided by a cookie check in <head> (lib/auth/signed-in-hint.ts) */}
          <Link href="/auth" data-account-entry="sign-in" className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-1 min-[360px]:px-1.5 min-[400px]:px-2 font-medium text-ink hover:bg-paper-deep [html[data-signed-in]_&]:hidden">
            {t('signIn')}
          </Link>
          <Link href="/reports" data-account-entry="my-reports" className="hidden min-h-11 min-w-11 items-center justify-center rounded-md px-1 min-[360px]:px-1.5 min-[400px]:px-2 font-medium text-ink hover:bg-paper-deep [html[data-signed-in]_&]:inline-flex">
            {t('myReports')}
          </Link>
          <LocaleSwitch label={t('switchTo')} title={t('switchToLabel')} target={locale === 'ko' ? 'en' : 'ko'} />
        </nav>
      </div>
    </header>
  );
}

/** The product mark: the hexagram of change, drawn with two yang and one yin bar. */
function Mark() {
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
      <rect x="2" y="3" width="18" height="3" rx="1" className="fill-ink" />
      <rect x="2" y="9.5" width="7.5" height="3" rx="1" className="fill-seal" />
      <rect x="12.5" y="9.5" width="7.5" height="3" rx="1" className="fill-seal" />
      <rect x="2" y="16" width="18" height="3" rx="1" className="fill-ink" />
    </svg>
  );
}
