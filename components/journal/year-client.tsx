'use client';

import type { ReactNode } from 'react';
import { ClientLink } from '@/components/i18n/client-link';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { useTokenLoad } from '@/components/report/use-token-load';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { callApi } from '@/lib/api/client';
import { formatReportDate } from '@/lib/i18n/dates';
import type { YearSummary } from '@/lib/journal/year';
import { fetchEntries, type JournalEntry } from './journal-api';
import { YearKeepsakeSection } from './year-keepsake-lazy';
import type { HexagramLabel, TrigramLabel } from './reading-table';
import { buildYearModel, mergeNotes, quoteQueries, YearView, type YearModel } from './year-view';

type Ready = { name: 'ready'; model: YearModel; token: string };

/**
 * The year page where the server saw no session cookie: inside the app's web view (a bearer token
 * through the bridge) the same view is drawn from the API; with no token at all, the sign-in prompt.
 */
export function YearClient({
  year,
  hexagrams,
  trigrams,
  categories,
  footer,
}: {
  year: number;
  hexagrams: HexagramLabel[];
  trigrams: TrigramLabel[];
  categories: { id: string; label: string }[];
  footer: ReactNode;
}) {
  const t = useStrings('JournalYear');
  const journal = useStrings('Journal');
  const locale = useClientLocale();
  const { state, retry } = useTokenLoad<Ready>(async (token) => {
    const summary = await callApi<YearSummary>(`/api/journal/year/${year}`, { token });
    if (!summary.ok) return summary.error.status === 401 ? { name: 'signedOut' } : { name: 'failed' };
    const quoted = await Promise.all(quoteQueries(summary.value).map((query) => fetchEntries(token, query)));
    const notes: JournalEntry[][] = [];
    for (const page of quoted) {
      if (!page.ok) return page.error.status === 401 ? { name: 'signedOut' } : { name: 'failed' };
      notes.push(page.value.entries);
    }
    return { name: 'ready', model: buildYearModel(summary.value, mergeNotes(notes), hexagrams, trigrams, categories), token };
  }, [year, hexagrams, trigrams, categories]);

  if (state.name === 'loading') {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-ink-soft">
        <Spinner className="size-7 text-yang" />
        <p>{t('loading')}</p>
      </div>
    );
  }
  if (state.name !== 'ready') {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-line bg-white/70 p-6 text-center shadow-sm" data-testid="journal-message">
        <p role="alert">{state.name === 'signedOut' ? t('signedOut') : t('failed')}</p>
        {state.name === 'signedOut' ? (
          <ClientLink href="/auth" className={buttonClass({ size: 'md' })}>
            {t('signIn')}
          </ClientLink>
        ) : (
          <button type="button" onClick={retry} className={buttonClass({ variant: 'secondary', size: 'md' })}>
            {journal('retry')}
          </button>
        )}
      </div>
    );
  }
  return (
    <YearView
      model={state.model}
      t={(key, values) => t(key as Parameters<typeof t>[0], values)}
      hexagramName={(h) => journal('hexagram', { number: h.number, name: `${h.name} ${h.chinese}` })}
      elementName={(id) => journal(`elements.${id}` as Parameters<typeof journal>[0])}
      formatDate={(iso) => formatReportDate(iso, locale, 'Asia/Seoul')}
      footer={footer}
      Link={ClientLink}
      keepsake={<YearKeepsakeSection year={year} token={state.token} />}
    />
  );
}
