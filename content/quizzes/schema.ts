/**
 * The shape of the three quizzes (Character, Relationship, Life Book) and their results' content.
 * Every text is given in Korean and English. content.test.ts parses all quiz content against these.
 */
import { z } from 'zod';

import { ELEMENTS, type Element } from './element-order';

export { ELEMENTS, type Element } from './element-order';
const elementSchema = z.enum(ELEMENTS);

/** The Life Book reader types, in the order the scoring breaks ties. */
export const BOOK_TYPES = ['growth', 'creative', 'wisdom', 'analytical', 'philosophical'] as const;
const bookTypeSchema = z.enum(BOOK_TYPES);
export type BookType = z.infer<typeof bookTypeSchema>;

const text = z.string().trim().min(1);
const localizedSchema = z.strictObject({ ko: text, en: text });
export type Localized = z.infer<typeof localizedSchema>;

const questionId = z.string().regex(/^[a-z]+-\d+$/);

/** Five answers, each standing for a different key: the question stays fair to every result. */
function fiveDistinct<A>(answers: readonly A[], key: (answer: A) => string): boolean {
  return new Set(answers.map(key)).size === 5;
}

const elementAnswerSchema = z.strictObject({ text: localizedSchema, element: elementSchema });
export const elementQuestionSchema = z
  .strictObject({ id: questionId, text: localizedSchema, answers: z.array(elementAnswerSchema).length(5) })
  .refine((q) => fiveDistinct(q.answers, (a) => a.element), {
    message: 'the five answers must stand for five different elements',
    path: ['answers'],
  });
export type ElementQuestion = z.infer<typeof elementQuestionSchema>;

const bookAnswerSchema = z.strictObject({ text: localizedSchema, type: bookTypeSchema });
export const bookQuestionSchema = z
  .strictObject({ id: questionId, text: localizedSchema, answers: z.array(bookAnswerSchema).length(5) })
  .refine((q) => fiveDistinct(q.answers, (a) => a.type), {
    message: 'the five answers must stand for five different types',
    path: ['answers'],
  });
export type BookQuestion = z.infer<typeof bookQuestionSchema>;

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/);
const quizImage = z.string().regex(/^\/images\/quiz\/[a-z-]+\.svg$/);
const fourTraits = z.tuple([text, text, text, text]);

const elementProfileSchema = z.strictObject({
  name: localizedSchema,
  title: localizedSchema,
  color: hexColor,
  image: quizImage,
  description: localizedSchema,
  traits: z.strictObject({ ko: fourTraits, en: fourTraits }),
});
type ElementProfile = z.infer<typeof elementProfileSchema>;
/** One profile per element; a set is written for each of the Character and Relationship quizzes. */
export const elementProfilesSchema = z.record(elementSchema, elementProfileSchema);
export type ElementProfiles = Record<Element, ElementProfile>;

/** The hexagram of each reader type (its name, Korean and English come from the library). */
export const TYPE_HEXAGRAM_IDS = { growth: 1, creative: 58, wisdom: 52, analytical: 57, philosophical: 29 } as const satisfies Record<
  BookType,
  number
>;

const typeProfileSchema = z.strictObject({
  name: localizedSchema,
  description: localizedSchema,
  hexagramId: z.number().int().min(1).max(64),
  image: quizImage,
});
type TypeProfile = z.infer<typeof typeProfileSchema>;
export const typeProfilesSchema = z
  .record(bookTypeSchema, typeProfileSchema)
  .refine((profiles) => BOOK_TYPES.every((t) => profiles[t].hexagramId === TYPE_HEXAGRAM_IDS[t]), {
    message: 'each type keeps the hexagram the spec gives it',
  });
export type TypeProfiles = Record<BookType, TypeProfile>;

const year = z.number().int().min(1800).max(2100);
const sourceUrl = z.url({ protocol: /^https?$/ });
/**
 * What kind of page a Korean edition was checked against, best first: the publisher's own page, a
 * library's catalogue record, a government list, a bookseller's catalogue page, a newspaper's (or an
 * embassy's, or a translators' site's) notice of that edition, or only a reader's review that carries
 * the bookseller's line for the edition (title, author, translator, publisher, month). Only the first
 * three meet the house rule's standard of a publisher's page or a library record; the others are
 * named so that no one takes them for it.
 */
export const SOURCE_KINDS = ['publisher', 'library', 'government', 'bookseller', 'press', 'reader'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
/**
 * A real book: its Korean edition (title, author's name as that edition prints it, publisher, and
 * the year where the page it was checked against shows one; a year no such page shows is left out,
 * not guessed) for Korean pages, its English title with the year the work first came out for English
 * pages, why it suits the type, and the published pages each was checked against (`kind` says which
 * kind of page `koEdition` is).
 */
const bookSchema = z.strictObject({
  ko: z.strictObject({ title: text, author: text, publisher: text, year: year.optional() }),
  en: z.strictObject({ title: text, author: text, year }),
  why: localizedSchema,
  source: z.strictObject({ koEdition: sourceUrl, kind: z.enum(SOURCE_KINDS), original: sourceUrl }),
});
export type Book = z.infer<typeof bookSchema>;

const bookSetSchema = z.strictObject({
  mustReads: z.tuple([bookSchema, bookSchema, bookSchema]),
  hiddenGems: z.tuple([bookSchema, bookSchema, bookSchema]),
  nextSteps: localizedSchema,
});
type BookSet = z.infer<typeof bookSetSchema>;
export const bookSetsSchema = z.record(bookTypeSchema, bookSetSchema);
export type BookSets = Record<BookType, BookSet>;
