import { useEffect, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { NotifyModal } from '@/components/report/notify-modal';
import { fetchStoredReport, looksLikeReport, postInsight, type StoredReportAnswer } from '@/lib/insight/client';
import { apiErrorKey } from '@/lib/api/error-keys';
import { useApiErrorText } from '@/components/errors/api-error-message';
import type { InsightKind } from '@/lib/insight/reports';
import type { InsightSource } from '@/lib/insight/schemas';
import { SUBSCRIPTION_DAILY_REPORT_LIMIT } from '@/lib/reports/constants';
import { rememberReportId } from '@/lib/webview/token';
import { buttonClass } from '@/components/ui/button';
import { CareScreen } from '@/components/safety/care-screen';
import { Card } from '@/components/ui/card';
import { GenerationFailed } from './generation-failed';
import { BusyStep } from './parts';
import { ReportSkeleton } from '@/components/report/report-skeleton';
import { ReportReveal } from './report-reveal';
import { useStepFocus } from './use-step-focus';

/**
 * The one flow of the insight report pages (spec: "Current Insight screens", "3-Year Plan
 * screens"): behind the report shell, the stored report when the purchase has one, else
 * input → validating → confirm → loading → report, with the built-in sample when generation fails.
 * The two reports are two configurations of it: what they check, send and show.
 */

export type FlowStep<Check, Shown> =
  | { name: 'opening' }
  | { name: 'input' }
  | { name: 'validating' }
  | { name: 'confirm'; check: Check }
  | { name: 'loading' }
  | { name: 'report'; report: Shown; fresh: boolean; retry?: Check };

/** What the check says: go on to confirm with what it found, or back to the input with a problem. */
export type CheckOutcome<Check> = { ok: true; check: Check } | { ok: false; problem: string; crisis?: true };

/** What a report page got from the report shell. */
export interface FlowAccess {
  token: string | null;
  purchaseId: string | null;
  reportId: string | null;
}

/** What a generation answers besides the result. */
export interface GeneratedMeta {
  source: InsightSource;
  reportId?: string;
  createdAt?: string;
  /** the reading stands under the care note (what the person wrote spoke of distress) */
  careNote?: boolean;
}

/** The fixed part of a configuration (a module constant: the stored-report fetch depends on it). */
export interface InsightFlowKind<Result, Input, Shown> {
  product: InsightKind;
  /** the list fields a report the page can draw has (looksLikeReport) */
  lists: readonly string[];
  fromStored: (stored: StoredReportAnswer<Result, Input>) => Shown;
}

/** The per-render part: the page's own check, request and report. */
export interface InsightFlowSteps<Check, Answer, Shown> {
  /** whether the input may be submitted at all (default: always) */
  ready?: () => boolean;
  /** the check before confirm; a synchronous one (a local check) goes straight on */
  check: () => CheckOutcome<Check> | Promise<CheckOutcome<Check>>;
  /** the problem shown when the check itself fails */
  checkFailed: string;
  request: (check: Check) => { path: string; body: Record<string, unknown> };
  fromAnswer: (answer: Answer) => Shown;
  /** the spec: a failed generation shows the built-in sample instead of an error */
  sample: () => Shown;
  /**
   * How many drafts of the text the server has refused as speaking of suicide or self-harm: a new
   * refusal brings up the care screen at once (over the input; a confirm step goes back to it),
   * unless a report is on screen or being written (its own answer decides then), or the person has
   * already come back from the care screen to their text (editing it is not interrupted again; the
   * check and generation still meet a crisis).
   */
  draftRefusals?: number;
}

export function useInsightFlow<Result, Input, Check, Answer extends Result & GeneratedMeta, Shown>(
  { token, purchaseId, reportId }: FlowAccess,
  kind: InsightFlowKind<Result, Input, Shown>,
  steps: InsightFlowSteps<Check, Answer, Shown>,
) {
  const shell = useStrings('ReportShell');
  const apiErrorText = useApiErrorText();
  const locale = useClientLocale();
  const [step, setStep] = useState<FlowStep<Check, Shown>>({ name: 'opening' });
  const [problem, setProblem] = useState<string | null>(null);
  // the text speaks of suicide or self-harm; the care screen stands over the input
  const [care, setCare] = useState(false);
  const heading = useStepFocus(care ? 'care' : step.name);
  // a draft refused as a crisis since the last render: the care screen (state adjusted while
  // rendering, as React advises for a change that comes from outside)
  const [seenRefusals, setSeenRefusals] = useState(steps.draftRefusals ?? 0);
  const [careLeft, setCareLeft] = useState(false);
  if ((steps.draftRefusals ?? 0) !== seenRefusals) {
    setSeenRefusals(steps.draftRefusals ?? 0);
    if (!careLeft && step.name !== 'report' && step.name !== 'loading') {
      setProblem(null);
      setCare(true);
      if (step.name === 'confirm') setStep({ name: 'input' });
    }
  }

  useEffect(() => {
    let cancelled = false;
    fetchStoredReport<Result, Input>(kind.product, purchaseId, token, reportId).then((stored) => {
      if (cancelled) return;
      if (stored && looksLikeReport(stored.result, kind.lists)) setStep({ name: 'report', report: kind.fromStored(stored), fresh: false });
      else setStep({ name: 'input' });
    });
    return () => {
      cancelled = true;
    };
  }, [kind, purchaseId, token, reportId]);

  function settle(outcome: CheckOutcome<Check>) {
    if (outcome.ok) {
      setStep({ name: 'confirm', check: outcome.check });
    } else {
      setProblem(outcome.crisis ? null : outcome.problem);
      if (outcome.crisis) setCare(true);
      setStep({ name: 'input' });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (step.name !== 'input' || !(steps.ready?.() ?? true)) return;
    setProblem(null);
    setStep({ name: 'validating' });
    let outcome: CheckOutcome<Check> | Promise<CheckOutcome<Check>>;
    // a check that throws or rejects (not a failed call: those come back as a result) says checkFailed
    try {
      outcome = steps.check();
    } catch {
      outcome = { ok: false, problem: steps.checkFailed };
    }
    if (outcome instanceof Promise) outcome.catch((): CheckOutcome<Check> => ({ ok: false, problem: steps.checkFailed })).then(settle);
    else settle(outcome);
  }

  async function generate(check: Check) {
    setStep({ name: 'loading' });
    const { path, body } = steps.request(check);
    const answer = await postInsight<Answer>(path, body, token, locale);
    const failure = answer.ok ? null : apiErrorKey(answer.error);
    if (!answer.ok && (failure === 'fairUse' || failure === 'rateLimited')) {
      // a subscriber's readings for today are used up (or too many requests): say so, nothing was generated or stored
      setProblem(failure === 'fairUse' ? shell('fairUseReached', { limit: SUBSCRIPTION_DAILY_REPORT_LIMIT }) : apiErrorText(answer.error, ''));
      setStep({ name: 'input' });
      return;
    }
    if (failure === 'crisis') {
      // care, never a reading: nothing was generated or stored, the purchase is still unused
      setCare(true);
      setStep({ name: 'input' });
      return;
    }
    if (answer.ok) rememberReportId(answer.value.reportId);
    const ok = answer.ok && looksLikeReport(answer.value, kind.lists);
    if (!ok) console.warn(`[${kind.product.replace('_', '-')}] generation failed, showing the built-in sample`, answer.ok ? 'malformed answer' : answer.error.status);
    // a failure shows the spec's sample, said first to be a general reading, with the way to try again
    setStep(ok ? { name: 'report', report: steps.fromAnswer(answer.value), fresh: true } : { name: 'report', report: steps.sample(), fresh: false, retry: check });
  }

  function leaveCare() {
    setCare(false);
    setCareLeft(true);
  }

  return { step, problem, setProblem, heading, submit, generate, edit: () => setStep({ name: 'input' }), care, leaveCare };
}

/** The report's heading does not take the focus when the failure notice above it does. */
const noFocus: RefObject<HTMLHeadingElement | null> = { current: null };

/** What InsightSteps needs of a flow. */
export interface InsightFlow<Check, Shown> {
  step: FlowStep<Check, Shown>;
  heading: RefObject<HTMLHeadingElement | null>;
  generate: (check: Check) => Promise<void>;
  edit: () => void;
  /** the care screen is up */
  care?: boolean;
  leaveCare?: () => void;
}

type StepKey = 'lead' | 'opening' | 'validating' | 'loading' | 'confirmTitle' | 'confirmLead' | 'edit' | 'generate';

/**
 * A report's skeleton: the sections of the report to come, while the purchase is
 * checked (the report shell's placeholder, also the server's HTML), a stored report opens, or one
 * is written. Current Insight has its question box and four sections; the plan five.
 */
export function InsightSkeleton({ product, status, headingRef }: { product: InsightKind; status?: string; headingRef?: RefObject<HTMLHeadingElement | null> }) {
  const shell = useStrings('ReportShell');
  return <ReportSkeleton status={status ?? shell('checking')} sections={product === 'plan_insight' ? 5 : 4} intro={product === 'current_insight'} headingRef={headingRef} />;
}

/**
 * The steps both reports draw alike (busy steps, the confirm card, the revealed report with its
 * notify button); the input form, the confirmed details and the report view are the page's own.
 */
export function InsightSteps<Check, Shown>({
  flow,
  t,
  product,
  token,
  input,
  confirmDetails,
  report,
}: {
  flow: InsightFlow<Check, Shown>;
  t: (key: StepKey) => string;
  product: InsightKind;
  token: string | null;
  input: () => ReactNode;
  confirmDetails: (check: Check) => ReactNode;
  report: (shown: Shown, headingRef: RefObject<HTMLHeadingElement | null>) => ReactNode;
}) {
  const { step, heading } = flow;
  if (flow.care && flow.leaveCare) return <CareScreen onBack={flow.leaveCare} />;
  switch (step.name) {
    case 'opening':
      return <InsightSkeleton product={product} status={t('opening')} />;
    case 'validating':
      return <BusyStep text={t('validating')} headingRef={heading} />;
    case 'loading':
      // being written: the report's sections to come, no form or instructions left on screen
      return <InsightSkeleton product={product} status={t('loading')} headingRef={heading} />;
    case 'report':
      return (
        <ReportReveal fresh={step.fresh}>
          {step.retry !== undefined ? <GenerationFailed onRetry={() => flow.generate(step.retry as Check)} headingRef={heading} /> : null}
          {report(step.report, step.retry !== undefined ? noFocus : heading)}
          <div data-reveal-text className="mt-6 flex justify-center">
            <NotifyModal product={product} token={token} />
          </div>
        </ReportReveal>
      );
    case 'confirm':
      return (
        <Card>
          <h2 ref={heading} tabIndex={-1} className="font-serif text-xl font-semibold outline-none">
            {t('confirmTitle')}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-ink-soft">{t('confirmLead')}</p>
          <dl className="mt-5 flex flex-col gap-4">{confirmDetails(step.check)}</dl>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className={buttonClass({ variant: 'secondary', size: 'md' })} onClick={flow.edit}>
              {t('edit')}
            </button>
            <button type="button" className={buttonClass({ size: 'md' })} onClick={() => flow.generate(step.check)}>
              {t('generate')}
            </button>
          </div>
        </Card>
      );
    case 'input':
      // the form's instructions belong to the form: never on a reopened report's screen
      return (
        <>
          <p className="-mt-4 mb-8 text-center leading-relaxed text-ink-soft">{t('lead')}</p>
          {input()}
        </>
      );
  }
}
