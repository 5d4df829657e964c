import { WriteNoteLink } from '@/components/journal/write-note-link';
import { LineWords } from './line-words';
import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/ui/section';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/i18n/routing';
import { reflectionQuestions } from '@/content/iching/questions';
import { getHexagram } from '@/lib/iching/library';
import { formatReadingDate, type TodayReading } from '@/lib/iching/today';
import { CastEntry } from './cast-entry';
import { ClassicalName } from './classical-name';
import { HexagramFigure } from './hexagram-figure';

/**
 * 오늘의 괘 / Today's hexagram: the day's hexagram (figure with the day's line marked, names,
 * summary, judgement), the day's line with its text and practical meaning, our reflection question,
 * and the ways on: the whole reading and the casting screen. Server-rendered, no client JavaScript.
 */
export async function TodayHexagram({ reading, locale }: { reading: TodayReading; locale: Locale }) {
  const h = getHexagram(reading.hexagram);
  if (!h) throw new Error(`no hexagram ${reading.hexagram}`);
  const t = await getTranslations({ locale, namespace: 'TodayHexagram' });
  const th = await getTranslations({ locale, namespace: 'Hexagram' });
  const text = h.text[locale];
  const line = h.lines[reading.line - 1];
  const wording = text.lines[reading.line - 1];
  const question = reflectionQuestions[h.number - 1];
  if (!line || !wording || !question) throw new Error(`hexagram ${h.number} lacks line ${reading.line} or its question`);
  const name = h.name[locale];
  const lineName = th('line', { number: reading.line });

  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 pb-8 pt-8 md:pt-12">
      <article aria-labelledby="today-title" data-hexagram={h.number} data-line={reading.line}>
        <header className="flex flex-col items-center text-center">
          <p className="text-sm font-medium tracking-wide text-seal">{t('eyebrow')}</p>
          <p className="mt-1 text-sm text-ink-soft">
            <time dateTime={reading.date}>{t('dateLine', { date: formatReadingDate(reading.date, locale) })}</time>
          </p>
          <h1 id="today-title" className="mt-3 font-serif text-3xl font-semibold md:text-4xl">
            <span className="block text-base font-medium text-ink-soft">{th('eyebrow', { number: h.number })}</span>
            {name}
          </h1>
          <HexagramFigure
            pattern={h.pattern}
            changing={[reading.line]}
            read
            label={t('figureLabel', { name, line: reading.line })}
            className="mt-6 h-24 w-28 text-ink md:h-28 md:w-32"
          />
          <ClassicalName hexagram={h} locale={locale} />
          <p className="mt-5 max-w-xl leading-relaxed text-ink-soft">{text.summary}</p>
        </header>

        <Section id="today-judgement" title={th('judgementHeading')} className="mt-10" headingClassName="font-serif text-2xl font-semibold">
          <figure className="mt-4 rounded-2xl border border-line bg-white/70 p-5 md:p-6">
            <blockquote lang="zh-Hant" className="font-serif text-2xl leading-relaxed">
              “{h.judgement}”
            </blockquote>
            <figcaption className="mt-3 leading-relaxed text-ink">“{text.judgement}”</figcaption>
          </figure>
        </Section>

        <Section id="today-line" title={t('lineHeading', { line: lineName })} className="mt-10" headingClassName="font-serif text-2xl font-semibold">
          <div className="mt-4 rounded-2xl border border-yang/40 bg-yang-soft/40 p-5 md:p-6">
            <p lang="zh-Hant" className="text-sm text-seal">
              {line.label}
              {wording.stage ? <span className="text-ink-soft"> · {wording.stage}</span> : null}
            </p>
            <LineWords classical={line.text} rendering={wording.text} meaning={wording.meaning} practicalLabel={t('practical')} />
          </div>
        </Section>

        <Section id="today-question" title={t('questionHeading')} className="mt-10" headingClassName="font-serif text-2xl font-semibold">
          <p className="mt-4 font-serif text-xl leading-relaxed text-pretty">{question[locale]}</p>
          <p className="mt-2 text-sm text-ink-soft">{t('questionLead')}</p>
        </Section>

        <p className="mt-10 text-sm leading-relaxed text-ink-soft">{t('rule')}</p>
        <p className="mt-4">
          <Link href={`/iching/${h.number}`} className="inline-flex min-h-11 items-center font-medium text-yin underline underline-offset-4">
            {t('readAll', { name })} →
          </Link>
        </p>
        <p className="mt-4">
          <WriteNoteLink locale={locale} subject={`today:${reading.date}`} />
        </p>
      </article>
      <CastEntry locale={locale} title={t('castTitle')} text={t('castText')} className="mt-8" />
    </main>
  );
}
