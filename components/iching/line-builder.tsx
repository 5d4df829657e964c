'use client';

import type { ReactNode } from 'react';
import { LINES_PER_HEXAGRAM } from '@/lib/iching/constants';
import { LineChoice } from './line-choice';

export interface LineBuilderStrings {
  yang: string;
  yin: string;
  /** takes the last line back */
  undo: string;
  /** starts again at line 1 */
  reset: string;
  legendLabel: string;
  legendYang: string;
  legendYin: string;
}

const control =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-line bg-white/70 px-4 text-sm text-ink hover:bg-white';

/**
 * Building a hexagram by hand, line by line from the bottom, wherever it is done: the library's
 * builder on /iching and the casting screen's Build mode (one builder). It shows what to
 * choose next, the yang and yin buttons (LineChoice), an undo for the last line and a reset once a
 * line is chosen, and what the two lines mean. The lines themselves, and their drawing, belong to the
 * caller: `count` says how many are chosen.
 *
 * Once six are chosen, `finished` stands in place of the buttons, with the undo and reset beside it
 * (the library shows the hexagram found and waits for the reader); without it the buttons stay,
 * disabled, and undo and reset go, as the casting screen moves on to the reading by itself.
 */
export function LineBuilder({
  count,
  prompt,
  strings,
  onChoose,
  onUndo,
  onReset,
  finished,
}: {
  count: number;
  /** what to do next: 'Select line N (from the bottom)', or that the hexagram is complete */
  prompt: string;
  strings: LineBuilderStrings;
  onChoose: (line: 'yang' | 'yin') => void;
  onUndo: () => void;
  onReset: () => void;
  finished?: ReactNode;
}) {
  const complete = count >= LINES_PER_HEXAGRAM;
  const editable = count > 0 && (!complete || finished !== undefined);
  return (
    <div className="flex flex-col gap-4">
      {complete && finished !== undefined ? (
        finished
      ) : (
        <>
          <p className="text-center font-medium">{prompt}</p>
          <LineChoice yang={strings.yang} yin={strings.yin} disabled={complete} onChoose={onChoose} />
        </>
      )}

      {editable ? (
        <div className="flex flex-wrap justify-center gap-2">
          <button type="button" onClick={onUndo} className={control}>
            {strings.undo}
          </button>
          <button type="button" onClick={onReset} className={control}>
            {strings.reset}
          </button>
        </div>
      ) : null}

      <ul aria-label={strings.legendLabel} className="space-y-2 text-sm text-ink-soft">
        <li className="flex items-center gap-3">
          <span aria-hidden="true" className="flex w-12 shrink-0">
            <span className="h-2 flex-1 rounded-sm bg-ink" />
          </span>
          <span>☀ {strings.legendYang}</span>
        </li>
        <li className="flex items-center gap-3">
          <span aria-hidden="true" className="flex w-12 shrink-0 gap-2">
            <span className="h-2 flex-1 rounded-sm bg-ink" />
            <span className="h-2 flex-1 rounded-sm bg-ink" />
          </span>
          <span>☾ {strings.legendYin}</span>
        </li>
      </ul>
    </div>
  );
}
