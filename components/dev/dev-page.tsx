import type { ReactNode } from 'react';

/**
 * The frame of the local dev pages (flags, mailbox): a serif title, what the page shows, a count
 * line (and whatever sits beside it), a dashed box when the list is empty, then the entries, newest
 * first, each in a `DevEntry` card.
 */
export function DevPage({ title, lead, meta, empty, children }: { title: string; lead: string; meta: ReactNode; empty: string | null; children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-5 pt-10 pb-12">
      <header className="flex flex-col gap-2">
        <h1 className="font-serif text-2xl font-semibold">{title}</h1>
        <p className="text-[15px] leading-relaxed text-ink-soft">{lead}</p>
        <p className="flex items-center gap-3 text-sm text-ink-soft">{meta}</p>
      </header>
      {empty ? <p className="rounded-2xl border border-dashed border-line p-6 text-center text-ink-soft">{empty}</p> : null}
      <ol className="flex flex-col gap-4">{children}</ol>
    </main>
  );
}

/** One entry of a dev page's list: a card named by its heading (`headingId`). */
export function DevEntry({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-2xl border border-line bg-white/80 p-5 shadow-sm">
        {children}
      </article>
    </li>
  );
}

/** A dev entry's facts: term and value in two columns. */
export function DevFacts({ facts, className = 'mt-2' }: { facts: readonly { term: string; value: ReactNode }[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm ${className}`}>
      {facts.map(({ term, value }) => (
        <div key={term} className="contents">
          <dt className="text-ink-soft">{term}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** When an entry was made, in the page's locale, with its machine-readable time. */
export function DevTime({ at, locale }: { at: string | number | Date; locale: string }) {
  const date = new Date(at);
  const text = new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
  return <time dateTime={date.toISOString()}>{text}</time>;
}
