/**
 * The reflection question of each hexagram for 오늘의 괘 / Today's hexagram (/iching/today): one
 * short question per hexagram in Korean (합니다체) and English, our own words, in questions.json.
 * Validated when first imported: 64 entries, in order, none empty.
 */
import { z } from 'zod';
import raw from './questions.json';

const questionSchema = z.object({
  number: z.number().int().min(1).max(64),
  ko: z.string().trim().min(8).endsWith('?'),
  en: z.string().trim().min(8).endsWith('?'),
});

export const reflectionQuestions = z
  .array(questionSchema)
  .length(64)
  .refine((all) => all.every((q, index) => q.number === index + 1), 'questions out of order')
  .parse(raw);
