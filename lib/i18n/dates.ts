import type { Locale } from '@/i18n/routing';

/**
 * The date stamp of a report, written out for its locale: "2026년 11월 25일" / "November 25, 2026".
 * In the reader's own time zone unless one is given (tests, the server). Client-safe.
 */
export function formatReportDate(iso: string, locale: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(new Date(iso));
}
