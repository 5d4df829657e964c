'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useClientLocale, useStrings } from '@/components/i18n/client-strings';
import { NotifyModal } from '@/components/report/notify-modal';
import { ReportShell } from '@/components/report/report-shell';
import { fetchStoredReport, looksLikeReport, postInsight } from '@/lib/insight/client';
import { planFirstYear, storedFirstYear, yearOfSlot } from '@/lib/insight/plan-years';
import type { InsightSource, PlanInsightResult, PlanYear } from '@/lib/insight/schemas';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BusyStep, textareaClass } from './parts';
import { PlanInsightView } from './plan-insight-view';
import { ReportReveal } from './report-reveal';
import { useStepFocus } from './use-step-focus';
import { SUBSCRIPTION_DAILY_REPORT_LIMIT } from '@/lib/constants';
import { rememberReportId } from '@/lib/webview/token';

const YEARS: readonly PlanYear[] = ['2025', '2026', '2027'];
const PLAN_MAX = 2000;

export type Plans = Record<PlanYear, string>;

export interface ShownPlanReport {
  result: PlanInsightResult;
  source: InsightSource | 'sample';
  /** when it was stored; null for the sample shown after a failed generation */
  createdAt: string | null;
  /** the calendar year of the first plan: the contract's slot 2025 (lib/insight/plan-years.ts) */
  firstYear: number;
}

type PlanAnswer = PlanInsightResult & { source: InsightSource; reportId?: string; createdAt?: string; firstYear?: number };

type Step = { name: 'opening' } | { name: 'input' } | { name: 'validating' } | { name: 'confirm' } | { name: 'loading' } | { name: 'report'; report: ShownPlanReport; fresh: boolean };

const filled = (plans: Plans) => YEARS.every((year) => plans[year].trim().length > 0);
const trimmed = (plans: Plans): Plans => ({ '2025': plans['2025'].trim(), '2026': plans['2026'].trim(), '2027': plans['2027'].trim() });

/** The local check (the spec: "validating (local check only)"): all three plans written, none too long. */
function checkPlans(plans: Plans): 'ok' | 'blank' | 'invalid' {
  if (!filled(plans)) return 'blank';
  return YEARS.every((year) => plans[year].trim().length <= PLAN_MAX) ? 'ok' : 'invalid';
}

/**
 * /report/plan-insight (spec: "3-Year Plan screens"): behind the report shell, the stored report
 * when the purchase has one, else input → validating → confirm (Edit Plans / Generate Insight) →
 * loading → report.
 */
export function PlanInsightReport({ patterns, fallback }: { patterns: readonly string[]; fallback: PlanInsightResult }) {
  return (
    <ReportShell product="plan_insight">
      {({ token, purchaseId, reportId }) => <PlanInsightFlow token={token} purchaseId={purchaseId} reportId={reportId} patterns={patterns} fallback={fallback} />}
    </ReportShell>
  );
}

