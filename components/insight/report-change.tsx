import { createContext, use, useId } from 'react';
import { ClientLink } from '@/components/i18n/client-link';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { TextsPending } from '@/components/casting/texts-pending';
import { useReadingTexts } from '@/components/casting/use-reading-texts';
import { HexagramFigure } from '@/components/iching/hexagram-figure';
import { LineWords } from '@/components/iching/line-words';
import type { LinePosition } from '@/lib/iching/lines';
import { findHexagramName } from '@/lib/iching/names';
import { relatingHexagram } from '@/lib/insight/changing';

/** The 64 patterns (bottom to top), given by the report page: the relating hexagram is found among them. */
export const HexagramPatterns = createContext<readonly string[]>([]);

/**
 * What changes in a paid report's reading, as the casting screen shows it: each changing
 * line's classical text with our rendering and meaning (LineWords, the texts fetched like the casting
 * screen's), then the relating hexagram with its figure and a link to its page. Nothing at all for a
 * reading without changing lines (an old report, or a cast where no line moved).
 */
export function ReportChange(props: { id: number; pattern: string | undefined; changing: readonly LinePosition[] }) {
  return props.changing.length ? <ChangeBody {...props} /> : null;
}

function ChangeBody({ id, pattern, changing }: { id: number; pattern: string | undefined; changing: readonly LinePosition[] }) {
  const t = useStrings('ReportChange');
  const locale = useClientLocale();
  const headingId = useId();
  const patterns = use(HexagramPatterns);
  const relating = relatingHexagram(pattern, changing, patterns);
  const texts = useReadingTexts(locale, [id]);
  const own = texts.status === 'ready' ? texts.texts.get(id) : undefined;
  const list = changing.map((n) => t('lineTitle', { n })).join(', ');
  const relatingName = relating ? (findHexagramName(relating.number, locale) ?? String(relating.number)) : '';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 border-t border-line pt-5" data-testid="report-change">
      <h3 id={headingId} className="font-serif text-lg font-semibold">
        {t('heading')}
      </h3>
      <p className="text-sm leading-relaxed text-ink-soft">{t('lead', { list, count: changing.length })}</p>
      {texts.status !== 'ready' ? (
        <TextsPending state={texts} labels={{ loading: t('loading'), loadError: t('loadError'), retry: t('retry') }} />
      ) : (
        <ol className="flex flex-col gap-4">
          {changing.map((position) => {
            const line = own?.lines[position - 1];
            const yang = pattern?.[position - 1] === '1';
            return line ? (
              <li key={position} className="rounded-2xl border border-seal/30 bg-white/70 p-4" data-testid="changing-line">
                <p className="flex flex-wrap items-center gap-x-2 text-sm">
                  <span className="font-semibold text-ink">{t('lineTitle', { n: position })}</span>
                  <span lang="zh-Hant" className="font-serif font-semibold text-ink">
                    {line.label}
                  </span>
                  <span className="font-medium text-seal">{t(yang ? 'old9' : 'old6')}</span>
                  {line.stage ? <span className="text-ink-soft">[{line.stage}]</span> : null}
                </p>
                <LineWords classical={line.classical} rendering={line.text} meaning={line.meaning} practicalLabel={t('practical')} />
              </li>
            ) : null;
          })}
        </ol>
      )}
      {relating ? (
        <div className="flex flex-col gap-3 rounded-2xl bg-paper p-4" data-testid="relating-hexagram">
          <h4 className="font-serif text-base font-semibold">{t('relatingHeading')}</h4>
          <div className="flex items-center gap-4">
            <HexagramFigure
              pattern={relating.pattern}
              changing={changing}
              moved
              label={t('relatingFigure', { number: relating.number, name: relatingName })}
              className="h-14 w-16 shrink-0 text-ink"
            />
            <div className="flex min-w-0 flex-col gap-1">
              <p className="font-serif text-lg font-semibold">{t('relatingName', { number: relating.number, name: relatingName })}</p>
              <p className="text-sm leading-relaxed text-ink-soft">{t('relatingLead')}</p>
            </div>
          </div>
          <ClientLink
            href={`/iching/${relating.number}`}
            className="inline-flex min-h-11 items-center self-start rounded-full border border-line bg-white/70 px-4 py-2 text-sm text-ink hover:bg-white"
          >
            {t('readRelating', { number: relating.number })}
          </ClientLink>
        </div>
      ) : null}
    </section>
  );
}
