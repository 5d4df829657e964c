'use client';

import { lazy, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import { HEXAGRAM_REDIRECT_MS } from '@/lib/iching/constants';
import { formatLines, isCastLines, parseLines, staticLines, type LineValue } from '@/lib/iching/lines';
import { asHexagramPattern, type LinePattern } from '@/lib/iching/pattern';
import { setLinesQuery, useLinesQuery } from './cast-query';
import { CoinsPanel } from './coins-panel';
import { useTimers } from './timers';
import { CASTING_MODES, DEFAULT_CASTING_MODE, type CastingHexagram, type CastingMode } from './types';

// The first screen is the three coins: the other methods and the result load when first needed.
// They only ever render in the browser (a mode is picked, or ?lines= is read, after hydration), so
// React's own lazy() does it: next/dynamic would add its server-side preloading (about 1 kB gzip).
const CastReading = lazy(() => import('./cast-reading').then((m) => ({ default: m.CastReading })));
const BuildPanel = lazy(() => import('./build-panel').then((m) => ({ default: m.BuildPanel })));
const NumberGrid = lazy(() => import('./number-grid').then((m) => ({ default: m.NumberGrid })));
const YarrowPanel = lazy(() => import('./yarrow-panel').then((m) => ({ default: m.YarrowPanel })));
const ManualPanel = lazy(() => import('./manual-panel').then((m) => ({ default: m.ManualPanel })));
const CastCare = lazy(() => import('./cast-care').then((m) => ({ default: m.CastCare })));

/**
 * The interactive part of /report/iching. The finished cast lives in the address (?lines=…), so
 * the result can be shared and reloaded; the lines being cast live here until the sixth one.
 */
export function CastingScreen({ hexagrams }: { hexagrams: readonly CastingHexagram[] }) {
  const t = useStrings('Casting');
  const timers = useTimers();
  const raw = useLinesQuery();
  const [mode, setMode] = useState<CastingMode>(DEFAULT_CASTING_MODE);
  const [lines, setLines] = useState<readonly LineValue[]>([]);
  const [round, setRound] = useState(0);
  const [question, setQuestion] = useState('');
  const modeGroup = useRef<HTMLDivElement>(null);
  const questionInput = useRef<HTMLInputElement>(null);
  const focusAfter = useRef<'result' | 'mode' | null>(null);
  const questionId = useId();

  const byNumber = useMemo(() => new Map(hexagrams.map((h) => [h.number, h])), [hexagrams]);
  const numberOf = useMemo(() => {
    const table = new Map(hexagrams.map((h) => [h.pattern, h.number]));
    return (pattern: LinePattern) => table.get(pattern) ?? 0;
  }, [hexagrams]);
  const cast = useMemo(() => parseLines(raw), [raw]);

  // Move focus where the reader's attention goes: to the result when it opens (its heading may
  // mount a moment later, once its code has loaded), back to the method when it closes. (Not on a
  // shared link's first load: nothing was pressed.)
  const resultHeading = useCallback((node: HTMLHeadingElement | null) => {
    if (node && focusAfter.current === 'result') {
      focusAfter.current = null;
      node.focus();
    }
  }, []);
  useEffect(() => {
    if (focusAfter.current !== 'mode') return;
    focusAfter.current = null;
    modeGroup.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus();
  }, [raw]);

  function showResult(values: readonly LineValue[]) {
    if (!isCastLines(values)) return;
    focusAfter.current = 'result';
    setLinesQuery(formatLines(values));
    setLines([]);
  }

  function addLines(values: readonly LineValue[]) {
    if (cast || lines.length >= 6) return;
    const next = [...lines, ...values].slice(0, 6);
    setLines(next);
    if (next.length === 6) timers.after(HEXAGRAM_REDIRECT_MS, () => showResult(next));
  }

  /** From the care screen back to the question, as it was written, with the cast put away. */
  function backToQuestion() {
    reset();
    focusAfter.current = null;
    questionInput.current?.focus();
  }

  function reset() {
    timers.clear();
    setLines([]);
    setRound((r) => r + 1);
    if (raw !== null) {
      focusAfter.current = 'mode';
      setLinesQuery(null);
    }
  }

  function chooseMode(next: CastingMode) {
    setMode(next);
    reset();
  }

  const panel = {
    lines,
    onLine: (value: LineValue) => addLines([value]),
    onLines: addLines,
    onUndo: () => setLines((current) => (current.length < 6 ? current.slice(0, -1) : current)),
    onReset: reset,
  };

  return (
    <div className="flex flex-col gap-4 md:gap-6">
      {raw !== null && !cast ? (
        <p role="alert" className="rounded-2xl border border-seal/40 bg-white p-4 text-sm leading-relaxed" data-testid="invalid-link">
          {t('invalidLink')}
        </p>
      ) : null}

      <div className="flex max-w-2xl flex-col gap-1.5">
        <label htmlFor={questionId} className="text-sm font-medium">
          {t('questionLabel')}
        </label>
        <input
          ref={questionInput}
          id={questionId}
          type="text"
          value={question}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => setQuestion(event.target.value)}
          placeholder={t('questionPlaceholder')}
          aria-describedby={`${questionId}-hint`}
          className="min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base placeholder:text-ink-soft/70"
        />
        <p id={`${questionId}-hint`} className="text-xs text-ink-soft">
          {t('questionHint')}
        </p>
      </div>

      {/* one row on phones, scrolled sideways if it must, so the method's controls stay on the first screen */}
      <div
        ref={modeGroup}
        role="group"
        aria-label={t('modeLabel')}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 py-0.5 max-md:[scrollbar-width:none] md:mx-0 md:flex-wrap md:overflow-visible md:px-0"
      >
        {CASTING_MODES.map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={m === mode}
            onClick={() => chooseMode(m)}
            className="min-h-11 shrink-0 rounded-full border border-line bg-white/70 px-4 text-sm whitespace-nowrap text-ink-soft hover:bg-white hover:text-ink aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-paper"
          >
            {t(`modes.${m}`)}
          </button>
        ))}
      </div>

      {cast ? (
        question.trim() ? (
          // a question is screened before its reading: care, never a reading, for a crisis
          <CastCare question={question} onBack={backToQuestion}>
            <CastReading cast={cast} numberOf={numberOf} byNumber={byNumber} question={question} headingRef={resultHeading} onCastAgain={reset} />
          </CastCare>
        ) : (
          <CastReading cast={cast} numberOf={numberOf} byNumber={byNumber} question={question} headingRef={resultHeading} onCastAgain={reset} />
        )
      ) : mode === 'number' ? (
        <NumberGrid hexagrams={hexagrams} onChoose={(h) => showResult(staticLines(asHexagramPattern(h.pattern)))} />
      ) : mode === 'build' ? (
        <BuildPanel key={round} {...panel} />
      ) : mode === 'coins' ? (
        <CoinsPanel key={round} {...panel} />
      ) : mode === 'yarrow' ? (
        <YarrowPanel key={round} {...panel} />
      ) : (
        <ManualPanel key={round} {...panel} />
      )}
    </div>
  );
}
