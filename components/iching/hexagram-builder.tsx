'use client';

import { useState } from 'react';
import { ClientLink } from '@/components/i18n/client-link';
import { Section } from '@/components/ui/section';
import { LINES_PER_HEXAGRAM } from '@/lib/iching/constants';
import { LineBuilder, type LineBuilderStrings } from './line-builder';

type Line = '1' | '0';

export interface BuilderStrings extends LineBuilderStrings {
  heading: string;
  start: string;
  /** index = lines chosen so far (1-5): 'Line N of 6' */
  progress: readonly string[];
  /** index = line to choose next (1-6): 'Select Line N (from bottom)' */
  prompt: readonly string[];
  /** index = line (1-6): 'Line N' */
  row: readonly string[];
  rowEmpty: string;
  complete: string;
  /** the link to the finished hexagram's reading */
  open: string;
  diagramLabel: string;
}

/**
 * 'Build a hexagram': lines are chosen from the bottom up; after the sixth the bottom-to-top pattern
 * is looked up in the fixed table and the hexagram it names is shown in place, with a link to its
 * reading, an undo for the last line and a reset: nothing leaves the page until the reader asks
 * (the spec's 500 ms redirect left no chance to undo a wrong sixth tap). The choosing is
 * the casting screen's own (LineBuilder); the drawing and the finished hexagram are the library's.
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
  const [lines, setLines] = useState<Line[]>([]);
  const complete = lines.length === LINES_PER_HEXAGRAM;
  const found = complete ? table[lines.join('')] : undefined;

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

      <div className="mt-5">
        <LineBuilder
          count={lines.length}
          prompt={strings.prompt[next] ?? ''}
          strings={strings}
          onChoose={(line) => add(line === 'yang' ? '1' : '0')}
          onUndo={() => setLines((current) => current.slice(0, -1))}
          onReset={() => setLines([])}
          finished={
            <div role="status" className="rounded-2xl border border-yang/40 bg-yang-soft/60 p-4 text-center">
              <p className="font-serif text-lg font-semibold">{strings.complete}</p>
              {found !== undefined ? (
                <>
                  <p className="mt-1 font-medium">
                    {found}. {shortTitles[found - 1]}
                  </p>
                  <ClientLink
                    href={`/iching/${found}`}
                    prefetch={false}
                    className="mt-3 inline-flex min-h-11 items-center rounded-full bg-ink px-5 text-sm font-medium text-paper hover:bg-ink/85"
                  >
                    {strings.open}
                  </ClientLink>
                </>
              ) : null}
            </div>
          }
        />
      </div>
    </Section>
  );
}
