import type { Metadata } from 'next';
import { HanjaFace } from '@/components/fonts/hanja-face';
import { getTranslations } from 'next-intl/server';
import { BookOfChangesLanding } from '@/components/iching/book-of-changes-landing';
import { JsonLd } from '@/components/iching/json-ld';
import { site } from '@/lib/config/site';
import { getConfig } from '@/lib/config/env';
import { localeStaticParams, readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { pageJsonLd } from '@/lib/iching/structured-data';
import { alternates } from '@/lib/site/seo';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'BookOfChanges' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: alternates(locale, '/bookofchange'),
    openGraph: { title: t('metaTitle'), description: t('metaDescription') },
  };
}

export default async function BookOfChangesPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'BookOfChanges' });
  const identity = { siteUrl: getConfig().siteUrl, productName: site.productName[locale], company: site.company[locale] };
  return (
    <>
      <HanjaFace page="bookofchange" />
      <BookOfChangesLanding locale={locale} />
      <JsonLd data={pageJsonLd(locale, identity, '/bookofchange', t('title'), t('metaDescription'))} />
    </>
  );
}
