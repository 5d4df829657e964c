'use client';

import type { RefObject } from 'react';
import { useClientLocale, useStrings } from '@/components/i18n/client-strings';
import type { ShownCurrentReport } from './current-insight-report';
import { ReportDate } from '@/components/report/report-date';
import { Card } from '@/components/ui/card';
import { BulletList, HexagramHeader, LibraryLink, Paragraphs, ReportSection, reportHexagramName, SourceNote } from './parts';

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
      {report.question ? (
        <div className="rounded-xl bg-paper px-4 py-3">
          <p className="text-xs font-medium tracking-wide text-ink-soft">{t('youAsked')}</p>
          <p className="mt-1 leading-relaxed whitespace-pre-line">{report.question}</p>
        </div>
      ) : null}
      <HexagramHeader
        id={result.hexagram_id}
        hexagram={result.hexagram}
        pattern={pattern}
        locale={locale}
        numberText={t('hexagramNumber', { number: result.hexagram_id })}
        figureLabel={t('figureLabel', { number: result.hexagram_id, name })}
      />
      <div data-reveal-text className="flex flex-col gap-6">
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
        {report.source === 'local' ? <SourceNote text={t('localNote')} /> : null}
        {report.source === 'sample' ? <SourceNote text={t('sampleNote')} /> : null}
        <div className="flex justify-center">
          <LibraryLink id={result.hexagram_id} text={t('readMore', { number: result.hexagram_id })} />
        </div>
      </div>
    </Card>
  );
}
