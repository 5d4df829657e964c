'use client';

import { useCallback, useEffect, useState } from 'react';
import { ClientLink } from '@/components/i18n/client-link';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { HexagramFigure } from '@/components/iching/hexagram-figure';
import { Spinner } from '@/components/ui/spinner';
import { useTokenLoad } from '@/components/report/use-token-load';
import { useApiErrorText } from '@/components/errors/api-error-message';
import { callApi, type ApiFailure, type ApiResult } from '@/lib/api/client';
import { REPORT_LOOKS } from '@/content/reports/looks';
import { reportHref } from '@/lib/purchases/browser/flow';
import { isReportProduct, REPORTS } from '@/lib/purchases/products';
import type { UnusedPurchase } from '@/lib/purchases/unused';
import type { ReportPage, ReportSummary } from '@/lib/reports/list';
import { reportRowText } from '@/lib/reports/row-text';
import { buttonClass } from '@/components/ui/button';

type Ready = { name: 'ready'; token: string; reports: ReportSummary[]; unused: UnusedPurchase[]; nextCursor: string | null; more: 'idle' | 'loading' | { failed: ApiFailure } };

type ListPage = ReportPage & { unused: UnusedPurchase[] };

/** A page of the user's reports (a refused token is a failure with status 401). */
async function fetchPage(token: string, cursor: string | null): Promise<ApiResult<ListPage>> {
  const answer = await callApi<Partial<ListPage> | null>(`/api/reports${cursor ? `?${new URLSearchParams({ cursor })}` : ''}`, { token });
  if (!answer.ok) return answer;
  const body = answer.value;
  if (!Array.isArray(body?.reports)) return { ok: false, error: { status: 200, code: 'invalid_response', message: 'invalid_response' } };
  const unused = (Array.isArray(body.unused) ? body.unused : []).filter((u) => isReportProduct(u?.product));
  return { ok: true, value: { reports: body.reports, nextCursor: body.nextCursor ?? null, unused } };
}

/**
 * My reports (/reports): first the reports bought and not made yet ("Bought · Start", each opening
 * its report page on ?purchaseId=, where the person left off), then the signed-in user's stored
 * reports, newest first, each opening its report page on ?reportId=. The token comes from the same
 * places as on the report pages.
 */
