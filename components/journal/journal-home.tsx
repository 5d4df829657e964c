'use client';

import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { ClientLink } from '@/components/i18n/client-link';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { HexagramFigure } from '@/components/iching/hexagram-figure';
import { downloadCard } from '@/components/report/card-image';
import { acquirePageToken } from '@/components/report/page-token';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { readingForDate } from '@/lib/iching/today';
import { fetchEntries, formatDay, readSubjectParam, seoulDay, writeHref, type JournalEntry, type JournalSubject } from './journal-api';
import type { HexagramLabel } from './reading-table';

// the note box loads only on the write view (?write=), not with the list
const NoteEditor = lazy(() => import('./note-editor').then((m) => ({ default: m.NoteEditor })));

const ELEMENTS = ['wood', 'fire', 'earth', 'metal', 'water'] as const;

interface Filters {
  q: string;
  hexagram: string;
  element: string;
  category: string;
  year: string;
}
const NO_FILTERS: Filters = { q: '', hexagram: '', element: '', category: '', year: '' };

type State =
  | { name: 'loading' }
  | { name: 'signedOut' }
  | { name: 'failed' }
  | { name: 'ready'; token: string; entries: JournalEntry[]; next: string | null; more: 'idle' | 'loading' | 'failed'; due: JournalEntry[] };

interface Props {
  hexagrams: HexagramLabel[];
  categories: { id: string; label: string }[];
  years: number[];
}

/** The hexagram a subject reads (a cast's lines, today's date, a report's stored number). */
function hexagramOf(subject: JournalSubject, stored: number | null, table: HexagramLabel[]): HexagramLabel | undefined {
  if (stored) return table[stored - 1];
  if (subject.kind === 'cast') {
    const pattern = [...subject.id].map((v) => (v === '7' || v === '9' ? '1' : '0')).join('');
    return table.find((h) => h.pattern === pattern);
  }
  if (subject.kind === 'today') {
    try {
      return table[readingForDate(subject.id).hexagram - 1];
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * /journal: the person's notes newest first (each with its reading's figure and name), search and
 * filters (hexagram, element, category, year), paging with the API's cursor, the follow-ups that
 * are due asked at the top, the year's page and the export. `?write=kind:id`: the note box of one
 * reading instead. Signed out: the site's sign-in prompt.
 */
export function JournalHome(props: Props) {
  const [write, setWrite] = useState<{ subject: JournalSubject | null; raw: string | null; year: string } | undefined>(undefined);
  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    const raw = search.get('write');
    // read once the page is in the browser: the server page is the same for every visitor
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setWrite({ raw, subject: readSubjectParam(raw), year: readYearParam(search.get('year')) });
  }, []);
  if (write === undefined) return <Loading />;
  if (write.raw !== null) return <WriteView subject={write.subject} hexagrams={props.hexagrams} />;
  return <JournalList {...props} initialYear={write.year} />;
}

/** `?year=2026` (the year page's "all notes" link): the year filter to start with, '' for none or a year the API does not take. */
function readYearParam(raw: string | null): string {
  if (!raw || !/^\d{4}$/.test(raw)) return '';
  const year = Number(raw);
  return year >= 2000 && year <= 2200 ? raw : '';
}

function Loading() {
  const t = useStrings('Journal');
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-ink-soft">
      <Spinner className="size-7 text-yang" />
      <p>{t('loading')}</p>
    </div>
  );
}

function SignInPrompt({ text }: { text: string }) {
  const t = useStrings('Journal');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-line bg-white/70 p-6 text-center shadow-sm" data-testid="journal-message">
      <p role="alert" className="leading-relaxed">
        {text}
      </p>
      <ClientLink href="/auth" className={buttonClass({ size: 'md' })}>
        {t('signIn')}
      </ClientLink>
    </div>
  );
}

function ReadingLabel({ subject, hexagram, pending = false }: { subject: JournalSubject; hexagram: HexagramLabel | undefined; pending?: boolean }) {
  const t = useStrings('Journal');
  return (
    <span className="flex min-w-0 items-center gap-3">
      {hexagram ? <HexagramFigure pattern={hexagram.pattern} className="h-10 w-10 shrink-0 text-ink" /> : <span aria-hidden="true" className="size-10 shrink-0 rounded-full bg-paper-deep" />}
      <span className="flex min-w-0 flex-col">
        {pending ? (
          <span className="font-medium">{t(`subject.${subject.kind}`)}</span>
        ) : (
          <>
            <span className="truncate font-medium">{hexagram ? t('hexagram', { number: hexagram.number, name: `${hexagram.name} ${hexagram.chinese}` }) : t('noHexagram')}</span>
            <span className="text-sm text-ink-soft">{t(`subject.${subject.kind}`)}</span>
          </>
        )}
      </span>
    </span>
  );
}

