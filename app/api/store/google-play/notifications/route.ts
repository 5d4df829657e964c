import { ApiError } from '@/lib/api/errors';
import { apiHandler, otherMethods, readJson } from '@/lib/api/handler';
import { getStoreConfig } from '@/lib/purchases/store-config';
import { getDb } from '@/lib/db';
import { googlePlayNotificationEvent, pushBodySchema, verifyPushToken } from '@/lib/purchases/google-play';
import { applyStoreEvent, productForStoreKey } from '@/lib/purchases/store-events';
import { googlePlayClient } from '@/lib/purchases/store-runtime';

export const dynamic = 'force-dynamic';

/**
 * POST /api/store/google-play/notifications: real-time developer notifications pushed by Pub/Sub.
 * The push's OIDC token must be Google's, for the configured audience and push service account
 * (401 otherwise); then applied once per Pub/Sub messageId, in the order of eventTimeMillis:
 * 200 {outcome: applied | stale | refused | pending | duplicate | ignored}. A void, revocation or
 * expiry the Play Developer API does not confirm is `refused`. A malformed notification (an
 * eventTimeMillis that is no real moment or lies in the future included) is 400; 503 only when
 * Google Play is not configured or cannot be reached (Pub/Sub retries).
 */
export const POST = apiHandler(async (request) => {
  const config = getStoreConfig().googlePlay;
  if (!config) {
    // nothing to check the token with: a malformed body is still 400, a well-formed one 503
    await readJson(request, pushBodySchema, { maxBytes: 96 * 1024 });
    throw new ApiError('unavailable', 'Google Play notifications are not configured on this server.');
  }
  await verifyPushToken(config, request.headers.get('authorization'));
  const body = await readJson(request, pushBodySchema, { maxBytes: 96 * 1024 });
  const db = await getDb();
  const event = await googlePlayNotificationEvent(config, googlePlayClient(config), body, {
    productIds: getStoreConfig().productIds,
    productOf: (purchaseToken) => productForStoreKey(db, 'play_store', purchaseToken),
  });
  const outcome = await applyStoreEvent(db, event);
  return { outcome, notificationId: event.notificationId };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
