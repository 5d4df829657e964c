import type { ComponentType, ReactNode } from 'react';
import { HexagramFigure } from '@/components/iching/hexagram-figure';
import type { JournalEntry } from '@/lib/journal/store';
import type { YearSummary } from '@/lib/journal/year';
import type { HexagramLabel, TrigramLabel } from './reading-table';

/**
 * The year looked back on (/journal/{year}), drawn from GET /api/journal/year/{year} and the year's
 * notes: the five elements as an SVG bar chart (hidden from screen readers, who read the same
 * figures as a table), the hexagrams and trigrams drawn most often, the changing lines that
 * recurred, the questions' areas and the person's own notes quoted beside their hexagram. No hooks
 * and no server-only imports: the server page renders it with the session cookie, and the web
 * view's client (bearer token only) renders the same markup.
 */

export const ELEMENT_ORDER = ['wood', 'fire', 'earth', 'metal', 'water'] as const;
type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface YearModel {
  year: number;
  readings: number;
  notes: number;
  elements: { id: (typeof ELEMENT_ORDER)[number]; count: number }[];
  hexagrams: { hexagram: HexagramLabel; count: number; quotes: JournalEntry[] }[];
  trigrams: { trigram: TrigramLabel; count: number }[];
  lines: { hexagram: HexagramLabel; line: number; count: number }[];
  categories: { id: string; label: string; count: number }[];
  /** notes of the year not quoted beside a hexagram, newest first */
  otherNotes: JournalEntry[];
}

const QUOTES_PER_HEXAGRAM = 2;
/** A quote is the start of a note (a note may hold 10,000 characters): the page stays light. */
const QUOTE_CHARACTERS = 280;
const quote = (note: JournalEntry): JournalEntry => {
  const chars = Array.from(note.text);
  return chars.length <= QUOTE_CHARACTERS ? note : { ...note, text: `${chars.slice(0, QUOTE_CHARACTERS).join('').trimEnd()}…`, followUps: [] };
};
const TOP_HEXAGRAMS = 6;
/** the changing lines that recurred most: a heavy writer's year may have hundreds */
const TOP_LINES = 8;
const OTHER_NOTES = 6;

/**
 * What the year page opens to quote, as list queries (GET /api/journal's parameters): the year's
 * newest notes, and the newest few under each hexagram drawn most often (in a heavy writer's year
 * those are seldom among the newest). At most 18 + 6 × 2 notes, however many the year holds; the
 * rest are one link away (/journal?year=).
 */
export function quoteQueries(summary: YearSummary): Record<string, string>[] {
  const year = String(summary.year);
  return [
    { year, limit: String(OTHER_NOTES + QUOTES_PER_HEXAGRAM * TOP_HEXAGRAMS) },
    ...summary.hexagrams.slice(0, TOP_HEXAGRAMS).map(({ id }) => ({ year, hexagram: String(id), limit: String(QUOTES_PER_HEXAGRAM) })),
  ];
}

