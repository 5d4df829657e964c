import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/i18n/routing';
import { BOOK_LOOK } from '@/content/reports/looks';
import { site } from '@/lib/config/site';
import { HexagramFigure } from '@/components/iching/hexagram-figure';
import { Spinner } from '@/components/ui/spinner';
import { TodayLink } from '@/components/iching/today-link';
import { RecoveryGate } from './recovery-gate';
import { StoreLinkButtons } from '@/components/stores/store-links';
import { hasStoreLinks, STORE_LINKS } from '@/lib/stores/links';

type Entry = { href: string; title: string; text: string; pattern: string; tone: string };

export async function Landing({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Landing' });
  const tCallback = await getTranslations({ locale, namespace: 'AuthCallback' });
  const tNotice = await getTranslations({ locale, namespace: 'LinkNotice' });
  const stores = await getTranslations({ locale, namespace: 'Stores' });
  const entries: Entry[] = [
    { href: '/bookofchange', title: t('bookTitle'), text: t('bookText'), ...BOOK_LOOK },
    { href: '/report/iching', title: t('castTitle'), text: t('castText'), pattern: '010101', tone: 'text-yin' },
    { href: '/report', title: t('reportsTitle'), text: t('reportsText'), pattern: '011101', tone: 'text-seal' },
  ];
  // the auth screen of a recovery fragment; the 'authentication in progress' text is Korean in both locales (spec)
  const authScreen = (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      <h1 className="font-serif text-2xl font-semibold">{t('recoveryTitle')}</h1>
      <div className="flex justify-center">
        <p role="status" className="flex items-center gap-3 text-ink-soft">
          <Spinner className="size-5 text-yin" />
          <span>{tCallback('inProgress')}</span>
        </p>
      </div>
    </main>
  );
  const notice = {
    title: tNotice('title'),
    expired: tNotice('expired'),
    other: tNotice('other'),
    action: tNotice('action'),
    dismiss: tNotice('dismiss'),
  };
  return (
    <RecoveryGate authScreen={authScreen} notice={notice}>
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-5 pb-8 pt-14 md:pt-24">
        <section className="mx-auto flex max-w-2xl flex-col items-center text-center">
          <p className="text-xs font-medium uppercase tracking-[0.2em] text-yang-ink">{t('eyebrow')}</p>
          <h1 className="mt-4 font-serif text-3xl leading-snug font-semibold md:text-5xl">
            {t.rich('welcome', {
              product: site.productName[locale],
              name: (chunks) => <span className="text-seal">{chunks}</span>,
            })}
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-pretty text-ink-soft md:text-lg">{t('lead')}</p>
        </section>

        <ul className="mt-12 grid gap-4 md:grid-cols-3">
          {entries.map((entry) => (
            <li key={entry.href}>
              <Link
                href={entry.href}
                className="group flex h-full flex-col gap-2 rounded-2xl border border-line bg-white/70 p-5 shadow-sm transition hover:-translate-y-0.5 hover:bg-white hover:shadow"
              >
                <HexagramFigure pattern={entry.pattern} className={`h-9 w-10 ${entry.tone}`} />
                <span className="mt-2 font-serif text-lg font-semibold">{entry.title}</span>
                <span className="text-sm leading-relaxed text-pretty text-ink-soft">{entry.text}</span>
              </Link>
            </li>
          ))}
        </ul>
        <TodayLink locale={locale} className="mt-4" />

        {hasStoreLinks(STORE_LINKS) ? (
          <section id="app" aria-labelledby="landing-app" className="hide-in-webview mt-10 flex flex-col items-center gap-3 rounded-2xl border border-line bg-paper-deep/60 px-5 py-6 text-center">
            <h2 id="landing-app" className="font-serif text-xl font-semibold">{stores('landingTitle')}</h2>
            <p className="text-sm leading-relaxed text-pretty text-ink-soft">{stores('landingText')}</p>
            <StoreLinkButtons links={STORE_LINKS} labels={{ appStore: stores('appStore'), play: stores('play') }} />
          </section>
        ) : null}

        {/* the way in for a web visitor (not in the app's web view, which signs in natively) */}
        <section aria-label={t('accountLabel')} className="hide-in-webview mt-10 flex flex-col items-center gap-1 text-center text-sm">
          <p className="text-ink-soft text-pretty">{t('accountText')}</p>
          <p className="flex flex-wrap items-center justify-center gap-x-1">
            <Link href="/auth" className="inline-flex min-h-11 items-center px-2 font-medium text-yin underline-offset-4 hover:underline">
              {t('signIn')}
            </Link>
            <span aria-hidden="true" className="text-line">|</span>
            <Link href="/forgot-password" className="inline-flex min-h-11 items-center px-2 text-yin underline-offset-4 hover:underline">
              {t('forgotPassword')}
            </Link>
          </p>
        </section>
      </main>
    </RecoveryGate>
  );
}
