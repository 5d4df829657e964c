import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/ui/section';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/i18n/routing';
import { describeLines } from '@/lib/iching/describe';
import { getHexagram } from '@/lib/iching/library';
import type { Hexagram, Trigram } from '@/lib/iching/types';
import { ClassicalName } from './classical-name';
import { HexagramFigure } from './hexagram-figure';
import { HexagramLines } from './hexagram-lines';
import { RelatedHexagrams } from './related-hexagrams';

/** The reading of one hexagram: names and figure, trigrams, description, judgement, six lines. */
export async function HexagramDetail({ hexagram: h, locale }: { hexagram: Hexagram; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Hexagram' });
  const text = h.text[locale];
  const words = { fromBottom: t('fromBottom'), yang: t('yang'), yin: t('yin'), separator: t('separator') };
  const name = h.libraryName[locale];
  const previous = getHexagram(h.number - 1);
  const next = getHexagram(h.number + 1);

  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 pb-8 pt-8 md:pt-12">
      <article aria-labelledby="hexagram-title">
        <header className="flex flex-col items-center text-center">
          <p className="text-sm font-medium tracking-wide text-seal">{t('eyebrow', { number: h.number })}</p>
          <h1 id="hexagram-title" className="mt-1 font-serif text-3xl font-semibold md:text-4xl">
            {name}
          </h1>
          <HexagramFigure
            pattern={h.pattern}
            label={`${t('figureLabel', { name })} ${describeLines(h.pattern, words)}`}
            className="mt-6 h-24 w-28 text-ink md:h-28 md:w-32"
          />
          <ClassicalName hexagram={h} locale={locale}>
            {/* the Unicode hexagram stays in the text for copying and search; few fonts draw it, the SVG shows it */}
            <span className="sr-only" aria-hidden="true"> {h.symbol}</span>
          </ClassicalName>
          <p className="mt-1 text-sm text-ink-soft">
            <span lang="zh-Hant">{h.chineseName}</span>
            {h.chineseFullName !== h.koreanNameHanja ? (
              <>
                {' · '}
                <span lang="zh-Hant">{h.chineseFullName}</span>
              </>
            ) : null}
          </p>
          <p className="mt-5 max-w-xl leading-relaxed text-ink-soft">{text.summary}</p>
        </header>

        <Section id="trigrams-heading" title={t('trigramsHeading')} className="mt-8" headingClassName="sr-only">
          <ul className="mx-auto grid max-w-xl gap-2 sm:grid-cols-2">
            <TrigramRow label={t('upper')} trigram={h.upper} locale={locale} />
            <TrigramRow label={t('lower')} trigram={h.lower} locale={locale} />
          </ul>
        </Section>

        <Section id="about-heading" title={t('aboutHeading')} className="mt-12" headingClassName="font-serif text-2xl font-semibold">
          <div className="mt-4 space-y-4 leading-relaxed">
            {text.description.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </Section>

        <Section id="judgement-heading" title={t('judgementHeading')} className="mt-12" headingClassName="font-serif text-2xl font-semibold">
          <p className="mt-1 text-sm text-ink-soft">{t('judgementLead')}</p>
          <figure className="mt-4 rounded-2xl border border-line bg-white/70 p-5 md:p-6">
            <blockquote lang="zh-Hant" className="font-serif text-2xl leading-relaxed">
              “{h.judgement}”
            </blockquote>
            <figcaption className="mt-3 leading-relaxed text-ink">“{text.judgement}”</figcaption>
          </figure>
        </Section>

        <HexagramLines hexagram={h} locale={locale} />

        <RelatedHexagrams hexagram={h} locale={locale} />
      </article>

      <nav aria-label={t('pager')} className="mt-12 grid grid-cols-2 gap-3 border-t border-line pt-6">
        {previous ? (
          <Link href={`/iching/${previous.number}`} className="group block min-h-11 rounded-xl px-3 py-2 hover:bg-white">
            <span className="block text-xs text-ink-soft">← {t('previous')}</span>
            <span className="font-medium group-hover:underline">
              {previous.number}. {previous.libraryName[locale]}
            </span>
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link href={`/iching/${next.number}`} className="group block min-h-11 rounded-xl px-3 py-2 text-right hover:bg-white">
            <span className="block text-xs text-ink-soft">{t('next')} →</span>
            <span className="font-medium group-hover:underline">
              {next.number}. {next.libraryName[locale]}
            </span>
          </Link>
        ) : null}
      </nav>
    </main>
  );
}

async function TrigramRow({ label, trigram, locale }: { label: string; trigram: Trigram; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Hexagram' });
  const nature = await getTranslations({ locale, namespace: 'Trigram' });
  const romanised = await getTranslations({ locale, namespace: 'TrigramName' });
  return (
    <li className="flex items-center gap-3 rounded-xl border border-line bg-white/60 px-4 py-3">
      <HexagramFigure pattern={trigram.pattern} className="h-7 w-8 shrink-0 text-ink" />
      <span className="min-w-0">
        <span className="block text-xs text-ink-soft">{label}</span>
        <span className="font-medium">
          {t('trigramLine', {
            korean: romanised(trigram.key),
            chinese: trigram.chinese,
            nature: nature(trigram.key),
            natureChinese: trigram.natureChinese,
          })}
        </span>
      </span>
    </li>
  );
}
