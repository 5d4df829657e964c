'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { useClientLocale, useStrings } from '@/components/i18n/client-strings';
import { PURCHASES_BUSY_MAX_MS } from '@/lib/constants';
import { localizedPath } from '@/lib/i18n/paths';
import { reportHref } from '@/lib/purchases/flow';
import { REPORTS, reportPathFor } from '@/lib/purchases/products';
import { PurchaseStatusView } from './purchase-status';
import { usePurchaseFlow } from './use-purchase-flow';
import styles from './wave.module.css';

const noop = () => () => {};
const readReportMode = () => new URLSearchParams(window.location.search).get('mode') === 'report';

/**
 * /purchases, the screen the native app wraps: Back, the header ('Report' with ?mode=report,
 * 'Premium' otherwise) and one large feature button: Current Insight (asks the app to sell it)
 * or Compass (asks the app to open it). Busy from the press until the app answers (or
 * PURCHASES_BUSY_MAX_MS): disabled, with a wave and 'Page Loading' (or loadingText).
 */
export function FeatureScreen({ loadingText }: { loadingText?: string }) {
  const t = useStrings('PurchasesScreen');
  const locale = useClientLocale();
  const router = useRouter();
  const reportMode = useSyncExternalStore(noop, readReportMode, () => false);
  const { status, pending, request, settle } = usePurchaseFlow(({ purchaseId, reportType }) => {
    router.push(reportHref(localizedPath(locale, reportPathFor(reportType)), purchaseId));
  });
  const busy = pending !== null;

  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(settle, PURCHASES_BUSY_MAX_MS);
    return () => window.clearTimeout(timer);
  }, [busy, settle]);

  function back() {
    if (window.history.length > 1) router.back();
    else router.push(localizedPath(locale, '/'));
  }

  function start() {
    if (reportMode) request({ type: 'PURCHASE_REQUEST', product: 'current_insight', reportType: REPORTS.current_insight.reportType });
    else request({ type: 'COMPASS_REQUEST', product: 'compass' });
  }

  const label = reportMode ? t('currentInsight') : t('compass');
  return (
    <div className="flex flex-1 flex-col">
      <div className="flex items-center gap-2 border-b border-line/80 pb-3">
        <button type="button" onClick={back} className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-2 text-ink-soft hover:bg-paper-deep hover:text-ink">
          <svg width="20" height="20" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="text-sm">{t('back')}</span>
        </button>
        <h1 className="flex-1 pr-16 text-center font-serif text-xl font-semibold">{reportMode ? t('report') : t('premium')}</h1>
      </div>
      <div className="flex flex-1 flex-col items-center justify-center gap-6 py-10">
        <p className="max-w-xs text-center leading-relaxed text-ink-soft">{reportMode ? t('currentHint') : t('compassHint')}</p>
        <button
          type="button"
          onClick={start}
          disabled={busy}
          aria-busy={busy}
          className="flex aspect-square w-full max-w-64 flex-col items-center justify-center gap-4 rounded-[2rem] bg-ink p-6 text-paper shadow-lg transition enabled:hover:bg-ink/90 enabled:active:scale-[0.98] disabled:cursor-wait motion-reduce:transition-none [html[data-webview]_&]:max-w-72"
        >
          {busy ? (
            <>
              <span className={styles.wave} aria-hidden="true">
                <span />
                <span />
                <span />
                <span />
                <span />
              </span>
              <span className="text-lg font-medium">{loadingText ?? t('loading')}</span>
            </>
          ) : (
            <>
              {reportMode ? <LightbulbIcon /> : <CompassIcon />}
              <span className="text-xl font-semibold">{label}</span>
            </>
          )}
        </button>
        <div className="w-full max-w-sm">
          <PurchaseStatusView status={status} />
        </div>
      </div>
    </div>
  );
}

function LightbulbIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-16 text-yang-soft">
      <path d="M24 6a13 13 0 0 0-7.6 23.6c1.4 1 2.1 2.4 2.1 4V36h11v-2.4c0-1.6.8-3 2.1-4A13 13 0 0 0 24 6Z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M19 41h10M21 45h6M24 20v9m-4-5 4-4 4 4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CompassIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-16 text-yang-soft">
      <circle cx="24" cy="24" r="19" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="m31 17-4.5 9.5L17 31l4.5-9.5Z" fill="currentColor" fillOpacity="0.35" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M24 5v4M24 39v4M5 24h4M39 24h4" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
