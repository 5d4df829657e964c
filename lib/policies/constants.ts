/**
 * The policy pages' numbers: the spec's figures (app.md; book-of-changes.md, section 9), named
 * once. Code imports them from here rather than writing numbers of its own. Milliseconds unless the
 * name says otherwise.
 */

/** The policy pages show their scroll-to-top button once the reader is this far down. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;
