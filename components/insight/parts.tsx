import type { ReactNode, RefObject } from 'react';
import { ClientLink } from '@/components/i18n/client-link';
import { HexagramFigure } from '@/components/iching/hexagram-figure';
import { Spinner } from '@/components/ui/spinner';
import type { Locale } from '@/i18n/routing';
import { glueParticles } from '@/content/korea/josa';
import { findHexagramName } from '@/lib/iching/names';
import type { HexagramRef } from '@/lib/insight/schemas';

/** Pieces the two insight reports share. Rendered inside client components; no state of their own. */

/** A text whose paragraphs are separated by blank lines; a Korean particle never starts a line. */
export function Paragraphs({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div className={`flex flex-col gap-3 leading-relaxed ${className}`}>
      {text.split(/\n\s*\n/u).map((paragraph, i) => (
        <p key={i}>{glueParticles(paragraph.trim())}</p>
      ))}
    </div>
  );
}

/** A busy step (validating, loading, opening): a spinner and what is happening, announced. */
export function BusyStep({ text, headingRef }: { text: string; headingRef?: RefObject<HTMLHeadingElement | null> }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-center text-ink-soft">
      <Spinner className="size-7 text-yang" />
      <h2 ref={headingRef} tabIndex={-1} className="text-base outline-none">
        {text}
      </h2>
    </div>
  );
}

export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-line pt-5">
      <h3 className="mb-3 font-serif text-lg font-semibold">{title}</h3>
      {children}
    </section>
  );
}

export function BulletList({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="flex flex-col gap-2.5 leading-relaxed">
      {items.map((item, i) => (
        <li key={i} className="flex gap-3">
          <span aria-hidden="true" className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-yang-soft text-xs font-semibold text-ink">
            {ordered ? i + 1 : '·'}
          </span>
          <span>{glueParticles(item)}</span>
        </li>
      ))}
    </List>
  );
}

/**
 * The hexagram at the top of a report: its figure, number and names. The name is the library's long
 * name (lib/iching/names.ts), the one its page carries; the classical name stands beside it (no
 * English subtitle on a Korean report, no Hangul on an English one). The figure and the names are
 * marked for the first-time reveal (app/globals.css).
 */
export function HexagramHeader({
  id,
  hexagram,
  pattern,
  locale,
  numberText,
  figureLabel,
  changing = [],
}: {
  id: number;
  hexagram: HexagramRef;
  pattern: string | undefined;
  /** the reading's changing lines: marked on the figure as the casting screen marks them */
  changing?: readonly number[];
  locale: Locale;
  numberText: string;
  figureLabel: string;
}) {
  const name = reportHexagramName(id, hexagram, locale);
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      {pattern ? (
        <div data-reveal-figure className="mb-2">
          <HexagramFigure pattern={pattern} changing={changing} label={figureLabel} className="h-20 w-24 text-ink" />
        </div>
      ) : null}
      <div data-reveal-text className="flex flex-col items-center gap-2">
        <p className="text-sm tracking-wide text-ink-soft">{numberText}</p>
        <p className="font-serif text-2xl font-semibold">{name}</p>
        <p className="text-sm text-ink-soft">
          {locale === 'ko' ? <>{hexagram.kor} </> : null}
          <span lang="zh-Hant">{hexagram.name}</span>
        </p>
      </div>
    </div>
  );
}

/** The display name of a report's hexagram, in the page's language; the answer's own name only for an id the library lacks. */
export function reportHexagramName(id: number, hexagram: HexagramRef, locale: Locale): string {
  return findHexagramName(id, locale) ?? (locale === 'ko' ? hexagram.kor : hexagram.eng);
}

export function LibraryLink({ id, text }: { id: number; text: string }) {
  return (
    <ClientLink
      href={`/iching/${id}`}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white/70 px-4 py-2 text-sm text-ink hover:bg-white"
    >
      {text}
    </ClientLink>
  );
}

/** Where the reading came from, when it was not the cloud service. */
export function SourceNote({ text }: { text: string }) {
  return <p className="rounded-xl border border-line bg-paper px-4 py-3 text-sm leading-relaxed text-ink-soft">{text}</p>;
}

export const textareaClass =
  'w-full rounded-xl border border-line bg-white px-4 py-3 leading-relaxed text-ink shadow-inner outline-none focus-visible:border-yin focus-visible:ring-2 focus-visible:ring-yin/40';
