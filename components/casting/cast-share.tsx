import { useId, useState, useSyncExternalStore } from 'react';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { buttonClass } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { CASTING_STATUS_CLEAR_MS } from '@/lib/iching/constants';
import { localizedPath } from '@/lib/i18n/paths';
import { useTimers } from './timers';

const noSubscription = () => () => {};
const readOrigin = () => window.location.origin;

/**
 * Share this cast: the link is the cast's own page (/iching/cast/{lines}), whose preview card shows
 * this reading; the question never goes into it. The Web Share API where the browser has it (phones),
 * else the link is copied. The preview is the card itself, an <img> (no script).
 */
export function CastShare({ lines }: { lines: string }) {
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
    <Section id={id} title={t('shareHeading')} level="h3" className="flex flex-col gap-3 rounded-2xl border border-line bg-paper-deep/60 p-4" headingClassName="font-serif text-lg font-semibold" testId="share-cast">
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
    </Section>
  );
}