function WriteView({ subject, hexagrams }: { subject: JournalSubject | null; hexagrams: HexagramLabel[] }) {
  const t = useStrings('Journal');
  const locale = useClientLocale();
  // a report's hexagram is known from its notes once they load
  const [stored, setStored] = useState<number | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <ClientLink href="/journal" className="self-start text-sm font-medium text-yin underline underline-offset-4">
        {t('backToList')}
      </ClientLink>
      {subject ? (
        <>
          <div className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-white/75 p-4 shadow-sm" data-testid="write-reading">
            <ReadingLabel subject={subject} hexagram={hexagramOf(subject, stored, hexagrams)} pending={subject.kind === 'report' && stored === null} />
            {subject.kind === 'cast' ? (
              <ClientLink href={`/iching/cast/${subject.id}`} className="shrink-0 text-sm text-yin underline underline-offset-4">
                {t('openReading')}
              </ClientLink>
            ) : subject.kind === 'today' ? (
              <span className="shrink-0 text-sm text-ink-soft">{formatDay(subject.id, locale)}</span>
            ) : null}
          </div>
          <Suspense fallback={<Loading />}>
            <NoteEditor subject={subject} showJournalLink={false} onHexagram={setStored} />
          </Suspense>
        </>
      ) : (
        <p role="alert" className="rounded-2xl border border-line bg-white/70 p-6 text-center">
          {t('badSubject')}
        </p>
      )}
    </div>
  );
}

const querySelect = 'min-h-11 w-full rounded-xl border border-line bg-white px-3 text-sm';

