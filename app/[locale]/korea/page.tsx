import type { Metadata } from 'next';
import { HanjaFace } from '@/components/fonts/hanja-face';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/iching/json-ld';
import { KoreanFlagPage } from '@/components/iching/korean-flag-page';
import { flagPage } from '@/content/korea/flag';
import { site } from '@/lib/config/site';
import { getConfig } from '@/lib/config/env';
import { localeStaticParams, readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { pageJsonLd } from '@/lib/iching/structured-data';
import { alternates } from '@/lib/site/seo';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Korea' });
  return {
    title: flagPage.title[locale],
    description: t('metaDescription'),
    alternates: alternates(locale, '/korea'),
    openGraph: { type: 'article', title: flagPage.title[locale], description: t('metaDescription') },
  };
}

export default async function KoreaPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Korea' });
  const identity = { siteUrl: getConfig().siteUrl, productName: site.productName[locale], company: site.company[locale] };
  return (
    <>
      <HanjaFace page="korea" />
      <KoreanFlagPage locale={locale} />
      <JsonLd data={pageJsonLd(locale, identity, '/korea', flagPage.title[locale], t('metaDescription'))} />
    </>
  );
}
