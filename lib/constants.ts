/**
 * The spec's timings and limits, in one place (book-of-changes.md section 9). Components import
 * them from here rather than writing numbers of their own.
 */

export const HEXAGRAM_COUNT = 64;
export const LINES_PER_HEXAGRAM = 6;

/** After the sixth line the builder waits this long, then opens the reading. */
export const BUILDER_REDIRECT_DELAY_MS = 500;

/** Width of the temporary side drawer that holds the hexagram list. */
export const DRAWER_WIDTH_PX = 300;

/** The mobile layout breakpoint (Tailwind's `md` is the same 768 px). */
export const MOBILE_BREAKPOINT_PX = 768;