export function MyReports() {
  const t = useStrings('Reports');
  const apiErrorText = useApiErrorText();
  const { state, setState, retry } = useTokenLoad<Ready, ApiFailure>(async (token) => {
    const answer = await fetchPage(token, null);
    if (!answer.ok) return answer.error.status === 401 ? { name: 'signedOut' } : { name: 'failed', error: answer.error };
    const page = answer.value;
    return { name: 'ready', token, reports: page.reports, unused: page.unused, nextCursor: page.nextCursor, more: 'idle' };
  }, []);

  const loadMore = useCallback(async () => {
    if (state.name !== 'ready' || !state.nextCursor || state.more === 'loading') return;
    setState({ ...state, more: 'loading' });
    const answer = await fetchPage(state.token, state.nextCursor);
    if (!answer.ok) setState({ ...state, more: { failed: answer.error } });
    else setState({ ...state, reports: [...state.reports, ...answer.value.reports], nextCursor: answer.value.nextCursor, more: 'idle' });
  }, [state, setState]);

  if (state.name === 'loading') {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-ink-soft">
        <Spinner className="size-7 text-yang" />
        <p>{t('loading')}</p>
      </div>
    );
  }
  if (state.name === 'signedOut' || state.name === 'failed') {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-line bg-white/70 p-6 text-center shadow-sm" data-testid="reports-message">
        <p role="alert" className="leading-relaxed">
          {state.name === 'signedOut' ? t('signedOut') : state.error ? apiErrorText(state.error, t('failed')) : t('failed')}
        </p>
        {state.name === 'failed' ? (
          <button type="button" onClick={retry} className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-5 text-sm font-medium hover:bg-paper-deep">
            {t('retry')}
          </button>
        ) : (
          <ClientLink href="/auth" className={buttonClass({ size: 'md' })}>
            {t('signIn')}
          </ClientLink>
        )}
      </div>
    );
  }
  if (state.reports.length === 0 && state.unused.length === 0) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-dashed border-line p-8 text-center" data-testid="reports-empty">
        <p className="font-serif text-lg font-semibold">{t('emptyTitle')}</p>
        <p className="leading-relaxed text-ink-soft">{t('emptyLead')}</p>
        <ClientLink href="/report" className={buttonClass()}>
          {t('emptyAction')}
        </ClientLink>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <DueNotes token={state.token} />
      {state.unused.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label={t('unusedLabel')} data-testid="unused-list">
          {state.unused.map((purchase) => (
            <li key={purchase.purchaseId}>
              <UnusedRow purchase={purchase} />
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="flex flex-col gap-3" data-testid="reports-list">
        {state.reports.map((report) => (
          <li key={report.id}>
            <ReportRow report={report} />
          </li>
        ))}
      </ul>
      {state.nextCursor ? (
        <div className="flex flex-col items-center gap-2">
          <button
            type="button"
            onClick={loadMore}
            disabled={state.more === 'loading'}
            aria-busy={state.more === 'loading'}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-5 text-sm font-medium hover:bg-paper-deep disabled:cursor-wait"
          >
            {state.more === 'loading' ? <Spinner /> : null}
            {t('more')}
          </button>
          {typeof state.more === 'object' ? (
            <p role="alert" className="text-sm text-seal">
              {apiErrorText(state.more.failed, t('failed'))}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The date and the time, each kept on one line (no "2026. 11. / 26."); a line may break only between them. */
const formatDate = (iso: string, locale: string) => {
  const tag = locale === 'ko' ? 'ko-KR' : 'en-US';
  const when = new Date(iso);
  const keep = (text: string) => text.replace(/\s/g, '\u00a0');
  return `${keep(new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(when))} ${keep(new Intl.DateTimeFormat(tag, { timeStyle: 'short' }).format(when))}`;
};

/** A report bought and not made yet: opens its page with its purchase, where the person left off. */
function UnusedRow({ purchase }: { purchase: UnusedPurchase }) {
  const t = useStrings('Reports');
  const products = useStrings('Products');
  const locale = useClientLocale();
  const look = REPORT_LOOKS[purchase.product];
  return (
    <ClientLink
      href={reportHref(REPORTS[purchase.product].path, purchase.purchaseId)}
      className="flex min-h-20 items-center gap-4 rounded-2xl border border-yang/50 bg-yang-soft/60 p-4 shadow-sm hover:bg-yang-soft"
      data-testid="unused-row"
    >
      <HexagramFigure pattern={look.pattern} className={`h-12 w-12 shrink-0 ${look.tone}`} />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="truncate font-medium">{products(purchase.product)}</span>
        <span className="text-sm text-ink-soft">
          <time dateTime={purchase.purchasedAt}>{t('boughtOn', { date: formatDate(purchase.purchasedAt, locale) })}</time>
        </span>
        <span className="self-start rounded-full bg-white/80 px-3 py-0.5 text-sm font-semibold text-yang-ink">{t('bought')}</span>
      </span>
      <span aria-hidden="true" className="text-xl text-ink-soft">
        ›
      </span>
    </ClientLink>
  );
}

function ReportRow({ report }: { report: ReportSummary }) {
  const t = useStrings('Reports');
  const products = useStrings('Products');
  const locale = useClientLocale();
  const date = formatDate(report.createdAt, locale);
  const { hexagram } = report;
  const text = reportRowText(report, locale);
  return (
    <ClientLink
      href={`${REPORTS[report.kind].path}?reportId=${report.id}`}
      className="flex min-h-20 items-center gap-4 rounded-2xl border border-line bg-white/75 p-4 shadow-sm hover:bg-white"
      data-testid="report-row"
    >
      {hexagram ? (
        <HexagramFigure pattern={hexagram.pattern} className="h-12 w-12 shrink-0 text-ink" />
      ) : (
        <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-yin-soft font-serif text-lg text-yin">
          五
        </span>
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-xs font-medium tracking-wide text-ink-soft">{products(report.kind)}</span>
        <span className="truncate font-medium">{text.title || products(report.kind)}</span>
        <span className="text-sm text-ink-soft">
          {hexagram ? (
            <>
              {t('hexagram', { number: hexagram.number, name: text.hexagramName ?? hexagram.name })}
              {' · '}
            </>
          ) : null}
          <time dateTime={report.createdAt}>{date}</time>
        </span>
      </span>
      <span aria-hidden="true" className="text-xl text-ink-soft">
        ›
      </span>
    </ClientLink>
  );
}

/**
 * The journal's notes whose follow-up is due (GET /api/journal?due=1): "그 뒤로 어떻게 되었나요?",
 * leading to the journal, where they are asked one by one. Nothing when none is due or the call fails.
 */
function DueNotes({ token }: { token: string }) {
  const t = useStrings('Reports');
  const [due, setDue] = useState<{ entries: { text: string }[]; next: string | null } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void callApi<{ entries: { text: string }[]; next: string | null }>('/api/journal?due=1&limit=5', { token }).then((answer) => {
      if (!cancelled && answer.ok && Array.isArray(answer.value?.entries)) setDue(answer.value);
    });
    return () => {
      cancelled = true;
    };
  }, [token]);
  if (!due || due.entries.length === 0) return null;
  return (
    <section className="flex flex-col gap-2 rounded-2xl border border-yang/50 bg-yang-soft/50 p-4" data-testid="reports-due">
      <h2 className="font-serif text-lg font-semibold">{t('dueTitle')}</h2>
      <p className="text-sm leading-relaxed text-ink-soft">{t('dueLead', { count: due.entries.length })}</p>
      <p className="line-clamp-2 border-l-2 border-yang/60 pl-3 text-sm">{due.entries[0]!.text}</p>
      <ClientLink href="/journal" className="self-start text-sm font-medium text-yin underline underline-offset-4">
        {t('dueAction')}
      </ClientLink>
    </section>
  );
}
