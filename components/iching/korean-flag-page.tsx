import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { Section } from '@/components/ui/section';
import { flagPage, flagTrigrams, type FlagSection } from '@/content/korea/flag';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/i18n/routing';
import { getTrigram } from '@/lib/iching/library';
import { HexagramFigure } from './hexagram-figure';
import { Taegeukgi } from './taegeukgi';

/** /korea: the flag drawn, its four sections, the trigram table and a card for each trigram. */
export async function KoreanFlagPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Korea' });
  const [field, taegeuk, trigrams, philosophy] = flagPage.sections;
  const columns = ['colSymbol', 'colDirection', 'colSeason', 'colVirtue', 'colFamily'] as const;


  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 pb-8 pt-6 md:pt-10">
      <BackLink href="/bookofchange" label={t('back')} hideInWebview />
      <header className="mt-6">
        <p className="text-sm font-medium text-seal">{t('eyebrow')}</p>
        <h1 className="mt-1 font-serif text-3xl font-semibold md:text-4xl">{flagPage.title[locale]}</h1>
        <p className="mt-3 leading-relaxed text-ink-soft">{flagPage.lead[locale]}</p>
      </header>

      <figure className="mx-auto mt-8 max-w-xl">
        <Taegeukgi label={flagPage.flagLabel[locale]} className="w-full rounded-lg border border-line shadow-sm" />
      </figure>

      <FlagText locale={locale} section={field} />
      <FlagText locale={locale} section={taegeuk} />
      <FlagText locale={locale} section={trigrams}>
        <div className="-mx-4 mt-6 overflow-x-auto border-y border-line bg-white/70 sm:mx-0 sm:rounded-2xl sm:border-x">
          <table className="w-full text-left text-xs wrap-normal max-[400px]:text-[11px] sm:text-sm">
            <caption className="sr-only">{t('tableCaption')}</caption>
            <thead className="border-b border-line bg-paper-deep/60 text-ink-soft">
              <tr>
                <th scope="col" className="py-3 pl-4 pr-1.5 font-medium sm:px-4">{t('colTrigram')}</th>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-1.5 py-3 font-medium last:pr-4 sm:px-4">{t(column)}</th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {flagTrigrams.map((trigram) => (
                <tr key={trigram.key}>
                  <th scope="row" className="whitespace-nowrap py-3 pl-4 pr-1.5 font-semibold sm:px-4">
                    {trigram.name[locale]} <span lang="zh-Hant" className="font-normal text-ink-soft">{trigram.chinese}</span>
                  </th>
                  <td className="px-1.5 py-3 last:pr-4 sm:px-4">{trigram.symbol[locale]}</td>
                  <td className="px-1.5 py-3 last:pr-4 sm:px-4">{trigram.direction[locale]}</td>
                  <td className="px-1.5 py-3 last:pr-4 sm:px-4">{trigram.season[locale]}</td>
                  <td className="px-1.5 py-3 last:pr-4 sm:px-4">{trigram.virtue[locale]}</td>
                  <td className="px-1.5 py-3 last:pr-4 sm:px-4">{trigram.family[locale]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-sm leading-relaxed text-ink-soft">{flagPage.tableNote[locale]}</p>

        <h3 className="mt-10 font-serif text-xl font-semibold">{t('cardsTitle')}</h3>
        <p className="mt-2 leading-relaxed text-ink-soft">{flagPage.libraryNote[locale]}</p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {flagTrigrams.map((trigram) => {
            const facts = getTrigram(trigram.key);
            return (
              <li key={trigram.key}>
                <Link
                  href={`/iching/${trigram.hexagram}`}
                  className="group flex h-full flex-col rounded-2xl border border-line bg-white/70 p-5 hover:border-ink-soft/40 hover:bg-white"
                >
                  <span className="flex items-center gap-4">
                    <HexagramFigure pattern={facts.pattern} className="h-10 w-12 shrink-0 text-ink" />
                    <span>
                      <span className="block font-serif text-xl font-semibold">
                        {trigram.name[locale]} <span lang="zh-Hant">{trigram.chinese}</span>
                        <span aria-hidden="true" className="ml-2 font-sans text-ink-soft">{facts.symbol}</span>
                      </span>
                      <span className="block text-sm text-ink-soft">{trigram.symbol[locale]}</span>
                    </span>
                  </span>
                  <span className="mt-3 text-sm leading-relaxed">{trigram.note[locale]}</span>
                  <span className="mt-3 flex flex-wrap gap-1.5 text-xs">
                    {[trigram.direction, trigram.season, trigram.virtue, trigram.family].map((value, index) => (
                      <span key={index} className="rounded-full bg-paper-deep px-2.5 py-1 text-ink-soft">
                        {value[locale]}
                      </span>
                    ))}
                  </span>
                  <span className="mt-4 text-sm font-medium text-yin group-hover:underline">
                    {t('readHexagram', { name: trigram.name[locale], number: trigram.hexagram })} →
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </FlagText>
      <FlagText locale={locale} section={philosophy} />
    </main>
  );
}

function FlagText({ locale, section, children }: { locale: Locale; section: FlagSection | undefined; children?: ReactNode }) {
  if (!section) return null;
  return (
    <Section id={`section-${section.id}`} title={section.heading[locale]} className="mt-12" headingClassName="font-serif text-2xl font-semibold">
      <div className="mt-4 space-y-4 leading-relaxed">
        {section.paragraphs[locale].map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {children}
    </Section>
  );
}
