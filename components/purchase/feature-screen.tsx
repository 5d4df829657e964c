'use client';

import { useSyncExternalStore } from 'react';
import { useLocalizedRouter } from '@/components/i18n/use-localized-router';
import { useStrings } from '@/components/i18n/client-strings';
import { PURCHASES_BUSY_MAX_MS } from '@/lib/purchases/constants';
import { reportHref } from '@/lib/purchases/browser/flow';
import { REPORTS, reportPathFor } from '@/lib/purchases/products';
import { backInApp } from '@/lib/webview/bridge';
import { inAppWebView } from '@/lib/webview/in-app';
import { PurchaseStatusView } from './purchase-status';
import { usePurchaseFlow } from './use-purchase-flow';
import styles from './wave.module.css';
import { buttonClass } from '@/components/ui/button';

const noop = () => () => {};
const readReportMode = () => new URLSearchParams(window.location.search).get('mode') === 'report';

/**
 * /purchases, the screen the native app wraps: Back, the header ('Report' with ?mode=report,
 * 'Premium' otherwise) and one feature card with its button: Current Insight (asks the app to sell
 * it) or Compass (asks the app to open it), drawn like the report picker's cards. Busy from the
 * press until the app answers: disabled, with a wave and a label that says what is happening (or
 * loadingText). When the app has said nothing after PURCHASES_BUSY_MAX_MS, the page says so and
 * the button offers to try again.
 */
export function FeatureScreen({ loadingText }: { loadingText?: string }) {
  const t = useStrings('PurchasesScreen');
  const store = useStrings('StorePrices');
  const inApp = useSyncExternalStore(noop, inAppWebView, () => false);
  const router = useLocalizedRouter();
  const reportMode = useSyncExternalStore(noop, readReportMode, () => false);
  const { status, pending, request } = usePurchaseFlow(
    ({ purchaseId, reportType }) => {
      router.push(reportHref(reportPathFor(reportType), purchaseId));
    },
    { answerWithinMs: PURCHASES_BUSY_MAX_MS },
  );
  const busy = pending !== null;

  // in the app's web view: back in its history, else the app closes the web view (never the site's
  // home); in a browser: back, else the home page
  function back() {
    if (inAppWebView()) {
      backInApp();
      return;
    }
    if (window.history.length > 1) window.history.back();
    else router.push('/');
  }

  function start() {
    if (reportMode) request({ type: 'PURCHASE_REQUEST', product: 'current_insight', reportType: REPORTS.current_insight.reportType });
    else request({ type: 'COMPASS_REQUEST', product: 'compass' });
  }

  const title = reportMode ? t('currentInsight') : t('compass');
  const action = busy
    ? (loadingText ?? (reportMode ? t('loadingReport') : t('loadingCompass')))
    : status?.kind === 'noAnswer'
      ? t('retry')
      : reportMode
        ? inApp
          ? store('buy')
          : t('buy')
        : t('openCompass');
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
      <div className="flex flex-1 flex-col items-center gap-4 pt-10 pb-10">
        <section aria-labelledby="feature-title" className="flex w-full max-w-sm flex-col items-center rounded-2xl border border-line bg-white/70 px-6 pt-8 pb-6 text-center shadow-sm">
          <span aria-hidden="true" className="flex size-20 items-center justify-center rounded-full bg-yang-soft text-yang-ink">
            {busy ? (
              <span className={styles.wave}>
                <span />
                <span />
                <span />
                <span />
                <span />
              </span>
            ) : reportMode ? (
              <LightbulbIcon />
            ) : (
              <CompassIcon />
            )}
          </span>
          <h2 id="feature-title" className="mt-4 font-serif text-2xl font-semibold">
            {title}
          </h2>
          <p className="mt-2 leading-relaxed text-ink-soft">{reportMode ? t('currentHint') : t('compassHint')}</p>
          <button
            type="button"
            onClick={start}
            disabled={busy}
            aria-busy={busy}
            aria-labelledby="feature-title feature-action"
            className={buttonClass({ className: 'mt-6 w-full' })}
          >
            <span id="feature-action">{action}</span>
          </button>
        </section>
        <div className="w-full max-w-sm">
          <PurchaseStatusView status={status} />
        </div>
      </div>
    </div>
  );
}

function LightbulbIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-11">
      <path d="M24 6a13 13 0 0 0-7.6 23.6c1.4 1 2.1 2.4 2.1 4V36h11v-2.4c0-1.6.8-3 2.1-4A13 13 0 0 0 24 6Z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M19 41h10M21 45h6M24 20v9m-4-5 4-4 4 4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CompassIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-11">
      <circle cx="24" cy="24" r="19" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="m31 17-4.5 9.5L17 31l4.5-9.5Z" fill="currentColor" fillOpacity="0.35" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M24 5v4M24 39v4M5 24h4M39 24h4" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
