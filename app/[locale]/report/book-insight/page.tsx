import type { Metadata } from 'next';
import { QuizPage, quizMetadata } from '@/components/quiz/quiz-page';
import { localeStaticParams, readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return quizMetadata('book', await readLocaleParam(params));
}

export default async function BookInsightPage({ params }: LocaleParams) {
  return <QuizPage quiz="book" locale={await readLocaleParam(params)} />;
}
