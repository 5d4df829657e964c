import { useEffect, useId, useState } from 'react';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { buttonClass } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import type { ReportProduct } from '@/lib/purchases/products';
import { browserTimeZone, cardFileName, cardPath, castLinesOf, shareLinks, shareMessage, withLink } from '@/lib/reports/card-link';
import { hasStoreLinks, STORE_LINKS } from '@/lib/stores/links';
import { postToApp } from '@/lib/webview/bridge';
import { inAppWebView } from '@/lib/webview/in-app';

type Card = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; blob: Blob; src: string };
type Done = 'sentToApp' | 'shared' | 'saved' | 'downloadedInstead' | null;

/** Saves a blob as a file through a temporary download link. */
function download(src: string, fileName: string) {
  const link = document.createElement('a');
  link.href = src;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * "Keep this result": the stored report's card (GET /api/reports/{id}/card, fetched with the
 * token, shown from a blob), Save and Share, and, where the result has one, the opt-in that puts the
 * question on the card. Inside the app's web view both buttons post a SHARE message and the app's
 * share sheet does the rest (docs/webview-bridge.md 4b); in a browser Share uses the Web Share API
 * with the file where it can, else downloads it, and Save downloads it. Nothing when the result was
 * not stored (no report id) or there is no token.
 */
export function KeepResult({
  reportId,
  token,
  kind,
  createdAt,
  hasQuestion = false,
  cast,
}: {
  reportId: string | null | undefined;
  token: string | null;
  kind: ReportProduct;
  createdAt: string | null | undefined;
  /** the result answers a question the person wrote (Current Insight): offer to put it on the card */
  hasQuestion?: boolean;
  /** the reading's cast: its hexagram's pattern and changing lines; the shared text leads to its page (/iching/cast/{lines}), else to today's hexagram */
  cast?: { pattern: string; changing: readonly number[] };
}) {
  const t = useStrings('KeepResult');
  const products = useStrings('Products');
  const locale = useClientLocale();
  const checkboxId = useId();
  const [question, setQuestion] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<Done>(null);
  const path = reportId ? cardPath(reportId, { locale, question, timeZone: browserTimeZone() }) : null;
  // the card fetched for one path and attempt; another one is loading until it arrives
  const key = `${path}#${attempt}`;
  const [fetched, setFetched] = useState<{ key: string; card: Card } | null>(null);
  const card: Card = fetched?.key === key ? fetched.card : { status: 'loading' };

  useEffect(() => {
    if (!path || !token) return;
    let src: string | null = null;
    let cancelled = false;
    fetch(path, { headers: { Authorization: `Bearer ${token}` }, cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok || response.headers.get('content-type') !== 'image/png') throw new Error(`card ${response.status}`);
        const blob = await response.blob();
        if (cancelled) return;
        src = URL.createObjectURL(blob);
        setFetched({ key, card: { status: 'ready', blob, src } });
      })
      // an image, not a JSON call (so not callApi): any failure is the card's 'failed' state with its own text
      .catch(() => {
        if (!cancelled) setFetched({ key, card: { status: 'failed' } });
      });
    return () => {
      cancelled = true;
      if (src) URL.revokeObjectURL(src);
    };
  }, [path, token, key]);

  if (!reportId || !token || !path) return null;
  const kindName = products(kind);
  const fileName = cardFileName(kind, createdAt ?? null);
  // the text is only sent on a tap, in the browser; the server render never reaches here without a token
  const links = shareLinks(typeof window === 'undefined' ? 'https://localhost' : window.location.origin, locale, hasStoreLinks(STORE_LINKS), cast ? castLinesOf(cast.pattern, cast.changing) : null);
  const link = links[0];
  const text = withLink(t('shareText', { kind: kindName, brand: locale === 'ko' ? '결' : 'Gyeol' }), links);

  const toApp = (intent: 'share' | 'save') => postToApp(shareMessage({ intent, origin: window.location.origin, path, fileName, text, link }));

  const save = () => {
    if (card.status !== 'ready') return;
    if (inAppWebView() && toApp('save')) return setDone('sentToApp');
    download(card.src, fileName);
    setDone('saved');
  };

  const share = async () => {
    if (card.status !== 'ready') return;
    if (inAppWebView() && toApp('share')) return setDone('sentToApp');
    const file = new File([card.blob], fileName, { type: 'image/png' });
    if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
      try {
        await navigator.share({ files: [file], text });
        setDone('shared');
      } catch (error) {
        // the person closed the share sheet: nothing to say
        if ((error as { name?: string }).name !== 'AbortError') {
          download(card.src, fileName);
          setDone('downloadedInstead');
        }
      }
      return;
    }
    download(card.src, fileName);
    setDone('downloadedInstead');
  };

  return (
    <Section id="keep-result" title={t('title')} level="h3" className="mx-auto mt-10 w-full max-w-xl rounded-2xl border border-line bg-white/70 p-5" headingClassName="font-serif text-xl font-semibold">
      <p className="mt-1 text-sm leading-relaxed text-ink-soft">
        {t('lead')}
        {hasQuestion ? <> {t('private')}</> : null}
      </p>
      <div className="mx-auto mt-4 aspect-[4/5] w-full max-w-64 overflow-hidden rounded-xl border border-line bg-paper">
        {card.status === 'ready' ? (
          // eslint-disable-next-line @next/next/no-img-element -- a blob of the user's own card: nothing to optimise
          <img src={card.src} alt={t('previewAlt', { kind: kindName })} width={1080} height={1350} className="h-full w-full object-cover" data-card-preview="" />
        ) : (
          <p role={card.status === 'failed' ? 'alert' : 'status'} className="flex h-full items-center justify-center p-4 text-center text-sm text-ink-soft">
            {card.status === 'failed' ? t('failed') : t('loading')}
          </p>
        )}
      </div>
      {card.status === 'failed' ? (
        <div className="mt-3 flex justify-center">
          <button type="button" className={buttonClass({ variant: 'secondary', size: 'md' })} onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </div>
      ) : null}
      {hasQuestion ? (
        <label htmlFor={checkboxId} className="mt-4 flex min-h-11 items-center gap-3 text-sm">
          <input
            id={checkboxId}
            type="checkbox"
            checked={question}
            onChange={(event) => {
              setQuestion(event.target.checked);
              setDone(null);
            }}
            className="size-5 accent-yin"
          />
          {t('showQuestion')}
        </label>
      ) : null}
      {/* the buttons come with the card (never a disabled pair fading in): the same height before */}
      <div className="mt-4 grid min-h-11 grid-cols-2 gap-3">
        {card.status === 'ready' ? (
          <>
            <button type="button" className={buttonClass({ variant: 'secondary', size: 'md' })} onClick={save}>
              {t('save')}
            </button>
            <button type="button" className={buttonClass({ size: 'md' })} onClick={() => void share()}>
              {t('share')}
            </button>
          </>
        ) : null}
      </div>
      <p role="status" className={done ? 'mt-3 text-center text-sm text-ink-soft' : 'sr-only'}>
        {done ? t(done) : ''}
      </p>
    </Section>
  );
}
