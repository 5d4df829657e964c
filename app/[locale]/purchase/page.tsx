import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { ClientStrings } from '@/components/i18n/client-strings';
import { PremiumPlans, type PlanCard } from '@/components/purchase/premium-plans';
import { BackLink } from '@/components/ui/back-link';
import { localeStaticParams, readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { annualSavings, formatUsd, PLANS } from '@/lib/purchases/products';
import { alternates } from '@/lib/seo';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Premium' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: alternates(locale, '/purchase') };
}

/** /purchase: Premium, monthly and annual (prices from lib/purchases/products.ts). ?fromReport=true|false. */
export default async function PremiumPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Premium' });
  const messages = await getMessages();
  const savings = annualSavings();
  const plans: PlanCard[] = [
    {
      product: 'premium_monthly',
      name: t('monthlyName'),
      price: formatUsd({ cents: PLANS.premium_monthly.priceCents }, locale),
      period: t('perMonth'),
      choose: t('chooseMonthly'),
    },
    {
      product: 'premium_annual',
      name: t('annualName'),
      price: formatUsd({ cents: PLANS.premium_annual.priceCents }, locale),
      period: t('perYear'),
      choose: t('chooseAnnual'),
    },
  ];
  // one plan leads (lib/purchases/products.ts): first, with the badge and the one savings line
  const leading = plans
    .map((plan) => (PLANS[plan.product].leads ? { ...plan, badge: t('bestValue'), saving: t('save', { amount: formatUsd({ dollars: savings.savedDollars }, locale), percent: savings.percent }) } : plan))
    .sort((a, b) => Number(PLANS[b.product].leads) - Number(PLANS[a.product].leads));
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
      <section aria-labelledby="premium-includes" className="mb-10 rounded-2xl border border-line bg-paper-deep/60 p-5">
        <h2 id="premium-includes" className="text-sm font-semibold">
          {t('includesTitle')}
        </h2>
        <ul className="mt-3 flex flex-col gap-2 text-sm leading-relaxed text-ink-soft">
          {(['includesReports', 'includesCompass', 'includesCancel'] as const).map((key) => (
            <li key={key} className="flex gap-2">
              <span aria-hidden="true" className="mt-0.5 text-yang-ink">
                ✓
              </span>
              {t(key)}
            </li>
          ))}
        </ul>
      </section>
      <ClientStrings locale={locale} messages={{ Premium: messages.Premium, PurchaseStatus: messages.PurchaseStatus }}>
        <PremiumPlans plans={leading} />
      </ClientStrings>
      <p className="mt-8 text-center text-xs leading-relaxed text-ink-soft">{t('autoRenew')}</p>
    </main>
  );
}
