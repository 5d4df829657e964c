'use client';

import { useSyncExternalStore } from 'react';
import { useLocalizedRouter } from '@/components/i18n/use-localized-router';
import { useStrings } from '@/components/i18n/client-strings';
import { PURCHASES_BUSY_MAX_MS } from '@/lib/constants';
import { PREMIUM_REPORT_TYPE, type SubscriptionProduct } from '@/lib/purchases/products';
import { Spinner } from '@/components/ui/spinner';
import { PurchaseStatusView } from './purchase-status';
import { usePurchaseFlow } from './use-purchase-flow';
import { buttonClass } from '@/components/ui/button';

export interface PlanCard {
  product: SubscriptionProduct;
  name: string;
  price: string;
  period: string;
  /** The leading plan's badge (only one plan has one). */
  badge?: string;
  /** The leading plan's one savings line. */
  saving?: string;
  choose: string;
}

const noop = () => () => {};
const readFromReport = () => new URLSearchParams(window.location.search).get('fromReport') === 'true';

/**
 * The two plan cards of /purchase. Each asks the app to sell its plan; outside the app it says to
 * complete the purchase there. `?fromReport=true` (sent by a report's no-access card): a note that
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

  return (
    <div className="flex flex-col gap-6">
      {fromReport ? <p className="rounded-xl border border-yin/30 bg-yin-soft px-4 py-3 text-center text-sm">{t('fromReport')}</p> : null}
      <ul className="grid gap-5 md:grid-cols-2">
        {plans.map((plan) => {
          const busy = pendingProduct === plan.product;
          const leads = Boolean(plan.badge);
          return (
            <li
              key={plan.product}
              className={`relative flex flex-col rounded-2xl border p-6 shadow-sm ${leads ? 'border-yang bg-white pt-8 ring-1 ring-yang' : 'border-line bg-white/60'}`}
            >
              {plan.badge ? (
                <span className="absolute -top-3 left-6 rounded-full bg-yang-ink px-3 py-1 text-xs font-bold tracking-wide text-white">{plan.badge}</span>
              ) : null}
              <h2 className="font-serif text-xl font-semibold">{plan.name}</h2>
              <p className="mt-3 flex items-baseline gap-1">
                <span className={`${leads ? 'text-4xl' : 'text-3xl'} font-semibold tracking-tight`}>{plan.price}</span>
                <span className="text-ink-soft">{plan.period}</span>
              </p>
              {plan.saving ? <p className="mt-2 text-sm font-medium text-yang-ink">{plan.saving}</p> : null}
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
