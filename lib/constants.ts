/**
 * The spec's timings and limits, in one place (book-of-changes.md section 9). Components import
 * them from here rather than writing numbers of their own.
 */

/** The mobile layout breakpoint (Tailwind's `md` is the same 768 px). */
export const MOBILE_BREAKPOINT_PX = 768;

// --- the casting screen (/report/iching) ---------------------------------------------------------

/** The 64-hexagram grid scrolls once it is this tall (two columns from the breakpoint up, one below). */
export const CASTING_GRID_MAX_HEIGHT_PX = 600;
/** The casting page's content is at most this wide. */
export const CASTING_MAX_WIDTH_PX = 1200;
/** How long the three coins spin before they land (skipped when the reader prefers reduced motion). */
export const CASTING_COIN_TOSS_MS = 900;
/** The pause between the three divisions of the yarrow stalks (skipped for reduced motion). */
export const CASTING_YARROW_DIVISION_MS = 550;
/** After the sixth line the finished figure stays in view this long before the reading opens. */
export const CASTING_RESULT_DELAY_MS = 500;
/** "Link copied" disappears after this long. */
export const CASTING_STATUS_CLEAR_MS = 3000;
