import { requireConsentedUser, requireUser } from '@/lib/api/auth';
import { apiHandler, otherMethods, readJson } from '@/lib/api/handler';
import { JOURNAL_BODY_MAX_BYTES } from '@/lib/journal/constants';
import { getDb } from '@/lib/db';
import { noteCare } from '@/lib/journal/care';
import { assertTextFits, createNoteSchema, listQuerySchema } from '@/lib/journal/schemas';
import { createNote, listNotes } from '@/lib/journal/store';
import { runtime } from '@/lib/runtime';

export const dynamic = 'force-dynamic';

/**
 * GET /api/journal[?cursor=][&q=][&hexagram=1-64][&year=][&limit=1-100] → `{ entries: [{id,
 * subject, hexagram, text, followUps, createdAt, updatedAt, followUpDue}], next }`: the user's own
 * notes, newest first; q searches their text and follow-ups. 401 without a valid token, 400 for a
 * bad query (docs/journal.md).
 */
export const GET = apiHandler(async (request) => {
  const user = await requireUser(request);
  const query = listQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const page = await listNotes(await getDb(), runtime().journalKeys(), user.id, query);
  return Response.json(page, { headers: { 'Cache-Control': 'private, no-store' } });
});

/**
 * POST /api/journal {subject: {kind: report|cast|today, id}, text[, followUpDue]} → 201 `{ id, care }`.
 * 401, 403 consent_required, 400 bad input, 404 a report that is not the user's, 413 over 10,000
 * characters. Kept whatever it says: `care` tells the page which care to show beside it.
 */
export const POST = apiHandler(async (request) => {
  const user = await requireConsentedUser(request);
  const body = await readJson(request, createNoteSchema, { maxBytes: JOURNAL_BODY_MAX_BYTES });
  assertTextFits(body.text);
  const care = noteCare(body.text);
  const { id } = await createNote(await getDb(), runtime().journalKeys(), { userId: user.id, subject: body.subject, text: body.text, followUpDue: body.followUpDue });
  return Response.json({ id, care }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
});

export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST');
