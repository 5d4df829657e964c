'use client';

import type { RefObject } from 'react';
import { useClientLocale, useStrings } from '@/components/i18n/client-strings';
import { ReportDate } from '@/components/report/report-date';
import { planYears, yearOfSlot } from '@/lib/insight/plan-years';
import { Card } from '@/components/ui/card';
import { BulletList, HexagramHeader, LibraryLink, Paragraphs, ReportSection, reportHexagramName, SourceNote } from './parts';
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
  const locale = useClientLocale();
  const { result } = report;
  const name = reportHexagramName(result.hexagram_id, result.hexagram, locale);
  return (
    <Card className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-1 text-center">
        <h2 ref={headingRef} tabIndex={-1} className="font-serif text-xl font-semibold outline-none">
          {t('reportTitle')}
        </h2>
        <ReportDate createdAt={report.createdAt} />
      </div>
      <HexagramHeader
        id={result.hexagram_id}
        hexagram={result.hexagram}
        pattern={pattern}
        locale={locale}
        numberText={t('hexagramNumber', { number: result.hexagram_id })}
        figureLabel={t('figureLabel', { number: result.hexagram_id, name })}
      />
      <div data-reveal-text className="flex flex-col gap-6">
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
        {report.source === 'local' ? <SourceNote text={t('localNote')} /> : null}
        {report.source === 'sample' ? <SourceNote text={t('sampleNote')} /> : null}
        <div className="flex justify-center">
          <LibraryLink id={result.hexagram_id} text={t('readMore', { number: result.hexagram_id })} />
        </div>
      </div>
    </Card>
  );
}
