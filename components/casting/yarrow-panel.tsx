import { useState } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import { divideYarrow, type YarrowDivision, type YarrowLine } from '@/lib/iching/casting';
import { CASTING_YARROW_DIVISION_MS } from '@/lib/iching/constants';
import { LinePanel, primaryButton, secondaryButton, type LinePanelProps } from './line-panel';
import { prefersReducedMotion, useTimers } from './timers';
import styles from './casting.module.css';

/** Yarrow stalks: three divisions of the 49 stalks per line, shown one after another. */
export function YarrowPanel({ lines, onLine, onLines, onUndo, onReset }: LinePanelProps) {
  const t = useStrings('Casting');
  const timers = useTimers();
  const [line, setLine] = useState<YarrowLine | null>(null);
  const [shown, setShown] = useState(0);
  const done = lines.length >= 6;
  const dividing = line !== null && shown < 3;
  const busy = dividing || done;

  function divide() {
    if (busy) return;
    const next = divideYarrow();
    setLine(next);
    const pause = prefersReducedMotion() ? 0 : CASTING_YARROW_DIVISION_MS;
    if (pause === 0) {
      setShown(3);
      return onLine(next.value);
    }
    setShown(1);
    timers.after(pause, () => setShown(2));
    timers.after(2 * pause, () => {
      setShown(3);
      onLine(next.value);
    });
  }

  function divideRest() {
    if (busy) return;
    const rest = Array.from({ length: 6 - lines.length }, () => divideYarrow());
    setLine(rest.at(-1) ?? null);
    setShown(3);
    onLines(rest.map((r) => r.value));
  }

  return (
    <LinePanel heading={t('yarrowHeading')} intro={t('modeIntro.yarrow')} lines={lines} canUndo={false} onUndo={onUndo} onReset={onReset}>
      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-white/50 p-3" data-testid="yarrow">
        {line ? (
          line.divisions.slice(0, shown).map((division, i) => <Division key={`${lines.length}-${i}`} n={i + 1} division={division} />)
        ) : (
          <div className="flex flex-col gap-1">
            <Stalks left={49} right={0} leftRemainder={0} rightRemainder={0} hung={false} />
            <p className="text-xs text-ink-soft">{t('yarrowWaiting')}</p>
          </div>
        )}
        <p aria-live="polite" className="min-h-5 text-sm" data-testid="yarrow-result">
          {dividing ? (
            t('dividing')
          ) : line ? (
            <>
              <span className="tabular-nums">{t('yarrowResult', { remaining: line.remaining, value: line.value })}</span>
              {' · '}
              <span className="font-medium">{t(`values.${line.value}`)}</span>
            </>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={divide} aria-disabled={busy || undefined} className={primaryButton}>
          {done ? t('stepDone') : `${t('divide')} · ${t('step', { n: lines.length + 1 })}`}
        </button>
        {!done && lines.length < 5 ? (
          <button type="button" onClick={divideRest} aria-disabled={busy || undefined} className={secondaryButton}>
            {t('castRest')}
          </button>
        ) : null}
      </div>
    </LinePanel>
  );
}

function Division({ n, division }: { n: number; division: YarrowDivision }) {
  const t = useStrings('Casting');
  return (
    <div className={`flex flex-col gap-1 ${styles.appear}`}>
      <p className="text-xs font-semibold text-ink">{t('division', { n })}</p>
      <Stalks
        left={division.left}
        right={division.right}
        leftRemainder={division.leftRemainder}
        rightRemainder={division.rightRemainder}
        hung
        label={t('stalksLabel', { left: division.left, right: division.right, removed: division.removed })}
      />
      <p className="text-xs leading-relaxed text-ink-soft">{t('divisionText', { ...division })}</p>
    </div>
  );
}

/**
 * The stalks of one division as thin bars: the left heap, a gap, the right heap. What is set
 * aside is coloured: the stalk hung between the fingers (gold) and the remainders of both heaps (red).
 */
function Stalks({
  left,
  right,
  leftRemainder,
  rightRemainder,
  hung,
  label,
}: {
  left: number;
  right: number;
  leftRemainder: number;
  rightRemainder: number;
  hung: boolean;
  label?: string;
}) {
  const step = 5;
  const gap = right > 0 ? 18 : 0;
  const width = (left + right) * step + gap;
  const bars: { x: number; tone: string }[] = [];
  for (let i = 0; i < left; i++) bars.push({ x: i * step, tone: i >= left - leftRemainder ? 'fill-seal' : 'fill-ink-soft' });
  for (let i = 0; i < right; i++) {
    const tone = hung && i === 0 ? 'fill-yang' : i >= right - rightRemainder ? 'fill-seal' : 'fill-ink-soft';
    bars.push({ x: left * step + gap + i * step, tone });
  }
  const a11y = label ? { role: 'img' as const, 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg viewBox={`0 0 ${width} 28`} className="h-7 w-full max-w-md" preserveAspectRatio="xMinYMid meet" {...a11y}>
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x + 1} y={bar.tone === 'fill-yang' ? 0 : 4} width={2.4} height={bar.tone === 'fill-yang' ? 28 : 24} rx={1} className={bar.tone} />
      ))}
    </svg>
  );
}
