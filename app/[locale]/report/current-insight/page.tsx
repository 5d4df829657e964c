import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CurrentInsightReport } from '@/components/insight/current-insight-report';
import { ReportPage } from '@/components/insight/report-page';
import { REPORT_SHELL_NAMESPACES } from '@/components/report/messages';
import { localeStaticParams, readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { hexagrams } from '@/lib/iching/library';
import { sampleCurrentInsight } from '@/content/insight/samples';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'CurrentInsight' });
  // behind a purchase: nothing here for a search index
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false, follow: false } };
}

/** /report/current-insight: a static shell; the report shell checks the purchase in the browser. */
export default async function CurrentInsightPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'CurrentInsight' });
  return (
    <ReportPage title={t('title')}>
      <ClientMessages locale={locale} namespaces={[...REPORT_SHELL_NAMESPACES, 'CurrentInsight', 'ReportChange']}>
        <CurrentInsightReport patterns={hexagrams.map((h) => h.pattern)} fallback={sampleCurrentInsight(locale)} />
      </ClientMessages>
    </ReportPage>
  );
}
