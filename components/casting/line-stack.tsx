import { useStrings } from '@/components/i18n/client-strings';
import { isChanging, LINE_POSITIONS, type LineValue } from '@/lib/iching/lines';
import { LineGlyph } from './line-glyph';
import styles from './casting.module.css';

/**
 * The line-by-line drawing of the cast so far: six rows, line 6 at the top and line 1 at the
 * bottom; rows not yet cast are dashed, the next one is marked.
 */
export function LineStack({ lines }: { lines: readonly LineValue[] }) {
  const t = useStrings('Casting');
  const top = [...LINE_POSITIONS].reverse();
  return (
    <ol aria-label={t('drawingLabel')} className="flex flex-col gap-1.5 md:gap-2.5" data-testid="line-stack">
      {top.map((position) => {
        const value = lines[position - 1];
        const next = position === lines.length + 1;
        return (
          <li key={position} className="grid grid-cols-[1.75rem_minmax(0,1fr)_6.5rem] items-center gap-3 text-sm">
            <span aria-hidden="true" className={`text-right tabular-nums ${next ? 'font-semibold text-ink' : 'text-ink-soft'}`}>
              {position}
            </span>
            {value ? (
              <>
                <LineGlyph value={value} className={styles.appear} />
                <span className="truncate text-ink-soft">
                  <span className="sr-only">{t('lineCast', { n: position, value, name: t(`values.${value}`) })}</span>
                  <span aria-hidden="true">
                    <span className="font-semibold text-ink tabular-nums">{value}</span> {t(`values.${value}`)}
                  </span>
                  {isChanging(value) ? <span className="ml-1 text-xs font-medium text-seal">{t('changing')}</span> : null}
                </span>
              </>
            ) : (
              <>
                <span
                  aria-hidden="true"
                  className={`h-3 w-full rounded-sm border border-dashed ${next ? 'border-ink-soft bg-paper-deep' : 'border-line'}`}
                />
                <span className="sr-only">{t('lineEmpty', { n: position })}</span>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** "Line N of 6", announced as it changes. */
export function StepLabel({ count }: { count: number }) {
  const t = useStrings('Casting');
  const text = count >= 6 ? t('stepDone') : count === 0 ? t('stepStart') : t('step', { n: count + 1 });
  return (
    <p aria-live="polite" className="text-sm font-medium text-ink" data-testid="step-label">
      {text}
    </p>
  );
}
