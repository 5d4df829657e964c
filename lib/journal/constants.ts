/**
 * The reflection journal's limits (docs/journal.md): the spec's figures (app.md; book-of-
 * changes.md, section 9), named once. Code imports them from here rather than writing numbers of
 * its own. Milliseconds unless the name says otherwise.
 */

/** The reflection journal (docs/journal.md): a note or follow-up at most this many characters. */
export const JOURNAL_TEXT_MAX = 10_000;
/** A journal body: the longest text (up to 4 bytes a character) with room for the rest. */
export const JOURNAL_BODY_MAX_BYTES = 48 * 1024;
/** Notes per page of GET /api/journal. */
export const JOURNAL_PAGE_DEFAULT = 20;
export const JOURNAL_PAGE_MAX = 100;
/** A note asks how things went this many days after it was written (unless the person picks a date). */
export const JOURNAL_FOLLOW_UP_DAYS = 30;
