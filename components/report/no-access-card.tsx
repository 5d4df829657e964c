'use client';

import { useSyncExternalStore } from 'react';
import { ClientLink } from '@/components/i18n/client-link';
import { useStrings } from '@/components/i18n/client-strings';
import { PurchaseStatusView, Spinner } from '@/components/purchase/purchase-status';
import { usePurchaseFlow } from '@/components/purchase/use-purchase-flow';
import type { DenialKind } from '@/lib/purchases/check-access';
import { REPORTS, type ReportProduct } from '@/lib/purchases/products';
import { inAppWebView } from '@/lib/webview/in-app';

const noop = () => () => {};

/**
 * The no-access card: why (the spec's texts), that the report must be bought, and how. Inside the
 * app a button asks the app to sell this report; a successful purchase is checked again here.
 */
export function NoAccessCard({ product, why, onRetry }: { product: ReportProduct; why: DenialKind; onRetry: () => void }) {
  const t = useStrings('ReportShell');
  const names = useStrings('Products');
  const report = names(product);
  const inApp = useSyncExternalStore(noop, inAppWebView, () => false);
  const { status, pending, request } = usePurchaseFlow(({ purchaseId }) => {
    if (purchaseId) {
      const url = new URL(window.location.href);
      url.searchParams.set('purchaseId', purchaseId);
      window.history.replaceState(window.history.state, '', url);
    }
    onRetry();
  });
  const buying = pending !== null;

  return (
    <section aria-labelledby="no-access-title" className="mx-auto my-10 w-full max-w-md rounded-2xl border border-line bg-white/70 p-6 text-center shadow-sm">
      <LockIcon />
      <h2 id="no-access-title" className="mt-3 font-serif text-xl font-semibold">
        {t('deniedTitle')}
      </h2>
      <p role="alert" className="mt-3 font-medium text-seal">
        {t(why)}
      </p>
      <p className="mt-3 leading-relaxed text-ink-soft">{t('needPurchase')}</p>
      <p className="mt-1 leading-relaxed text-ink-soft">{inApp ? t('hintApp', { report }) : t('hintBrowser', { report })}</p>

      <div className="mt-6 flex flex-col items-stretch gap-3">
        {inApp ? (
          <button
            type="button"
            disabled={buying}
            aria-busy={buying}
            onClick={() => request({ type: 'PURCHASE_REQUEST', product, reportType: REPORTS[product].reportType })}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-ink px-6 py-3 font-medium text-paper hover:bg-ink/85 disabled:cursor-wait disabled:opacity-70"
          >
            {buying ? <Spinner /> : null}
            {buying ? t('buying') : t('buy', { report })}
          </button>
        ) : null}
        {why === 'failed' ? (
          <button type="button" onClick={onRetry} className="inline-flex min-h-11 items-center justify-center rounded-full border border-line bg-white px-5 py-2.5 text-sm font-medium hover:bg-paper-deep">
            {t('retry')}
          </button>
        ) : null}
        {!inApp ? (
          <div className="flex flex-wrap justify-center gap-3 text-sm">
            {why === 'authRequired' ? (
              <ClientLink href="/auth" className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-5 py-2.5 font-medium hover:bg-paper-deep">
                {t('signIn')}
              </ClientLink>
            ) : null}
            <ClientLink href="/report" className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-5 py-2.5 font-medium hover:bg-paper-deep">
              {t('allReports')}
            </ClientLink>
          </div>
        ) : null}
        <p className="text-sm text-ink-soft">
          {t('premiumLead')}{' '}
          <ClientLink href="/purchase?fromReport=true" className="font-medium text-yin underline-offset-4 hover:underline">
            {t('premiumLink')}
          </ClientLink>
        </p>
        <PurchaseStatusView status={status} />
      </div>
    </section>
  );
}

function LockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="mx-auto size-12 text-yang">
      <circle cx="24" cy="24" r="23" className="fill-yang-soft" />
      <rect x="15" y="22" width="18" height="13" rx="2.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M19 22v-4a5 5 0 0 1 10 0v4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="24" cy="28.5" r="1.8" fill="currentColor" />
    </svg>
  );
}
