import { useId, type ReactNode } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import type { LineValue } from '@/lib/iching/lines';
import { LineStack, StepLabel } from './line-stack';
import { buttonClass } from '@/components/ui/button';

export interface LinePanelProps {
  lines: readonly LineValue[];
  onLine: (value: LineValue) => void;
  onLines: (values: readonly LineValue[]) => void;
  onUndo: () => void;
  onReset: () => void;
}

export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-line bg-white/70 px-4 text-sm text-ink hover:bg-white aria-disabled:cursor-not-allowed aria-disabled:opacity-50';
export const primaryButton = buttonClass({ className: 'shadow-sm' });

/**
 * The frame of every line-by-line mode: its heading, the drawing with the step label, undo and reset
 * (unless the mode's controls carry them), and its controls. On phones the controls come first and the drawing right below them, so that the
 * coins or stalks and their button are on the first screen (390 × 664); from 768 px the drawing
 * stands beside them.
 */
export function LinePanel({
  heading,
  intro,
  lines,
  canUndo = false,
  controls = true,
  onUndo,
  onReset,
  children,
}: {
  heading: string;
  intro: string;
  lines: readonly LineValue[];
  /** an undo beside the reset (modes whose lines are chosen, not cast) */
  canUndo?: boolean;
  /** false: the mode's own controls carry undo and reset (Build's LineBuilder) */
  controls?: boolean;
  onUndo: () => void;
  onReset: () => void;
  children: ReactNode;
}) {
  const t = useStrings('Casting');
  const id = useId();
  const started = controls && lines.length > 0 && lines.length < 6;
  return (
    <section aria-labelledby={id} className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(16rem,22rem)] md:grid-rows-[auto_1fr] md:gap-x-10">
      <div className="md:col-start-1">
        <h2 id={id} className="font-serif text-xl font-semibold">
          {heading}
        </h2>
      </div>
      {/* the controls before the drawing and the method's note: on a phone the toss or the choice is
          on the first screen */}
      <div className="flex flex-col gap-4 md:col-start-1">
        {children}
        <p className="text-sm leading-relaxed text-ink-soft">{intro}</p>
      </div>
      <div
        className="flex flex-col gap-3 rounded-2xl border border-line bg-white/80 p-3 shadow-sm md:col-start-2 md:row-span-2 md:row-start-1 md:gap-4 md:self-start md:p-4"
        data-testid="line-chart"
      >
        <div className="flex min-h-11 flex-wrap items-center justify-between gap-2">
          <StepLabel count={lines.length} />
          {started ? (
            <div className="flex gap-2">
              {canUndo ? (
                <button type="button" onClick={onUndo} className={secondaryButton}>
                  {t('undo')}
                </button>
              ) : null}
              <button type="button" onClick={onReset} className={secondaryButton}>
                {t('reset')}
              </button>
            </div>
          ) : null}
        </div>
        <LineStack lines={lines} />
      </div>
    </section>
  );
}
