import type { ReactNode, RefObject } from 'react';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { ReportDate } from '@/components/report/report-date';
import { changingLinesOf } from '@/lib/insight/changing';
import type { HexagramRef, InsightSource } from '@/lib/insight/schemas';
import type { MessageParams } from '@/lib/i18n/format';
import { Card } from '@/components/ui/card';
import { HexagramHeader, LibraryLink, reportHexagramName, SourceNote } from './parts';
import { ReportChange } from './report-change';

type CardKey = 'reportTitle' | 'hexagramNumber' | 'figureLabel' | 'localNote' | 'readMore';

/**
 * The frame both insight reports share: the title and date, what comes before the figure (the
 * question), the hexagram, then the report's own sections, the source note and the library link.
 * Everything below the figure is marked for the first-time reveal. The spec's sample (shown when
 * generation failed) is titled a general reading; the notice above it says why (generation-failed.tsx).
 */
export function InsightReportCard({
  report,
  pattern,
  headingRef,
  t,
  intro,
  children,
}: {
  report: { result: { hexagram_id: number; hexagram: HexagramRef; changing_lines?: readonly number[] }; source: InsightSource | 'sample'; createdAt: string | null };
  pattern: string | undefined;
  headingRef: RefObject<HTMLHeadingElement | null>;
  t: (key: CardKey, params?: MessageParams) => string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const locale = useClientLocale();
  const shell = useStrings('ReportShell');
  const { hexagram_id: id, hexagram } = report.result;
  const name = reportHexagramName(id, hexagram, locale);
  // the cast's changing lines, when the reading has them: marked on the figure, read below it
  const changing = changingLinesOf(report.result);
  return (
    <Card className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-1 text-center">
        <h2 ref={headingRef} tabIndex={-1} className="font-serif text-xl font-semibold outline-none">
          {report.source === 'sample' ? shell('generalReading') : t('reportTitle')}
        </h2>
        <ReportDate createdAt={report.createdAt} />
      </div>
      {intro}
      <HexagramHeader
        id={id}
        hexagram={hexagram}
        pattern={pattern}
        changing={changing}
        locale={locale}
        numberText={t('hexagramNumber', { number: id })}
        figureLabel={t('figureLabel', { number: id, name })}
      />
      <div data-reveal-text className="flex flex-col gap-6">
        <ReportChange id={id} pattern={pattern} changing={changing} />
        {children}
        {report.source === 'local' ? <SourceNote text={t('localNote')} /> : null}
        <div className="flex justify-center">
          <LibraryLink id={id} text={t('readMore', { number: id })} />
        </div>
      </div>
    </Card>
  );
}
