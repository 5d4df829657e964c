'use client';

import { ReportShell } from '@/components/report/report-shell';
import { QUIZ_PRODUCTS } from '@/lib/quiz/kinds';
import type { QuizView } from '@/lib/quiz/views';
import { useStrings } from '@/components/i18n/client-strings';
import { QuizFlow, QuizSkeleton } from './quiz-flow';

/** A quiz report page's client part: the report shell (checking / no access), then the quiz. */
export function QuizReport({ view, lead }: { view: QuizView; lead: string }) {
  const shell = useStrings('ReportShell');
  return (
    <ReportShell product={QUIZ_PRODUCTS[view.quiz]} allowLatestPurchase placeholder={<QuizSkeleton quiz={view.quiz} status={shell('checking')} />}>
      {(access) => <QuizFlow view={view} access={access} lead={lead} />}
    </ReportShell>
  );
}
