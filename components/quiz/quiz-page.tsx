import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { REPORT_SHELL_NAMESPACES } from '@/components/report/messages';
import type { Locale } from '@/i18n/routing';
import { REPORTS } from '@/lib/purchases/products';
import { QUIZ_KINDS, QUIZ_PRODUCTS, type QuizKind } from '@/lib/quiz/kinds';
import { quizView } from '@/lib/quiz/views';
import { alternates } from '@/lib/site/seo';
import { QuizReport } from './quiz-report';

/** The metadata of a quiz report page: never indexed (it opens on a purchase). */
export async function quizMetadata(quiz: QuizKind, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Quiz' });
  return {
    title: t(`${quiz}.metaTitle`),
    description: t(`${quiz}.metaDescription`),
    alternates: alternates(locale, REPORTS[QUIZ_PRODUCTS[quiz]].path),
    robots: { index: false, follow: true },
  };
}

/**
 * A quiz report page (statically generated for each locale): the heading, then the report shell
 * and the quiz in the browser, given this quiz's questions and results in this locale only.
 */
export async function QuizPage({ quiz, locale }: { quiz: QuizKind; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Quiz' });
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-5 pt-8 pb-24 [html[data-webview]_&]:pt-16">
      <header className="mx-auto flex max-w-xl flex-col items-center pb-8 text-center">
        <h1 className="font-serif text-3xl font-semibold md:text-4xl">{t(`${quiz}.title`)}</h1>
      </header>
      <ClientMessages locale={locale} namespaces={[...REPORT_SHELL_NAMESPACES, 'Quiz']} shape={{ Quiz: clientQuizStrings }}>
        {/* the quiz's instructions go with its questions only: never above a result reopening */}
        <QuizReport view={quizView(quiz, locale)} lead={t(`${quiz}.lead`)} />
      </ClientMessages>
    </main>
  );
}

/** The Quiz strings the browser needs: the page headings of the three quizzes stay on the server. */
function clientQuizStrings(strings: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(strings).filter(([key]) => !(QUIZ_KINDS as readonly string[]).includes(key)));
}
