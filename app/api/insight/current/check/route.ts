import { requireUser } from '@/lib/api/auth';
import { apiHandler, otherMethods, readJson } from '@/lib/api/handler';
import { hitRateLimit } from '@/lib/api/limits';
import { rateLimitedResponse } from '@/lib/api/rate-limit';
import { INSIGHT_BODY_MAX_BYTES, INSIGHT_CHECK_RATE_LIMIT } from '@/lib/constants';
import { checkInsightInput } from '@/lib/insight/compose';
import { checkBodySchema } from '@/lib/insight/route-schemas';
import { insightRuntime, requestLocale } from '@/lib/insight/runtime';

export const dynamic = 'force-dynamic';

/**
 * POST /api/insight/current/check {userInput, locale?} → {valid, situation, category, input}.
 * A signed-in user only, limited per user (it may cost a cloud call).
 */
export const POST = apiHandler(async (request) => {
  const user = await requireUser(request);
  const decision = await hitRateLimit('insight-check', INSIGHT_CHECK_RATE_LIMIT, `user:${user.id}`);
  if (!decision.allowed) return rateLimitedResponse(decision);
  const { locale, ...body } = await readJson(request, checkBodySchema, { maxBytes: INSIGHT_BODY_MAX_BYTES });
  const { result } = await checkInsightInput({ request: body, locale: requestLocale(request, locale), ...insightRuntime() });
  return result;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
