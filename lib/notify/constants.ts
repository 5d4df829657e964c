/**
 * The limits of notify messages (POST /api/notify): the spec's figures (app.md; book-of-changes.md,
 * section 9), named once. Code imports them from here rather than writing numbers of its own.
 * Milliseconds unless the name says otherwise.
 */

/** Notify messages accepted per user (or per address when signed out) in any sliding window. */
export const NOTIFY_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 };
/** The notify modal's details field: at most this many characters (the database's limit too). */
export const NOTIFY_DETAILS_MAX = 2000;
