import { useStrings } from '@/components/i18n/client-strings';
import type { LineValue } from '@/lib/iching/lines';
import { LineChoice } from '@/components/iching/line-choice';
import { LinePanel, type LinePanelProps } from './line-panel';

/** Build: choose each line, yang or yin, with the library builder's own buttons (LineChoice). */
export function BuildPanel({ lines, onLine, onUndo, onReset }: LinePanelProps) {
  const t = useStrings('Casting');
  const done = lines.length >= 6;
  const choose = (value: LineValue) => {
    if (!done) onLine(value);
  };
  return (
    <LinePanel heading={t('buildHeading')} intro={t('modeIntro.build')} lines={lines} canUndo onUndo={onUndo} onReset={onReset}>
      <p className="text-sm font-medium">{done ? t('stepDone') : t('chooseLine', { n: lines.length + 1 })}</p>
      <LineChoice yang={t('yang')} yin={t('yin')} disabled={done} onChoose={(line) => choose(line === 'yang' ? 7 : 8)} />
      <ul className="space-y-1 text-sm text-ink-soft">
        <li>{t('yangLegend')}</li>
        <li>{t('yinLegend')}</li>
      </ul>
    </LinePanel>
  );
}
