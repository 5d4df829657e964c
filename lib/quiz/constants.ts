/**
 * The quiz's timings (the Life Book and the other quizzes): the spec's figures (app.md; book-of-
 * changes.md, section 9), named once. Code imports them from here rather than writing numbers of
 * its own. Milliseconds unless the name says otherwise.
 */

/** Life Book quiz: loading before the report. */
export const LIFE_BOOK_LOADING_MS = 2000;
/** A new quiz question's answers wait this long before taking a tap, so a double tap cannot answer two questions. */
export const QUIZ_ANSWER_GUARD_MS = 250;
