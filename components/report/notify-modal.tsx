import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorText } from '@/components/errors/api-error-message';
import { callApi } from '@/lib/api/client';
import { NOTIFY_DETAILS_MAX } from '@/lib/notify/constants';
import { NOTIFY_REASONS, type NotifyReason } from '@/lib/notify/reasons';
import { REPORTS, type ReportProduct } from '@/lib/purchases/products';
import { buttonClass } from '@/components/ui/button';
import { CareScreen } from '@/components/safety/care-screen';

/** care: sent, and the details spoke of suicide or self-harm: the care screen, not thanks */
type Phase = 'editing' | 'sending' | 'sent' | 'care';

/**
 * "Report a problem" for a report (the spec's notify modal): a button opening a modal dialog with
 * the four reasons, a details box of 4 rows, and the spec's messages. The messages are shown in
 * the dialog itself (role=alert / role=status) rather than with window.alert: inside the app's web
 * view alert() shows nothing unless the native app implements it, and an inline message keeps
 * what the reader wrote on screen. Sends POST /api/notify with the reader's token when there is one.
 */
export function NotifyModal({ product, token }: { product: ReportProduct; token: string | null }) {
  const t = useStrings('NotifyModal');
  const dialog = useRef<HTMLDialogElement>(null);
  const firstReason = useRef<HTMLInputElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [reasons, setReasons] = useState<NotifyReason[]>([]);
  const [details, setDetails] = useState('');
  const [phase, setPhase] = useState<Phase>('editing');
  const apiErrorText = useApiErrorText();
  /** needReason, or the text saying why sending failed */
  const [problem, setProblem] = useState<'needReason' | { failure: string } | null>(null);
  const ids = { title: useId(), lead: useId(), details: useId(), count: useId() };

  // the form (and the focused Send button) is gone: focus the thanks' Close button instead
  useEffect(() => {
    if (phase === 'sent') closeButton.current?.focus();
  }, [phase]);

  function open() {
    if (phase === 'sent' || phase === 'care') {
      setReasons([]);
      setDetails('');
      setPhase('editing');
    }
    setProblem(null);
    dialog.current?.showModal();
  }

  function toggle(reason: NotifyReason, on: boolean) {
    setReasons((current) => (on ? [...current, reason] : current.filter((r) => r !== reason)));
    if (on && problem === 'needReason') setProblem(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase === 'sending') return;
    if (reasons.length === 0) {
      setProblem('needReason');
      firstReason.current?.focus();
      return;
    }
    setPhase('sending');
    setProblem(null);
    const answer = await callApi<{ crisis?: boolean } | null>('/api/notify', {
      method: 'POST',
      token,
      body: {
        message: REPORTS[product].name,
        reasons: NOTIFY_REASONS.filter((r) => reasons.includes(r)),
        details: details.trim(),
        timestamp: new Date().toISOString(),
      },
    });
    if (answer.ok) return setPhase(answer.value?.crisis === true ? 'care' : 'sent');
    setPhase('editing');
    setProblem({ failure: apiErrorText(answer.error, t('failure')) });
  }

  const sending = phase === 'sending';
  return (
    <>
      <button
        type="button"
        onClick={open}
        aria-haspopup="dialog"
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white/70 px-4 py-2 text-sm text-ink-soft hover:bg-white hover:text-ink"
      >
        <FlagIcon />
        {t('open')}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={ids.title}
        aria-describedby={phase === 'care' ? undefined : ids.lead}
        className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-2xl border border-line bg-paper p-0 text-ink shadow-xl backdrop:bg-ink/40"
      >
        <div className="p-6">
          <h2 id={ids.title} className="font-serif text-xl font-semibold">
            {t('title')}
          </h2>
          {phase === 'care' ? null : (
            <p id={ids.lead} className="mt-2 text-sm leading-relaxed text-ink-soft">
              {t('lead')}
            </p>
          )}
          {phase === 'care' ? (
            <div className="mt-5">
              <CareScreen variant="dialog" onBack={() => dialog.current?.close()} />
            </div>
          ) : phase === 'sent' ? (
            <div className="mt-6 flex flex-col gap-5">
              <p role="status" className="rounded-xl border border-yin/30 bg-yin-soft px-4 py-3 font-medium">
                {t('success')}
              </p>
              <button
                ref={closeButton}
                type="button"
                onClick={() => dialog.current?.close()}
                className={buttonClass({ size: 'md', className: 'self-end' })}
              >
                {t('close')}
              </button>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5">
              <fieldset aria-describedby={problem === 'needReason' ? `${ids.title}-problem` : undefined}>
                <legend className="mb-2 text-sm font-medium">{t('reasonsLegend')}</legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  {NOTIFY_REASONS.map((reason, index) => (
                    <label
                      key={reason}
                      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line bg-white/70 px-3 py-2 text-sm has-[:checked]:border-yin has-[:checked]:bg-yin-soft"
                    >
                      <input
                        ref={index === 0 ? firstReason : undefined}
                        type="checkbox"
                        name="reasons"
                        value={reason}
                        checked={reasons.includes(reason)}
                        onChange={(event) => toggle(reason, event.target.checked)}
                        className="size-4 accent-yin"
                      />
                      {t(`reasons.${reason}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="flex flex-col gap-1.5">
                <label htmlFor={ids.details} className="text-sm font-medium">
                  {t('details')}
                </label>
                <textarea
                  id={ids.details}
                  rows={4}
                  maxLength={NOTIFY_DETAILS_MAX}
                  value={details}
                  onChange={(event) => setDetails(event.target.value)}
                  aria-describedby={ids.count}
                  className="w-full resize-y rounded-xl border border-line bg-white px-3 py-2 text-[15px] leading-relaxed"
                />
                <p id={ids.count} className="self-end text-xs text-ink-soft">
                  {t('detailsCount', { count: details.length, max: NOTIFY_DETAILS_MAX })}
                </p>
              </div>
              <div role="alert" id={`${ids.title}-problem`}>
                {problem ? <p className="rounded-xl border border-seal/30 bg-seal/5 px-4 py-3 text-sm text-ink">{problem === 'needReason' ? t(problem) : problem.failure}</p> : null}
              </div>
              <div className="flex flex-wrap justify-end gap-3">
                <button
                  type="button"
                  onClick={() => dialog.current?.close()}
                  className={buttonClass({ variant: 'secondary', size: 'md' })}
                >
                  {t('cancel')}
                </button>
                <button
                  type="submit"
                  disabled={sending}
                  aria-busy={sending}
                  className={buttonClass({ size: 'md' })}
                >
                  {sending ? <Spinner /> : null}
                  {sending ? t('sending') : t('send')}
                </button>
              </div>
            </form>
          )}
        </div>
      </dialog>
    </>
  );
}

function FlagIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
      <path d="M3.5 14V2.5m0 0h7.5l-1.5 3 1.5 3H3.5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
