import { useStrings } from '@/components/i18n/client-strings';
import { isChanging, LINE_VALUES } from '@/lib/iching/lines';
import { LineGlyph } from './line-glyph';
import { LinePanel, type LinePanelProps } from './line-panel';

/** Manual entry of a physical cast: the value of each line, 6 to 9, from the bottom up. */
export function ManualPanel({ lines, onLine, onUndo, onReset }: LinePanelProps) {
  const t = useStrings('Casting');
  const done = lines.length >= 6;
  return (
    <LinePanel heading={t('manualHeading')} intro={t('modeIntro.manual')} lines={lines} canUndo onUndo={onUndo} onReset={onReset}>
      <p className="text-sm font-medium">{done ? t('stepDone') : t('chooseLine', { n: lines.length + 1 })}</p>
      <div className="grid grid-cols-2 gap-3">
        {LINE_VALUES.map((value) => (
          <button
            key={value}
            type="button"
            onClick={() => !done && onLine(value)}
            aria-disabled={done || undefined}
            className="flex flex-col gap-2 rounded-2xl border border-line bg-white/70 p-3 text-left shadow-sm hover:bg-white aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          >
            <span className="flex items-baseline gap-2">
              <span className="font-serif text-2xl font-semibold tabular-nums">{value}</span>
              <span className="text-sm font-medium">{t(`values.${value}`)}</span>
            </span>
            <LineGlyph value={value} className="max-w-28" />
            <span className="text-xs text-ink-soft">
              {t(`valueHint.${value}`)}
              {isChanging(value) ? <span className="text-seal"> · {t('changing')}</span> : null}
            </span>
          </button>
        ))}
      </div>
    </LinePanel>
  );
}