function JournalList({ hexagrams, categories, years: recentYears, initialYear }: Props & { initialYear: string }) {
  const t = useStrings('Journal');
  const [state, setState] = useState<State>({ name: 'loading' });
  const [filters, setFilters] = useState<Filters>({ ...NO_FILTERS, year: initialYear });
  const [applied, setApplied] = useState<Filters>({ ...NO_FILTERS, year: initialYear });
  // a year asked for in the address stays among the year filter's choices
  const years = initialYear && !recentYears.includes(Number(initialYear)) ? [...recentYears, Number(initialYear)].sort((a, b) => b - a) : recentYears;
  const [attempt, setAttempt] = useState(0);
  const searchId = useId();
  const query = useMemo(() => ({ ...applied, q: applied.q.trim() || undefined }), [applied]);

  useEffect(() => {
    let cancelled = false;
    (async (): Promise<State> => {
      const token = await acquirePageToken();
      if (!token) return { name: 'signedOut' };
      const [page, due] = await Promise.all([fetchEntries(token, query), fetchEntries(token, { due: '1', limit: '5' })]);
      if (!page.ok) return page.error.status === 401 ? { name: 'signedOut' } : { name: 'failed' };
      return { name: 'ready', token, entries: page.value.entries, next: page.value.next, more: 'idle', due: due.ok ? due.value.entries : [] };
    })().then(
      (next) => !cancelled && setState(next),
      () => !cancelled && setState({ name: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [query, attempt]);

  const loadMore = useCallback(async () => {
    if (state.name !== 'ready' || !state.next || state.more === 'loading') return;
    setState({ ...state, more: 'loading' });
    const answer = await fetchEntries(state.token, { ...query, cursor: state.next });
    if (!answer.ok) setState({ ...state, more: 'failed' });
    else setState({ ...state, entries: [...state.entries, ...answer.value.entries], next: answer.value.next, more: 'idle' });
  }, [state, query]);

  if (state.name === 'loading') return <Loading />;
  if (state.name === 'signedOut') return <SignInPrompt text={t('signedOut')} />;
  if (state.name === 'failed') {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-line bg-white/70 p-6 text-center shadow-sm" data-testid="journal-message">
        <p role="alert">{t('failed')}</p>
        <button type="button" onClick={() => setAttempt((n) => n + 1)} className={buttonClass({ variant: 'secondary', size: 'md' })}>
          {t('retry')}
        </button>
      </div>
    );
  }

  const filtered = Object.values(applied).some(Boolean);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setApplied(filters);
  };
  const set = (key: keyof Filters) => (event: { target: { value: string } }) => {
    const next = { ...filters, [key]: event.target.value };
    setFilters(next);
    if (key !== 'q') setApplied(next); // a choice applies at once; the words wait for Search
  };

  return (
    <div className="flex flex-col gap-6">
      {state.due.length > 0 ? <DueFollowUps entries={state.due} hexagrams={hexagrams} /> : null}

      <form role="search" onSubmit={submit} className="flex flex-col gap-3 rounded-2xl border border-line bg-white/60 p-4" aria-label={t('searchLabel')}>
        <div className="flex gap-2">
          <label htmlFor={searchId} className="sr-only">
            {t('searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            value={filters.q}
            maxLength={200}
            onChange={set('q')}
            placeholder={t('searchPlaceholder')}
            className="min-h-11 min-w-0 flex-1 rounded-xl border border-line bg-white px-3"
          />
          <button type="submit" className={buttonClass({ size: 'md' })}>
            {t('search')}
          </button>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <FilterSelect label={t('filterHexagram')} value={filters.hexagram} onChange={set('hexagram')}>
            {hexagrams.map((h) => (
              <option key={h.number} value={h.number}>
                {t('hexagram', { number: h.number, name: h.name })}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label={t('filterElement')} value={filters.element} onChange={set('element')}>
            {ELEMENTS.map((e) => (
              <option key={e} value={e}>
                {t(`elements.${e}`)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label={t('filterCategory')} value={filters.category} onChange={set('category')}>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label={t('filterYear')} value={filters.year} onChange={set('year')}>
            {years.map((y) => (
              <option key={y} value={y}>
                {t('yearOption', { year: y })}
              </option>
            ))}
          </FilterSelect>
        </div>
        {filtered ? (
          <button
            type="button"
            onClick={() => {
              setFilters(NO_FILTERS);
              setApplied(NO_FILTERS);
            }}
            className="self-start text-sm text-yin underline underline-offset-4"
          >
            {t('clear')}
          </button>
        ) : null}
      </form>

      {state.entries.length === 0 ? (
        filtered ? (
          <p role="status" className="py-8 text-center text-ink-soft" data-testid="journal-empty">
            {t('noMatch')}
          </p>
        ) : (
          <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-dashed border-line p-8 text-center" data-testid="journal-empty">
            <p className="font-serif text-lg font-semibold">{t('emptyTitle')}</p>
            <p className="leading-relaxed text-ink-soft">{t('emptyLead')}</p>
            <ClientLink href="/report/iching" className={buttonClass({ size: 'md' })}>
              {t('emptyAction')}
            </ClientLink>
          </div>
        )
      ) : (
        <ul className="flex flex-col gap-3" data-testid="journal-list">
          {state.entries.map((entry) => (
            <li key={entry.id}>
              <EntryRow entry={entry} hexagram={hexagramOf(entry.subject, entry.hexagram, hexagrams)} />
            </li>
          ))}
        </ul>
      )}
      {state.next ? (
        <div className="flex flex-col items-center gap-2">
          <button type="button" onClick={loadMore} disabled={state.more === 'loading'} aria-busy={state.more === 'loading'} className={buttonClass({ variant: 'secondary', size: 'md' })}>
            {state.more === 'loading' ? <Spinner /> : null}
            {t('more')}
          </button>
          {state.more === 'failed' ? (
            <p role="alert" className="text-sm text-seal">
              {t('failed')}
            </p>
          ) : null}
        </div>
      ) : null}

      <nav className="flex flex-wrap gap-2" aria-label={t('filterYear')}>
        {years.map((y) => (
          <ClientLink key={y} href={`/journal/${y}`} className={buttonClass({ variant: 'outline', size: 'md' })}>
            {t('yearLink', { year: y })}
          </ClientLink>
        ))}
      </nav>
      <ExportButtons token={state.token} />
    </div>
  );
}

function FilterSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (event: { target: { value: string } }) => void; children: ReactNode }) {
  const t = useStrings('Journal');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-ink-soft">
        {label}
      </label>
      <select id={id} value={value} onChange={onChange} className={querySelect}>
        <option value="">{t('any')}</option>
        {children}
      </select>
    </div>
  );
}

function EntryRow({ entry, hexagram }: { entry: JournalEntry; hexagram: HexagramLabel | undefined }) {
  const t = useStrings('Journal');
  const editor = useStrings('JournalEditor');
  const locale = useClientLocale();
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-line bg-white/75 p-4 shadow-sm" data-testid="journal-entry">
      <div className="flex items-start justify-between gap-3">
        <ReadingLabel subject={entry.subject} hexagram={hexagram} />
        <time dateTime={entry.createdAt} className="shrink-0 text-xs text-ink-soft">
          {formatDay(seoulDay(entry.createdAt), locale)}
        </time>
      </div>
      <p className="line-clamp-4 leading-relaxed whitespace-pre-wrap">{entry.text}</p>
      {entry.followUps.length > 0 ? (
        <div className="flex flex-col gap-1 border-l-2 border-yang/50 pl-3">
          <p className="text-xs font-semibold text-ink-soft">{editor('followUpsTitle')}</p>
          {entry.followUps.map((f) => (
            <p key={f.id} className="line-clamp-2 text-sm leading-relaxed whitespace-pre-wrap">
              {f.text}
            </p>
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <ClientLink href={writeHref(entry.subject)} className="font-medium text-yin underline underline-offset-4">
          {t('edit')}
        </ClientLink>
        {entry.subject.kind === 'cast' ? (
          <ClientLink href={`/iching/cast/${entry.subject.id}`} className="text-yin underline underline-offset-4">
            {t('openReading')}
          </ClientLink>
        ) : null}
      </div>
    </article>
  );
}

function DueFollowUps({ entries, hexagrams }: { entries: JournalEntry[]; hexagrams: HexagramLabel[] }) {
  const t = useStrings('Journal');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl border border-yang/50 bg-yang-soft/50 p-4" data-testid="journal-due">
      <h2 id={headingId} className="font-serif text-lg font-semibold">
        {t('dueTitle')}
      </h2>
      <p className="text-sm leading-relaxed text-ink-soft">{t('dueLead')}</p>
      <ul className="flex flex-col gap-2">
        {entries.map((entry) => {
          const hexagram = hexagramOf(entry.subject, entry.hexagram, hexagrams);
          return (
            <li key={entry.id} className="flex flex-col gap-1 rounded-xl bg-white/80 p-3">
              <span className="text-sm font-medium">{hexagram ? t('hexagram', { number: hexagram.number, name: hexagram.name }) : t(`subject.${entry.subject.kind}`)}</span>
              <span className="line-clamp-2 text-sm text-ink-soft">{entry.text}</span>
              <ClientLink href={writeHref(entry.subject)} className="self-start text-sm font-medium text-yin underline underline-offset-4">
                {t('dueAnswer')}
              </ClientLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ExportButtons({ token }: { token: string }) {
  const t = useStrings('Journal');
  const locale = useClientLocale();
  const [status, setStatus] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const headingId = useId();

  async function download(format: 'md' | 'json') {
    setStatus('busy');
    try {
      const response = await fetch(`/api/journal/export?format=${format}&locale=${locale}`, { headers: { Authorization: `Bearer ${token}` }, cache: 'no-store' });
      if (!response.ok) return setStatus('failed');
      const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `journal.${format}`;
      const url = URL.createObjectURL(await response.blob());
      downloadCard(url, name);
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setStatus('done');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-line pt-6">
      <h2 id={headingId} className="font-serif text-lg font-semibold">
        {t('exportTitle')}
      </h2>
      <p className="text-sm text-ink-soft">{t('exportLead')}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => download('md')} disabled={status === 'busy'} className={buttonClass({ variant: 'outline', size: 'md' })}>
          {t('exportMd')}
        </button>
        <button type="button" onClick={() => download('json')} disabled={status === 'busy'} className={buttonClass({ variant: 'outline', size: 'md' })}>
          {t('exportJson')}
        </button>
      </div>
      <p role="status" className={`min-h-5 text-sm ${status === 'failed' ? 'text-seal' : 'text-ink-soft'}`}>
        {status === 'done' ? t('exported') : status === 'failed' ? t('exportFailed') : ''}
      </p>
    </section>
  );
}
