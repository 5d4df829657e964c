import { ImageResponse } from 'next/og';
import { YearCard } from '@/components/og/year-card';
import { requireUser } from '@/lib/api/auth';
import { apiHandler, otherMethods } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { formatMessage, type MessageParams } from '@/lib/i18n/format';
import { noteCare } from '@/lib/journal/care';
import { noteLine, yearCardQuerySchema, yearCardText, type YearCardLabels, type YearCardText } from '@/lib/journal/card';
import { listQuerySchema, yearSchema } from '@/lib/journal/schemas';
import { listNotes } from '@/lib/journal/store';
import { yearSummary } from '@/lib/journal/year';
import { keepDrawable, ogFonts } from '@/lib/og/fonts';
import { REPORT_CARD_SIZE } from '@/lib/reports/card';
import { runtime } from '@/lib/runtime';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';

export const dynamic = 'force-dynamic';

/** The latest notes looked at for the card's line (the newest one that can give one is quoted). */
const NOTES_LOOKED_AT = 10;

/** Every text on the card, with what the bundled fonts cannot draw left out. */
async function drawable(card: YearCardText): Promise<YearCardText> {
  const clean = keepDrawable;
  const hexagram = async <H extends { label: string; name: string; chinese: string; count: string }>(h: H): Promise<H> => ({
    ...h,
    label: await clean(h.label),
    name: await clean(h.name),
    chinese: await clean(h.chinese),
    count: await clean(h.count),
  });
  const quote = card.quote ? { label: await clean(card.quote.label), text: await clean(card.quote.text) } : null;
  return {
    ...card,
    year: await clean(card.year),
    eyebrow: await clean(card.eyebrow),
    totals: await clean(card.totals),
    top: card.top ? { ...(await hexagram(card.top)), heading: await clean(card.top.heading) } : null,
    topThree: card.topThree ? { heading: await clean(card.topThree.heading), items: await Promise.all(card.topThree.items.map(hexagram)) } : null,
    elements: card.elements ? { heading: await clean(card.elements.heading), items: await Promise.all(card.elements.items.map(async (e) => ({ ...e, name: await clean(e.name) }))) } : null,
    // a line of only what the fonts cannot draw (emoji) is no line
    quote: quote && /[\p{L}\p{N}]/u.test(quote.text) ? quote : null,
    empty: card.empty === null ? null : await clean(card.empty),
    journal: await clean(card.journal),
    brand: await clean(card.brand),
  };
}

/**
 * GET /api/journal/year/{year}/card[?locale=ko|en][&notes=0|1] with Authorization: Bearer (or the
 * session cookie) → the year's keepsake card, a 1080 × 1350 PNG (lib/journal/card.ts,
 * components/og/year-card.tsx): the year's counts, the hexagram drawn most often, the top three,
 * the five elements. No note text unless `notes=1`: then one line of the newest of the year's notes
 * that gives one (its first sentence, cut where a clause or word ends), passing over a note the crisis
 * screen would answer with care. A year with nothing yet is a calm card (200), not a 404. 401
 * without a valid token, 400 for a year outside 2000-2200 or a bad query. Cache-Control: private,
 * no-store (the card is the person's own and changes with every note).
 */
export const GET = apiHandler<{ params: Promise<{ year: string }> }>(async (request, context) => {
  const { year: raw } = await context.params;
  const user = await requireUser(request);
  const year = yearSchema.parse(/^\d{4}$/.test(raw) ? raw : 'not a year');
  const query = yearCardQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const db = await getDb();
  const notes = query.notes === '1';
  const [summary, latest] = await Promise.all([
    yearSummary(db, user.id, year),
    // the notes are opened only when the person asked for a line of them
    notes ? listNotes(db, runtime().journalKeys(), user.id, listQuerySchema.parse({ year: String(year), limit: String(NOTES_LOOKED_AT) })) : null,
  ]);
  const latestNote = latest?.entries.find((entry) => noteCare(entry.text) === null && noteLine(entry.text) !== null)?.text ?? null;

  const messages = query.locale === 'ko' ? ko : en;
  const strings = messages.JournalCard.card;
  const t = (key: Exclude<keyof typeof strings, 'elementNames'>, params?: MessageParams) => formatMessage(strings[key], params, query.locale);
  const labels: YearCardLabels = {
    year: (value) => t('year', { year: value }),
    eyebrow: t('eyebrow'),
    journal: t('journal'),
    totals: (readings, count) => t('totals', { readings, notes: count }),
    mostDrawn: t('mostDrawn'),
    hexagramNumber: (number) => t('hexagramNumber', { number }),
    times: (count) => t('times', { count }),
    topThree: t('topThree'),
    elements: t('elements'),
    elementName: strings.elementNames,
    quote: t('quote'),
    empty: t('empty'),
  };
  const card = yearCardText(summary, { locale: query.locale, labels, notes, latestNote });
  return new ImageResponse(<YearCard card={await drawable(card)} />, { ...REPORT_CARD_SIZE, fonts: await ogFonts(), headers: { 'Cache-Control': 'private, no-store' } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
