import type { Metadata } from 'next';
import { QuizPage, quizMetadata } from '@/components/quiz/quiz-page';
import { localeStaticParams, readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return quizMetadata('character', await readLocaleParam(params));
}

export default async function CharacterInsightPage({ params }: LocaleParams) {
  return <QuizPage quiz="character" locale={await readLocaleParam(params)} />;
}
