import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import { buttonClass } from '@/components/ui/button';
import type { Helpline } from '@/content/safety/helplines';
import { useHelplines } from './use-helplines';
import { openOutside } from '@/lib/webview/bridge';

/**
 * What a person sees instead of a reading when what they wrote speaks of ending their life or of
 * self-harm (shared/DESIGN.md "Care before content"): a calm word that what they wrote
 * matters, that talking to someone helps now, and the helplines of the page's language, each a
 * large tappable link. In the app's web view a tap goes through the bridge (OPEN_URL), since a
 * web view may not dial a tel: link itself (docs/webview-bridge.md). The way back to the text stays.
 */
export function CareScreen({
  onBack,
  variant = 'page',
}: {
  /** back to the text the person wrote (kept as it was) */
  onBack: () => void;
  /**
   * 'page': instead of a report (the purchase is still unused); 'dialog': inside the notify modal;
   * 'note': above a journal note, which is kept (the person's own record), closed with Close
   */
  variant?: 'page' | 'dialog' | 'note';
}) {
  const t = useStrings('CareScreen');
  const lines = useHelplines();
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  // the screen replaces what had focus (the Generate button, the form): its heading takes it; above
  // a note it appears while the person may still be typing, so the focus stays in their text
  useEffect(() => {
    if (variant !== 'note') heading.current?.focus();
  }, [variant]);

  const inDialog = variant === 'dialog';
  const onNote = variant === 'note';
  return (
    <section
      aria-labelledby={titleId}
      data-care-screen
      className={inDialog ? 'flex flex-col gap-4' : 'flex flex-col gap-5 rounded-2xl border border-line bg-paper-deep/60 p-5 shadow-sm sm:p-7'}
    >
      {inDialog ? (
        <p role="status" className="rounded-xl border border-yin/30 bg-yin-soft px-4 py-3 text-sm font-medium">
          {t('notifyThanks')}
        </p>
      ) : (
        <CareMark />
      )}
      <h2 id={titleId} ref={heading} tabIndex={-1} className={`font-serif font-semibold outline-none ${inDialog ? 'text-lg' : 'text-2xl leading-snug'}`}>
        {t('title')}
      </h2>
      <div className="flex flex-col gap-3 leading-relaxed">
        <p>{t('lead')}</p>
        {inDialog || onNote ? null : <p>{t('why')}</p>}
        <p>{t('talk')}</p>
      </div>
      <div>
        <h3 className="mb-3 text-sm font-semibold tracking-wide text-ink-soft">{t('numbersTitle')}</h3>
        <ul className="flex flex-col gap-3">
          {lines.map((line) => (
            <li key={line.id}>
              <HelplineLink line={line} newTab={t('newTab')} />
            </li>
          ))}
        </ul>
      </div>
      {inDialog ? null : <p className="text-sm leading-relaxed text-ink-soft">{onNote ? t('keptNote') : t('unused')}</p>}
      <button type="button" onClick={onBack} className={buttonClass({ variant: 'secondary', size: 'md', className: 'self-start' })}>
        {inDialog || onNote ? t('close') : t('back')}
      </button>
    </section>
  );
}

export function HelplineLink({ line, newTab }: { line: Helpline; newTab: string }) {
  const isPhone = line.href.startsWith('tel:');
  function open(event: MouseEvent<HTMLAnchorElement>) {
    // inside the app the app opens it; in a browser the link does what links do
    if (openOutside(line.href)) event.preventDefault();
  }
  return (
    <a
      href={line.href}
      onClick={open}
      data-helpline={line.id}
      {...(isPhone ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
      className="flex min-h-16 flex-col gap-0.5 rounded-xl border border-yin/25 bg-white px-4 py-3 no-underline shadow-sm transition-colors hover:border-yin hover:bg-yin-soft/40"
    >
      <span className="flex items-start justify-between gap-3">
        <span className="pt-1 font-medium text-ink">{line.name}</span>
        <span aria-hidden="true" className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-yin-soft text-yin">
          {isPhone ? <PhoneIcon /> : <OutIcon />}
        </span>
      </span>
      <span className={`font-semibold text-yin ${isPhone ? 'font-serif text-3xl tracking-wide' : 'text-lg underline underline-offset-4'}`}>{line.number}</span>
      <span className="text-sm text-ink-soft">
        {line.note}
        {isPhone ? null : <span className="sr-only"> ({newTab})</span>}
      </span>
    </a>
  );
}

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        d="M6.6 3.5h2.6l1.4 4-1.9 1.3a11 11 0 0 0 6.5 6.5l1.3-1.9 4 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function OutIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A small, quiet mark above the words: two open hands of light, not an alarm. */
function CareMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-10 text-yang">
      <circle cx="24" cy="20" r="7" fill="currentColor" opacity="0.25" />
      <circle cx="24" cy="20" r="3.5" fill="currentColor" opacity="0.6" />
      <path d="M8 30c5 0 9 3 12 8M40 30c-5 0-9 3-12 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
