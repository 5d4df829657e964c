'use client';

import { useId, useState } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import { KeepResultSection } from '@/components/report/keep-result-lazy';
import { changingLinesOf } from '@/lib/insight/changing';
import { ReportNotes } from '@/components/journal/report-notes';
import { ReportShell } from '@/components/report/report-shell';
import { HexagramPatterns } from './report-change';
import { planFirstYear, storedFirstYear, yearOfSlot } from '@/lib/insight/plan-years';
import type { InsightSource, PlanInsightResult, PlanYear } from '@/lib/insight/schemas';
import { INSIGHT_TEXT_MAX } from '@/lib/insight/constants';
import { InsightSkeleton, InsightSteps, useInsightFlow, type CheckOutcome, type FlowAccess, type GeneratedMeta, type InsightFlowKind } from './insight-flow';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BusyStep, textareaClass } from './parts';
import { CareNote } from '@/components/safety/care-note';
import { useInsightDraft } from './use-insight-draft';
import { PlanInsightView } from './plan-insight-view';

const YEARS: readonly PlanYear[] = ['2025', '2026', '2027'];

type Plans = Record<PlanYear, string>;

export interface ShownPlanReport {
  result: PlanInsightResult;
  source: InsightSource | 'sample';
  /** when it was stored; null for the sample shown after a failed generation */
  createdAt: string | null;
  /** the calendar year of the first plan: the contract's slot 2025 (lib/insight/plan-years.ts) */
  firstYear: number;
  /** the stored report's id (its keepsake card); none for the sample */
  reportId?: string;
  /** shown under the care note: a plan spoke of distress (a stored report remembers it) */
  careNote?: boolean;
}

type PlanAnswer = PlanInsightResult & GeneratedMeta & { firstYear?: number };

const PLAN: InsightFlowKind<PlanInsightResult, Record<`plan${PlanYear}`, string> & { firstYear?: number }, ShownPlanReport> = {
  product: 'plan_insight',
  lists: ['key_insights', 'recommendations'],
  fromStored: (stored) => ({ reportId: stored.id, result: stored.result, source: stored.source, createdAt: stored.createdAt, firstYear: storedFirstYear(stored.input), careNote: stored.careNote === true }),
};

const filled = (plans: Plans) => YEARS.every((year) => plans[year].trim().length > 0);
const trimmed = (plans: Plans): Plans => ({ '2025': plans['2025'].trim(), '2026': plans['2026'].trim(), '2027': plans['2027'].trim() });

/** The local check (the spec: "validating (local check only)"): all three plans written, none too long. */
function checkPlans(plans: Plans): 'ok' | 'blank' | 'invalid' {
  if (!filled(plans)) return 'blank';
  return YEARS.every((year) => plans[year].trim().length <= INSIGHT_TEXT_MAX) ? 'ok' : 'invalid';
}

/**
 * /report/plan-insight (spec: "3-Year Plan screens"): the insight flow (./insight-flow.tsx) with
 * three plans checked locally, confirmed (Edit Plans / Generate Insight) year by year.
 */
export function PlanInsightReport({ patterns, fallback }: { patterns: readonly string[]; fallback: PlanInsightResult }) {
  return <ReportShell product="plan_insight" allowLatestPurchase placeholder={<InsightSkeleton product="plan_insight" />}>{(access) => <HexagramPatterns value={patterns}><PlanInsightFlow access={access} patterns={patterns} fallback={fallback} /></HexagramPatterns>}</ReportShell>;
}

function PlanInsightFlow({ access, patterns, fallback }: { access: FlowAccess; patterns: readonly string[]; fallback: PlanInsightResult }) {
  const t = useStrings('PlanInsight');
  const [plans, setPlans] = useState<Plans>({ '2025': '', '2026': '', '2027': '' });
  // the plans as typed are kept per purchase until the report exists
  // a draft the server refuses as a crisis brings up the care screen at once (the flow counts them)
  const [draftRefusals, setDraftRefusals] = useState(0);
  const draft = useInsightDraft('plan_insight', access, (kept) => setPlans((typed) => (YEARS.some((year) => typed[year]) ? typed : kept.plans)), () => setDraftRefusals((n) => n + 1));
  // the years the form asks about: this year and the next two, from 1 October the next three (Seoul)
  const [firstYear] = useState(() => planFirstYear(new Date()));
  const yearOf = (slot: PlanYear) => yearOfSlot(slot, firstYear);
  const [touched, setTouched] = useState(false);
  const baseId = useId();
  const ids = { status: `${baseId}-status`, field: (year: PlanYear) => `${baseId}-plan-${year}`, hint: (year: PlanYear) => `${baseId}-hint-${year}` };
  const flow = useInsightFlow(access, PLAN, {
    check: (): CheckOutcome<Plans> => {
      draft.flush();
      const outcome = checkPlans(plans);
      if (outcome === 'ok') return { ok: true, check: trimmed(plans) };
      return { ok: false, problem: outcome === 'blank' ? t('fillAll') : t('validateFailed') };
    },
    checkFailed: t('validateFailed'),
    // the contract's slots in order: the first year shown is plan2025
    request: (clean) => ({ path: '/api/insight/plan', body: { plan2025: clean['2025'], plan2026: clean['2026'], plan2027: clean['2027'], purchaseId: access.purchaseId, firstYear } }),
    fromAnswer: (answer: PlanAnswer) => ({ reportId: answer.reportId, result: answer, source: answer.source, createdAt: answer.createdAt ?? null, firstYear: answer.firstYear ?? firstYear, careNote: answer.careNote === true }),
    sample: (): ShownPlanReport => ({ result: fallback, source: 'sample', createdAt: null, firstYear }),
    draftRefusals,
  });
  const { problem, setProblem } = flow;

  return (
    <InsightSteps
      flow={flow}
      t={t}
      product="plan_insight"
      token={access.token}
      report={(report, heading) => (
        <>
          {/* a plan in distress: the reading goes ahead under the calm care note (the server's screen said care) */}
          {report.careNote && report.source !== 'sample' ? <CareNote /> : null}
          <PlanInsightView report={report} pattern={patterns[report.result.hexagram_id - 1]} headingRef={heading} />
          <KeepResultSection reportId={report.reportId} token={access.token} kind="plan_insight" createdAt={report.createdAt} cast={{ pattern: patterns[report.result.hexagram_id - 1] ?? '', changing: changingLinesOf(report.result) }} />
          <ReportNotes reportId={report.reportId} token={access.token} />
        </>
      )}
      confirmDetails={(clean) =>
        YEARS.map((year) => (
          <div key={year}>
            <dt className="font-serif text-lg font-semibold text-yang-ink">{t('yearHeading', { year: yearOf(year) })}</dt>
            <dd className="mt-1 leading-relaxed whitespace-pre-line">{clean[year]}</dd>
          </div>
        ))
      }
      input={() => {
        if (!draft.restored) return <BusyStep text={t('opening')} />;
        const ready = filled(plans);
        const message = problem ?? (touched && !ready ? t('fillAll') : null);
        return (
          <Card>
            <form onSubmit={flow.submit} noValidate className="flex flex-col gap-5">
              <h2 ref={flow.heading} tabIndex={-1} className="sr-only outline-none">
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
                    maxLength={INSIGHT_TEXT_MAX}
                    value={plans[year]}
                    aria-describedby={message ? `${ids.hint(year)} ${ids.status}` : ids.hint(year)}
                    onChange={(event) => {
                      const next = { ...plans, [year]: event.target.value };
                      setPlans(next);
                      draft.save({ plans: next });
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
      }}
    />
  );
}
