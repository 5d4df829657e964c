import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/i18n/routing';
import { HexagramFigure } from './hexagram-figure';
import { TodayLink } from './today-link';

/** /bookofchange: the two philosophical systems and the ways into the library. */
export async function BookOfChangesLanding({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'BookOfChanges' });
  const cards = [
    // the library first, then casting, then the flag page that reads the flag through the same ideas
    { href: '/iching', title: t('ichingTitle'), text: t('ichingText'), figure: <HexagramFigure pattern="111111" className="h-10 w-11 text-ink" /> },
    { href: '/report/iching', title: t('castTitle'), text: t('castText'), figure: <HexagramFigure pattern="010101" className="h-10 w-11 text-yin" /> },
    { href: '/korea', title: t('koreaTitle'), text: t('koreaText'), figure: <FlagMark /> },
  ];
  return (
    <main className="mx-auto w-full max-w-5xl flex-1 px-4 pb-8 pt-6 md:pt-10">
      <BackLink href="/" label={t('backHome')} hideInWebview />
      <div className="mx-auto mt-8 max-w-2xl">
        <p className="text-sm font-medium text-seal">{t('eyebrow')}</p>
        <h1 className="mt-1 font-serif text-3xl font-semibold md:text-5xl">{t('title')}</h1>
        <div className="mt-6 space-y-4 text-base leading-relaxed md:text-lg">
          <p>{t('intro1')}</p>
          <p>{t('intro2')}</p>
          <p>{t('intro3')}</p>
        </div>
      </div>
      <nav aria-label={t('cardsLabel')} className="mt-12">
        <ul className="grid gap-4 md:grid-cols-3">
          {cards.map((card) => (
            <li key={card.href}>
              <Link
                href={card.href}
                className="group flex h-full flex-col gap-2 rounded-2xl border border-line bg-white/70 p-5 shadow-sm transition hover:-translate-y-0.5 hover:bg-white hover:shadow"
              >
                <span className="flex h-12 items-center">{card.figure}</span>
                <span className="mt-2 font-serif text-xl font-semibold group-hover:underline">{card.title}</span>
                <span className="text-sm leading-relaxed text-ink-soft">{card.text}</span>
              </Link>
            </li>
          ))}
        </ul>
        <TodayLink locale={locale} className="mt-4" />
      </nav>
    </main>
  );
}

/** A small taegeuk for the flag card. */
function FlagMark() {
  return (
    <svg viewBox="0 0 40 40" className="h-11 w-11" aria-hidden="true">
      <circle cx="20" cy="20" r="18" fill="#0047A0" />
      <path d="M 5.02 10.02 A 18 18 0 0 1 34.98 29.98 A 9 9 0 0 0 20 20 A 9 9 0 0 1 5.02 10.02 Z" fill="#CD2E3A" />
    </svg>
  );
}
