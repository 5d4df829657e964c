import { ApiError } from '@/lib/api/errors';
import { apiHandler, otherMethods, readJson } from '@/lib/api/handler';
import { getStoreConfig } from '@/lib/purchases/store-config';
import { getDb } from '@/lib/db';
import { appStoreNotificationEvent } from '@/lib/purchases/app-store';
import { appStoreNotificationSchema } from '@/lib/purchases/schemas';
import { applyStoreEvent } from '@/lib/purchases/store-events';
import { appStoreClient } from '@/lib/purchases/store-runtime';

export const dynamic = 'force-dynamic';

/**
 * POST /api/store/app-store/notifications: App Store Server Notifications V2 ({signedPayload}).
 * Verified to Apple's root like a transaction (400 otherwise, nothing recorded), applied once per
 * notificationUUID, in the order of their signedDate: 200 {outcome: applied | stale | pending |
 * duplicate | ignored} (stale: older than what the purchase already has; kept, changes nothing).
 * A malformed body is 400; a well-formed one on a server without App Store settings is 503 (Apple
 * retries).
 */
export const POST = apiHandler(async (request) => {
  const { signedPayload } = await readJson(request, appStoreNotificationSchema, { maxBytes: 128 * 1024 });
  const config = getStoreConfig().appStore;
  if (!config) throw new ApiError('unavailable', 'App Store notifications are not configured on this server.');
  const event = await appStoreNotificationEvent(appStoreClient(config), signedPayload);
  const outcome = await applyStoreEvent(await getDb(), event);
  return { outcome, notificationId: event.notificationId };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
