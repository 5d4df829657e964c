import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { isAcceptableFirstYear } from './plan-years';
import { checkRequestSchema, currentInsightRequestSchema, planInsightRequestSchema } from './schemas';

/**
 * The bodies of the app's own insight routes: the cloud contract's fields plus the page's locale
 * (optional; Accept-Language decides without it). Unknown fields are refused.
 */
const locale = z.enum(routing.locales).optional();

export const checkBodySchema = z.strictObject({ ...checkRequestSchema.shape, locale });
export const currentInsightBodySchema = z.strictObject({ ...currentInsightRequestSchema.shape, locale });
/**
 * The 3-Year Plan's body also names the calendar year of its first plan, as the form showed it
 * (plan2025 is the first year's slot): this year or one either side of the server's own choice.
 * Without it the server decides by its clock (lib/insight/plan-years.ts).
 */
export const planInsightBodySchema = z.strictObject({
  ...planInsightRequestSchema.shape,
  locale,
  firstYear: z
    .number()
    .int()
    .refine((year) => isAcceptableFirstYear(year), 'firstYear must be the first of the three years the plan form shows now')
    .optional(),
});

export const reportQuerySchema = z
  .object({
    purchaseId: z.uuid('purchaseId must be a purchase id (a UUID)').optional(),
    reportId: z.uuid('reportId must be a report id (a UUID)').optional(),
    product: z.enum(['current_insight', 'plan_insight']).optional(),
  })
  .refine((query) => Boolean(query.purchaseId) !== Boolean(query.reportId), 'give either purchaseId or reportId');
