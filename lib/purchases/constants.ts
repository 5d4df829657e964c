/**
 * The timings of the purchase pages and of the simulated store (/purchase, /purchases, /dev/app):
 * the spec's figures (app.md; book-of-changes.md, section 9), named once. Code imports them from
 * here rather than writing numbers of its own. Milliseconds unless the name says otherwise.
 */

/** The purchase picker goes to the report this long after success / already premium. */
export const PURCHASE_REDIRECT_MS = 1500;
/** Purchase status messages clear after this long (cancelled, login required / error). */
export const STATUS_CLEAR_SHORT_MS = 3000;
export const STATUS_CLEAR_LONG_MS = 5000;
/** /purchases: the feature button stops waiting for the app after this long (our choice; the spec has none). */
export const PURCHASES_BUSY_MAX_MS = 10_000;
/** /dev/app: how long the simulated store "thinks" before it answers a purchase request. */
export const SIMULATOR_STORE_DELAY_MS = 600;
