/**
 * What a report page keeps of a person's progress until the report exists, per
 * purchase and report kind. Client-safe: types and numbers only.
 */
import type { ReportProduct } from '@/lib/purchases/products';

/** A quiz: the indexes of the answers chosen so far, in order (the quiz only goes forward). */
export interface QuizDraft {
  answers: number[];
}

/** Current Insight: the question as typed. */
export interface QuestionDraft {
  question: string;
}

/** 3-Year Plan: the three plans as typed, by the contract's slots. */
export interface PlansDraft {
  plans: { '2025': string; '2026': string; '2027': string };
}

export interface DraftOf {
  current_insight: QuestionDraft;
  plan_insight: PlansDraft;
  character_insight: QuizDraft;
  relationship_insight: QuizDraft;
  book_insight: QuizDraft;
}

export type DraftKind = ReportProduct;

/** A save body is small: the plans are the largest (3 × 2,000 characters, up to 3 bytes each). */
export const DRAFT_BODY_MAX_BYTES = 32 * 1024;

/** Typing is kept once it pauses this long (and at once when the page is hidden or left). */
export const DRAFT_TYPING_DELAY_MS = 600;
