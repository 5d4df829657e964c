import { useId, useState } from 'react';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { shareCardFile, useCardImage } from '@/components/report/card-image';
import { CardActions, CardPreview } from '@/components/report/card-preview';
import { buttonClass } from '@/components/ui/button';
import { yearCardFileName, yearCardPath } from '@/lib/journal/card-link';
import { shareLinks, shareMessage, withLink } from '@/lib/reports/card-link';
import { hasStoreLinks, STORE_LINKS } from '@/lib/stores/links';
import { postToApp } from '@/lib/webview/bridge';
import { inAppWebView } from '@/lib/webview/in-app';

type Done = 'sentToApp' | 'shared' | 'saved' | 'downloadedInstead' | null;

/**
 * The year's keepsake card on /journal/{year}: a preview of GET /api/journal/year/{year}/card
 * (fetched with the bearer token in the app's web view, with the session cookie in a browser, and
 * shown from a blob), the opt-in "include a line from my notes" (unticked: the card carries no note
 * text), a Save link (the file itself) and Share. Inside the app both post the SHARE message and the
 * app's share sheet does the rest (docs/webview-bridge.md 4b); in a browser Share uses the Web Share
 * API with the file where it can, else downloads it.
 */
export function YearKeepsake({ year, token }: { year: number; token: string | null }) {
  const t = useStrings('JournalCard');
  const locale = useClientLocale();
  const checkboxId = useId();
  const hintId = useId();
  const [notes, setNotes] = useState(false);
  const [done, setDone] = useState<Done>(null);
  const path = yearCardPath(year, { locale, notes });
  const { card, retry } = useCardImage(path, token);
  const fileName = yearCardFileName(year);

  const text = () => withLink(t('shareText', { year, brand: locale === 'ko' ? '결' : 'Gyeol' }), shareLinks(window.location.origin, locale, hasStoreLinks(STORE_LINKS)));
  const toApp = (intent: 'share' | 'save') => postToApp(shareMessage({ intent, origin: window.location.origin, path, fileName, text: text() }));

  const share = async () => {
    if (card.status !== 'ready') return;
    if (inAppWebView() && toApp('share')) return setDone('sentToApp');
    const outcome = await shareCardFile({ blob: card.blob, src: card.src, fileName, text: text() });
    if (outcome) setDone(outcome);
  };

  return (
    <section className="flex flex-col gap-3" data-testid="year-keepsake" aria-labelledby={`${checkboxId}-title`}>
      <h2 id={`${checkboxId}-title`} className="font-serif text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm leading-relaxed text-ink-soft">{t('lead')}</p>
      <div className="rounded-2xl border border-line bg-white/75 p-4 shadow-sm">
        <CardPreview card={card} alt={t('previewAlt', { year })} loading={t('loading')} failed={t('failed')} retry={t('retry')} onRetry={retry} path={path} />
        <label htmlFor={checkboxId} className="mt-4 flex min-h-11 items-center gap-3 text-sm">
          <input
            id={checkboxId}
            type="checkbox"
            checked={notes}
            aria-describedby={hintId}
            onChange={(event) => {
              setNotes(event.target.checked);
              setDone(null);
            }}
            className="size-5 shrink-0 accent-yin"
          />
          {t('includeNote')}
        </label>
        <p id={hintId} className="pl-8 text-xs leading-relaxed text-ink-soft">
          {t('includeNoteHint')}
        </p>
        <CardActions
          ready={card.status === 'ready'}
          save={
            card.status === 'ready' ? (
              <a
                href={card.src}
                download={fileName}
                className={buttonClass({ variant: 'secondary', size: 'md' })}
                onClick={(event) => {
                  // in the app a blob link saves nothing: the app's own save does
                  if (inAppWebView() && toApp('save')) {
                    event.preventDefault();
                    setDone('sentToApp');
                  } else setDone('saved');
                }}
              >
                {t('save')}
              </a>
            ) : null
          }
          share={t('share')}
          onShare={() => void share()}
          done={done ? t(done) : null}
        />
      </div>
    </section>
  );
}
