import { useId, useState, useSyncExternalStore, type Ref } from 'react';
import { useClientLocale, useStrings } from '@/components/i18n/client-strings';
import { ClientLink } from '@/components/i18n/client-link';
import { HexagramFigure } from '@/components/iching/hexagram-figure';
import { CASTING_STATUS_CLEAR_MS } from '@/lib/constants';
import { localizedPath } from '@/lib/i18n/paths';
import { formatLines, LINE_POSITIONS, type LinePosition } from '@/lib/iching/lines';
import type { HexagramTexts } from '@/lib/iching/reading-texts';
import type { Reading } from '@/lib/iching/reading';
import { ReadingTexts } from './reading-texts';
import { useTimers } from './timers';
import type { CastingHexagram } from './types';
import { useReadingTexts } from './use-reading-texts';
import { buttonClass } from '@/components/ui/button';

export type NameOf = (number: number) => string;

/** The result: primary → relating hexagram, the texts to read and why, related hexagrams, sharing. */
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
    return h ? t('hexName', { number: n, short: h.shortTitle, korean: h.koreanName }) : String(n);
  };
  const needed = [reading.primary.number, ...(reading.relating ? [reading.relating.number] : [])];
  const texts = useReadingTexts(locale, needed, initialTexts);
  const summaryOf = (n: number) => (texts.status === 'ready' ? texts.texts.get(n)?.summary : undefined);
  const lineList = reading.changing.map((n) => t('lineShort', { n })).join(', ');

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
            <HexagramCard
              role={t('primary')}
              hexagram={byNumber.get(reading.primary.number)}
              changing={reading.changing}
              name={nameOf(reading.primary.number)}
              summary={summaryOf(reading.primary.number)}
              testId="primary-hexagram"
            />
            {reading.relating ? (
              <>
                <span aria-hidden="true" className="self-center justify-self-center text-2xl text-seal max-md:rotate-90 lg:rotate-90">
                  →
                </span>
                <HexagramCard
                  role={t('relating')}
                  hexagram={byNumber.get(reading.relating.number)}
                  changing={reading.changing}
                  name={nameOf(reading.relating.number)}
                  summary={summaryOf(reading.relating.number)}
                  testId="relating-hexagram"
                />
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

      <Related reading={reading} byNumber={byNumber} nameOf={nameOf} />

      <Share lines={formatLines(reading.lines)} />

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

type Translate = ReturnType<typeof useStrings<'Casting'>>;

function reasonText(reading: Reading, nameOf: NameOf, t: Translate): string {
  const primary = nameOf(reading.primary.number);
  const relating = reading.relating ? nameOf(reading.relating.number) : primary;
  const changing = reading.changing;
  const steady = LINE_POSITIONS.filter((p) => !changing.includes(p));
  switch (reading.guidance.rule) {
    case 'none':
      return t('reason.none', { primary });
    case 'one':
      return t('reason.one', { primary, a: changing[0]! });
    case 'two':
      return t('reason.two', { primary, a: changing[0]!, b: changing[1]! });
    case 'three':
      return t('reason.three', { primary, relating });
    case 'four':
      return t('reason.four', { relating, a: steady[0]!, b: steady[1]! });
    case 'five':
      return t('reason.five', { relating, a: steady[0]! });
    case 'six':
      return t('reason.six', { relating });
    case 'useNine':
      return t('reason.useNine');
    case 'useSix':
      return t('reason.useSix');
  }
}

function HexagramCard({
  role,
  hexagram,
  changing,
  name,
  summary,
  testId,
}: {
  role: string;
  hexagram: CastingHexagram | undefined;
  changing: readonly LinePosition[];
  name: string;
  summary: string | undefined;
  testId: string;
}) {
  const t = useStrings('Casting');
  const locale = useClientLocale();
  if (!hexagram) return null;
  return (
    <div className="flex gap-4 rounded-2xl border border-line bg-white/75 p-4 shadow-sm" data-testid={testId}>
      <HexagramFigure pattern={hexagram.pattern} changing={changing} className="h-20 w-20 shrink-0 text-ink" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-xs font-medium tracking-wide text-ink-soft">{role}</p>
        <p className="font-serif text-lg leading-snug font-semibold">
          <span className="tabular-nums">{hexagram.number}</span>{' '}
          <span lang="zh-Hant">{hexagram.chineseName}</span> {hexagram.shortTitle}
        </p>
        <p className="text-xs text-ink-soft">{locale === 'ko' ? hexagram.koreanName : hexagram.pinyin}</p>
        {summary ? <p className="text-sm leading-relaxed text-ink-soft">{summary}</p> : null}
        <ClientLink href={`/iching/${hexagram.number}`} className="inline-flex min-h-11 items-center self-start text-sm font-medium text-yin underline-offset-4 hover:underline">
          {t('readFull', { name })}
        </ClientLink>
      </div>
    </div>
  );
}

function Related({ reading, byNumber, nameOf }: { reading: Reading; byNumber: ReadonlyMap<number, CastingHexagram>; nameOf: NameOf }) {
  const t = useStrings('Casting');
  const id = useId();
  const items = [
    { key: 'nuclear', ref: reading.nuclear, label: t('nuclear'), hint: t('nuclearHint') },
    { key: 'inverse', ref: reading.inverse, label: t('inverse'), hint: t('inverseHint') },
    { key: 'opposite', ref: reading.opposite, label: t('opposite'), hint: t('oppositeHint') },
  ];
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="font-serif text-xl font-semibold">
        {t('relatedHeading')}
      </h3>
      <ul className="grid gap-3 md:grid-cols-3">
        {items.map((item) => {
          const h = byNumber.get(item.ref.number);
          return (
            <li key={item.key}>
              <ClientLink
                href={`/iching/${item.ref.number}`}
                className="flex h-full items-center gap-3 rounded-2xl border border-line bg-white/60 p-3 hover:bg-white"
                data-testid={`related-${item.key}`}
              >
                <HexagramFigure pattern={item.ref.pattern} className="h-10 w-11 shrink-0 text-ink-soft" />
                <span className="flex min-w-0 flex-col">
                  <span className="text-xs font-medium text-ink-soft">{item.label}</span>
                  <span className="font-medium">
                    {item.ref.number} <span lang="zh-Hant">{h?.chineseName}</span> {nameOf(item.ref.number)}
                  </span>
                  <span className="text-xs text-ink-soft">{item.hint}</span>
                </span>
              </ClientLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const noSubscription = () => () => {};
const readOrigin = () => window.location.origin;

/**
 * Share this cast: the link is the cast's own page (/iching/cast/{lines}), whose preview card shows
 * this reading; the question never goes into it. The Web Share API where the browser has it (phones),
 * else the link is copied. The preview is the card itself, an <img> (no script).
 */
function Share({ lines }: { lines: string }) {
  const t = useStrings('Casting');
  const locale = useClientLocale();
  const id = useId();
  const timers = useTimers();
  const [status, setStatus] = useState<'copied' | 'failed' | null>(null);
  const origin = useSyncExternalStore(noSubscription, readOrigin, () => '');
  const path = localizedPath(locale, `/iching/cast/${lines}`);
  const url = origin ? `${origin}${path}` : '';

  function show(next: 'copied' | 'failed' | null) {
    timers.clear();
    setStatus(next);
    if (next) timers.after(CASTING_STATUS_CLEAR_MS, () => setStatus(null));
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      show('copied');
    } catch {
      show('failed');
    }
  }

  async function share() {
    if (typeof navigator.share !== 'function') return copy();
    try {
      await navigator.share({ title: t('shareTitle'), url });
      show(null);
    } catch (error) {
      // the reader closed the share sheet: nothing to say; any other failure: copy instead
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  }

  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-2xl border border-line bg-paper-deep/60 p-4" data-testid="share-cast">
      <h3 id={id} className="font-serif text-lg font-semibold">
        {t('shareHeading')}
      </h3>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {/* eslint-disable-next-line @next/next/no-img-element -- the card is a plain PNG: no image component script on this page */}
        <img
          src={`${path}/opengraph-image`}
          alt={t('previewAlt')}
          width={1200}
          height={630}
          loading="lazy"
          decoding="async"
          className="h-auto w-full max-w-64 shrink-0 rounded-xl border border-line bg-white"
          data-testid="share-preview"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p className="text-sm text-ink-soft">{t('shareHint')}</p>
          <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-ink-soft">
            {t('shareLink')}
            <input
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-11 w-full rounded-xl border border-line bg-white px-3 text-sm text-ink"
              data-testid="share-url"
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={share}
              disabled={!url}
              className={buttonClass({ size: 'md' })}
              data-testid="share-button"
            >
              {t('share')}
            </button>
            <button
              type="button"
              onClick={copy}
              disabled={!url}
              className={buttonClass({ variant: 'secondary', size: 'md' })}
            >
              {t('copy')}
            </button>
          </div>
        </div>
      </div>
      <p aria-live="polite" className="min-h-5 text-sm">
        {status === 'copied' ? t('copied') : status === 'failed' ? t('copyFailed') : ''}
      </p>
    </section>
  );
}
