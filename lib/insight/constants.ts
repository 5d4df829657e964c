/**
 * The insight reports' limits and timings (/api/insight/*, the report pages): the spec's figures
 * (app.md; book-of-changes.md, section 9), named once. Code imports them from here rather than
 * writing numbers of its own. Milliseconds unless the name says otherwise.
 */

/**
 * A reading shown for the first time forms its hexagram line by line, then shows its text: the
 * whole reveal, as the CSS in app/globals.css draws it (lines 80–1120 ms, text 1150–1600 ms).
 */
export const REPORT_REVEAL_MS = 1600;
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
