import type { RefObject } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import { planYears, yearOfSlot } from '@/lib/insight/plan-years';
import { InsightReportCard } from './insight-report-card';
import { BulletList, Paragraphs, ReportSection } from './parts';
import type { ShownPlanReport } from './plan-insight-report';

/**
 * The 3-Year Plan report: its date, the journey's hexagram, overall theme, year by year (each
 * year's analysis already quotes its plan; the contract's slots 2025–2027 headed by the calendar
 * years the user planned), key insights, recommendations, guidance.
 */
export function PlanInsightView({
  report,
  pattern,
  headingRef,
}: {
  report: ShownPlanReport;
  pattern: string | undefined;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useStrings('PlanInsight');
  const { result } = report;
  return (
    <InsightReportCard report={report} pattern={pattern} headingRef={headingRef} t={t}>
      <ReportSection title={t('overallTheme')}>
        <Paragraphs text={result.overall_theme} />
      </ReportSection>
      <ReportSection title={t('journey')}>
        <ol className="flex flex-col gap-5">
          {planYears.map((slot) => (
            <li key={slot} className="border-l-2 border-yang pl-4">
              <h4 className="font-serif text-lg font-semibold text-yang-ink">{t('yearHeading', { year: yearOfSlot(slot, report.firstYear) })}</h4>
              <Paragraphs text={result.journey_analysis[slot]} className="mt-2" />
            </li>
          ))}
        </ol>
      </ReportSection>
      <ReportSection title={t('keyInsights')}>
        <BulletList items={result.key_insights} />
      </ReportSection>
      <ReportSection title={t('recommendations')}>
        <BulletList items={result.recommendations} ordered />
      </ReportSection>
      <ReportSection title={t('guidance')}>
        <Paragraphs text={result.guidance} />
      </ReportSection>
    </InsightReportCard>
  );
}
