import { z } from 'zod';
import { bookQuestions } from '@/content/quizzes/book';
import { characterQuestions } from '@/content/quizzes/character';
import { relationshipQuestions } from '@/content/quizzes/relationship';
import { INSIGHT_TEXT_MAX } from '@/lib/insight/constants';
import { REPORT_PRODUCTS, type ReportProduct } from '@/lib/purchases/products';
import { safeString } from '@/lib/text/safe-text';
import type { DraftOf } from './types';

/** Each quiz's questions and how many answers each offers: a draft's answers must fit them. */
const QUIZ_SHAPES = {
  character_insight: characterQuestions.map((q) => q.answers.length),
  relationship_insight: relationshipQuestions.map((q) => q.answers.length),
  book_insight: bookQuestions.map((q) => q.answers.length),
} as const;

function quizDraft(kind: keyof typeof QUIZ_SHAPES) {
  const shape = QUIZ_SHAPES[kind];
  return z.strictObject({
    answers: z
      .array(z.number().int('answers must be whole numbers'))
      .max(shape.length, `answers: the quiz has ${shape.length} questions`)
      .superRefine((answers, ctx) => {
        answers.forEach((answer, i) => {
          if (answer < 0 || answer >= shape[i]!) ctx.addIssue({ code: 'custom', path: [i], message: `answers.${i} must be between 0 and ${shape[i]! - 1}` });
        });
      }),
  });
}

const text = (name: string) => safeString().max(INSIGHT_TEXT_MAX, `${name} must be at most ${INSIGHT_TEXT_MAX} characters`);

export const DRAFT_SCHEMAS: { [K in ReportProduct]: z.ZodType<DraftOf[K]> } = {
  current_insight: z.strictObject({ question: text('question') }),
  plan_insight: z.strictObject({ plans: z.strictObject({ '2025': text('plans.2025'), '2026': text('plans.2026'), '2027': text('plans.2027') }) }),
  character_insight: quizDraft('character_insight'),
  relationship_insight: quizDraft('relationship_insight'),
  book_insight: quizDraft('book_insight'),
};

const purchaseId = z.uuid('purchaseId must be a purchase id (a UUID)');
const kind = z.enum(REPORT_PRODUCTS, 'kind must be a report product id');

/** GET /api/drafts?purchaseId=…&kind=… */
export const draftQuerySchema = z.strictObject({ purchaseId, kind });

/**
 * POST /api/drafts {purchaseId, kind, draft, revision}: the draft is checked against its kind.
 * `revision`: the page's counter of edits (it sends a larger one for every newer draft).
 */
export const draftSaveSchema = z
  .strictObject({
    purchaseId,
    kind,
    draft: z.unknown(),
    revision: z.number().int('revision must be a whole number').min(0).max(Number.MAX_SAFE_INTEGER),
  })
  .transform((body, ctx) => {
    const parsed = DRAFT_SCHEMAS[body.kind].safeParse(body.draft);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: ['draft', ...issue.path] } as z.core.$ZodRawIssue);
      return z.NEVER;
    }
    return { ...body, draft: parsed.data };
  });