function PlanInsightFlow({
  token,
  purchaseId,
  reportId,
  patterns,
  fallback,
}: {
  token: string | null;
  purchaseId: string | null;
  reportId: string | null;
  patterns: readonly string[];
  fallback: PlanInsightResult;
}) {
  const t = useStrings('PlanInsight');
  const shell = useStrings('ReportShell');
  const locale = useClientLocale();
  const [step, setStep] = useState<Step>({ name: 'opening' });
  const [plans, setPlans] = useState<Plans>({ '2025': '', '2026': '', '2027': '' });
  // the years the form asks about: this year and the next two, from 1 December the next three (Seoul)
  const [firstYear] = useState(() => planFirstYear(new Date()));
  const yearOf = (slot: PlanYear) => yearOfSlot(slot, firstYear);
  const [problem, setProblem] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const heading = useStepFocus(step.name);
  const baseId = useId();
  const ids = { status: `${baseId}-status`, field: (year: PlanYear) => `${baseId}-plan-${year}`, hint: (year: PlanYear) => `${baseId}-hint-${year}` };

  useEffect(() => {
    let cancelled = false;
    fetchStoredReport<PlanInsightResult, Record<`plan${PlanYear}`, string> & { firstYear?: number }>('plan_insight', purchaseId, token, reportId).then((stored) => {
      if (cancelled) return;
      if (stored && looksLikeReport(stored.result, ['key_insights', 'recommendations'])) {
        const report = { result: stored.result, source: stored.source, createdAt: stored.createdAt, firstYear: storedFirstYear(stored.input) };
        setStep({ name: 'report', report, fresh: false });
      } else {
        setStep({ name: 'input' });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [purchaseId, token, reportId]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (step.name !== 'input') return;
    setStep({ name: 'validating' });
    try {
      const outcome = checkPlans(plans);
      if (outcome === 'ok') {
        setProblem(null);
        setStep({ name: 'confirm' });
        return;
      }
      setProblem(outcome === 'blank' ? t('fillAll') : t('validateFailed'));
    } catch {
      setProblem(t('validateFailed'));
    }
    setStep({ name: 'input' });
  }

  async function generate() {
    setStep({ name: 'loading' });
    const clean = trimmed(plans);
    // the contract's slots in order: the first year shown is plan2025
    const body = { plan2025: clean['2025'], plan2026: clean['2026'], plan2027: clean['2027'], purchaseId, firstYear };
    const answer = await postInsight<PlanAnswer>('/api/insight/plan', body, token, locale);
    if (!answer.ok && answer.status === 429) {
      // a subscriber's readings for today are used up: say so, nothing was generated or stored
      setProblem(shell('fairUseReached', { limit: SUBSCRIPTION_DAILY_REPORT_LIMIT }));
      setStep({ name: 'input' });
      return;
    }
    if (answer.ok) rememberReportId(answer.value.reportId);
    const ok = answer.ok && looksLikeReport(answer.value, ['key_insights', 'recommendations']);
    if (!ok) console.warn('[plan-insight] generation failed, showing the built-in sample', answer.ok ? 'malformed answer' : answer.status);
    // the spec: a failed generation shows the built-in sample instead of an error
    const report: ShownPlanReport = ok
      ? { result: answer.value, source: answer.value.source, createdAt: answer.value.createdAt ?? null, firstYear: answer.value.firstYear ?? firstYear }
      : { result: fallback, source: 'sample', createdAt: null, firstYear };
    setStep({ name: 'report', report, fresh: true });
  }

  switch (step.name) {
    case 'opening':
      return <BusyStep text={t('opening')} />;
    case 'validating':
      return <BusyStep text={t('validating')} headingRef={heading} />;
    case 'loading':
      return <BusyStep text={t('loading')} headingRef={heading} />;
    case 'report':
      return (
        <ReportReveal fresh={step.fresh}>
          <PlanInsightView report={step.report} pattern={patterns[step.report.result.hexagram_id - 1]} headingRef={heading} />
          <div data-reveal-text className="mt-6 flex justify-center">
            <NotifyModal product="plan_insight" token={token} />
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
          <dl className="mt-5 flex flex-col gap-4">
            {YEARS.map((year) => (
              <div key={year}>
                <dt className="font-serif text-lg font-semibold text-yang-ink">{t('yearHeading', { year: yearOf(year) })}</dt>
                <dd className="mt-1 leading-relaxed whitespace-pre-line">{plans[year].trim()}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className={buttonClass({ variant: 'secondary', size: 'md' })} onClick={() => setStep({ name: 'input' })}>
              {t('edit')}
            </button>
            <button type="button" className={buttonClass({ size: 'md' })} onClick={generate}>
              {t('generate')}
            </button>
          </div>
        </Card>
      );
    case 'input': {
      const ready = filled(plans);
      const message = problem ?? (touched && !ready ? t('fillAll') : null);
      return (
        <Card>
          <form onSubmit={submit} noValidate className="flex flex-col gap-5">
            <h2 ref={heading} tabIndex={-1} className="sr-only outline-none">
              {t('title')}
            </h2>
            {YEARS.map((year) => (
              <div key={year} className="flex flex-col gap-1.5">
                <label htmlFor={ids.field(year)} className="font-serif text-lg font-semibold">
                  {t('planLabel', { year: yearOf(year) })}
                </label>
                <p id={ids.hint(year)} className="text-sm text-ink-soft">
                  {t('planHint', { year: yearOf(year) })}
                </p>
                <textarea
                  id={ids.field(year)}
                  rows={6}
                  maxLength={PLAN_MAX}
                  value={plans[year]}
                  aria-describedby={message ? `${ids.hint(year)} ${ids.status}` : ids.hint(year)}
                  onChange={(event) => {
                    setPlans((current) => ({ ...current, [year]: event.target.value }));
                    setTouched(true);
                    setProblem(null);
                  }}
                  className={textareaClass}
                />
              </div>
            ))}
            <p id={ids.status} role="status" className={message ? 'rounded-xl border border-seal/30 bg-seal/5 px-4 py-3 text-sm leading-relaxed text-seal' : 'sr-only'}>
              {message}
            </p>
            <button type="submit" disabled={!ready} className={buttonClass({ size: 'md', className: 'self-end' })}>
              {t('submit')}
            </button>
          </form>
        </Card>
      );
    }
  }
}
