import { ClientLink } from '@/components/i18n/client-link';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { HexagramFigure } from '@/components/iching/hexagram-figure';
import { Section } from '@/components/ui/section';
import type { BookTypeView, BookView } from '@/lib/quiz/views';

/**
 * A Life Book report: the reader type with its hexagram (its display name, its classical name, a link
 * to the hexagram's page), the description, and the type's book set with the next steps.
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

      <Section id="quiz-hexagram" title={t('hexagram')} level="h3" className="mt-8 rounded-2xl border border-line bg-white/70 p-5" headingClassName="text-sm font-medium tracking-wide text-ink-soft">
        <div className="mt-3 flex items-center gap-5">
          <HexagramFigure pattern={hexagram.pattern} className="h-16 w-16 shrink-0 text-ink" />
          <div className="min-w-0">
            <p className="text-sm text-yang-ink">{t('hexagramNumber', { number: hexagram.id })}</p>
            {/* the library's display name (lib/iching/names.ts), then the classical name beside it */}
            <p className="font-serif text-2xl font-semibold">{hexagram.title}</p>
            <p className="text-ink-soft">
              {locale === 'ko' ? <>{hexagram.kor} </> : null}
              <span lang="zh-Hant">{hexagram.name}</span>
            </p>
          </div>
        </div>
        <ClientLink
          href={`/iching/${hexagram.id}`}
          className="mt-4 inline-flex min-h-11 items-center rounded-full border border-line bg-white px-5 py-2.5 text-sm font-medium text-yin hover:bg-paper-deep"
        >
          {t('readHexagram', { number: hexagram.id })}
        </ClientLink>
      </Section>

      <BookList id="quiz-must-reads" title={t('mustReads')} books={view.mustReads} />
      <BookList id="quiz-hidden-gems" title={t('hiddenGems')} books={view.hiddenGems} />
      <p className="mt-3 px-1 text-xs text-ink-soft">{t('booksNote')}</p>

      <Section id="quiz-next-steps" title={t('nextSteps')} level="h3" className="mt-8 rounded-2xl bg-yang-soft/60 p-5" headingClassName="font-serif text-xl font-semibold">
        <p className="mt-2 leading-loose">{view.nextSteps}</p>
      </Section>
    </article>
  );
}

function BookList({ id, title, books }: { id: string; title: string; books: BookView[] }) {
  const t = useStrings('Quiz');
  return (
    <Section id={id} title={title} level="h3" className="mt-8" headingClassName="font-serif text-xl font-semibold">
      <ol className="mt-3 grid gap-3">
        {books.map((book, index) => (
          <li key={book.title} className="flex gap-4 rounded-xl border border-line bg-white/70 px-4 py-4">
            <span aria-hidden="true" className="font-serif text-2xl leading-none font-semibold text-yang-ink">
              {index + 1}
            </span>
            <div className="min-w-0">
              <p className="font-serif text-lg leading-snug font-semibold">{book.title}</p>
              <p className="mt-0.5 text-sm text-ink-soft">
                {book.year === undefined
                  ? t('bookEditionUndated', { author: book.author, publisher: book.publisher ?? '' })
                  : t('bookEdition', { author: book.author, publisher: book.publisher ?? '', year: String(book.year) })}
              </p>
              <p className="mt-2 text-sm leading-relaxed">{book.why}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
