'use client';

import Link from 'next/link';

/** number, title, Korean name (Hangul on Korean pages, romanized on English ones), Chinese name */
export type ListItem = readonly [number, string, string, string];

export function HexagramListItems({ items, base, compact, romanized = false }: { items: readonly ListItem[]; base: string; compact: boolean; romanized?: boolean }) {
  return (
    <ol className="divide-y divide-line">
      {items.map(([number, title, koreanName, chineseName]) => (
        <li key={number}>
          <Link
            href={`${base}/${number}`}
            prefetch={false}
            className={`flex items-baseline gap-3 hover:bg-white/80 focus-visible:bg-white ${compact ? 'px-4 py-2.5' : 'px-4 py-3'}`}
          >
            <span className="min-w-0 flex-1 font-medium">
              {number}. {title}
            </span>
            <span className="shrink-0 text-sm text-ink-soft">
              {romanized ? (
                <>
                  <span lang="zh-Hant">{chineseName}</span> ({koreanName})
                </>
              ) : (
                <>
                  {koreanName} <span lang="zh-Hant">{chineseName}</span>
                </>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
