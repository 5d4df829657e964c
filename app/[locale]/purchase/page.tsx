import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PremiumPage } from '@/components/purchase/premium-page';
import { localeStaticParams, readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { alternates } from '@/lib/site/seo';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Premium' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: alternates(locale, '/purchase') };
}

/** /purchase: Premium, monthly and annual (prices from lib/purchases/products.ts). ?fromReport=true|false. */
export default async function Page({ params }: LocaleParams) {
  return <PremiumPage locale={await readLocaleParam(params)} />;
}
