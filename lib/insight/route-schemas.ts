import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { checkRequestSchema, currentInsightRequestSchema, planInsightRequestSchema } from './schemas';

/**
 * The bodies of the app's own insight routes: the cloud contract's fields plus the page's locale
 * (optional; Accept-Language decides without it). Unknown fields are refused.
 */
const locale = z.enum(routing.locales).optional();

export const checkBodySchema = z.strictObject({ ...checkRequestSchema.shape, locale });
export const currentInsightBodySchema = z.strictObject({ ...currentInsightRequestSchema.shape, locale });
export const planInsightBodySchema = z.strictObject({ ...planInsightRequestSchema.shape, locale });

export const reportQuerySchema = z
  .object({
    purchaseId: z.uuid('purchaseId must be a purchase id (a UUID)').optional(),
    reportId: z.uuid('reportId must be a report id (a UUID)').optional(),
    product: z.enum(['current_insight', 'plan_insight']).optional(),
  })
  .refine((query) => Boolean(query.purchaseId) !== Boolean(query.reportId), 'give either purchaseId or reportId');
