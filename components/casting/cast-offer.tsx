import { useSyncExternalStore } from 'react';
import { ClientLink } from '@/components/i18n/client-link';
import { useStrings } from '@/components/i18n/client-strings';
import { useLocalizedRouter } from '@/components/i18n/use-localized-router';
import { PurchaseStatusView } from '@/components/purchase/purchase-status';
import { usePurchaseFlow } from '@/components/purchase/use-purchase-flow';
import { StoreCard } from '@/components/stores/store-card';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PURCHASES_BUSY_MAX_MS } from '@/lib/purchases/constants';
import { reportHref } from '@/lib/purchases/browser/flow';
import { REPORTS, reportPathFor } from '@/lib/purchases/products';
import { hasStoreLinks, STORE_LINKS } from '@/lib/stores/links';
import { inAppWebView } from '@/lib/webview/in-app';

const noop = () => () => {};
const PRODUCT = 'current_insight';

/**
 * Under a free cast: the paid reading of one's own question (Current Insight). In the app's web
 * view its button asks the app to sell it (PURCHASE_REQUEST, docs/webview-bridge.md) and, once
 * bought, opens the report with its purchase; on the web the store card when the app is in the
 * stores, and always a link to the report's own page, which says what it gives.
 */
export function CastOffer() {
  const t = useStrings('CastOffer');
  const router = useLocalizedRouter();
  const inApp = useSyncExternalStore(noop, inAppWebView, () => false);
  const { status, pending, request } = usePurchaseFlow(
    ({ purchaseId, reportType }) => router.push(reportHref(reportPathFor(reportType), purchaseId)),
    { answerWithinMs: PURCHASES_BUSY_MAX_MS },
  );
  const buying = pending !== null;

  return (
    <aside aria-labelledby="cast-offer-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-white/80 p-5 shadow-sm" data-testid="cast-offer" data-in-app={inApp ? '' : undefined}>
      <h3 id="cast-offer-title" className="break-keep font-serif text-lg font-semibold">
        {t('title')}
      </h3>
      <p className="break-keep text-sm leading-relaxed text-pretty text-ink-soft">{t('text')}</p>
      {inApp ? (
        <>
          <button
            type="button"
            disabled={buying}
            aria-busy={buying}
            onClick={() => request({ type: 'PURCHASE_REQUEST', product: PRODUCT, reportType: REPORTS[PRODUCT].reportType })}
            className={buttonClass({ className: 'self-start' })}
          >
            {buying ? <Spinner /> : null}
            {buying ? t('buying') : t('buy')}
          </button>
          <PurchaseStatusView status={status} />
        </>
      ) : (
        <>
          {hasStoreLinks(STORE_LINKS) ? <StoreCard /> : null}
          <ClientLink href={REPORTS[PRODUCT].path} className="inline-flex min-h-11 items-center self-start font-medium text-yin underline-offset-4 hover:underline">
            {t('more')}
          </ClientLink>
        </>
      )}
    </aside>
  );
}
