import { requireConsentedUser, requireUser } from '@/lib/api/auth';
import { apiHandler, otherMethods, readJson } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { draftQuerySchema, draftSaveSchema } from '@/lib/drafts/schemas';
import { discardDraft, getDraft, saveDraft } from '@/lib/drafts/store';
import { ApiError } from '@/lib/api/errors';
import { CRISIS_SUPPORT_MESSAGE, screenInput } from '@/lib/safety/guard';
import { DRAFT_BODY_MAX_BYTES } from '@/lib/drafts/types';

export const dynamic = 'force-dynamic';

/**
 * GET /api/drafts?purchaseId=…&kind=<report product> → `{ draft }`: the progress kept for this
 * purchase's report (quiz answers so far, the question, the plans), or null once the report is
 * stored or before anything was kept. 401 without a valid token, 400 a bad query, 403 a purchase
 * that is not the user's or does not open this report.
 */
export const GET = apiHandler(async (request) => {
  const user = await requireUser(request);
  const query = draftQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { draft: await getDraft(await getDb(), { userId: user.id, ...query }) };
});

/**
 * POST /api/drafts {purchaseId, kind, draft, revision} → `{ saved }`: keeps the draft (checked
 * against its kind: a quiz's answers must fit its questions, texts at most 2,000 characters);
 * saved false when a newer revision is already kept. 400 bad input, 401, 403 as GET, 409 when the
 * one-off purchase's report is already stored, 413 over 32 KiB. 422 crisis_support when a text of
 * the draft speaks of suicide or self-harm: it is not kept, the draft kept before is wiped, and the
 * page shows the care screen.
 */
export const POST = apiHandler(async (request) => {
  const user = await requireConsentedUser(request);
  const body = await readJson(request, draftSaveSchema, { maxBytes: DRAFT_BODY_MAX_BYTES });
  const db = await getDb();
  if ((await screenInput('drafts', body.draft)).crisis) {
    await discardDraft(db, { userId: user.id, purchaseId: body.purchaseId, kind: body.kind });
    throw new ApiError('crisis_support', CRISIS_SUPPORT_MESSAGE);
  }
  return saveDraft(db, { userId: user.id, ...body });
});

export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST');
