'use client';

import { ReportShell } from '@/components/report/report-shell';
import { QUIZ_PRODUCTS } from '@/lib/quiz/kinds';
import type { QuizView } from '@/lib/quiz/views';
import { QuizFlow } from './quiz-flow';

/** A quiz report page's client part: the report shell (checking / no access), then the quiz. */
export function QuizReport({ view }: { view: QuizView }) {
  return <ReportShell product={QUIZ_PRODUCTS[view.quiz]} allowLatestPurchase>{(access) => <QuizFlow view={view} access={access} />}</ReportShell>;
}
