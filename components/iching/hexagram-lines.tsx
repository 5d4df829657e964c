import { LineWords } from './line-words';
import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/ui/section';
import type { Locale } from '@/i18n/routing';
import type { Hexagram } from '@/lib/iching/types';
import { HexagramFigure } from './hexagram-figure';

/**
 * The six lines, from line 1 (初, the bottom) upward: the order in which the classical text tells
 * the situation's growth and the order the builder uses. A small figure marks each line's place.
 */
export async function HexagramLines({ hexagram: h, locale }: { hexagram: Hexagram; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Hexagram' });
  const text = h.text[locale];
  return (
    <Section id="lines-heading" title={t('linesHeading')} className="mt-12" headingClassName="font-serif text-2xl font-semibold">
      <p className="mt-1 text-sm text-ink-soft">{t('linesLead')}</p>
      <ol className="mt-5 space-y-4">
        {h.lines.map((line, index) => {
          const wording = text.lines[index];
          if (!wording) return null;
          return (
            <li key={line.position} className="rounded-2xl border border-line bg-white/70 p-5 md:p-6">
              <article aria-labelledby={`line-${line.position}`}>
                <div className="flex items-start gap-4">
                  <HexagramFigure pattern={h.pattern} changing={[line.position]} className="mt-1 h-9 w-10 shrink-0 text-ink/20" />
                  <div className="min-w-0 flex-1">
                    <h3 id={`line-${line.position}`} className="font-serif text-lg font-semibold">
                      {t('line', { number: line.position })}
                      {wording.stage ? <span className="font-normal text-ink-soft"> ({wording.stage})</span> : null}
                    </h3>
                    <p lang="zh-Hant" className="mt-0.5 text-sm text-seal">
                      {line.label}
                    </p>
                  </div>
                </div>
                <LineWords classical={line.text} rendering={wording.text} meaning={wording.meaning} practicalLabel={t('practical')} />
              </article>
            </li>
          );
        })}
      </ol>
      {h.useLine && text.useLine ? (
        <article aria-labelledby="use-line" className="mt-4 rounded-2xl border border-yang/40 bg-yang-soft/40 p-5 md:p-6">
          <h3 id="use-line" className="font-serif text-lg font-semibold">
            {t('useLineHeading', { label: h.useLine.label })}
          </h3>
          <blockquote className="mt-4 space-y-1.5">
            <p lang="zh-Hant" className="font-serif text-xl leading-relaxed">
              “{h.useLine.text}”
            </p>
            <p className="leading-relaxed">“{text.useLine.text}”</p>
          </blockquote>
          <p className="mt-4 leading-relaxed text-ink-soft">
            <strong className="font-semibold text-ink">{t('practical')}</strong> {text.useLine.meaning}
          </p>
        </article>
      ) : null}
    </Section>
  );
}
