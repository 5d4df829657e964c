'use client';

import { useId, useMemo, useState, type FormEvent } from 'react';
import { ClientLink } from '@/components/i18n/client-link';
import { useLocalizedRouter } from '@/components/i18n/use-localized-router';
import { searchHexagrams, type SearchEntry } from '@/lib/iching/search';

const MAX_SHOWN = 12;

/**
 * Search by number, Korean name (둔/준, 리/이 … either reading), Chinese name, pinyin or title.
 * Enter opens the best match.
 */
export function HexagramSearch({
  entries,
  strings,
}: {
  entries: readonly SearchEntry[];
  strings: { label: string; placeholder: string; hint: string; clear: string; counts: readonly string[] };
}) {
  const id = useId();
  const router = useLocalizedRouter();
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchHexagrams(entries, query), [entries, query]);
  const active = query.trim().length > 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const best = results[0];
    if (best) router.push(`/iching/${best.number}`);
  };

  return (
    <div role="search">
      <form onSubmit={onSubmit} className="relative">
        <label htmlFor={`${id}-q`} className="mb-1.5 block text-sm font-medium">
          {strings.label}
        </label>
        <div className="flex items-center gap-2 rounded-full border border-line bg-white px-4 shadow-sm focus-within:border-yin/60">
          <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" className="shrink-0 text-ink-soft">
            <circle cx="8" cy="8" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="m12.2 12.2 3.8 3.8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={strings.placeholder}
            aria-describedby={`${id}-hint`}
            aria-controls={`${id}-results`}
            autoComplete="off"
            enterKeyHint="go"
            className="h-11 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-ink-soft/80 [&::-webkit-search-cancel-button]:hidden"
          />
          {active ? (
            <button
              type="button"
              onClick={() => setQuery('')}
              className="-mr-2 inline-flex min-h-11 shrink-0 items-center rounded-full px-3 text-sm text-ink-soft hover:bg-paper-deep hover:text-ink"
            >
              {strings.clear}
            </button>
          ) : null}
        </div>
        <p id={`${id}-hint`} className="mt-1.5 px-1 text-xs text-ink-soft">
          {strings.hint}
        </p>
      </form>
      <div id={`${id}-results`}>
        <p className="sr-only" aria-live="polite">
          {active ? strings.counts[results.length] : ''}
        </p>
        {active ? (
          results.length === 0 ? (
            <p className="mt-3 rounded-xl border border-dashed border-line px-4 py-3 text-sm text-ink-soft">{strings.counts[0]}</p>
          ) : (
            <ul className="mt-3 divide-y divide-line overflow-hidden rounded-xl border border-line bg-white/80">
              {results.slice(0, MAX_SHOWN).map((entry) => (
                <li key={entry.number}>
                  <ClientLink href={`/iching/${entry.number}`} prefetch={false} className="flex items-baseline gap-3 px-4 py-2.5 hover:bg-white">
                    <span className="min-w-0 flex-1 font-medium">
                      {entry.number}. {entry.title}
                    </span>
                    <span className="shrink-0 text-sm text-ink-soft">{entry.names}</span>
                  </ClientLink>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </div>
  );
}
