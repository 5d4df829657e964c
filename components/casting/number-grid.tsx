import { useId } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import { HexagramFigure } from '@/components/iching/hexagram-figure';
import { CASTING_GRID_MAX_HEIGHT_PX } from '@/lib/iching/constants';
import type { CastingHexagram } from './types';

/** By number: the 64 hexagrams as buttons, two columns from 768 px, one below; scrolls at 600 px. */
export function NumberGrid({ hexagrams, onChoose }: { hexagrams: readonly CastingHexagram[]; onChoose: (h: CastingHexagram) => void }) {
  const t = useStrings('Casting');
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div>
        <h2 id={id} className="font-serif text-xl font-semibold">
          {t('gridHeading')}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-ink-soft">{t('modeIntro.number')}</p>
      </div>
      <ul
        aria-label={t('gridLabel')}
        className="grid grid-cols-1 gap-2 overflow-y-auto overscroll-contain rounded-2xl border border-line bg-white/40 p-2 md:grid-cols-2"
        style={{ maxHeight: CASTING_GRID_MAX_HEIGHT_PX }}
        data-testid="hexagram-grid"
      >
        {hexagrams.map((h) => (
          <li key={h.number}>
            <button
              type="button"
              onClick={() => onChoose(h)}
              className="flex w-full items-center gap-3 rounded-xl border border-transparent bg-white/80 px-3 py-2.5 text-left hover:border-line hover:bg-white"
            >
              <span className="w-7 shrink-0 text-right text-sm text-ink-soft tabular-nums">{h.number}</span>
              <HexagramFigure pattern={h.pattern} className="h-7 w-8 shrink-0 text-ink" />
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium">{h.displayName}</span>
                <span className="truncate text-xs text-ink-soft">
                  <span lang="zh-Hant">{h.chineseName}</span> · {h.readingName}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
