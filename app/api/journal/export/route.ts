import { requireUser } from '@/lib/api/auth';
import { apiHandler, otherMethods } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { formatMessage } from '@/lib/i18n/format';
import { exportMarkdown, exportNotes, type ExportLabels } from '@/lib/journal/export';
import { exportQuerySchema } from '@/lib/journal/schemas';
import { REPORT_PRODUCTS, type ReportProduct } from '@/lib/purchases/products';
import { runtime } from '@/lib/runtime';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';

export const dynamic = 'force-dynamic';

function labelsOf(locale: 'ko' | 'en'): ExportLabels {
  const messages = locale === 'ko' ? ko : en;
  const words = messages.JournalExport;
  const t = (message: string, params?: Record<string, string | number>) => formatMessage(message, params, locale);
  return {
    title: words.title,
    exportedAt: (date) => t(words.exportedAt, { date }),
    empty: words.empty,
    subject: { report: words.report, cast: words.cast, today: words.today },
    product: Object.fromEntries(REPORT_PRODUCTS.map((p) => [p, messages.Products[p]])) as Record<ReportProduct, string>,
    hexagram: (number, name) => t(words.hexagram, { number, name }),
    lines: (lines) => t(words.lines, { lines }),
    todayLine: (line) => t(words.todayLine, { line }),
    question: words.question,
    written: (date) => t(words.written, { date }),
    edited: (date) => t(words.edited, { date }),
    followUps: words.followUps,
    readingGone: words.readingGone,
  };
}

/**
 * GET /api/journal/export[?format=json|md][&locale=ko|en] → every note the user wrote with the
 * reading it belongs to, as a download: JSON `{ exportedAt, notes }` or Markdown. 401, 400 for a bad query.
 */
export const GET = apiHandler(async (request) => {
  const user = await requireUser(request);
  const query = exportQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const now = new Date();
  const notes = await exportNotes(await getDb(), runtime().journalKeys(), user.id);
  const name = `gyeol-journal-${now.toISOString().slice(0, 10)}.${query.format}`;
  const headers = { 'Cache-Control': 'private, no-store', 'Content-Disposition': `attachment; filename="${name}"` };
  if (query.format === 'json') return Response.json({ exportedAt: now.toISOString(), notes }, { headers });
  return new Response(exportMarkdown(notes, { locale: query.locale, labels: labelsOf(query.locale), now }), {
    headers: { ...headers, 'Content-Type': 'text/markdown; charset=utf-8' },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
