import { assertSignUpConsents, requireUser } from '@/lib/api/auth';
import { ApiError } from '@/lib/api/errors';
import { apiHandler, otherMethods, readJson } from '@/lib/api/handler';
import { getVerifiedUser } from '@/lib/auth/verify';
import { getDb } from '@/lib/db';
import { devBypassFor } from '@/lib/purchases/dev-bypass';
import {
  getQuizResultByReport,
  getStoredQuizResult,
  QUIZ_BODY_MAX_BYTES,
  quizSubmissionSchema,
  scoreWithoutStoring,
  storedQuizQuerySchema,
  submitQuizResult,
} from '@/lib/quiz/results';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * POST /api/quiz/result {purchaseId, quiz, answers, locale?} with Authorization: Bearer. The server
 * scores the answer indexes and keeps one result per purchase: 201 the first time, 200 with the
 * stored result after that. 400 bad answers, 401 no valid token, 403 neither the user's purchase
 * of this quiz nor a paid-up premium subscription (lib/purchases/access.ts), 413 an oversized body.
 * On localhost in embedded mode, a request with no credentials at all is scored and not stored
 * (the development bypass of /api/purchases/verify, lib/purchases/dev-bypass.ts devBypassFor).
 */
export const POST = apiHandler(async (request) => {
  const user = await getVerifiedUser(request);
  if (!user) {
    if (devBypassFor(request)) {
      return scoreWithoutStoring(await readJson(request, quizSubmissionSchema, { maxBytes: QUIZ_BODY_MAX_BYTES }));
    }
    throw new ApiError('unauthorized', 'Sign in first: a valid access token is required.');
  }
  await assertSignUpConsents(await getDb(), user.id);
  const submission = await readJson(request, quizSubmissionSchema, { maxBytes: QUIZ_BODY_MAX_BYTES });
  const { created, ...outcome } = await submitQuizResult(await getDb(), { userId: user.id, submission });
  return Response.json(outcome, { status: created ? 201 : 200, headers: noStore });
});

/**
 * GET /api/quiz/result?purchaseId=…[&quiz=…] (the stored result of the user's one-off purchase) or
 * ?reportId=…[&quiz=…] (one stored report, e.g. one of a subscription's): the result, or 404.
 */
export const GET = apiHandler(async (request) => {
  const params = new URL(request.url).searchParams;
  const query = storedQuizQuerySchema.parse({
    purchaseId: params.get('purchaseId') ?? undefined,
    reportId: params.get('reportId') ?? undefined,
    quiz: params.get('quiz') ?? undefined,
  });
  const user = await requireUser(request);
  const db = await getDb();
  if (query.reportId) return getQuizResultByReport(db, { userId: user.id, reportId: query.reportId, quiz: query.quiz });
  return getStoredQuizResult(db, { userId: user.id, purchaseId: query.purchaseId!, quiz: query.quiz });
});

export const { PUT, PATCH, DELETE } = otherMethods('POST', 'GET');
