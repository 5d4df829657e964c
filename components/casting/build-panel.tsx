import { useStrings } from '@/components/i18n/client-strings';
import type { LineValue } from '@/lib/iching/lines';
import { LinePanel, type LinePanelProps } from './line-panel';

/** Build: choose each line, yang or yin, on two round buttons (gold and blue). */
export function BuildPanel({ lines, onLine, onUndo, onReset }: LinePanelProps) {
  const t = useStrings('Casting');
  const done = lines.length >= 6;
  const choose = (value: LineValue) => {
    if (!done) onLine(value);
  };
  return (
    <LinePanel heading={t('buildHeading')} intro={t('modeIntro.build')} lines={lines} canUndo onUndo={onUndo} onReset={onReset}>
      <p className="text-sm font-medium">{done ? t('stepDone') : t('chooseLine', { n: lines.length + 1 })}</p>
      <div className="flex gap-6">
        <RoundButton tone="yang" label={t('yang')} disabled={done} onPress={() => choose(7)} />
        <RoundButton tone="yin" label={t('yin')} disabled={done} onPress={() => choose(8)} />
      </div>
      <ul className="space-y-1 text-sm text-ink-soft">
        <li>{t('yangLegend')}</li>
        <li>{t('yinLegend')}</li>
      </ul>
    </LinePanel>
  );
}

function RoundButton({ tone, label, disabled, onPress }: { tone: 'yang' | 'yin'; label: string; disabled: boolean; onPress: () => void }) {
  const yang = tone === 'yang';
  return (
    <button
      type="button"
      onClick={onPress}
      aria-disabled={disabled || undefined}
      className="group flex flex-col items-center gap-2 rounded-2xl p-1 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
    >
      <span
        aria-hidden="true"
        className={`flex size-20 items-center justify-center rounded-full shadow-md ring-4 transition group-hover:scale-105 group-active:scale-95 motion-reduce:transition-none ${
          yang ? 'bg-yang ring-yang-soft' : 'bg-yin ring-yin-soft'
        }`}
      >
        {yang ? (
          <span className="h-2.5 w-10 rounded-sm bg-white" />
        ) : (
          <span className="flex w-10 justify-between">
            <span className="h-2.5 w-[42%] rounded-sm bg-white" />
            <span className="h-2.5 w-[42%] rounded-sm bg-white" />
          </span>
        )}
      </span>
      <span className="text-sm font-medium text-ink">{label}</span>
    </button>
  );
}
