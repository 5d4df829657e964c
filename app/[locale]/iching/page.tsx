import type { Metadata } from 'next';
import { HanjaFace } from '@/components/fonts/hanja-face';
import { getTranslations } from 'next-intl/server';
import { IchingIndex } from '@/components/iching/iching-index';
import { JsonLd } from '@/components/iching/json-ld';
import { site } from '@/lib/config/site';
import { getConfig } from '@/lib/config/env';
import { localeStaticParams, readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { hexagrams } from '@/lib/iching/library';
import { libraryJsonLd } from '@/lib/iching/structured-data';
import { alternates, localizedPath } from '@/lib/site/seo';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Iching' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: alternates(locale, '/iching'),
    openGraph: { title: t('metaTitle'), description: t('metaDescription'), url: localizedPath(locale, '/iching') },
  };
}

export default async function IchingPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Iching' });
  const identity = { siteUrl: getConfig().siteUrl, productName: site.productName[locale], company: site.company[locale] };
  return (
    <>
      <HanjaFace page="iching" />
      <IchingIndex locale={locale} />
      <JsonLd data={libraryJsonLd(hexagrams, locale, identity, t('metaTitle'), t('metaDescription'))} />
    </>
  );
}
