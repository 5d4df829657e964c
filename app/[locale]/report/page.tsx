import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReportPickerPage } from '@/components/purchase/report-picker-page';
import { localeStaticParams, readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { alternates } from '@/lib/site/seo';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'ReportPicker' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: alternates(locale, '/report') };
}

/** /report: the report picker (components/purchase/report-picker-page.tsx). */
export default async function Page({ params }: LocaleParams) {
  return <ReportPickerPage locale={await readLocaleParam(params)} />;
}
