'use client';

import { useId, useState } from 'react';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { useApiErrorText } from '@/components/errors/api-error-message';
import { KeepResultSection } from '@/components/report/keep-result-lazy';
import { changingLinesOf } from '@/lib/insight/changing';
import { ReportNotes } from '@/components/journal/report-notes';
import { ReportShell } from '@/components/report/report-shell';
import { HexagramPatterns } from './report-change';
import { postInsight } from '@/lib/insight/client';
import { knownCategory, type InsightCategory } from '@/lib/insight/categories';
import { CareNote } from '@/components/safety/care-note';
import type { CheckResponse, CurrentInsightResult, InsightSource } from '@/lib/insight/schemas';
import { INSIGHT_TEXT_MAX } from '@/lib/insight/constants';
import { CategoryPicker } from './category-picker';
import { CurrentInsightView } from './current-insight-view';
import { InsightSkeleton, InsightSteps, useInsightFlow, type CheckOutcome, type FlowAccess, type GeneratedMeta, type InsightFlowKind } from './insight-flow';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BusyStep, textareaClass } from './parts';
import { useInsightDraft } from './use-insight-draft';

export interface ShownCurrentReport {
  question: string;
  result: CurrentInsightResult;
  source: InsightSource | 'sample';
  /** when it was stored; null for the sample shown after a failed generation */
  createdAt: string | null;
  /** the area the reading was written for (the one sent, or the stored request's) */
  category?: InsightCategory;
  /** the stored report's id (its keepsake card); none for the sample */
  reportId?: string;
  /** shown under the care note: the question spoke of distress (a stored report remembers it) */
  careNote?: boolean;
}

const CURRENT: InsightFlowKind<CurrentInsightResult, { question: string; category?: unknown }, ShownCurrentReport> = {
  product: 'current_insight',
  lists: ['what_you_should_do'],
  fromStored: (stored) => ({ reportId: stored.id, question: stored.input.question, result: stored.result, source: stored.source, createdAt: stored.createdAt, category: knownCategory(stored.input.category), careNote: stored.careNote === true }),
};

/**
 * /report/current-insight (spec: "Current Insight screens"): the insight flow (./insight-flow.tsx)
 * with a question checked by the server, its category and situation confirmed.
 */
export function CurrentInsightReport({ patterns, fallback }: { patterns: readonly string[]; fallback: CurrentInsightResult }) {
  return <ReportShell product="current_insight" allowLatestPurchase placeholder={<InsightSkeleton product="current_insight" />}>{(access) => <HexagramPatterns value={patterns}><CurrentInsightFlow access={access} patterns={patterns} fallback={fallback} /></HexagramPatterns>}</ReportShell>;
}

