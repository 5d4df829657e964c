'use client';

import { ClientLink } from '@/components/i18n/client-link';
import { useClientLocale, useStrings } from '@/components/i18n/client-strings';
import { HexagramFigure } from '@/components/iching/hexagram-figure';
import type { BookTypeView, BookView } from '@/lib/quiz/views';

/**
 * A Life Book report: the reader type with its hexagram (its Chinese name and its name in the
 * report's language: the Korean name and title on a Korean report, the English one on an English
 * report, never the other language's; a link to the hexagram's page), the description, and the
 * type's book set with the next steps.
 */
export function BookResult({ view }: { view: BookTypeView }) {
  const t = useStrings('Quiz');
  const locale = useClientLocale();
  const { hexagram } = view;
  return (
    <article aria-labelledby="quiz-result-title" className="mx-auto w-full max-w-xl">
      <header className="overflow-hidden rounded-3xl border border-line bg-white/80 shadow-sm">
        <div className="h-1.5 bg-yang" />
        <div className="flex flex-col items-center px-6 pt-7 pb-6 text-center">
          {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG of our own: nothing to optimise */}
          <img src={view.image} alt="" width={112} height={112} className="size-28" />
          <p className="mt-4 text-sm font-medium tracking-wide text-ink-soft">{t('readerType')}</p>
          <h2 id="quiz-result-title" className="mt-1 font-serif text-3xl font-semibold">
            {view.name}
          </h2>
        </div>
      </header>

      <p className="mt-6 px-1 leading-loose">{view.description}</p>

      <section aria-labelledby="quiz-hexagram" className="mt-8 rounded-2xl border border-line bg-white/70 p-5">
        <h3 id="quiz-hexagram" className="text-sm font-medium tracking-wide text-ink-soft">
          {t('hexagram')}
        </h3>
        <div className="mt-3 flex items-center gap-5">
          <HexagramFigure pattern={hexagram.pattern} className="h-16 w-16 shrink-0 text-ink" />
          <div className="min-w-0">
            <p className="text-sm text-yang-ink">{t('hexagramNumber', { number: hexagram.id })}</p>
            <p className="font-serif text-2xl font-semibold">
              <span lang="zh-Hant">{hexagram.name}</span> <span className="text-lg">{locale === 'ko' ? hexagram.kor : hexagram.eng}</span>
            </p>
            {locale === 'ko' ? <p className="text-ink-soft">{hexagram.title}</p> : null}
          </div>
        </div>
        <ClientLink
          href={`/iching/${hexagram.id}`}
          className="mt-4 inline-flex min-h-11 items-center rounded-full border border-line bg-white px-5 py-2.5 text-sm font-medium text-yin hover:bg-paper-deep"
        >
          {t('readHexagram', { number: hexagram.id })}
        </ClientLink>
      </section>

      <BookList id="quiz-must-reads" title={t('mustReads')} books={view.mustReads} />
      <BookList id="quiz-hidden-gems" title={t('hiddenGems')} books={view.hiddenGems} />

      <section aria-labelledby="quiz-next-steps" className="mt-8 rounded-2xl bg-yang-soft/60 p-5">
        <h3 id="quiz-next-steps" className="font-serif text-xl font-semibold">
          {t('nextSteps')}
        </h3>
        <p className="mt-2 leading-loose">{view.nextSteps}</p>
      </section>
    </article>
  );
}

function BookList({ id, title, books }: { id: string; title: string; books: BookView[] }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h3 id={id} className="font-serif text-xl font-semibold">
        {title}
      </h3>
      <ol className="mt-3 grid gap-3">
        {books.map((book, index) => (
          <li key={book.title} className="flex gap-4 rounded-xl border border-line bg-white/70 px-4 py-4">
            <span aria-hidden="true" className="font-serif text-2xl leading-none font-semibold text-yang-ink">
              {index + 1}
            </span>
            <div className="min-w-0">
              <p className="font-serif text-lg leading-snug font-semibold">{book.title}</p>
              <p className="mt-0.5 text-sm text-ink-soft">{book.author}</p>
              <p className="mt-2 text-sm leading-relaxed">{book.why}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