/** The answers to quoteQueries, each note once, newest first: the notes buildYearModel takes. */
export function mergeNotes(lists: JournalEntry[][]): JournalEntry[] {
  const byId = new Map<string, JournalEntry>();
  for (const list of lists) for (const note of list) byId.set(note.id, note);
  return [...byId.values()].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

export function buildYearModel(
  summary: YearSummary,
  notes: JournalEntry[],
  table: HexagramLabel[],
  trigrams: TrigramLabel[],
  categoryLabels: { id: string; label: string }[],
): YearModel {
  const quoted = new Set<string>();
  const hexagrams = summary.hexagrams
    .slice(0, TOP_HEXAGRAMS)
    .map(({ id, count }) => {
      const quotes = notes.filter((n) => n.hexagram === id).slice(0, QUOTES_PER_HEXAGRAM).map(quote);
      quotes.forEach((q) => quoted.add(q.id));
      return { hexagram: table[id - 1]!, count, quotes };
    })
    .filter((h) => h.hexagram);
  const trigramCounts = new Map<string, number>();
  for (const { id, count } of summary.hexagrams) {
    const h = table[id - 1];
    if (!h) continue;
    for (const key of [h.lower, h.upper]) trigramCounts.set(key, (trigramCounts.get(key) ?? 0) + count);
  }
  return {
    year: summary.year,
    readings: summary.hexagrams.reduce((sum, h) => sum + h.count, 0),
    notes: summary.entries,
    elements: ELEMENT_ORDER.map((id) => ({ id, count: summary.elements[id] ?? 0 })),
    hexagrams,
    trigrams: trigrams
      .map((trigram) => ({ trigram, count: trigramCounts.get(trigram.key) ?? 0 }))
      .filter((t) => t.count > 0)
      .sort((a, b) => b.count - a.count),
    lines: summary.recurringLines
      .filter((l) => table[l.hexagram - 1])
      .slice(0, TOP_LINES)
      .map((l) => ({ hexagram: table[l.hexagram - 1]!, line: l.line, count: l.count })),
    categories: categoryLabels.map((c) => ({ ...c, count: summary.categories[c.id as keyof YearSummary['categories']] ?? 0 })).filter((c) => c.count > 0),
    otherNotes: notes.filter((n) => !quoted.has(n.id)).slice(0, OTHER_NOTES).map(quote),
  };
}

/** Each element's colour: theme variables, so the chart follows the night theme. */
const ELEMENT_FILL: Record<(typeof ELEMENT_ORDER)[number], string> = {
  wood: 'fill-wood',
  fire: 'fill-seal',
  earth: 'fill-yang',
  metal: 'fill-ink-soft',
  water: 'fill-yin',
};

function ElementChart({ model, t, elementName }: { model: YearModel; t: Translate; elementName: (id: string) => string }) {
  const max = Math.max(1, ...model.elements.map((e) => e.count));
  const rowHeight = 36;
  const labelWidth = 92;
  const width = 340;
  const barMax = width - labelWidth - 44;
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${width} ${rowHeight * model.elements.length}`}
        className="w-full text-ink"
        aria-hidden="true"
        focusable="false"
        data-testid="element-chart"
      >
        {model.elements.map((e, i) => {
          const y = i * rowHeight;
          const bar = Math.round((e.count / max) * barMax);
          return (
            <g key={e.id}>
              <text x={0} y={y + 23} className="fill-current text-[14px]">
                {elementName(e.id)}
              </text>
              <rect x={labelWidth} y={y + 8} width={barMax} height={20} rx={6} className="fill-line" opacity={0.6} />
              {bar > 0 ? <rect x={labelWidth} y={y + 8} width={Math.max(bar, 6)} height={20} rx={6} className={ELEMENT_FILL[e.id]} /> : null}
              <text x={labelWidth + barMax + 8} y={y + 23} className="fill-current text-[14px] font-semibold tabular-nums">
                {e.count}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only" data-testid="element-table">
        <caption>{t('chartLabel', { year: model.year })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('colElement')}</th>
            <th scope="col">{t('colCount')}</th>
          </tr>
        </thead>
        <tbody>
          {model.elements.map((e) => (
            <tr key={e.id}>
              <th scope="row">{elementName(e.id)}</th>
              <td>{e.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="flex flex-col gap-3" data-testid={testId}>
      <h2 className="font-serif text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A note quoted on the page (already cut by buildYearModel), with the day it was written. */
function Quote({ note, formatDate, className }: { note: JournalEntry; formatDate: (iso: string) => string; className: string }) {
  return (
    <blockquote className={`border-l-2 pl-3 leading-relaxed ${className}`}>
      <p className="line-clamp-4 whitespace-pre-wrap">{note.text}</p>
      <footer className="mt-1 text-xs text-ink-soft">
        <time dateTime={note.createdAt}>{formatDate(note.createdAt)}</time>
      </footer>
    </blockquote>
  );
}

const card = 'rounded-2xl border border-line bg-white/75 p-4 shadow-sm';

export function YearView({
  model,
  t,
  hexagramName,
  elementName,
  formatDate,
  footer,
  keepsake,
  Link,
}: {
  model: YearModel;
  /** the JournalYear strings */
  t: Translate;
  /** "제49괘 혁 革" / "49. Revolution 革" */
  hexagramName: (h: HexagramLabel) => string;
  elementName: (id: string) => string;
  formatDate: (iso: string) => string;
  /** the links under the year (other years, the journal) */
  footer?: ReactNode;
  /** the year's keepsake card (YearKeepsakeSection), shown when the year holds anything */
  keepsake?: ReactNode;
  /** a link to a locale-free path ('/journal?year=2026'): the server's Link or the client's ClientLink */
  Link: ComponentType<{ href: string; className?: string; children: ReactNode }>;
}) {
  const empty = model.readings === 0 && model.notes === 0;
  return (
    <div className="flex flex-col gap-10" data-testid="journal-year">
      <p className="text-center font-medium text-ink-soft" data-testid="year-summary">
        {t('summary', { readings: model.readings, notes: model.notes })}
      </p>
      {empty ? (
        <p className="rounded-2xl border border-dashed border-line p-8 text-center text-ink-soft">{t('nothing')}</p>
      ) : (
        <>
          <Section title={t('elementsTitle')}>
            <p className="text-sm leading-relaxed text-ink-soft">{t('elementsLead')}</p>
            <div className={card}>
              <ElementChart model={model} t={t} elementName={elementName} />
            </div>
          </Section>

          {model.hexagrams.length > 0 ? (
            <Section title={t('hexagramsTitle')} testId="year-hexagrams">
              <ol className="flex flex-col gap-3">
                {model.hexagrams.map(({ hexagram, count, quotes }) => (
                  <li key={hexagram.number} className={`${card} flex flex-col gap-3`}>
                    <div className="flex items-center gap-3">
                      <HexagramFigure pattern={hexagram.pattern} className="h-10 w-10 shrink-0 text-ink" />
                      <span className="min-w-0 flex-1 font-medium">{hexagramName(hexagram)}</span>
                      <span className="shrink-0 rounded-full bg-yang-soft px-3 py-0.5 text-sm font-semibold text-yang-ink">{t('times', { count })}</span>
                    </div>
                    {quotes.map((q) => (
                      <Quote key={q.id} note={q} formatDate={formatDate} className="border-yang/60 text-sm" />
                    ))}
                  </li>
                ))}
              </ol>
            </Section>
          ) : null}

          {model.trigrams.length > 0 ? (
            <Section title={t('trigramsTitle')}>
              <ul className="grid grid-cols-2 gap-2">
                {model.trigrams.map(({ trigram, count }) => (
                  <li key={trigram.key} className="flex items-center gap-2 rounded-xl border border-line bg-white/75 px-3 py-2">
                    <HexagramFigure pattern={trigram.pattern} className="h-6 w-6 shrink-0 text-ink" />
                    <span className="min-w-0 flex-1 text-sm">{trigram.label}</span>
                    <span className="text-sm font-semibold tabular-nums">{count}</span>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          <Section title={t('linesTitle')}>
            {model.lines.length > 0 ? (
              <ul className="flex flex-col gap-2">
                {model.lines.map((l) => (
                  <li key={`${l.hexagram.number}:${l.line}`} className="flex items-center gap-3 rounded-xl border border-line bg-white/75 px-3 py-2">
                    <HexagramFigure pattern={l.hexagram.pattern} changing={[l.line]} moved className="h-8 w-8 shrink-0 text-ink" />
                    <span className="min-w-0 flex-1 text-sm">{t('line', { number: l.hexagram.number, name: l.hexagram.name, line: l.line })}</span>
                    <span className="text-sm font-semibold">{t('times', { count: l.count })}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-soft">{t('noLines')}</p>
            )}
          </Section>

          <Section title={t('categoriesTitle')}>
            {model.categories.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {model.categories.map((c) => (
                  <li key={c.id} className="rounded-full border border-line bg-white/75 px-3 py-1 text-sm">
                    {c.label} · <span className="font-semibold">{t('times', { count: c.count })}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-soft">{t('noCategories')}</p>
            )}
          </Section>

          {model.notes > 0 ? (
            <Section title={t('notesTitle')} testId="year-notes">
              {model.otherNotes.length > 0 ? (
                <ul className="flex flex-col gap-3">
                  {model.otherNotes.map((n) => (
                    <li key={n.id}>
                      <Quote note={n} formatDate={formatDate} className="border-yin/50" />
                    </li>
                  ))}
                </ul>
              ) : null}
              {/* the page quotes a few notes; every note of the year is in the journal, filtered by the year */}
              <Link href={`/journal?year=${model.year}`} className="self-start text-sm font-medium text-yin underline underline-offset-4">
                {t('allNotes', { year: model.year, count: model.notes })}
              </Link>
            </Section>
          ) : null}

          {keepsake}
        </>
      )}
      {footer}
    </div>
  );
}
