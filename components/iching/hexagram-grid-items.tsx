'use client';

import Link from 'next/link';
import { HexagramFigure } from './hexagram-figure';

/** number, bottom-to-top pattern, short title */
export type GridItem = readonly [number, string, string];

export function HexagramGridItems({ items, base }: { items: readonly GridItem[]; base: string }) {
  return (
    <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {items.map(([number, pattern, displayName]) => (
        <li key={number}>
          <Link
            href={`${base}/${number}`}
            prefetch={false}
            className="flex h-full min-h-11 items-center gap-2.5 rounded-xl border border-line bg-white/70 px-3 py-2.5 hover:border-ink-soft/40 hover:bg-white"
          >
            {/* below 380 px the figure stands over the number, leaving the title room for its longest
                word (받아들이는): Korean breaks between words only (keep-all), never inside one */}
            <span className="flex shrink-0 items-center gap-2.5 max-[379px]:w-6 max-[379px]:flex-col max-[379px]:gap-1">
              <HexagramFigure pattern={pattern} small className="h-5 w-5 shrink-0 text-ink/80" />
              <span className="w-6 shrink-0 text-right text-sm font-semibold tabular-nums text-seal max-[379px]:text-center">{number}</span>
            </span>
            <span className="min-w-0 text-sm leading-snug wrap-break-word">{displayName}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
