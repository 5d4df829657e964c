import { z } from 'zod';
import { JOURNAL_PAGE_DEFAULT, JOURNAL_PAGE_MAX, JOURNAL_TEXT_MAX } from '@/lib/journal/constants';
import { CAST_ID } from '@/lib/iching/cast-page';
import { dayNumber } from '@/lib/iching/today';
import { safeString } from '@/lib/text/safe-text';
import { ELEMENTS } from '@/content/quizzes/element-order';
import { insightCategories } from '@/lib/insight/categories';
import { ApiError } from '@/lib/api/errors';

/**
 * The journal API's bodies and queries (docs/journal.md). A text's length is checked by the route
 * (413 over JOURNAL_TEXT_MAX characters), not here, so an oversized note is told apart from a bad one.
 */

export const SUBJECT_KINDS = ['report', 'cast', 'today'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isDate = (value: string): boolean => {
  if (!DATE.test(value)) return false;
  try {
    dayNumber(value);
    return true;
  } catch {
    return false; // not a calendar date (2026-02-30): refused like any malformed id
  }
};

const SUBJECT_ID_RULES: Record<SubjectKind, { test: (id: string) => boolean; message: string }> = {
  report: { test: (id) => UUID.test(id), message: "subject.id: a report's id (a UUID)" },
  cast: { test: (id) => CAST_ID.test(id), message: "subject.id: a cast's six line values 6-9, bottom line first" },
  today: { test: isDate, message: "subject.id: today's hexagram's date, YYYY-MM-DD" },
};

export const subjectSchema = z
  .strictObject({
    kind: z.enum(SUBJECT_KINDS, 'subject.kind must be report, cast or today'),
    id: z.string('subject.id must be a string').max(64, 'subject.id is too long'),
  })
  .superRefine((subject, ctx) => {
    const rule = SUBJECT_ID_RULES[subject.kind];
    if (!rule.test(subject.id)) ctx.addIssue({ code: 'custom', path: ['id'], message: rule.message });
  })
  .transform((subject) => ({ kind: subject.kind, id: subject.kind === 'report' ? subject.id.toLowerCase() : subject.id }));
export type Subject = z.infer<typeof subjectSchema>;

const text = safeString().min(1, 'text must not be empty').refine((value) => value.trim().length > 0, 'text must not be blank');
const dueDate = z.string().refine(isDate, 'followUpDue must be a date, YYYY-MM-DD');

/** POST /api/journal */
export const createNoteSchema = z.strictObject({ subject: subjectSchema, text, followUpDue: dueDate.optional() });

/** PATCH /api/journal/{id}: one change at a time. */
export const updateNoteSchema = z.union(
  [z.strictObject({ text }), z.strictObject({ followUp: z.strictObject({ text }) }), z.strictObject({ followUpDue: dueDate.nullable() })],
  'send {text}, {followUp: {text}} or {followUpDue}',
);
export type NoteUpdate = z.infer<typeof updateNoteSchema>;

/** A calendar year a journal can hold. */
export const yearSchema = z.coerce
  .number('year must be a year')
  .int('year must be a whole number')
  .min(2000, 'year must be between 2000 and 2200')
  .max(2200, 'year must be between 2000 and 2200');

/** GET /api/journal?cursor=&q=&hexagram=&year=&element=&category=&due=1&limit= */
export const listQuerySchema = z.strictObject({
  cursor: z.string().max(200, 'cursor is not one this API gave out').optional(),
  q: safeString().trim().max(200, 'q must be at most 200 characters').optional(),
  hexagram: z.coerce.number('hexagram must be 1-64').int('hexagram must be 1-64').min(1, 'hexagram must be 1-64').max(64, 'hexagram must be 1-64').optional(),
  year: yearSchema.optional(),
  /** a reading whose hexagram has the element in either trigram */
  element: z.enum(ELEMENTS, 'element must be wood, fire, earth, metal or water').optional(),
  /** a note under a Current Insight asked in this category */
  category: z.enum(insightCategories, `category must be one of ${insightCategories.join(', ')}`).optional(),
  /** subject=kind:id: the notes under one reading (report:<uuid>, cast:789667, today:2026-11-28) */
  subject: z
    .string()
    .max(80, 'subject must be kind:id')
    .transform((value, ctx) => {
      const colon = value.indexOf(':');
      const parsed = subjectSchema.safeParse(colon > 0 ? { kind: value.slice(0, colon), id: value.slice(colon + 1) } : null);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: 'subject must be kind:id (report:<uuid>, cast:<six line values>, today:YYYY-MM-DD)' });
      return z.NEVER;
    })
    .optional(),
  /** due=1: the notes whose follow-up is due (its date has come, in Korea) */
  due: z.literal('1', 'due must be 1').optional(),
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, `limit must be between 1 and ${JOURNAL_PAGE_MAX}`)
    .max(JOURNAL_PAGE_MAX, `limit must be between 1 and ${JOURNAL_PAGE_MAX}`)
    .default(JOURNAL_PAGE_DEFAULT),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** GET /api/journal/export?format=json|md&locale=ko|en (the Markdown's headings are in the locale) */
export const exportQuerySchema = z.strictObject({
  format: z.enum(['md', 'json'], 'format must be md or json').default('json'),
  locale: z.enum(['ko', 'en'], 'locale must be ko or en').default('ko'),
});

/** Characters as a person counts them (code points), for the JOURNAL_TEXT_MAX limit. */
export const characters = (value: string): number => Array.from(value).length;

export const JOURNAL_TEXT_TOO_LONG = `A note or follow-up must be at most ${JOURNAL_TEXT_MAX.toLocaleString('en-US')} characters.`;

/** 413 when a note's or follow-up's text is longer than JOURNAL_TEXT_MAX characters. */
export function assertTextFits(value: string): void {
  if (characters(value) > JOURNAL_TEXT_MAX) throw new ApiError('payload_too_large', JOURNAL_TEXT_TOO_LONG);
}