function CurrentInsightFlow({ access, patterns, fallback }: { access: FlowAccess; patterns: readonly string[]; fallback: CurrentInsightResult }) {
  const t = useStrings('CurrentInsight');
  const apiErrorText = useApiErrorText();
  const locale = useClientLocale();
  const [question, setQuestion] = useState('');
  // the checked area, which one tap on the confirm step can change before generation
  const [category, setCategory] = useState<InsightCategory>('general');
  // the question as typed is kept per purchase until the report exists
  // a draft the server refuses as a crisis brings up the care screen at once (the flow counts them)
  const [draftRefusals, setDraftRefusals] = useState(0);
  const draft = useInsightDraft('current_insight', access, (kept) => setQuestion((typed) => typed || kept.question), () => setDraftRefusals((n) => n + 1));
  const ids = { question: useId(), hint: useId(), problem: useId() };
  // distress in the question (care: true, crisis: false): the reading goes ahead under a care note
  const [care, setCare] = useState(false);
  const flow = useInsightFlow(access, CURRENT, {
    ready: () => question.trim().length > 0,
    check: async (): Promise<CheckOutcome<CheckResponse>> => {
      draft.flush();
      const answer = await postInsight<CheckResponse>('/api/insight/current/check', { userInput: question }, access.token, locale);
      if (!answer.ok) return { ok: false, problem: apiErrorText(answer.error, t('validateFailed')) };
      if (typeof answer.value.valid !== 'boolean') return { ok: false, problem: t('validateFailed') };
      // the server met a statement of suicide or self-harm; the care screen, no reading
      if ((answer.value as { crisis?: unknown }).crisis === true) return { ok: false, problem: '', crisis: true };
      if (!answer.value.valid) return { ok: false, problem: answer.value.situation?.trim() || t('invalidDefault') };
      setCare((answer.value as { care?: unknown }).care === true);
      setCategory(knownCategory(answer.value.category));
      return { ok: true, check: { ...answer.value, category: knownCategory(answer.value.category) } };
    },
    checkFailed: t('validateFailed'),
    request: (check) => ({ path: '/api/insight/current', body: { category, question: question.trim(), situation: category === check.category ? check.situation : '', purchaseId: access.purchaseId } }),
    fromAnswer: (answer: CurrentInsightResult & GeneratedMeta) => ({ reportId: answer.reportId, question: question.trim(), result: answer, source: answer.source, createdAt: answer.createdAt ?? null, category, careNote: answer.careNote === true || care }),
    // the sample is not an answer to the question: it is not shown under it (the question stays in the form)
    sample: (): ShownCurrentReport => ({ question: '', result: fallback, source: 'sample', createdAt: null }),
    draftRefusals,
  });
  const { problem, setProblem } = flow;

  return (
    <InsightSteps
      flow={flow}
      t={t}
      product="current_insight"
      token={access.token}
      report={(report, heading) => (
        <>
          {report.careNote && report.source !== 'sample' ? <CareNote /> : null}
          <CurrentInsightView report={report} pattern={patterns[report.result.hexagram_id - 1]} headingRef={heading} />
          <KeepResultSection reportId={report.reportId} token={access.token} kind="current_insight" createdAt={report.createdAt} cast={{ pattern: patterns[report.result.hexagram_id - 1] ?? '', changing: changingLinesOf(report.result) }} hasQuestion={Boolean(report.question)} />
          <ReportNotes reportId={report.reportId} token={access.token} />
        </>
      )}
      confirmDetails={(check) => (
        <>
          <div>
            <dt className="sr-only">{t('categoryLabel')}</dt>
            <dd>
              <CategoryPicker value={category} onChange={setCategory} legend={t('categoryLabel')} hint={t('categoryChange')} label={(c) => t(`categories.${c}`)} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-soft">{t('situationLabel')}</dt>
            <dd className="mt-1 leading-relaxed">{category === check.category ? check.situation : t('categoryChangedSituation')}</dd>
            {care ? (
              <dd className="mt-4">
                <CareNote />
              </dd>
            ) : null}
          </div>
        </>
      )}
      input={() =>
        !draft.restored ? (
          <BusyStep text={t('opening')} />
        ) : (
        <Card>
          <form onSubmit={flow.submit} noValidate className="flex flex-col gap-3">
            <h2 ref={flow.heading} tabIndex={-1} className="font-serif text-xl font-semibold outline-none">
              <label htmlFor={ids.question}>{t('questionLabel')}</label>
            </h2>
            <p id={ids.hint} className="text-sm leading-relaxed text-ink-soft">
              {t('questionHint')}
            </p>
            <textarea
              id={ids.question}
              rows={8}
              maxLength={INSIGHT_TEXT_MAX}
              value={question}
              aria-describedby={problem ? `${ids.hint} ${ids.problem}` : ids.hint}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => {
                setQuestion(event.target.value);
                draft.save({ question: event.target.value });
                setProblem(null);
              }}
              className={textareaClass}
            />
            {problem ? (
              <p id={ids.problem} role="alert" className="rounded-xl border border-seal/30 bg-seal/5 px-4 py-3 text-sm leading-relaxed text-seal">
                {problem}
              </p>
            ) : null}
            <button type="submit" disabled={!question.trim()} className={buttonClass({ size: 'md', className: 'self-end' })}>
              {t('submit')}
            </button>
          </form>
        </Card>
        )
      }
    />
  );
}
