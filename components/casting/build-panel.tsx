import { useStrings } from '@/components/i18n/client-strings';
import { LineBuilder } from '@/components/iching/line-builder';
import { LinePanel, type LinePanelProps } from './line-panel';

/**
 * Build: each line chosen by hand, yang or yin, with the library's own builder (LineBuilder), whose
 * undo and reset stand under its buttons; the drawing is the casting screen's, as in every mode.
 */
export function BuildPanel({ lines, onLine, onUndo, onReset }: LinePanelProps) {
  const t = useStrings('Casting');
  const done = lines.length >= 6;
  return (
    <LinePanel heading={t('buildHeading')} intro={t('modeIntro.build')} lines={lines} controls={false} onUndo={onUndo} onReset={onReset}>
      <LineBuilder
        count={lines.length}
        prompt={done ? t('stepDone') : t('chooseLine', { n: lines.length + 1 })}
        strings={{
          yang: t('yang'),
          yin: t('yin'),
          undo: t('undo'),
          reset: t('reset'),
          legendLabel: t('legendLabel'),
          legendYang: t('yangLegend'),
          legendYin: t('yinLegend'),
        }}
        onChoose={(line) => {
          if (!done) onLine(line === 'yang' ? 7 : 8);
        }}
        onUndo={onUndo}
        onReset={onReset}
      />
    </LinePanel>
  );
}
