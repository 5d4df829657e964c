import { z } from 'zod';
import { INSIGHT_TEXT_MAX } from '@/lib/insight/constants';
import { safeString } from '@/lib/text/safe-text';
import { insightCategories } from './categories';

/**
 * The insight contracts (spec app.md sections 3 and 7): what the route handlers accept, what the
 * cloud API and the embedded oracle answer. One place, types inferred.
 */

export { insightCategories };
export const categorySchema = z.enum(insightCategories);
export type InsightCategory = z.infer<typeof categorySchema>;

/** A user's text: surrounding spaces trimmed, then 1 to INSIGHT_TEXT_MAX characters. */
const userText = safeString().trim().min(1).max(INSIGHT_TEXT_MAX);
const answerText = z.string().trim().min(1);

export const checkRequestSchema = z.object({ userInput: userText });
export type CheckRequest = z.infer<typeof checkRequestSchema>;

export const checkResponseSchema = z.object({
  valid: z.boolean(),
  situation: z.string(),
  // the spec: an unknown category is shown as 'General Guidance'
  category: categorySchema.catch('general'),
  input: z.string(),
});
export type CheckResponse = z.infer<typeof checkResponseSchema>;

export const currentInsightRequestSchema = z.object({
  category: categorySchema,
  question: userText,
  situation: safeString().trim().max(INSIGHT_TEXT_MAX),
  purchaseId: z.uuid(),
});
export type CurrentInsightRequest = z.infer<typeof currentInsightRequestSchema>;

const hexagramRefSchema = z.object({
  /** the Chinese name, e.g. 乾 */
  name: answerText,
  /** the Korean name, e.g. 중천건 */
  kor: answerText,
  /** the English title, e.g. The Creative */
  eng: answerText,
});
export type HexagramRef = z.infer<typeof hexagramRefSchema>;

const hexagramId = z.number().int().min(1).max(64);

/**
 * The changing lines of the cast (old yin 6, old yang 9), as positions from the bottom (1-6), in
 * order; optional, so an answer or a stored report without them is still a report (no lines marked,
 * no relating hexagram). The relating hexagram follows from them (lib/insight/changing.ts).
 */
const changingLines = z
  .array(z.number().int().min(1).max(6))
  .max(6)
  .refine((lines) => lines.every((line, i) => i === 0 || line > lines[i - 1]!), 'changing lines must be distinct and in order from the bottom')
  .optional();

export const currentInsightResultSchema = z.object({
  hexagram_id: hexagramId,
  hexagram: hexagramRefSchema,
  changing_lines: changingLines,
  situation: answerText,
  what_does_it_mean: answerText,
  what_you_should_do: z.array(answerText).min(1).max(8),
  solution: answerText,
});
export type CurrentInsightResult = z.infer<typeof currentInsightResultSchema>;

export { planYears, type PlanYear } from './plan-years';

export const planInsightRequestSchema = z.object({
  plan2025: userText,
  plan2026: userText,
  plan2027: userText,
  purchaseId: z.uuid(),
});
// plan2025 … plan2027 are slots in order, not calendar years: lib/insight/plan-years.ts
export type PlanInsightRequest = z.infer<typeof planInsightRequestSchema>;

export const planInsightResultSchema = z.object({
  hexagram_id: hexagramId,
  hexagram: hexagramRefSchema,
  changing_lines: changingLines,
  overall_theme: answerText,
  journey_analysis: z.object({ '2025': answerText, '2026': answerText, '2027': answerText }),
  key_insights: z.array(answerText).min(1).max(8),
  recommendations: z.array(answerText).min(1).max(8),
  guidance: answerText,
});
export type PlanInsightResult = z.infer<typeof planInsightResultSchema>;

/** Where a report came from: the cloud API, or composed here (the oracle or the fixed sample). */
export type InsightSource = 'cloud' | 'local';
