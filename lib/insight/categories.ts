/**
 * The concern categories of a Current Insight (spec app.md section 7), zod-free so the browser can
 * use the list too. lib/insight/schemas.ts builds its enum from it.
 */

export const insightCategories = ['love', 'career', 'health', 'finance', 'personal', 'family', 'decision', 'general'] as const;
export type InsightCategory = (typeof insightCategories)[number];

/** The spec: an unknown category is shown as 'General Guidance'. */
export function knownCategory(value: unknown): InsightCategory {
  return insightCategories.includes(value as InsightCategory) ? (value as InsightCategory) : 'general';
}
