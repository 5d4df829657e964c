import { ImageResponse } from 'next/og';
import { ReportCard } from '@/components/og/report-card';
import { requireUser } from '@/lib/api/auth';
import { ApiError } from '@/lib/api/errors';
import { apiHandler, otherMethods } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { formatMessage, type MessageParams } from '@/lib/i18n/format';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import { keepDrawable, ogFonts } from '@/lib/og/fonts';
import { assertStoredReportReadable } from '@/lib/purchases/access';
import { REPORT_PRODUCTS, type ReportProduct } from '@/lib/purchases/products';
import { UUID } from '@/lib/purchases/ledger';
import { REPORT_CARD_SIZE, reportCardQuerySchema, reportCardText, type ReportCardText } from '@/lib/reports/card';
import { findReportById } from '@/lib/reports/store';
import { requestOrigin } from '@/lib/embedded/auth/redirects';

export const dynamic = 'force-dynamic';

/** Every text on the card, with what the bundled fonts cannot draw left out. */
async function drawable(card: ReportCardText): Promise<ReportCardText> {
  const clean = keepDrawable;
  return {
    ...card,
    kind: await clean(card.kind),
    eyebrow: await clean(card.eyebrow),
    title: await clean(card.title),
    subtitle: card.subtitle === null ? null : await clean(card.subtitle),
    message: card.message === null ? null : await clean(card.message),
    question: card.question ? { label: await clean(card.question.label), text: await clean(card.question.text) } : null,
    line: card.line ? { label: await clean(card.line.label), text: await clean(card.line.text) } : null,
    link: card.link === null ? null : await clean(card.link),
    hexagram: { ...card.hexagram, label: await clean(card.hexagram.label), name: await clean(card.hexagram.name), chinese: await clean(card.hexagram.chinese) },
    date: await clean(card.date),
    brand: await clean(card.brand),
  };
}

/**
 * GET /api/reports/{id}/card[?locale=ko|en][&question=1][&tz=Asia/Seoul][&download=1] with
 * Authorization: Bearer (or the session cookie) → the stored report's keepsake card, a 1080 × 1350
 * PNG (lib/reports/card.ts, components/og/report-card.tsx). Only its owner gets it: 401 without a
 * valid token, 404 for an id that is not a report of this user (a stranger's answers the same),
 * 403 when its purchase was refunded or revoked, 400 for a malformed id or query. The question of
 * a Current Insight is on the card only with `question=1`. `download=1` names the file to save.
 * Cache-Control: private (the card is the user's own; a browser may keep it, a CDN never).
 */
export const GET = apiHandler<{ params: Promise<{ id: string }> }>(async (request, context) => {
  const { id } = await context.params;
  const user = await requireUser(request);
  if (!UUID.test(id)) throw new ApiError('bad_request', 'The report id must be a UUID.');
  const query = reportCardQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const db = await getDb();
  const report = await findReportById(db, id, user.id);
  if (!report || !(REPORT_PRODUCTS as readonly string[]).includes(report.kind)) throw new ApiError('not_found', 'No report is stored with this id.');
  await assertStoredReportReadable(db, report.purchaseId);

  const messages = query.locale === 'ko' ? ko : en;
  const t = (key: keyof typeof en.KeepResult.card, params?: MessageParams) => formatMessage(messages.KeepResult.card[key], params, query.locale);
  const products = (product: ReportProduct) => messages.Products[product];
  let card: ReportCardText;
  try {
    card = reportCardText(report, {
      locale: query.locale,
      question: query.question === '1',
      timeZone: query.tz,
      labels: {
        kind: Object.fromEntries(REPORT_PRODUCTS.map((p) => [p, products(p)])) as Record<ReportProduct, string>,
        hexagramNumber: (number) => t('hexagramNumber', { number }),
        question: t('question'),
        leading: t('leading'),
        tied: t('tied'),
        readerType: t('readerType'),
        share: (percent) => t('share', { percent }),
        judgement: t('judgement'),
        line: (name) => t('line', { name }),
        why: t('why'),
        nextStep: t('nextStep'),
      },
      origin: requestOrigin(request),
    });
  } catch {
    // a stored result this code cannot read is no card to draw
    throw new ApiError('not_found', 'This report has no card.');
  }

  const headers: Record<string, string> = { 'Cache-Control': 'private, max-age=300' };
  if (query.download === '1') headers['Content-Disposition'] = `attachment; filename="gyeol-${report.kind.replace('_insight', '')}-${report.createdAt.slice(0, 10)}.png"`;
  return new ImageResponse(<ReportCard card={await drawable(card)} />, { ...REPORT_CARD_SIZE, fonts: await ogFonts(), headers });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
