'use client';

import { useSyncExternalStore } from 'react';
import { useLocalizedRouter } from '@/components/i18n/use-localized-router';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { PURCHASES_BUSY_MAX_MS } from '@/lib/purchases/constants';
import { PREMIUM_REPORT_TYPE, type SubscriptionProduct } from '@/lib/purchases/products';
import { annualSavingFromStore } from '@/lib/purchases/browser/store-prices';
import { Spinner } from '@/components/ui/spinner';
import { PurchaseStatusView } from './purchase-status';
import { usePurchaseFlow } from './use-purchase-flow';
import { useStorePrices } from './use-store-prices';
import { buttonClass } from '@/components/ui/button';

export interface PlanCard {
  product: SubscriptionProduct;
  name: string;
  /** The plan the page leads with: shown first and highlighted (the annual one). */
  leads: boolean;
  /** The spec's dollar price, given only to English pages; shown only outside the app. */
  specPrice?: string;
  period: string;
  /** The spec's badge: POPULAR (monthly), BEST VALUE (annual). */
  badge: string;
  /** English pages: the saving line from the spec's prices, shown only outside the app. */
  specSaving?: string;
  choose: string;
}

const noop = () => () => {};
const readFromReport = () => new URLSearchParams(window.location.search).get('fromReport') === 'true';

/**
 * The two plan cards of /purchase. Each asks the app to sell its plan; outside the app it says to
 * complete the purchase there. Prices: the store's own (the app's PRODUCT_PRICES) and the annual
 * saving computed from them; without them, no amount, except on English pages outside the app,
 * which may show the spec's $9.99 / $99.99. `?fromReport=true` (sent by a report's no-access card): a note that
 * Premium opens that report, and after the purchase the reader goes back to it.
 */
export function PremiumPlans({ plans }: { plans: readonly PlanCard[] }) {
  const t = useStrings('Premium');
  const router = useLocalizedRouter();
  const fromReport = useSyncExternalStore(noop, readFromReport, () => false);
  const { status, pending, request } = usePurchaseFlow(
    () => {
      if (fromReport && window.history.length > 1) window.history.back();
      else router.push('/report');
    },
    { answerWithinMs: PURCHASES_BUSY_MAX_MS },
  );
  const pendingProduct = pending?.type === 'PURCHASE_REQUEST' ? pending.product : null;
  const { prices, inApp } = useStorePrices();
  const locale = useClientLocale();
  const storeSaving = prices.premium_monthly && prices.premium_annual ? annualSavingFromStore(prices.premium_monthly, prices.premium_annual, locale) : undefined;
  const storeSavingLine = storeSaving
    ? storeSaving.amount
      ? t('save', { amount: storeSaving.amount, percent: String(storeSaving.percent) })
      : t('savePercent', { percent: String(storeSaving.percent) })
    : undefined;

  return (
    <div className="flex flex-col gap-6">
      {fromReport ? <p className="rounded-xl border border-yin/30 bg-yin-soft px-4 py-3 text-center text-sm">{t('fromReport')}</p> : null}
      <ul className="grid gap-5 md:grid-cols-2">
        {plans.map((plan) => {
          const busy = pendingProduct === plan.product;
          const { leads } = plan;
          // the store's price when the app sent it; outside the app, the spec's (English pages only)
          const price = prices[plan.product]?.display ?? (inApp ? undefined : plan.specPrice);
          const saving = plan.product === 'premium_annual' ? (prices.premium_annual ? storeSavingLine : inApp ? undefined : plan.specSaving) : undefined;
          return (
            <li
              key={plan.product}
              className={`relative flex flex-col rounded-2xl border p-6 pt-8 shadow-sm ${leads ? 'border-yang bg-white ring-1 ring-yang' : 'border-line bg-white/60'}`}
            >
              <span
                className={`absolute -top-3 left-6 rounded-full px-3 py-1 text-xs font-bold tracking-wide ${leads ? 'bg-yang-ink text-paper' : 'border border-line bg-paper text-ink-soft'}`}
              >
                {plan.badge}
              </span>
              <h2 className="font-serif text-xl font-semibold">{plan.name}</h2>
              {price ? (
                <p className="mt-3 flex items-baseline gap-1">
                  <span className={`${leads ? 'text-4xl' : 'text-3xl'} font-semibold tracking-tight`}>{price}</span>
                  <span className="text-ink-soft">{plan.period}</span>
                </p>
              ) : inApp ? null : (
                <p className="mt-3 text-sm leading-relaxed text-ink-soft">{t('priceInApp')}</p>
              )}
              {saving ? <p className="mt-2 text-sm font-medium text-yang-ink">{saving}</p> : null}
              <button
                type="button"
                disabled={pendingProduct !== null}
                aria-busy={busy}
                onClick={() => request({ type: 'PURCHASE_REQUEST', product: plan.product, reportType: PREMIUM_REPORT_TYPE })}
                className={buttonClass({ variant: leads ? 'primary' : 'outline', className: 'mt-6' })}
              >
                {busy ? <Spinner /> : null}
                {busy ? t('processing') : plan.choose}
              </button>
            </li>
          );
        })}
      </ul>
      <PurchaseStatusView status={status} outsideApp="completeInApp" />
    </div>
  );
}
