import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { FeatureScreen } from '@/components/purchase/feature-screen';
import { localeStaticParams, readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { alternates } from '@/lib/site/seo';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'PurchasesScreen' });
  // a screen of the native app, not a page to find in search
  return { title: t('metaTitle'), alternates: alternates(locale, '/purchases'), robots: { index: false, follow: true } };
}

/** /purchases (?mode=report for the report variant): the screen the native app wraps. */
export default async function PurchasesPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col px-4 pt-4 pb-10 [html[data-webview]_&]:min-h-dvh [html[data-webview]_&]:max-w-none [html[data-webview]_&]:pt-12">
      <ClientMessages locale={locale} namespaces={['PurchasesScreen', 'PurchaseStatus', 'Stores', 'StorePrices']}>
        <FeatureScreen />
      </ClientMessages>
    </main>
  );
}
