import type { Locale } from '@/i18n/routing';
import type { Hexagram } from '@/lib/iching/types';

/**
 * The hexagram's classical name under its display name: the Korean reading and its hanja on Korean
 * pages, the hanja and its romanization on English ones. Children follow the name (e.g. the symbol
 * kept in the text for copying).
 */
export function ClassicalName({ hexagram: h, locale, children }: { hexagram: Hexagram; locale: Locale; children?: React.ReactNode }) {
  return (
    <p className="mt-5 font-serif text-xl">
      {locale === 'ko' ? (
        <>
          <span lang="ko">{h.koreanName}</span> <span lang="zh-Hant">{h.koreanNameHanja}</span>
        </>
      ) : (
        <>
          <span lang="zh-Hant">{h.koreanNameHanja}</span> ({h.koreanNameRomanized})
        </>
      )}
      {children}
    </p>
  );
}
