'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useClientLocale, useStrings } from '@/components/i18n/client-strings';
import { NotifyModal } from '@/components/report/notify-modal';
import { ReportShell } from '@/components/report/report-shell';
import { fetchStoredReport, looksLikeReport, postInsight } from '@/lib/insight/client';
import type { CheckResponse, CurrentInsightResult, InsightCategory, InsightSource } from '@/lib/insight/schemas';
import { CurrentInsightView } from './current-insight-view';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { BusyStep, textareaClass } from './parts';
import { ReportReveal } from './report-reveal';
import { useStepFocus } from './use-step-focus';
import { SUBSCRIPTION_DAILY_REPORT_LIMIT } from '@/lib/constants';
import { rememberReportId } from '@/lib/webview/token';

const CATEGORIES: readonly InsightCategory[] = ['love', 'career', 'health', 'finance', 'personal', 'family', 'decision', 'general'];
const knownCategory = (value: unknown): InsightCategory => (CATEGORIES.includes(value as InsightCategory) ? (value as InsightCategory) : 'general');

export interface ShownCurrentReport {
  question: string;
  result: CurrentInsightResult;
  source: InsightSource | 'sample';
  /** when it was stored; null for the sample shown after a failed generation */
  createdAt: string | null;
}

type Step =
  | { name: 'opening' }
  | { name: 'input' }
  | { name: 'validating' }
  | { name: 'confirm'; check: CheckResponse }
  | { name: 'loading' }
  | { name: 'report'; report: ShownCurrentReport; fresh: boolean };

/**
 * /report/current-insight (spec: "Current Insight screens"): behind the report shell, the stored
 * report when the purchase has one, else input → validating → confirm → loading → report.
 */
export function CurrentInsightReport({ patterns, fallback }: { patterns: readonly string[]; fallback: CurrentInsightResult }) {
  return (
    <ReportShell product="current_insight">
      {({ token, purchaseId, reportId }) => <CurrentInsightFlow token={token} purchaseId={purchaseId} reportId={reportId} patterns={patterns} fallback={fallback} />}
    </ReportShell>
  );
}

function CurrentInsightFlow({
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
  fallback: CurrentInsightResult;
}) {
  const t = useStrings('CurrentInsight');
  const shell = useStrings('ReportShell');
  const locale = useClientLocale();
  const [step, setStep] = useState<Step>({ name: 'opening' });
  const [question, setQuestion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useStepFocus(step.name);
  const ids = { question: useId(), hint: useId(), problem: useId() };

  useEffect(() => {
    let cancelled = false;
    fetchStoredReport<CurrentInsightResult, { question: string }>('current_insight', purchaseId, token, reportId).then((stored) => {
      if (cancelled) return;
      if (stored && looksLikeReport(stored.result, ['what_you_should_do'])) {
        setStep({ name: 'report', report: { question: stored.input.question, result: stored.result, source: stored.source, createdAt: stored.createdAt }, fresh: false });
      } else {
        setStep({ name: 'input' });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [purchaseId, token, reportId]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!question.trim() || step.name !== 'input') return;
    setProblem(null);
    setStep({ name: 'validating' });
    const answer = await postInsight<CheckResponse>('/api/insight/current/check', { userInput: question }, token, locale);
    if (!answer.ok || typeof answer.value.valid !== 'boolean') {
      setProblem(t('validateFailed'));
      setStep({ name: 'input' });
    } else if (!answer.value.valid) {
      setProblem(answer.value.situation?.trim() || t('invalidDefault'));
      setStep({ name: 'input' });
    } else {
      setStep({ name: 'confirm', check: { ...answer.value, category: knownCategory(answer.value.category) } });
    }
  }

  async function generate(check: CheckResponse) {
    setStep({ name: 'loading' });
    const body = { category: check.category, question: question.trim(), situation: check.situation, purchaseId };
    const answer = await postInsight<CurrentInsightResult & { source: InsightSource; reportId?: string; createdAt?: string }>('/api/insight/current', body, token, locale);
    if (!answer.ok && answer.status === 429) {
      // a subscriber's readings for today are used up: say so, nothing was generated or stored
      setProblem(shell('fairUseReached', { limit: SUBSCRIPTION_DAILY_REPORT_LIMIT }));
      setStep({ name: 'input' });
      return;
    }
    if (answer.ok) rememberReportId(answer.value.reportId);
    const ok = answer.ok && looksLikeReport(answer.value, ['what_you_should_do']);
    // the spec: a failed generation shows the built-in sample instead of an error
    const report: ShownCurrentReport = ok
      ? { question: question.trim(), result: answer.value, source: answer.value.source, createdAt: answer.value.createdAt ?? null }
      : { question: question.trim(), result: fallback, source: 'sample', createdAt: null };
    if (!ok) console.warn('[current-insight] generation failed, showing the built-in sample', answer.ok ? 'malformed answer' : answer.status);
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
          <CurrentInsightView report={step.report} pattern={patterns[step.report.result.hexagram_id - 1]} headingRef={heading} />
          <div data-reveal-text className="mt-6 flex justify-center">
            <NotifyModal product="current_insight" token={token} />
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
            <div className="flex flex-wrap items-center gap-2">
              <dt className="text-sm text-ink-soft">{t('categoryLabel')}</dt>
              <dd className="rounded-full bg-yin-soft px-3 py-1 text-sm font-medium text-yin">{t(`categories.${knownCategory(step.check.category)}`)}</dd>
            </div>
            <div>
              <dt className="text-sm text-ink-soft">{t('situationLabel')}</dt>
              <dd className="mt-1 leading-relaxed">{step.check.situation}</dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className={buttonClass({ variant: 'secondary', size: 'md' })} onClick={() => setStep({ name: 'input' })}>
              {t('edit')}
            </button>
            <button type="button" className={buttonClass({ size: 'md' })} onClick={() => generate(step.check)}>
              {t('generate')}
            </button>
          </div>
        </Card>
      );
    case 'input':
      return (
        <Card>
          <form onSubmit={submit} noValidate className="flex flex-col gap-3">
            <h2 ref={heading} tabIndex={-1} className="font-serif text-xl font-semibold outline-none">
              <label htmlFor={ids.question}>{t('questionLabel')}</label>
            </h2>
            <p id={ids.hint} className="text-sm leading-relaxed text-ink-soft">
              {t('questionHint')}
            </p>
            <textarea
              id={ids.question}
              rows={8}
              maxLength={2000}
              value={question}
              aria-describedby={problem ? `${ids.hint} ${ids.problem}` : ids.hint}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => {
                setQuestion(event.target.value);
                setProblem(null);
              }}
              className={textareaClass}
            />
            {problem ? (
              <Notice id={ids.problem} tone="error">
                {problem}
              </Notice>
            ) : null}
            <button type="submit" disabled={!question.trim()} className={buttonClass({ size: 'md', className: 'self-end' })}>
              {t('submit')}
            </button>
          </form>
        </Card>
      );
  }
}
