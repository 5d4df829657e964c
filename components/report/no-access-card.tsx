import { useSyncExternalStore } from 'react';
import { ClientLink } from '@/components/i18n/client-link';
import { useStrings } from '@/components/i18n/client-strings';
import { HexagramFigure } from '@/components/iching/hexagram-figure';
import { OfferPoints } from '@/components/purchase/offer-points';
import { PriceTag } from '@/components/purchase/price-tag';
import { PurchaseStatusView } from '@/components/purchase/purchase-status';
import { Spinner } from '@/components/ui/spinner';
import { REPORT_LOOKS } from '@/content/reports/looks';
import { PURCHASES_BUSY_MAX_MS } from '@/lib/purchases/constants';
import { usePurchaseFlow } from '@/components/purchase/use-purchase-flow';
import type { DenialKind } from '@/lib/purchases/browser/check-access';
import { REPORTS, type ReportProduct } from '@/lib/purchases/products';
import { inAppWebView } from '@/lib/webview/in-app';
import { buttonClass } from '@/components/ui/button';

const noop = () => () => {};

/**
 * The no-access card, as a calm offer: the spec's texts first (why, and that the report must be
 * bought), then what the report gives, a preview of its sections, and one buy button that starts
 * the picker's purchase flow (outside the app: the picker's 'Coming Soon!'). A purchase made here
 * is checked again without leaving the page.
 */
export function NoAccessCard({ product, why, onRetry }: { product: ReportProduct; why: DenialKind; onRetry: () => void }) {
  const t = useStrings('ReportShell');
  const names = useStrings('Products');
  const offers = useStrings('ReportOffers');
  const report = names(product);
  const look = REPORT_LOOKS[product];
  const inApp = useSyncExternalStore(noop, inAppWebView, () => false);
  const { status, pending, request } = usePurchaseFlow(
    ({ purchaseId }) => {
      if (purchaseId) {
        const url = new URL(window.location.href);
        url.searchParams.set('purchaseId', purchaseId);
        window.history.replaceState(window.history.state, '', url);
      }
      onRetry();
    },
    { answerWithinMs: PURCHASES_BUSY_MAX_MS },
  );
  const buying = pending !== null;
  const points = [offers(`${product}.points.one`), offers(`${product}.points.two`), offers(`${product}.points.three`)];
  const preview = [offers(`${product}.preview.one`), offers(`${product}.preview.two`), offers(`${product}.preview.three`)];
  const secondary = 'inline-flex min-h-11 items-center justify-center rounded-full border border-line bg-white px-5 py-2.5 text-sm font-medium hover:bg-paper-deep';

  return (
    <section aria-labelledby="no-access-title" className="mx-auto mt-2 mb-10 w-full max-w-md overflow-hidden rounded-2xl border border-line bg-white/80 shadow-sm">
      <div className="flex items-start gap-3 border-b border-line bg-paper-deep/60 px-5 py-4">
        <LockIcon />
        <div className="min-w-0">
          <h2 id="no-access-title" className="font-semibold">
            {t('deniedTitle')}
          </h2>
          <p role="alert" className="mt-0.5 text-sm leading-relaxed text-ink-soft">
            {t(why)}
          </p>
          <p className="mt-0.5 text-sm leading-relaxed text-ink-soft">{t('needPurchase')}</p>
        </div>
      </div>

      <div className="flex flex-col px-5 pt-5 pb-6">
        <div className="flex items-center gap-3.5">
          <HexagramFigure pattern={look.pattern} className={`h-8 w-9 shrink-0 ${look.tone}`} />
          <div>
            <p className="text-xs font-medium text-yang-ink">{offers('whatYouGet')}</p>
            <h3 className="font-serif text-xl font-semibold">{report}</h3>
          </div>
        </div>
        <OfferPoints points={points} className="mt-4" />

        <figure className="relative mt-5 overflow-hidden rounded-xl border border-line bg-paper px-4 pt-3 pb-2">
          <figcaption className="text-xs font-medium text-ink-soft">{offers('preview')}</figcaption>
          <ol className="mt-2 flex flex-col gap-3">
            {preview.map((heading, index) => (
              <li key={heading} className={index > 0 ? 'opacity-70' : ''}>
                <p className="font-serif text-[15px] font-semibold text-ink">{heading}</p>
                <span aria-hidden="true" className="mt-1.5 block h-2 w-11/12 rounded-full bg-line/80" />
                <span aria-hidden="true" className="mt-1 block h-2 w-3/4 rounded-full bg-line/80" />
              </li>
            ))}
          </ol>
          {/* the sample fades out: the reading itself is what the purchase opens */}
          <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-b from-paper/0 to-paper" />
          <p className="relative mt-1 text-center text-xs text-ink-soft">{offers('previewNote')}</p>
        </figure>

        <PriceTag product={product} className="mt-6 -mb-3 text-center text-2xl" />
        <button
          type="button"
          disabled={buying}
          aria-busy={buying}
          onClick={() => request({ type: 'PURCHASE_REQUEST', product, reportType: REPORTS[product].reportType })}
          className={buttonClass({ className: 'mt-6' })}
        >
          {buying ? <Spinner /> : null}
          {buying ? t('buying') : t('buy', { report })}
        </button>
        <p className="mt-3 text-center text-sm leading-relaxed text-ink-soft">{inApp ? t('hintApp', { report }) : t('hintBrowser', { report })}</p>
        <div className="mt-3">
          <PurchaseStatusView status={status} outsideApp="comingSoon" />
        </div>

        {why === 'failed' || !inApp ? (
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            {why === 'failed' ? (
              <button type="button" onClick={onRetry} className={secondary}>
                {t('retry')}
              </button>
            ) : null}
            {!inApp && why === 'authRequired' ? (
              <ClientLink href="/auth" className={secondary}>
                {t('signIn')}
              </ClientLink>
            ) : null}
            {!inApp ? (
              <ClientLink href="/report" className={secondary}>
                {t('allReports')}
              </ClientLink>
            ) : null}
          </div>
        ) : null}
        <p className="mt-4 text-center text-sm text-ink-soft">
          {t('premiumLead')}{' '}
          <ClientLink href="/purchase?fromReport=true" className="inline-flex min-h-11 items-center font-medium text-yin underline-offset-4 hover:underline">
            {t('premiumLink')}
          </ClientLink>
        </p>
      </div>
    </section>
  );
}

function LockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="mt-0.5 size-9 shrink-0 text-yang">
      <circle cx="24" cy="24" r="23" className="fill-yang-soft" />
      <rect x="15" y="22" width="18" height="13" rx="2.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M19 22v-4a5 5 0 0 1 10 0v4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="24" cy="28.5" r="1.8" fill="currentColor" />
    </svg>
  );
}
