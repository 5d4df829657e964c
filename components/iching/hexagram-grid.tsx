import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { hexagrams } from '@/lib/iching/library';
import { HexagramFigure } from './hexagram-figure';

/** 'By Number': the 64 hexagrams as a grid of number + short title, each a link to its reading. */
export function HexagramGrid({ locale }: { locale: Locale }) {
  return (
    <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {hexagrams.map((h) => (
        <li key={h.number}>
          <Link
            href={`/iching/${h.number}`}
            prefetch={false}
            className="flex h-full items-center gap-2.5 rounded-xl border border-line bg-white/70 px-3 py-2.5 hover:border-ink-soft/40 hover:bg-white"
          >
            <HexagramFigure pattern={h.pattern} className="h-5 w-5 shrink-0 text-ink/80" />
            <span className="w-6 shrink-0 text-right text-sm font-semibold tabular-nums text-seal">{h.number}</span>
            <span className="min-w-0 text-sm leading-snug wrap-break-word">{h.text[locale].shortTitle}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
