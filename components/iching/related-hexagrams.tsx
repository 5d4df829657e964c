import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/ui/section';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/i18n/routing';
import { relatedHexagrams } from '@/lib/iching/related';
import type { Hexagram } from '@/lib/iching/types';
import { HexagramFigure } from './hexagram-figure';

/** Links to the hexagram turned upside down (綜卦), with every line changed (錯卦), and within (互卦). */
export async function RelatedHexagrams({ hexagram, locale }: { hexagram: Hexagram; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Hexagram' });
  return (
    <Section id="related-heading" title={t('relatedHeading')} className="mt-12" headingClassName="font-serif text-2xl font-semibold">
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {relatedHexagrams(hexagram).map(({ relation, hexagram: other, isSelf }) => {
          const body = (
            <>
              <HexagramFigure pattern={other.pattern} className="h-8 w-9 shrink-0 text-ink" />
              <span className="min-w-0">
                <span className="block text-xs text-ink-soft">{t(`relation_${relation}`)}</span>
                <span className="font-medium">
                  {other.number}. {other.name[locale]}
                </span>
                {isSelf ? <span className="block text-xs text-ink-soft">{t('relationSelf')}</span> : null}
              </span>
            </>
          );
          return (
            <li key={relation}>
              {isSelf ? (
                <div className="flex h-full items-center gap-3 rounded-xl border border-dashed border-line px-4 py-3">{body}</div>
              ) : (
                <Link
                  href={`/iching/${other.number}`}
                  className="flex h-full items-center gap-3 rounded-xl border border-line bg-white/70 px-4 py-3 hover:border-ink-soft/40 hover:bg-white"
                >
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
