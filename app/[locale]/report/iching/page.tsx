import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CastingPage } from '@/components/casting/casting-page';
import { localeStaticParams, readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { alternates } from '@/lib/site/seo';

export const generateStaticParams = localeStaticParams;

const PATH = '/report/iching';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Casting' });
  // One canonical for every ?lines= variant: shared casts consolidate into this page.
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: alternates(locale, PATH) };
}

export default async function Page({ params }: LocaleParams) {
  return <CastingPage locale={await readLocaleParam(params)} />;
}
