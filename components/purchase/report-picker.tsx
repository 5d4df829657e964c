'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { ClientLink } from '@/components/i18n/client-link';
import { useClientLocale, useStrings } from '@/components/i18n/client-strings';
import { HexagramFigure } from '@/components/iching/hexagram-figure';
import { acquirePageToken } from '@/components/report/page-token';
import { hasActivePremium } from '@/lib/purchases/check-access';
import { reportHref } from '@/lib/purchases/flow';
import { REPORTS, reportPathFor, type ReportProduct } from '@/lib/purchases/products';
import { localizedPath } from '@/lib/i18n/paths';
import { OfferPoints } from './offer-points';
import { PurchaseStatusView, Spinner } from './purchase-status';
import { REPORT_LOOKS } from './report-looks';
import { usePurchaseFlow } from './use-purchase-flow';

export interface PickerItem {
  product: ReportProduct;
  title: string;
  /** What the report gives: two or three short lines. */
  points: readonly string[];
}

/**
 * The report cards of /report, each with what it gives and one button. The button asks the app to
 * sell its report and shows its own loading state; the app's answers appear in one status line
 * (spec, section 4). After a purchase the report opens with its purchase id. Outside the app: the
 * 'Coming Soon!' message. A premium subscriber (checked once a token is at hand) sees "Premium
 * active" on every card instead, and the button opens the report directly.
 */
export function ReportPicker({ items, children }: { items: readonly PickerItem[]; /** more list items (server-rendered links) */ children?: ReactNode }) {
  const t = useStrings('ReportPicker');
  const locale = useClientLocale();
  const router = useRouter();
  const premium = usePremium();
  const { status, pending, request } = usePurchaseFlow(({ purchaseId, reportType }) => {
    router.push(reportHref(localizedPath(locale, reportPathFor(reportType)), purchaseId));
  });
  const pendingProduct = pending?.type === 'PURCHASE_REQUEST' ? pending.product : null;

  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const busy = pendingProduct === item.product;
          const look = REPORT_LOOKS[item.product];
          const titleId = `picker-${item.product}`;
          const actionId = `picker-${item.product}-action`;
          const button = 'mt-auto inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full px-5 py-3 font-medium transition motion-reduce:transition-none';
          return (
            <li key={item.product} className="flex flex-col rounded-2xl border border-line bg-white/70 p-5 shadow-sm">
              <div className="flex items-center gap-3.5">
                <HexagramFigure pattern={look.pattern} className={`h-8 w-9 shrink-0 ${look.tone}`} />
                <h2 id={titleId} className="font-serif text-xl font-semibold">
                  {item.title}
                </h2>
              </div>
              <OfferPoints points={item.points} className="mt-4 mb-5" />
              {premium ? (
                <>
                  <p className="mb-3 inline-flex items-center gap-1.5 self-start rounded-full bg-yang-soft px-3 py-1 text-sm font-medium text-yang-ink">
                    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5">
                      <path d="m3.5 8.5 3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                    {t('premiumActive')}
                  </p>
                  <ClientLink
                    href={REPORTS[item.product].path}
                    aria-labelledby={`${titleId} ${actionId}`}
                    className={`${button} border border-ink bg-white text-ink hover:bg-paper-deep`}
                  >
                    <span id={actionId}>{t('open')}</span>
                  </ClientLink>
                </>
              ) : (
                <button
                  type="button"
                  disabled={pendingProduct !== null}
                  aria-busy={busy}
                  aria-labelledby={`${titleId} ${actionId}`}
                  onClick={() => request({ type: 'PURCHASE_REQUEST', product: item.product, reportType: REPORTS[item.product].reportType })}
                  className={`${button} bg-ink text-paper enabled:hover:bg-ink/85 disabled:cursor-default disabled:opacity-70`}
                >
                  {busy ? <Spinner /> : null}
                  <span id={actionId}>{busy ? t('processing') : t('buy')}</span>
                </button>
              )}
            </li>
          );
        })}
        {children}
      </ul>
      <p className="mt-10 text-center text-sm text-ink-soft">
        {premium ? (
          t('premiumCovered')
        ) : (
          <>
            {t('premiumLead')}{' '}
            <ClientLink href="/purchase?fromReport=false" className="inline-flex min-h-11 items-center font-medium text-yin underline-offset-4 hover:underline">
              {t('premiumLink')}
            </ClientLink>
          </>
        )}
      </p>
      {/* the status floats above the bottom edge, where a phone user's eyes and thumb are */}
      <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 px-4">
        <div className="pointer-events-auto mx-auto max-w-md">
          <PurchaseStatusView status={status} floating />
        </div>
      </div>
    </>
  );
}

/** Is the reader a paid-up premium subscriber? False until a token says so (and without one). */
function usePremium(): boolean {
  const [premium, setPremium] = useState(false);
  useEffect(() => {
    let live = true;
    acquirePageToken({ onlyWithSessionCookie: true })
      .then((token) => (token ? hasActivePremium({ token }) : false))
      .then((active) => {
        if (live && active) setPremium(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return premium;
}
