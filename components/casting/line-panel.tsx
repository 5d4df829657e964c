import { useId, type ReactNode } from 'react';
import { useStrings as useTranslations } from '@/components/i18n/client-strings';
import type { LineValue } from '@/lib/iching/lines';
import { LineStack, StepLabel } from './line-stack';

export interface LinePanelProps {
  lines: readonly LineValue[];
  onLine: (value: LineValue) => void;
  onLines: (values: readonly LineValue[]) => void;
  onUndo: () => void;
  onReset: () => void;
}

export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-line bg-white/70 px-4 text-sm text-ink hover:bg-white aria-disabled:cursor-not-allowed aria-disabled:opacity-50';
export const primaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-ink px-6 text-base font-medium text-paper shadow-sm hover:bg-ink/90 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

/**
 * The frame of every line-by-line mode: its controls on one side, the drawing with the step label,
 * undo and reset on the other (stacked below 768 px).
 */
export function LinePanel({
  heading,
  intro,
  lines,
  canUndo,
  onUndo,
  onReset,
  children,
}: {
  heading: string;
  intro: string;
  lines: readonly LineValue[];
  canUndo: boolean;
  onUndo: () => void;
  onReset: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('Casting');
  const id = useId();
  const started = lines.length > 0 && lines.length < 6;
  return (
    <section aria-labelledby={id} className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(16rem,22rem)] md:gap-10">
      <div className="flex flex-col gap-4">
        <div>
          <h2 id={id} className="font-serif text-xl font-semibold">
            {heading}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-ink-soft">{intro}</p>
        </div>
        {children}
      </div>
      <div className="flex flex-col gap-4 rounded-2xl border border-line bg-white/70 p-4 shadow-sm md:self-start">
        <StepLabel count={lines.length} />
        <LineStack lines={lines} />
        {started ? (
          <div className="flex flex-wrap gap-2">
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
    </section>
  );
}
