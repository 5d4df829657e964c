import { requireConsentedUser } from '@/lib/api/auth';
import { apiHandler, otherMethods, readJson } from '@/lib/api/handler';
import { hitRateLimit } from '@/lib/api/limits';
import { rateLimitedResponse } from '@/lib/api/rate-limit';
import { INSIGHT_BODY_MAX_BYTES, INSIGHT_CHECK_RATE_LIMIT } from '@/lib/insight/constants';
import { checkInsightInput } from '@/lib/insight/compose';
import { checkBodySchema } from '@/lib/insight/route-schemas';
import { requestLocale } from '@/lib/insight/request-locale';
import { runtime } from '@/lib/runtime';
import { careSituation } from '@/content/safety/care';
import { isCrisis, screenInput } from '@/lib/safety/guard';

export const dynamic = 'force-dynamic';

/**
 * POST /api/insight/current/check {userInput, locale?} → {crisis, care, valid, situation, category, input}.
 * `care: true, crisis: false`: the question speaks of distress (exhaustion, hopelessness, being a
 * burden): the check and the reading go ahead, and the page shows a care note with the helplines.
 * A signed-in user only, limited per user (it may cost a cloud call). A question that speaks of
 * suicide or self-harm is answered first, locally, with `crisis: true, valid: false` and no check:
 * no cloud call and no slot of the limit (lib/safety/; in hosted mode with SAFETY_MODERATION_URL
 * the moderation model may add care or crisis the rules did not see). So is a check whose own
 * restated situation does (the local rules).
 */
export const POST = apiHandler(async (request) => {
  const user = await requireConsentedUser(request);
  const { locale: bodyLocale, ...body } = await readJson(request, checkBodySchema, { maxBytes: INSIGHT_BODY_MAX_BYTES });
  const locale = requestLocale(request, bodyLocale);
  const care = { crisis: true, care: true, valid: false, situation: careSituation[locale], category: 'general', input: body.userInput };
  const verdict = await screenInput('insight-check', body.userInput);
  if (verdict.crisis) return care;
  const decision = await hitRateLimit('insight-check', INSIGHT_CHECK_RATE_LIMIT, `user:${user.id}`);
  if (!decision.allowed) return rateLimitedResponse(decision);
  const { result } = await checkInsightInput({ request: body, locale, ...runtime().insight });
  if (isCrisis('insight-output', result.situation)) return care;
  return { crisis: false, care: verdict.care, ...result };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
