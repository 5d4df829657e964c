/**
 * The spec's timings and limits, in one place (app.md and book-of-changes.md, section 9).
 * Components import them from here rather than writing numbers of their own. Milliseconds unless
 * the name says otherwise.
 */

export const HEXAGRAM_COUNT = 64;
export const LINES_PER_HEXAGRAM = 6;

// --- layout ----------------------------------------------------------------------------------------
// (the spec's 768 px mobile breakpoint is Tailwind's `md`, used directly in class names)

/** The reference list's temporary drawer. */
export const DRAWER_WIDTH_PX = 300;
/** The policy pages show their scroll-to-top button once the reader is this far down. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

// --- the builder and the casting screen (/iching, /report/iching) ---------------------------------

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

// --- report pages and purchases -------------------------------------------------------------------

/** Report pages wait this long for the app's authTokenReady event (web view only). */
export const TOKEN_WAIT_MS = 3000;
/** The purchase picker goes to the report this long after success / already premium. */
export const PURCHASE_REDIRECT_MS = 1500;
/** Purchase status messages clear after this long (cancelled, login required / error). */
export const STATUS_CLEAR_SHORT_MS = 3000;
export const STATUS_CLEAR_LONG_MS = 5000;
/** Life Book quiz: loading before the report. */
export const LIFE_BOOK_LOADING_MS = 2000;
/** A new quiz question's answers wait this long before taking a tap, so a double tap cannot answer two questions. */
export const QUIZ_ANSWER_GUARD_MS = 250;
/**
 * A reading shown for the first time forms its hexagram line by line, then shows its text: the
 * whole reveal, as the CSS in app/globals.css draws it (lines 80–1120 ms, text 1150–1600 ms).
 */
export const REPORT_REVEAL_MS = 1600;

// --- accounts: recovery and the auth callback ----------------------------------------------------

/** Reset password: after the success message, sign out and go to /password-reset-success. */
export const PASSWORD_RESET_SIGN_OUT_DELAY_MS = 2000;
/** Password-changed confirmation: go to / after this long. */
export const PASSWORD_CHANGED_REDIRECT_MS = 3000;
/** …but that 3 s starts only once the page's guidance has been on screen this long. */
export const PASSWORD_CHANGED_GUIDANCE_MS = 8000;
/** Web auth callback: the window follows the deep link after this long (the hidden frame tries first). */
export const AUTH_CALLBACK_REDIRECT_MS = 500;
/** Web auth callback: the manual 'go back to app' button appears after this long. */
export const AUTH_CALLBACK_MANUAL_HINT_MS = 2500;
/** Manual button: the window follows the deep link this long after the frame is tried again. */
export const AUTH_CALLBACK_MANUAL_RETRY_MS = 100;
/** Manual button: if the app has still not taken over after this long, say how to open it by hand. */
export const AUTH_CALLBACK_MANUAL_FALLBACK_MS = 2000;

// --- notify messages (POST /api/notify) ------------------------------------------------------------

/** Notify messages accepted per user (or per address when signed out) in any sliding window. */
export const NOTIFY_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 };
/** The notify modal's details field: at most this many characters (the database's limit too). */
export const NOTIFY_DETAILS_MAX = 2000;
/** /purchases: the feature button stops waiting for the app after this long (our choice; the spec has none). */
export const PURCHASES_BUSY_MAX_MS = 10_000;
/** /dev/app: how long the simulated store "thinks" before it answers a purchase request. */
export const SIMULATOR_STORE_DELAY_MS = 600;

// --- insight reports (/api/insight/*) -------------------------------------------------------------

/** Concern checks accepted per user in any sliding window (each may cost a cloud call). */
export const INSIGHT_CHECK_RATE_LIMIT = { max: 20, windowMs: 10 * 60_000 };
/** A question, a situation or one year's plan: at most this many characters (form fields and the routes' schemas). */
export const INSIGHT_TEXT_MAX = 2000;
/** The largest request body the insight routes read (three plans of 2,000 characters fit easily). */
export const INSIGHT_BODY_MAX_BYTES = 16 * 1024;
/** The cloud insight API: how long one attempt may take before the oracle steps in. */
export const INSIGHT_CLOUD_TIMEOUT_MS = 20_000;
/** The pause before the cloud call's one retry. */
export const INSIGHT_CLOUD_RETRY_DELAY_MS = 300;

// --- stored reports (My reports) ------------------------------------------------------------------

/**
 * Fair use of a premium subscription: readings stored per subscriber per day (UTC). The database
 * enforces it (public.report_usage, lib/reports/store.ts); one-off purchases are not counted.
 */
export const SUBSCRIPTION_DAILY_REPORT_LIMIT = 20;
/** GET /api/reports: reports per page by default, and at most. */
export const REPORTS_PAGE_DEFAULT = 20;
export const REPORTS_PAGE_MAX = 50;

/** The reflection journal (docs/journal.md): a note or follow-up at most this many characters. */
export const JOURNAL_TEXT_MAX = 10_000;
/** A journal body: the longest text (up to 4 bytes a character) with room for the rest. */
export const JOURNAL_BODY_MAX_BYTES = 48 * 1024;
/** Notes per page of GET /api/journal. */
export const JOURNAL_PAGE_DEFAULT = 20;
export const JOURNAL_PAGE_MAX = 100;
/** A note asks how things went this many days after it was written (unless the person picks a date). */
export const JOURNAL_FOLLOW_UP_DAYS = 30;
