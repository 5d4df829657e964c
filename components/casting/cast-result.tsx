import { lazy, Suspense, useId, type Ref } from 'react';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { buttonClass } from '@/components/ui/button';
import { formatLines } from '@/lib/iching/lines';
import type { HexagramTexts } from '@/lib/iching/reading-texts';
import type { Reading } from '@/lib/iching/reading';
import { reasonText } from './cast-reason';
import { CastHexagramCard } from './cast-hexagram-card';
import { CastRelated } from './cast-related';
import { CastShare } from './cast-share';
import { ReadingTexts } from './reading-texts';
import type { CastingHexagram, NameOf } from './types';
import { useReadingTexts } from './use-reading-texts';

// the offer carries the purchase conversation with the app: loaded after the result, not with the page
const CastOffer = lazy(() => import('./cast-offer').then((m) => ({ default: m.CastOffer })));

/** The result: primary → relating hexagram, the texts to read and why, related hexagrams, sharing, and the paid reading of one's own question. */
export function CastResult({
  reading,
  byNumber,
  question,
  headingRef,
  onCastAgain,
  initialTexts,
}: {
  reading: Reading;
  byNumber: ReadonlyMap<number, CastingHexagram>;
  question: string;
  headingRef: Ref<HTMLHeadingElement>;
  onCastAgain: () => void;
  /** the texts, when the server rendered the reading (a shared cast's own page) */
  initialTexts?: readonly HexagramTexts[];
}) {
  const t = useStrings('Casting');
  const locale = useClientLocale();
  const headingId = useId();
  const nameOf: NameOf = (n) => {
    const h = byNumber.get(n);
    return h ? t('hexName', { number: n, short: h.displayName, korean: h.koreanName }) : String(n);
  };
  const needed = [reading.primary.number, ...(reading.relating ? [reading.relating.number] : [])];
  const texts = useReadingTexts(locale, needed, initialTexts);
  const summaryOf = (n: number) => (texts.status === 'ready' ? texts.texts.get(n)?.summary : undefined);
  const lineList = reading.changing.map((n) => t('lineShort', { n })).join(', ');
  const card = (role: 'primary' | 'relating', n: number) => (
    <CastHexagramCard role={t(role)} hexagram={byNumber.get(n)} changing={reading.changing} moved={role === 'relating'} name={nameOf(n)} summary={summaryOf(n)} testId={`${role}-hexagram`} />
  );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-8" data-testid="cast-result">
      <header className="flex flex-col gap-2">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-serif text-2xl font-semibold outline-none md:text-3xl">
          {t('resultTitle')}
        </h2>
        {question.trim() ? (
          <p className="text-ink-soft">
            <span className="font-medium text-ink">{t('yourQuestion')}:</span> {question.trim()}
          </p>
        ) : null}
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <div className="flex flex-col gap-3 lg:sticky lg:top-6">
          <div className="grid items-stretch gap-3 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] lg:grid-cols-1">
            {card('primary', reading.primary.number)}
            {reading.relating ? (
              <>
                <span aria-hidden="true" className="self-center justify-self-center text-2xl text-seal max-md:rotate-90 lg:rotate-90">
                  →
                </span>
                {card('relating', reading.relating.number)}
              </>
            ) : (
              <p className="self-center rounded-2xl border border-dashed border-line p-4 text-sm text-ink-soft md:col-span-2 lg:col-span-1">{t('noChange')}</p>
            )}
          </div>
          {reading.changing.length > 0 ? (
            <p className="text-sm font-medium text-seal" data-testid="changing-lines">
              {t('changingLines', { count: reading.changing.length, list: lineList })}
            </p>
          ) : null}
        </div>

        <ReadingTexts reading={reading} state={texts} nameOf={nameOf} reason={reasonText(reading, nameOf, t)} />
      </div>

      <CastRelated reading={reading} byNumber={byNumber} nameOf={nameOf} />

      <CastShare lines={formatLines(reading.lines)} />

      <Suspense fallback={null}>
        <CastOffer />
      </Suspense>

      <div>
        <button
          type="button"
          onClick={onCastAgain}
          className={buttonClass({ className: 'shadow-sm' })}
        >
          {t('castAgain')}
        </button>
      </div>
    </section>
  );
}
