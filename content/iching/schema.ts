import { z } from 'zod';

/** Facts of one hexagram, as in the cross-checked reference (content/iching/reference/hexagrams.json). */
const trigramKey = z.enum(['heaven', 'lake', 'fire', 'thunder', 'wind', 'water', 'mountain', 'earth']);
export type TrigramKey = z.infer<typeof trigramKey>;

export const hexagramFactsSchema = z.object({
  number: z.number().int().min(1).max(64),
  unicode_symbol: z.string().length(1),
  chinese_name: z.string().min(1),
  chinese_full_name: z.string().min(2),
  pinyin: z.string().min(1),
  korean_name: z.string().min(2),
  korean_name_variants: z.array(z.string()),
  korean_name_hanja: z.string().min(2),
  lines_bottom_to_top: z.string().regex(/^[01]{6}$/),
  lower_trigram: trigramKey,
  upper_trigram: trigramKey,
  wilhelm_title: z.string().min(1),
});

export const trigramFactsSchema = z.object({
  name: trigramKey,
  chinese: z.string().length(1),
  korean_name: z.string().length(1),
  nature_chinese: z.string().length(1),
  nature_korean: z.string().length(1),
  lines_bottom_to_top: z.string().regex(/^[01]{3}$/),
  unicode_symbol: z.string().length(1),
  family_role: z.string().min(1),
});

const classicalLine = z.object({
  position: z.number().int().min(1).max(6),
  label: z.string().length(2),
  text: z.string().min(1),
});

export const classicalTextSchema = z.object({
  number: z.number().int().min(1).max(64),
  judgement: z.object({ text: z.string().min(1) }),
  lines: z.array(classicalLine).length(6),
  use_line: z.object({ label: z.enum(['用九', '用六']), text: z.string().min(1) }).optional(),
});

/**
 * The Korean name of one hexagram in Revised Romanization, for English pages
 * (content/iching/romanized-names.json, checked against lib/i18n/romanize.ts).
 */
export const romanizedNameSchema = z.strictObject({
  number: z.number().int().min(1).max(64),
  korean_name: z.string().min(2),
  en: z.string().regex(/^[A-Z][a-z]+ [A-Z][a-z]*$/),
});

/** Our own wording of one hexagram in one language (content/iching/text/NN.json). */
const text = z.string().trim().min(1);
/**
 * The one display name of one hexagram in each language (content/iching/names.json), the only place a
 * hexagram's name is written; every screen, card and report shows this name (lib/iching/names.ts).
 */
const nameSchema = text.max(24);
export const hexagramNamesSchema = z.strictObject({
  number: z.number().int().min(1).max(64),
  ko: nameSchema,
  en: nameSchema,
  /** the spec's long-library English title (book-of-changes.md section 3), shown on the library's list and pages */
  enLong: text.max(40),
});

const lineWordingSchema = z.strictObject({ stage: text, text, meaning: text });
const hexagramWordingSchema = z.strictObject({
  summary: text.max(160),
  description: z.array(text).min(3),
  judgement: text,
  lines: z.array(lineWordingSchema).length(6),
  useLine: z.strictObject({ text, meaning: text }).optional(),
});
export type HexagramWording = z.infer<typeof hexagramWordingSchema>;

export const hexagramTextFileSchema = z.strictObject({
  number: z.number().int().min(1).max(64),
  ko: hexagramWordingSchema,
  en: hexagramWordingSchema,
});
