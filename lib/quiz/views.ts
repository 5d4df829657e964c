/**
 * What a quiz page sends to the browser: ONE quiz's questions and result content, in ONE language.
 * Answer texts go without their element or type (the server scores), and nothing of the other
 * quizzes or the other language is included. Built by the server page; the types are client-safe.
 */
import { bookQuestions, bookSets, typeProfiles } from '@/content/quizzes/book';
import { characterProfiles, characterQuestions } from '@/content/quizzes/character';
import { relationshipProfiles, relationshipQuestions } from '@/content/quizzes/relationship';
import { BOOK_TYPES, ELEMENTS, type Book, type BookType, type Element, type Localized } from '@/content/quizzes/schema';
import type { Locale } from '@/i18n/routing';
import { getHexagram } from '@/lib/iching/library';
import type { QuizKind } from './kinds';
import { elementReportView, type ElementReportView } from './element-report-view';
import { typeHexagram } from './type-hexagram';

export interface QuestionView {
  id: string;
  text: string;
  answers: string[];
}

export interface ElementProfileView {
  element: Element;
  name: string;
  title: string;
  color: string;
  image: string;
  description: string;
  traits: string[];
  /** the long report */
  report: ElementReportView;
}

export interface BookView {
  title: string;
  author: string;
  /** Korean pages: the Korean edition's publisher; English pages name none. */
  publisher?: string;
  /** Korean pages: the Korean edition's year, where it was checked; English pages: the year of first publication. */
  year?: number;
  why: string;
}

export interface BookTypeView {
  type: BookType;
  name: string;
  description: string;
  image: string;
  hexagram: { id: number; name: string; kor: string; eng: string; title: string; pattern: string };
  mustReads: BookView[];
  hiddenGems: BookView[];
  nextSteps: string;
}

type ElementQuizView = { quiz: 'character' | 'relationship'; questions: QuestionView[]; profiles: Record<Element, ElementProfileView> };
type BookQuizView = { quiz: 'book'; questions: QuestionView[]; types: Record<BookType, BookTypeView> };
export type QuizView = ElementQuizView | BookQuizView;

function questionViews(questions: readonly { id: string; text: Localized; answers: readonly { text: Localized }[] }[], locale: Locale): QuestionView[] {
  return questions.map((q) => ({ id: q.id, text: q.text[locale], answers: q.answers.map((a) => a.text[locale]) }));
}

const bookView = (book: Book, locale: Locale): BookView =>
  locale === 'ko'
    ? { title: book.ko.title, author: book.ko.author, publisher: book.ko.publisher, year: book.ko.year, why: book.why.ko }
    : { title: book.en.title, author: book.en.author, year: book.en.year, why: book.why.en };

function bookTypeView(type: BookType, locale: Locale): BookTypeView {
  const profile = typeProfiles[type];
  const set = bookSets[type];
  const { hexagramId, hexagram, title } = typeHexagram(type);
  const pattern = getHexagram(hexagramId)?.pattern ?? '';
  return {
    type,
    name: profile.name[locale],
    description: profile.description[locale],
    image: profile.image,
    hexagram: { id: hexagramId, ...hexagram, title: title[locale], pattern },
    mustReads: set.mustReads.map((b) => bookView(b, locale)),
    hiddenGems: set.hiddenGems.map((b) => bookView(b, locale)),
    nextSteps: set.nextSteps[locale],
  };
}

export function quizView(quiz: QuizKind, locale: Locale): QuizView {
  if (quiz === 'book') {
    return {
      quiz,
      questions: questionViews(bookQuestions, locale),
      types: Object.fromEntries(BOOK_TYPES.map((type) => [type, bookTypeView(type, locale)])) as Record<BookType, BookTypeView>,
    };
  }
  const [questions, profiles] = quiz === 'character' ? [characterQuestions, characterProfiles] : [relationshipQuestions, relationshipProfiles];
  return {
    quiz,
    questions: questionViews(questions, locale),
    profiles: Object.fromEntries(
      ELEMENTS.map((element) => {
        const p = profiles[element];
        const view: ElementProfileView = {
          element,
          name: p.name[locale],
          title: p.title[locale],
          color: p.color,
          image: p.image,
          description: p.description[locale],
          traits: [...p.traits[locale]],
          report: elementReportView(quiz, element, locale),
        };
        return [element, view];
      }),
    ) as Record<Element, ElementProfileView>,
  };
}
