/**
 * The 64 hexagrams in numbers, and the timings and sizes of the library (/iching) and the casting
 * screen (/iching/cast, /report/iching): the spec's figures (app.md; book-of-changes.md, section
 * 9), named once. Code imports them from here rather than writing numbers of its own. Milliseconds
 * unless the name says otherwise.
 */

export const HEXAGRAM_COUNT = 64;
export const LINES_PER_HEXAGRAM = 6;
/** The reference list's temporary drawer. */
export const DRAWER_WIDTH_PX = 300;
/** Builder and casting screen: after the sixth line, the reading opens after this long. */
export const HEXAGRAM_REDIRECT_MS = 500;
/** The 64-hexagram grid scrolls once it is this tall (two columns from the breakpoint up, one below). */
export const CASTING_GRID_MAX_HEIGHT_PX = 600;
/** The casting page's content is at most this wide. */
export const CASTING_MAX_WIDTH_PX = 1200;
/** How long the three coins spin before they land (skipped when the reader prefers reduced motion). */
export const CASTING_COIN_TOSS_MS = 900;
/** The pause between the three divisions of the yarrow stalks (skipped for reduced motion). */
export const CASTING_YARROW_DIVISION_MS = 550;
/** "Link copied" disappears after this long. */
export const CASTING_STATUS_CLEAR_MS = 3000;
