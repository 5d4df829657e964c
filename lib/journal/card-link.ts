/**
 * Client-safe: where the year's keepsake card is fetched (GET /api/journal/year/{year}/card) and the
 * name a saved card gets. The SHARE message that hands it to the app is lib/reports/card-link.ts
 * shareMessage, whose schema (lib/webview/share.ts) accepts this path too.
 */

/** The card's path and query: `notes` is the person's "include a line from my notes". */
export function yearCardPath(year: number, { locale, notes }: { locale: 'ko' | 'en'; notes: boolean }): string {
  return `/api/journal/year/${encodeURIComponent(String(year))}/card?${new URLSearchParams({ locale, notes: notes ? '1' : '0' })}`;
}

/** The file name a saved year card gets: gyeol-year-2026.png. */
export function yearCardFileName(year: number): string {
  return `gyeol-year-${Number.isInteger(year) ? year : 'card'}.png`;
}
