import { assertSignUpConsents } from '@/lib/api/auth';
import { apiHandler, otherMethods, readJson } from '@/lib/api/handler';
import { hitRateLimit } from '@/lib/api/limits';
import { rateLimitedResponse } from '@/lib/api/rate-limit';
import { anonymousWriteProblem, bearerToken, clientAddress } from '@/lib/api/request';
import { ApiError } from '@/lib/api/errors';
import { getConfig } from '@/lib/config/env';
import { getVerifiedUser } from '@/lib/auth/verify';
import { NOTIFY_RATE_LIMIT } from '@/lib/notify/constants';
import { getDb } from '@/lib/db';
import { notifySchema, recordNotification } from '@/lib/notify/notify';
import { screenInput } from '@/lib/safety/guard';

export const dynamic = 'force-dynamic';

/**
 * POST /api/notify: a reader flags a report (inaccurate, offensive, harmful, other). Signing in is
 * optional; the body must be JSON and the request not cross-site (400 / 403, lib/api/request.ts
 * anonymousWriteProblem), unless it carries the app's bearer token; well-formed flags are limited per user, or per address when signed out. Details that
 * speak of suicide or self-harm (lib/safety/) still leave the flag (it is about our report, and
 * someone should read it), and the answer says `crisis: true`: the modal shows the care screen.
 */
export const POST = apiHandler(async (request) => {
  // any page can post here in its visitors' name: JSON only, and nothing a browser marks as
  // cross-site (a signed-in cookie session is checked again, more strictly, by getVerifiedUser);
  // the app's bearer token is not something another site's page can send
  if (!bearerToken(request)) {
    const problem = anonymousWriteProblem(request, getConfig().siteUrl);
    if (problem) throw new ApiError(problem.code, problem.message);
  }
  const user = await getVerifiedUser(request);
  // a signed-in flag is kept with the account: an account that owes the sign-up consents files none
  if (user) await assertSignUpConsents(await getDb(), user.id);
  // a request that is not a well-formed flag is refused before it counts: a typo never uses up
  // the reader's five flags
  const payload = await readJson(request, notifySchema);
  const decision = await hitRateLimit('notify', NOTIFY_RATE_LIMIT, user ? `user:${user.id}` : `ip:${clientAddress(request)}`);
  if (!decision.allowed) return rateLimitedResponse(decision);
  // after the limit: a flood of flags never turns into a flood of moderation calls
  const { crisis } = await screenInput('notify', payload.details);
  const { id } = await recordNotification(await getDb(), payload, user?.id ?? null);
  return Response.json(crisis ? { id, crisis: true } : { id }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
