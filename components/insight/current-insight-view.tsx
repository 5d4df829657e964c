import type { RefObject } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import type { ShownCurrentReport } from './current-insight-report';
import { InsightReportCard } from './insight-report-card';
import { BulletList, Paragraphs, ReportSection } from './parts';

/**
 * The Current Insight report: its date, the question, the hexagram, the situation, what it means,
 * what to do, the way through. The text below the figure is marked for the first-time reveal.
 */
export function CurrentInsightView({
  report,
  pattern,
  headingRef,
}: {
  report: ShownCurrentReport;
  pattern: string | undefined;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useStrings('CurrentInsight');
  const { result } = report;
  return (
    <InsightReportCard
      report={report}
      pattern={pattern}
      headingRef={headingRef}
      t={t}
      intro={
        report.question ? (
          <div className="rounded-xl bg-paper px-4 py-3">
            <p className="text-xs font-medium tracking-wide text-ink-soft">{t('youAsked')}</p>
            <p className="mt-1 leading-relaxed whitespace-pre-line">{report.question}</p>
            {report.category ? (
              <p className="mt-2 flex items-center gap-2 text-xs text-ink-soft">
                {t('categoryLabel')}
                <span className="rounded-full bg-yin-soft px-3 py-1 text-sm font-medium text-yin">{t(`categories.${report.category}`)}</span>
              </p>
            ) : null}
          </div>
        ) : null
      }
    >
      <ReportSection title={t('situation')}>
        <Paragraphs text={result.situation} />
      </ReportSection>
      <ReportSection title={t('meaning')}>
        <Paragraphs text={result.what_does_it_mean} />
      </ReportSection>
      <ReportSection title={t('todo')}>
        <BulletList items={result.what_you_should_do} ordered />
      </ReportSection>
      <ReportSection title={t('solution')}>
        <Paragraphs text={result.solution} />
      </ReportSection>
    </InsightReportCard>
  );
}
