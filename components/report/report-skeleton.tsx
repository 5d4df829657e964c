import type { RefObject } from 'react';
import { HexagramFigure } from '@/components/iching/hexagram-figure';

/**
 * What a report page shows while its report is being checked, opened or written: the
 * report's own frame with its sections as quiet placeholders, and a hexagram forming line by line
 * from the bottom (CSS only, app/globals.css; still under reduced motion). Marked aria-busy; the
 * status text says what is happening, for everyone, and is announced. Never the input form.
 */
export function ReportSkeleton({
  status,
  sections = 4,
  intro = false,
  headingRef,
}: {
  status: string;
  /** how many sections the finished report has */
  sections?: number;
  /** a box before the figure (the question, the date of a quiz result) */
  intro?: boolean;
  /** the step's heading takes the focus when the step begins */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <div aria-busy="true" data-testid="report-skeleton" className="flex flex-col gap-6 rounded-2xl border border-line bg-white/80 p-5 shadow-sm sm:p-6">
      <div aria-hidden="true" className="flex flex-col items-center gap-2">
        <span className="skeleton-bar h-6 w-40" />
        <span className="skeleton-bar h-3.5 w-28" />
      </div>
      {intro ? <span aria-hidden="true" className="skeleton-bar h-16 w-full rounded-xl" /> : null}
      <div className="flex flex-col items-center gap-3 text-center">
        <div className="casting-figure" aria-hidden="true">
          <HexagramFigure pattern="101001" className="h-20 w-24 text-yang" />
        </div>
        <div role="status">
          <h2 ref={headingRef} tabIndex={-1} className="text-base text-ink-soft outline-none">
            {status}
          </h2>
        </div>
        <span aria-hidden="true" className="skeleton-bar h-7 w-44" />
      </div>
      {Array.from({ length: sections }, (_, i) => (
        <div key={i} aria-hidden="true" className="flex flex-col gap-2.5 border-t border-line pt-5">
          <span className="skeleton-bar mb-1 h-5 w-32" />
          <span className="skeleton-bar h-3.5 w-full" />
          <span className="skeleton-bar h-3.5 w-11/12" />
          <span className="skeleton-bar h-3.5 w-3/4" />
        </div>
      ))}
    </div>
  );
}
