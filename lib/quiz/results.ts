/**
 * Quiz results against purchases: the server scores the submitted answer indexes (a client's score
 * is never trusted) and keeps ONE result per purchase in public.reports. A second submission, even
 * a concurrent one, gets the stored result back unchanged.
 */
import { z } from 'zod';
import { refineSafeJson } from '@/lib/text/safe-text';
import { bookQuestions } from '@/content/quizzes/book';
import { characterQuestions } from '@/content/quizzes/character';
import { relationshipQuestions } from '@/content/quizzes/relationship';
import type { BookType, Element } from '@/content/quizzes/schema';
import { ApiError } from '@/lib/api/errors';
import type { Queryable } from '@/lib/db/types';
import { UUID } from '@/lib/purchases/ledger';
import { assertStoredReportReadable, checkReportAccess, DENIAL_MESSAGES } from '@/lib/purchases/access';
import { storeSubscriptionReport } from '@/lib/reports/store';
import { QUIZ_KINDS, QUIZ_PRODUCTS, type QuizKind, type QuizProduct } from './kinds';
import { dominantBookType, readAnswerList, scoreElements, type ElementScore } from './scoring';
import { typeHexagram, type TypeHexagram } from './type-hexagram';

export type ElementQuizResult = ElementScore;
export type BookQuizResult = { dominant: BookType } & Omit<TypeHexagram, 'title'>;
type QuizResult = ElementQuizResult | BookQuizResult;

export interface QuizOutcome {
  /** the stored report's id (reopen it with ?reportId=); null when nothing was stored */
  reportId: string | null;
  quiz: QuizKind;
  purchaseId: string | null;
  answers: number[];
  result: QuizResult;
  /** false when nothing was stored: the local development bypass. */
  stored: boolean;
  createdAt: string | null;
}

/** Answers are a handful of small integers: a few kilobytes are plenty. */
export const QUIZ_BODY_MAX_BYTES = 4096;

export const quizSubmissionSchema = z.strictObject({
  purchaseId: z.string().regex(UUID, 'purchaseId must be a purchase id').nullish(),
  quiz: z.enum(QUIZ_KINDS),
  // checked against the quiz by readAnswerList, which says exactly what is wrong
  answers: z.unknown().superRefine(refineSafeJson),
  locale: z.enum(['ko', 'en']).default('ko'),
});
type QuizSubmission = z.infer<typeof quizSubmissionSchema>;

export const storedQuizQuerySchema = z
  .strictObject({
    purchaseId: z.string().regex(UUID, 'purchaseId must be a purchase id').optional(),
    reportId: z.string().regex(UUID, 'reportId must be a report id').optional(),
    quiz: z.enum(QUIZ_KINDS).optional(),
  })
  .refine((query) => Boolean(query.purchaseId) !== Boolean(query.reportId), 'give either purchaseId or reportId');

/** Scores answer indexes for a quiz, or throws 400 saying what is wrong with them. */
function scoreQuiz(quiz: QuizKind, answers: unknown): { answers: number[]; result: QuizResult } {
  const fail = (message: string): never => {
    throw new ApiError('bad_request', `answers: ${message}`);
  };
  if (quiz === 'book') {
    const read = readAnswerList(bookQuestions, answers);
    if (!read.ok) return fail(read.error.message);
    const dominant = dominantBookType(read.answers.map((a) => a.type));
    const { hexagramId, hexagram } = typeHexagram(dominant);
    return { answers: answers as number[], result: { dominant, hexagramId, hexagram } };
  }
  const questions = quiz === 'character' ? characterQuestions : relationshipQuestions;
  const read = readAnswerList(questions, answers);
  if (!read.ok) return fail(read.error.message);
  const elements: Element[] = read.answers.map((a) => a.element);
  return { answers: answers as number[], result: scoreElements(elements) };
}

interface ReportRow {
  id: string;
  purchase_id: string;
  kind: QuizProduct | string;
  input: { answers?: number[] };
  result: QuizResult;
  created_at: Date | string;
}

const quizOfKind = (kind: string): QuizKind | undefined => QUIZ_KINDS.find((quiz) => QUIZ_PRODUCTS[quiz] === kind);

