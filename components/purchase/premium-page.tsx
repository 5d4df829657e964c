import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BackLink } from '@/components/ui/back-link';
import { Section } from '@/components/ui/section';
import type { Locale } from '@/i18n/routing';
import { annualSavings, formatUsd, plansLeadingFirst } from '@/lib/purchases/products';
import { PremiumPlans, type PlanCard } from './premium-plans';

const INCLUDES = ['includesReports', 'includesCompass', 'includesCancel'] as const;

/**
 * /purchase: what Premium includes and its two plans, the annual one leading. The spec's badges:
 * POPULAR on monthly, BEST VALUE on annual; the prices and the annual saving are the store's own
 * (premium-plans.tsx).
 */
export async function PremiumPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Premium' });
  const savings = annualSavings();
  // The spec's dollar prices, for English pages outside the app only: a Korean page
  // without the store's prices shows no amount. Inside the app the store's prices replace them.
  const spec = locale === 'en';
  const plans: PlanCard[] = plansLeadingFirst().map((plan) => {
    const monthly = plan.period === 'month';
    return {
      product: plan.product,
      name: monthly ? t('monthlyName') : t('annualName'),
      leads: plan.leads,
      ...(spec ? { specPrice: formatUsd({ cents: plan.priceCents }, locale) } : {}),
      period: monthly ? t('perMonth') : t('perYear'),
      choose: monthly ? t('chooseMonthly') : t('chooseAnnual'),
      badge: monthly ? t('popular') : t('bestValue'),
      ...(spec && !monthly ? { specSaving: t('save', { amount: formatUsd({ dollars: savings.savedDollars }, locale), percent: savings.percent }) } : {}),
    };
  });
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-5 pt-6 pb-16 [html[data-webview]_&]:pt-16">
      <div>
        <BackLink href="/report" />
      </div>
      <header className="mx-auto flex max-w-xl flex-col items-center pt-8 pb-8 text-center">
        <p className="text-xs font-medium uppercase tracking-[0.2em] text-yang-ink">{t('eyebrow')}</p>
        <h1 className="mt-3 font-serif text-3xl font-semibold md:text-4xl">{t('title')}</h1>
        <p className="mt-3 leading-relaxed text-ink-soft">{t('lead')}</p>
      </header>
      <Section id="premium-includes" title={t('includesTitle')} className="mb-10 rounded-2xl border border-line bg-paper-deep/60 p-5" headingClassName="text-sm font-semibold">
        <ul className="mt-3 flex flex-col gap-2 text-sm leading-relaxed text-ink-soft">
          {INCLUDES.map((key) => (
            <li key={key} className="flex gap-2">
              <span aria-hidden="true" className="mt-0.5 text-yang-ink">
                ✓
              </span>
              {t(key)}
            </li>
          ))}
        </ul>
      </Section>
      <ClientMessages locale={locale} namespaces={['Premium', 'PurchaseStatus', 'Stores', 'StorePrices']}>
        <PremiumPlans plans={plans} />
      </ClientMessages>
      <p className="mt-8 text-center text-xs leading-relaxed text-ink-soft">{t('autoRenew')}</p>
    </main>
  );
}
