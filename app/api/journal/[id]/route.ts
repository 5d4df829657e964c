import { requireConsentedUser, requireLiveSessionUser } from '@/lib/api/auth';
import { apiHandler, otherMethods, readJson } from '@/lib/api/handler';
import { JOURNAL_BODY_MAX_BYTES } from '@/lib/journal/constants';
import { getDb } from '@/lib/db';
import { noteCare } from '@/lib/journal/care';
import { assertTextFits, updateNoteSchema } from '@/lib/journal/schemas';
import { deleteNote, updateNote } from '@/lib/journal/store';
import { runtime } from '@/lib/runtime';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/**
 * PATCH /api/journal/{id} {text} | {followUp: {text}} | {followUpDue: 'YYYY-MM-DD' | null} → 200
 * `{ care }`. 404 for a note that is not the user's (the same as one that never was, never 403),
 * 401, 403 consent_required, 400 bad input, 413 over 10,000 characters.
 */
export const PATCH = apiHandler<Context>(async (request, context) => {
  const { id } = await context.params;
  const user = await requireConsentedUser(request);
  const change = await readJson(request, updateNoteSchema, { maxBytes: JOURNAL_BODY_MAX_BYTES });
  const text = 'text' in change ? change.text : 'followUp' in change ? change.followUp.text : null;
  if (text !== null) assertTextFits(text);
  await updateNote(await getDb(), runtime().journalKeys(), { userId: user.id, noteId: id.toLowerCase(), change });
  return { care: text === null ? null : noteCare(text) };
});

/**
 * DELETE /api/journal/{id} → 204: the note and its follow-ups. 404 as PATCH; 401, also for a token
 * whose session has ended (a destructive route: lib/api/auth.ts).
 */
export const DELETE = apiHandler<Context>(async (request, context) => {
  const { id } = await context.params;
  const user = await requireLiveSessionUser(request);
  await deleteNote(await getDb(), { userId: user.id, noteId: id.toLowerCase() });
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});

export const { GET, POST, PUT } = otherMethods('PATCH', 'DELETE');
