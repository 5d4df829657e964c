import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { hexagrams } from '@/lib/iching/library';

/**
 * The titled list of the reference screen: "number. title", one hexagram a row, rows separated by
 * dividers. The same list fills the page and the side drawer.
 */
export function HexagramList({ locale, compact = false }: { locale: Locale; compact?: boolean }) {
  return (
    <ol className="divide-y divide-line">
      {hexagrams.map((h) => (
        <li key={h.number}>
          <Link
            href={`/iching/${h.number}`}
            prefetch={false}
            className={`flex items-baseline gap-3 hover:bg-white/80 focus-visible:bg-white ${compact ? 'px-4 py-2.5' : 'px-4 py-3'}`}
          >
            <span className="min-w-0 flex-1 font-medium">
              {h.number}. {h.text[locale].title}
            </span>
            <span className="shrink-0 text-sm text-ink-soft">
              {/* Hangul only on Korean pages; English pages give the romanized Korean name */}
              {locale === 'ko' ? (
                <>
                  {h.koreanName} <span lang="zh-Hant">{h.chineseName}</span>
                </>
              ) : (
                <>
                  <span lang="zh-Hant">{h.chineseName}</span> ({h.koreanNameRomanized})
                </>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
