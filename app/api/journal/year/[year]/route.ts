import { requireUser } from '@/lib/api/auth';
import { apiHandler, otherMethods } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { yearSchema } from '@/lib/journal/schemas';
import { yearSummary } from '@/lib/journal/year';

export const dynamic = 'force-dynamic';

/**
 * GET /api/journal/year/{year} → `{ year, entries, hexagrams: [{id, count}], elements: {wood, fire,
 * earth, metal, water}, categories: {…}, recurringLines: [{hexagram, line, count}] }`: the user's
 * Korean calendar year looked back on (lib/journal/year.ts). 401, 400 for a year that is not one.
 */
export const GET = apiHandler<{ params: Promise<{ year: string }> }>(async (request, context) => {
  const { year } = await context.params;
  const user = await requireUser(request);
  const summary = await yearSummary(await getDb(), user.id, yearSchema.parse(/^\d{4}$/.test(year) ? year : 'not a year'));
  return Response.json(summary, { headers: { 'Cache-Control': 'private, no-store' } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
