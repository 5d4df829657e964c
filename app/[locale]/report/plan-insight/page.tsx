import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PlanInsightReport } from '@/components/insight/plan-insight-report';
import { ReportPage } from '@/components/insight/report-page';
import { REPORT_SHELL_NAMESPACES } from '@/components/report/messages';
import { localeStaticParams, readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { hexagrams } from '@/lib/iching/library';
import { samplePlanInsight } from '@/content/insight/samples';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'PlanInsight' });
  // behind a purchase: nothing here for a search index
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false, follow: false } };
}

/**
 * /report/plan-insight (also reached from /report/year-plan and /report/life-plan, which
 * next.config.ts redirects here with their query): a static shell around the 3-Year Plan flow.
 */
export default async function PlanInsightPage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'PlanInsight' });
  return (
    <ReportPage title={t('title')}>
      <ClientMessages locale={locale} namespaces={[...REPORT_SHELL_NAMESPACES, 'PlanInsight', 'ReportChange']}>
        <PlanInsightReport patterns={hexagrams.map((h) => h.pattern)} fallback={samplePlanInsight(locale)} />
      </ClientMessages>
    </ReportPage>
  );
}
