'use client';

import { useEffect, useState } from 'react';
import { useLocalizedRouter } from '@/components/i18n/use-localized-router';
import { Section } from '@/components/ui/section';
import { HEXAGRAM_REDIRECT_MS, LINES_PER_HEXAGRAM } from '@/lib/constants';

type Line = '1' | '0';

export interface BuilderStrings {
  heading: string;
  start: string;
  /** index = lines chosen so far (1-5): 'Line N of 6' */
  progress: readonly string[];
  /** index = line to choose next (1-6): 'Select Line N (from bottom)' */
  prompt: readonly string[];
  /** index = line (1-6): 'Line N' */
  row: readonly string[];
  rowEmpty: string;
  yang: string;
  yin: string;
  legendLabel: string;
  legendYang: string;
  legendYin: string;
  complete: string;
  redirecting: string;
  reset: string;
  diagramLabel: string;
}

/**
 * 'Build a hexagram': lines are chosen from the bottom up; after the sixth the bottom-to-top pattern
 * is looked up in the fixed table and, when it names a hexagram, its reading opens after 500 ms.
 * It receives only the 64-entry table and the short titles, never the library itself.
 */
export function HexagramBuilder({
  table,
  shortTitles,
  strings,
}: {
  /** bottom-to-top pattern → hexagram number */
  table: Readonly<Record<string, number>>;
  /** index = number - 1 */
  shortTitles: readonly string[];
  strings: BuilderStrings;
}) {
  const router = useLocalizedRouter();
  const [lines, setLines] = useState<Line[]>([]);
  const complete = lines.length === LINES_PER_HEXAGRAM;
  const found = complete ? table[lines.join('')] : undefined;

  useEffect(() => {
    if (found === undefined) return; // an unknown pattern does nothing
    const href = `/iching/${found}`;
    router.prefetch(href);
    const timer = window.setTimeout(() => router.push(href), HEXAGRAM_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [found, router]);

  const add = (line: Line) => setLines((current) => (current.length < LINES_PER_HEXAGRAM ? [...current, line] : current));
  const next = lines.length + 1;

  return (
    <Section id="builder-heading" title={strings.heading} className="mx-auto max-w-md" headingClassName="text-center font-serif text-xl font-semibold">
      <p className="mt-1 text-center text-sm text-ink-soft" aria-live="polite">
        {lines.length === 0 ? strings.start : complete ? strings.complete : strings.progress[lines.length]}
      </p>

      <ol aria-label={strings.diagramLabel} className="mt-5 flex flex-col gap-2 rounded-2xl border border-line bg-white/70 p-4">
        {Array.from({ length: LINES_PER_HEXAGRAM }, (_, fromTop) => {
          const position = LINES_PER_HEXAGRAM - fromTop;
          const line = lines[position - 1];
          const current = !complete && position === next;
          return (
            <li key={position} className="flex items-center gap-3">
              <span className="w-4 text-right text-xs tabular-nums text-ink-soft" aria-hidden="true">
                {position}
              </span>
              <span className="sr-only">
                {strings.row[position]}: {line === '1' ? strings.yang : line === '0' ? strings.yin : strings.rowEmpty}
              </span>
              <span
                aria-hidden="true"
                className={`flex h-5 flex-1 items-stretch gap-[16%] rounded-sm ${
                  line ? '' : current ? 'border-2 border-dashed border-yang/70 bg-yang-soft/40' : 'border border-dashed border-line'
                }`}
              >
                {line === '1' ? <span className="flex-1 rounded-sm bg-ink" /> : null}
                {line === '0' ? (
                  <>
                    <span className="flex-1 rounded-sm bg-ink" />
                    <span className="flex-1 rounded-sm bg-ink" />
                  </>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>

      {complete ? (
        <div role="status" className="mt-5 rounded-2xl border border-yang/40 bg-yang-soft/60 p-4 text-center">
          <p className="font-serif text-lg font-semibold">{strings.complete}</p>
          {found !== undefined ? (
            <p className="mt-1 text-sm text-ink-soft">
              {found}. {shortTitles[found - 1]} · {strings.redirecting}
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <p className="mt-5 text-center font-medium">{strings.prompt[next]}</p>
          <div className="mt-3 grid grid-cols-2 gap-3">
            <button
              type="button"
              onClick={() => add('1')}
              className="flex flex-col items-center gap-1 rounded-2xl border border-yang/50 bg-yang-soft px-4 py-3 font-medium text-ink shadow-sm hover:bg-yang-soft/70"
            >
              <span aria-hidden="true" className="text-2xl leading-none">☀</span>
              {strings.yang}
            </button>
            <button
              type="button"
              onClick={() => add('0')}
              className="flex flex-col items-center gap-1 rounded-2xl border border-yin/40 bg-yin-soft px-4 py-3 font-medium text-ink shadow-sm hover:bg-yin-soft/70"
            >
              <span aria-hidden="true" className="text-2xl leading-none">☾</span>
              {strings.yin}
            </button>
          </div>
        </>
      )}

      {lines.length > 0 && !complete ? (
        <div className="mt-4 text-center">
          <button
            type="button"
            onClick={() => setLines([])}
            className="rounded-full border border-line px-4 py-2 text-sm text-ink-soft hover:bg-white hover:text-ink"
          >
            {strings.reset}
          </button>
        </div>
      ) : null}

      <ul aria-label={strings.legendLabel} className="mt-6 space-y-2 text-sm text-ink-soft">
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
    </Section>
  );
}