function toOutcome(row: ReportRow): QuizOutcome | null {
  const quiz = quizOfKind(row.kind);
  if (!quiz) return null;
  return {
    reportId: row.id,
    quiz,
    purchaseId: row.purchase_id,
    answers: row.input.answers ?? [],
    result: row.result,
    stored: true,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const SELECT = 'select id, purchase_id, kind, input, result, created_at from public.reports where purchase_id = $1 and user_id = $2 and not via_subscription';

/**
 * The purchase a quiz result is kept against, by the one access rule (lib/purchases/access.ts
 * checkReportAccess): the user's own purchase of this quiz (one stored result), else their paid-up
 * premium subscription (each submission its own stored report, within the day's fair use), also
 * when the purchase named is not one that opens this quiz. Anything else is 403 with the reason's
 * text, a stranger's purchase answering exactly like one that does not exist.
 */
async function purchaseFor(db: Queryable, userId: string, purchaseId: string, quiz: QuizKind, now: Date): Promise<{ via: 'purchase' | 'subscription'; purchaseId: string }> {
  const decision = await checkReportAccess(db, { userId, purchaseId, product: QUIZ_PRODUCTS[quiz], now });
  if (!decision.hasAccess) throw new ApiError('forbidden', DENIAL_MESSAGES[decision.reason]);
  return { via: decision.via, purchaseId: decision.purchase.id };
}

/**
 * Scores and keeps a submission: the first one for a purchase is stored (created: true); any later
 * one gets the stored result back unchanged (created: false), also when two arrive at once.
 */
export async function submitQuizResult(
  db: Queryable,
  { userId, submission, now = new Date() }: { userId: string; submission: QuizSubmission; now?: Date },
): Promise<QuizOutcome & { created: boolean }> {
  const { quiz, purchaseId, locale } = submission;
  if (!purchaseId) throw new ApiError('bad_request', 'purchaseId: a purchase id is required.');
  const scored = scoreQuiz(quiz, submission.answers);
  const access = await purchaseFor(db, userId, purchaseId, quiz, now);
  if (access.via === 'subscription') {
    const { id, createdAt } = await storeSubscriptionReport(db, {
      userId,
      purchaseId: access.purchaseId,
      kind: QUIZ_PRODUCTS[quiz],
      locale,
      input: { answers: scored.answers },
      result: scored.result,
      source: 'local',
      now,
    });
    return { reportId: id, quiz, purchaseId: access.purchaseId, ...scored, stored: true, createdAt, created: true };
  }

  const inserted = await db.query<{ id: string }>(
    `insert into public.reports (user_id, purchase_id, kind, locale, input, result, source)
     values ($1, $2, $3, $4, $5, $6, 'local')
     on conflict (purchase_id) where not via_subscription do nothing
     returning id`,
    [userId, purchaseId, QUIZ_PRODUCTS[quiz], locale, JSON.stringify({ answers: scored.answers }), JSON.stringify(scored.result)],
  );
  const { rows } = await db.query<ReportRow>(SELECT, [purchaseId, userId]);
  const outcome = rows[0] ? toOutcome(rows[0]) : null;
  if (!outcome || outcome.quiz !== quiz) throw new Error(`the report of purchase ${purchaseId} is missing or of another kind`);
  return { ...outcome, created: inserted.rows.length > 0 };
}

/** The stored result of the user's purchase (of the given quiz, when named), or 404. */
export async function getStoredQuizResult(db: Queryable, { userId, purchaseId, quiz }: { userId: string; purchaseId: string; quiz?: QuizKind }): Promise<QuizOutcome> {
  const { rows } = await db.query<ReportRow>(SELECT, [purchaseId, userId]);
  const outcome = rows[0] ? toOutcome(rows[0]) : null;
  if (!outcome || (quiz && outcome.quiz !== quiz)) throw new ApiError('not_found', 'No quiz result is stored for this purchase.');
  // a refunded or revoked purchase's stored reading stays closed (privacy policy, docs/webview-bridge.md §6)
  await assertStoredReportReadable(db, purchaseId);
  return outcome;
}

/**
 * The user's stored quiz report with this id (of the given quiz, when named), or 404 (also for
 * someone else's); 403 when the store refunded or revoked the purchase behind it.
 */
export async function getQuizResultByReport(db: Queryable, { userId, reportId, quiz }: { userId: string; reportId: string; quiz?: QuizKind }): Promise<QuizOutcome> {
  const { rows } = await db.query<ReportRow>('select id, purchase_id, kind, input, result, created_at from public.reports where id = $1 and user_id = $2', [reportId, userId]);
  const row = rows[0];
  const outcome = row ? toOutcome(row) : null;
  if (!row || !outcome || (quiz && outcome.quiz !== quiz)) throw new ApiError('not_found', 'No quiz result is stored with this id.');
  // the same rule as by purchase id: a refunded or revoked purchase's reading stays closed
  await assertStoredReportReadable(db, row.purchase_id);
  return outcome;
}

/** The local development bypass (no sign-in on localhost): scored for the page, never stored. */
export function scoreWithoutStoring(submission: QuizSubmission): QuizOutcome {
  return { reportId: null, quiz: submission.quiz, purchaseId: submission.purchaseId ?? null, ...scoreQuiz(submission.quiz, submission.answers), stored: false, createdAt: null };
}
