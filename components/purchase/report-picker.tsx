'use client';

import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { ClientLink } from '@/components/i18n/client-link';
import { useLocalizedRouter } from '@/components/i18n/use-localized-router';
import { useStrings } from '@/components/i18n/client-strings';
import { PURCHASES_BUSY_MAX_MS } from '@/lib/purchases/constants';
import { reportHref } from '@/lib/purchases/browser/flow';
import { isReportProduct, REPORTS, reportPathFor, type ReportProduct } from '@/lib/purchases/products';
import type { ToAppMessage } from '@/lib/webview/bridge';
import { Spinner } from '@/components/ui/spinner';
import type { ReaderPurchases } from './premium-check';
import { PurchaseStatusView } from './purchase-status';
import { usePurchaseFlow } from './use-purchase-flow';
import { useBuyLabel } from './buy-label';
import { buttonClass } from '@/components/ui/button';

interface PickerState {
  premium: boolean;
  /** reports bought and not started yet: the purchase to start each with */
  unused: ReaderPurchases['unused'];
  pendingProduct: ReportProduct | null;
  request: (message: ToAppMessage) => boolean;
}

const Picker = createContext<PickerState | null>(null);

function usePicker(): PickerState {
  const state = useContext(Picker);
  if (!state) throw new Error('a picker action needs <ReportPickerFlow> above it');
  return state;
}

/**
 * The purchase conversation of /report, around the server-rendered cards: one request at a time,
 * the app's answers in one status line (spec, section 4), and after a purchase the report with its
 * purchase id. Outside the app: the 'Coming Soon!' message. It also learns, after the first paint,
 * whether the reader is a premium subscriber (the cards then open the reports directly).
 */
export function ReportPickerFlow({ children }: { children: ReactNode }) {
  const router = useLocalizedRouter();
  const { premium, unused } = useReaderPurchases();
  // the app must answer within the spec's 10 s, or the buttons come back with a message
  const { status, pending, request } = usePurchaseFlow(
    ({ purchaseId, reportType }) => {
      router.push(reportHref(reportPathFor(reportType), purchaseId));
    },
    { answerWithinMs: PURCHASES_BUSY_MAX_MS },
  );
  const pendingProduct = pending?.type === 'PURCHASE_REQUEST' && isReportProduct(pending.product) ? pending.product : null;
  return (
    <Picker.Provider value={{ premium, unused, pendingProduct, request }}>
      {children}
      {/* the status floats above the bottom edge, where a phone user's eyes and thumb are */}
      <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 px-4">
        <div className="pointer-events-auto mx-auto max-w-md">
          <PurchaseStatusView status={status} floating />
        </div>
      </div>
    </Picker.Provider>
  );
}

const ACTION = 'mt-auto w-full';

/**
 * A card's action: "Buy" in the app, "Buy in the app" in a browser (asks the app to sell the report, with its own loading state);
 * for a report bought and not started, "Bought · Start", a link that opens it with its purchase
 * (never an offer to sell it again); or for a premium subscriber "Premium active" and a link that
 * opens the report. Named by the card's title and its own text ("Current Insight Buy in the app").
 */
export function PickerAction({ product, titleId }: { product: ReportProduct; titleId: string }) {
  const t = useStrings('ReportPicker');
  const { premium, unused, pendingProduct, request } = usePicker();
  const buyLabel = useBuyLabel();
  const actionId = `${titleId}-action`;
  const bought = unused[product];
  if (bought) {
    return (
      <ClientLink
        href={reportHref(REPORTS[product].path, bought)}
        aria-labelledby={`${titleId} ${actionId}`}
        className={buttonClass({ variant: 'outline', className: ACTION })}
      >
        <span id={actionId}>{t('bought')}</span>
      </ClientLink>
    );
  }
  if (premium) {
    return (
      <>
        <p className="mb-3 inline-flex items-center gap-1.5 self-start rounded-full bg-yang-soft px-3 py-1 text-sm font-medium text-yang-ink">
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5">
            <path d="m3.5 8.5 3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('premiumActive')}
        </p>
        <ClientLink href={REPORTS[product].path} aria-labelledby={`${titleId} ${actionId}`} className={buttonClass({ variant: 'outline', className: ACTION })}>
          <span id={actionId}>{t('open')}</span>
        </ClientLink>
      </>
    );
  }
  const busy = pendingProduct === product;
  return (
    <button
      type="button"
      disabled={pendingProduct !== null}
      aria-busy={busy}
      aria-labelledby={`${titleId} ${actionId}`}
      onClick={() => request({ type: 'PURCHASE_REQUEST', product, reportType: REPORTS[product].reportType })}
      className={buttonClass({ className: ACTION })}
    >
      {busy ? <Spinner /> : null}
      <span id={actionId}>{busy ? t('processing') : buyLabel}</span>
    </button>
  );
}

/** Under the cards: the way to Premium, or for a subscriber that Premium already opens them all. */
export function PickerPremiumLine() {
  const t = useStrings('ReportPicker');
  const { premium } = usePicker();
  return (
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
  );
}

/**
 * Is the reader a paid-up premium subscriber, and which reports have they bought and not started?
 * Nothing until a token says so (and without one).
 */
function useReaderPurchases(): ReaderPurchases {
  const [known, setKnown] = useState<ReaderPurchases>({ premium: false, unused: {} });
  useEffect(() => {
    let live = true;
    import('./premium-check')
      .then(({ readerPurchases }) => readerPurchases())
      .then((found) => {
        // nothing to decorate (the common case): no render at all; otherwise one a tap can interrupt
        // (it comes in just after hydration, when a reader's first tap does)
        if (live && (found.premium || Object.keys(found.unused).length > 0)) startTransition(() => setKnown(found));
      })
      // the purchases only decorate the cards (their calls never throw): a chunk that did not load leaves them plain
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return known;
}
