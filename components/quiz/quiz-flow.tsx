import { useCallback, useEffect, useState } from 'react';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { ReportSkeleton } from '@/components/report/report-skeleton';
import type { ReportAccess } from '@/components/report/report-shell';
import { LIFE_BOOK_LOADING_MS } from '@/lib/quiz/constants';
import { SUBSCRIPTION_DAILY_REPORT_LIMIT } from '@/lib/reports/constants';
import { QUIZ_PRODUCTS } from '@/lib/quiz/kinds';
import { KeepResultSection } from '@/components/report/keep-result-lazy';
import { ReportNotes } from '@/components/journal/report-notes';
import { NotifyModal } from '@/components/report/notify-modal';
import { ReportDate } from '@/components/report/report-date';
import { draftTarget, useReportDraft } from '@/components/report/use-report-draft';
import { fetchDraft } from '@/lib/drafts/client';
import { useApiErrorText } from '@/components/errors/api-error-message';
import { apiErrorKey } from '@/lib/api/error-keys';
import { fetchStoredResult, submitAnswers } from '@/lib/quiz/client';
import { rememberReportId } from '@/lib/webview/token';
import type { BookQuizResult, ElementQuizResult, QuizOutcome } from '@/lib/quiz/results';
import type { QuizKind } from '@/lib/quiz/kinds';
import type { QuizView } from '@/lib/quiz/views';
import { BookResult } from './book-result';
import { ElementResult } from './element-result';
import { QuizQuestion } from './quiz-question';
import { buttonClass } from '@/components/ui/button';

type Step =
  | { name: 'opening' }
  | { name: 'question'; answers: number[] }
  | { name: 'scoring'; answers: number[] }
  | { name: 'failed'; answers: number[]; fairUse?: boolean; text: string }
  | { name: 'result'; outcome: QuizOutcome };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A quiz after the report shell granted access (spec: "Character and Relationship quiz: one
 * question at a time, no back; after the last answer straight to the result. Life Book quiz: after
 * the last answer, loading for 2 s, then the report"). A purchase with a stored result opens on it;
 * one without opens at the question after the answers kept so far (its draft).
 */
/** A quiz result's skeleton: while the purchase is checked, a stored result opens or the answers are read. */
export function QuizSkeleton({ quiz, status }: { quiz: QuizKind; status: string }) {
  return <ReportSkeleton status={status} sections={quiz === 'book' ? 3 : 6} />;
}

/** `lead`: the quiz's instructions, shown with its questions only. */
export function QuizFlow({ view, access, lead }: { view: QuizView; access: ReportAccess; lead: string }) {
  const t = useStrings('Quiz');
  const locale = useClientLocale();
  const { token, purchaseId, reportId } = access;
  const shell = useStrings('ReportShell');
  const apiErrorText = useApiErrorText();
  const [step, setStep] = useState<Step>({ name: 'opening' });
  const total = view.questions.length;

  // the answers so far are kept on the server: back, reload or a new session continue here
  const drafts = useReportDraft(QUIZ_PRODUCTS[view.quiz], access);

  const score = useCallback(
    async (answers: number[]) => {
      setStep({ name: 'scoring', answers });
      const submitted = submitAnswers(view.quiz, token, purchaseId, answers, locale);
      const [answer] = await Promise.all([submitted, view.quiz === 'book' ? wait(LIFE_BOOK_LOADING_MS) : null]);
      if (answer.ok) {
        rememberReportId(answer.value.reportId);
        setStep({ name: 'result', outcome: answer.value });
      } else {
        setStep({ name: 'failed', answers, fairUse: apiErrorKey(answer.error) === 'fairUse', text: apiErrorText(answer.error, t('failed')) });
      }
    },
    [view.quiz, token, purchaseId, locale, apiErrorText, t],
  );

  useEffect(() => {
    let cancelled = false;
    const target = draftTarget({ token, purchaseId, reportId });
    Promise.all([
      fetchStoredResult(view.quiz, token, purchaseId, reportId),
      target ? fetchDraft(QUIZ_PRODUCTS[view.quiz], target.purchaseId, target.token) : null,
    ]).then(([outcome, draft]) => {
      if (cancelled) return;
      if (outcome) return setStep({ name: 'result', outcome });
      // where the person left off: the next unanswered question (answered in full: scored now)
      const answers = draft?.answers.slice(0, total) ?? [];
      if (answers.length === total) void score(answers);
      else setStep({ name: 'question', answers });
    });
    return () => {
      cancelled = true;
    };
  }, [view.quiz, token, purchaseId, reportId, total, score]);

  const answer = (index: number) => {
    if (step.name !== 'question') return;
    const answers = [...step.answers, index];
    drafts.save({ answers });
    if (answers.length < total) setStep({ name: 'question', answers });
    else void score(answers);
  };

  if (step.name === 'opening' || step.name === 'scoring') {
    const text = step.name === 'opening' ? t('opening') : view.quiz === 'book' ? t('bookLoading') : t('saving');
    return <QuizSkeleton quiz={view.quiz} status={text} />;
  }
  if (step.name === 'failed') {
    return (
      <div className="mx-auto my-10 flex max-w-md flex-col items-center gap-4 rounded-2xl border border-line bg-white/70 p-6 text-center shadow-sm">
        <p role="alert" className="leading-relaxed text-seal">
          {step.fairUse ? shell('fairUseReached', { limit: SUBSCRIPTION_DAILY_REPORT_LIMIT }) : step.text}
        </p>
        {step.fairUse ? null : <button
          type="button"
          onClick={() => void score(step.answers)}
          className={buttonClass()}
        >
          {t('retry')}
        </button>}
      </div>
    );
  }
  if (step.name === 'question') {
    const index = step.answers.length;
    const question = view.questions[index];
    if (!question) return null;
    return (
      <>
        <p className="-mt-4 mb-8 text-center leading-relaxed text-ink-soft">{lead}</p>
        <QuizQuestion key={question.id} question={question} number={index + 1} total={total} onAnswer={answer} />
      </>
    );
  }

  const { outcome } = step;
  return (
    <div data-report-ready="">
      <ReportDate createdAt={outcome.createdAt} className="mb-4 text-center" />
      {outcome.stored ? null : <p className="mx-auto mb-4 max-w-2xl rounded-lg border border-line bg-white/70 px-3 py-2 text-sm text-ink-soft">{t('notStored')}</p>}
      {view.quiz === 'book' ? (
        <BookResult view={view.types[(outcome.result as BookQuizResult).dominant]} />
      ) : (
        <ElementResult result={outcome.result as ElementQuizResult} profiles={view.profiles} />
      )}
      <KeepResultSection reportId={outcome.reportId} token={token} kind={QUIZ_PRODUCTS[view.quiz]} createdAt={outcome.createdAt} />
      <ReportNotes reportId={outcome.reportId} token={token} />
      <div className="mx-auto mt-10 flex w-full max-w-xl justify-center">
        <NotifyModal product={QUIZ_PRODUCTS[view.quiz]} token={token} />
      </div>
    </div>
  );
}
