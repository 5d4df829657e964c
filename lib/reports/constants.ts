/**
 * The limits of stored reports (My reports, GET /api/reports): the spec's figures (app.md; book-of-
 * changes.md, section 9), named once. Code imports them from here rather than writing numbers of
 * its own. Milliseconds unless the name says otherwise.
 */

/**
 * Fair use of a premium subscription: readings stored per subscriber per day (UTC). The database
 * enforces it (public.report_usage, lib/reports/store.ts); one-off purchases are not counted.
 */
export const SUBSCRIPTION_DAILY_REPORT_LIMIT = 20;
/** GET /api/reports: reports per page by default, and at most. */
export const REPORTS_PAGE_DEFAULT = 20;
export const REPORTS_PAGE_MAX = 50;
