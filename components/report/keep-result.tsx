import { useId, useState } from 'react';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { buttonClass } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import type { ReportProduct } from '@/lib/purchases/products';
import { browserTimeZone, cardFileName, cardPath, castLinesOf, shareLinks, shareMessage, withLink } from '@/lib/reports/card-link';
import { hasStoreLinks, STORE_LINKS } from '@/lib/stores/links';
import { postToApp } from '@/lib/webview/bridge';
import { inAppWebView } from '@/lib/webview/in-app';
import { downloadCard, shareCardFile, useCardImage } from './card-image';
import { CardActions, CardPreview } from './card-preview';

type Done = 'sentToApp' | 'shared' | 'saved' | 'downloadedInstead' | null;

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
  const [done, setDone] = useState<Done>(null);
  const path = reportId && token ? cardPath(reportId, { locale, question, timeZone: browserTimeZone() }) : null;
  const { card, retry } = useCardImage(path, token);

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
    downloadCard(card.src, fileName);
    setDone('saved');
  };

  const share = async () => {
    if (card.status !== 'ready') return;
    if (inAppWebView() && toApp('share')) return setDone('sentToApp');
    const outcome = await shareCardFile({ blob: card.blob, src: card.src, fileName, text });
    if (outcome) setDone(outcome);
  };

  return (
    <Section id="keep-result" title={t('title')} level="h3" className="mx-auto mt-10 w-full max-w-xl rounded-2xl border border-line bg-white/70 p-5" headingClassName="font-serif text-xl font-semibold">
      <p className="mt-1 text-sm leading-relaxed text-ink-soft">
        {t('lead')}
        {hasQuestion ? <> {t('private')}</> : null}
      </p>
      <CardPreview card={card} alt={t('previewAlt', { kind: kindName })} loading={t('loading')} failed={t('failed')} retry={t('retry')} onRetry={retry} className="mt-4" />
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
      <CardActions
        ready={card.status === 'ready'}
        save={
          <button type="button" className={buttonClass({ variant: 'secondary', size: 'md' })} onClick={save}>
            {t('save')}
          </button>
        }
        share={t('share')}
        onShare={() => void share()}
        done={done ? t(done) : null}
      />
    </Section>
  );
}
