import type { Locale } from '@/i18n/routing';
import { findHexagramName } from '@/lib/iching/names';
import type { ReportSummary } from './list';

/**
 * What a My reports row says of a report's hexagram, in the page's language whatever language the
 * report was made in: the API's summary carries the name in the report's language, so the row looks
 * the name up again by number (lib/iching/names.ts, client-safe). A book report's title is its
 * hexagram's name, so it follows the page too.
 */
export function reportRowText(report: Pick<ReportSummary, 'kind' | 'title' | 'hexagram'>, locale: Locale): { title: string; hexagramName: string | null } {
  const { hexagram } = report;
  const hexagramName = hexagram ? (findHexagramName(hexagram.number, locale) ?? hexagram.name) : null;
  const title = report.kind === 'book_insight' && hexagramName ? hexagramName : report.title;
  return { title, hexagramName };
}
