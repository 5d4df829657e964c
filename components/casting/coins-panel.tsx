import { useState } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import { tossCoins, type CoinFace, type CoinToss } from '@/lib/iching/casting';
import { CASTING_COIN_TOSS_MS } from '@/lib/iching/constants';
import { LinePanel, primaryButton, secondaryButton, type LinePanelProps } from './line-panel';
import { prefersReducedMotion, useTimers } from './timers';
import styles from './casting.module.css';

/** Three coins per line: they spin, land, and their sum (heads 3, tails 2) is the line. */
export function CoinsPanel({ lines, onLine, onLines, onUndo, onReset }: LinePanelProps) {
  const t = useStrings('Casting');
  const timers = useTimers();
  const [toss, setToss] = useState<CoinToss | null>(null);
  const [spinning, setSpinning] = useState(false);
  const done = lines.length >= 6;
  const busy = spinning || done;

  function tossOnce() {
    if (busy) return;
    const next = tossCoins();
    setToss(next);
    if (prefersReducedMotion()) return onLine(next.value);
    setSpinning(true);
    timers.after(CASTING_COIN_TOSS_MS, () => {
      setSpinning(false);
      onLine(next.value);
    });
  }

  function tossRest() {
    if (busy) return;
    const rest = Array.from({ length: 6 - lines.length }, () => tossCoins());
    setToss(rest.at(-1) ?? null);
    onLines(rest.map((r) => r.value));
  }

  return (
    <LinePanel heading={t('coinsHeading')} intro={t('modeIntro.coins')} lines={lines} canUndo={false} onUndo={onUndo} onReset={onReset}>
      <div className="flex justify-center gap-4 py-1 [perspective:600px] md:py-3" data-testid="coins">
        {[0, 1, 2].map((i) => (
          <Coin key={i} index={i + 1} face={toss && !spinning ? toss.coins[i]! : null} spinning={spinning} />
        ))}
      </div>
      <p aria-live="polite" className="min-h-6 text-center text-sm" data-testid="coin-sum">
        {spinning ? (
          t('tossing')
        ) : toss ? (
          <>
            <span className="tabular-nums">{t('sum', { a: toss.coins[0], b: toss.coins[1], c: toss.coins[2], value: toss.value })}</span>
            {' · '}
            <span className="font-medium">{t(`values.${toss.value}`)}</span>
          </>
        ) : (
          <span className="text-ink-soft">{t('coinsWaiting')}</span>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={tossOnce} aria-disabled={busy || undefined} className={primaryButton}>
          {done ? t('stepDone') : `${t('toss')} · ${t('step', { n: lines.length + 1 })}`}
        </button>
        {!done && lines.length < 5 ? (
          <button type="button" onClick={tossRest} aria-disabled={busy || undefined} className={secondaryButton}>
            {t('castRest')}
          </button>
        ) : null}
      </div>
    </LinePanel>
  );
}

function Coin({ index, face, spinning }: { index: number; face: CoinFace | null; spinning: boolean }) {
  const t = useStrings('Casting');
  const heads = face === 3;
  const label = face ? t('coinLabel', { n: index, face: heads ? 'heads' : 'tails', points: face }) : undefined;
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={`flex size-16 flex-col items-center justify-center rounded-full border-4 shadow-md md:size-20 ${
        face === null ? 'border-yang/70 bg-yang-soft text-yang-ink' : heads ? 'border-yang bg-yang-soft text-ink' : 'border-yin bg-yin-soft text-ink'
      } ${spinning ? styles.spin : ''}`}
      style={spinning ? { animationDuration: `${CASTING_COIN_TOSS_MS - (index - 1) * 80}ms` } : undefined}
    >
      {face === null ? (
        <CoinFace />
      ) : (
        <>
          <span className="font-sans text-2xl leading-none font-semibold tabular-nums">{face}</span>
          <span className="mt-1 text-[11px] leading-none">{heads ? t('heads') : t('tails')}</span>
        </>
      )}
    </span>
  );
}

/** A coin at rest, before the toss: a round brass coin with its square hole and raised rims. */
function CoinFace() {
  return (
    <svg viewBox="0 0 64 64" className="size-full" aria-hidden="true" data-testid="coin-face">
      <circle cx="32" cy="32" r="25" fill="none" stroke="currentColor" strokeWidth="1.5" opacity="0.55" />
      <rect x="23" y="23" width="18" height="18" rx="1" fill="none" stroke="currentColor" strokeWidth="4" opacity="0.35" />
      <rect x="25" y="25" width="14" height="14" className="fill-paper" stroke="currentColor" strokeWidth="1.5" />
      {[
        [32, 13],
        [51, 32],
        [32, 51],
        [13, 32],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="2.2" fill="currentColor" opacity="0.55" />
      ))}
    </svg>
  );
}
