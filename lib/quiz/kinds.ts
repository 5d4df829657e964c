/** The three quizzes and the report each one is sold as. Client-safe. */
export const QUIZ_KINDS = ['character', 'relationship', 'book'] as const;
export type QuizKind = (typeof QUIZ_KINDS)[number];

/** The report product (and reports.kind) of each quiz. */
export const QUIZ_PRODUCTS = {
  character: 'character_insight',
  relationship: 'relationship_insight',
  book: 'book_insight',
} as const satisfies Record<QuizKind, string>;
export type QuizProduct = (typeof QUIZ_PRODUCTS)[QuizKind];
