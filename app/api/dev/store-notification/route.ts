import { z } from 'zod';
import { requireUser } from '@/lib/api/auth';
import { ApiError } from '@/lib/api/errors';
import { apiHandler, otherMethods, readJson } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { requireLocalDevRoute } from '@/lib/embedded/dev/local-only';
import { findPurchase } from '@/lib/purchases/ledger';
import { applyStoreEvent, type StoreEventKind } from '@/lib/purchases/store-events';

export const dynamic = 'force-dynamic';

/** The App Store's notification types the sandbox store can play, and what each does. */
const TYPES = {
  REFUND: 'refunded',
  REVOKE: 'revoked',
  REFUND_REVERSED: 'refund_reversed',
  DID_RENEW: 'renewed',
  EXPIRED: 'expired',
  GRACE_PERIOD: 'grace_period',
  BILLING_RETRY: 'billing_retry',
} as const satisfies Record<string, StoreEventKind>;

const schema = z.strictObject({
  purchaseId: z.uuid('purchaseId must be a purchase id (a UUID)'),
  type: z.enum(Object.keys(TYPES) as [keyof typeof TYPES, ...(keyof typeof TYPES)[]]),
  notificationId: z.string().regex(/^[\w.:-]{1,200}$/, 'must be 1 to 200 letters, digits or . _ : -'),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});

/**
 * Embedded mode only: the sandbox store's server notifications, so /dev/app and the browser tests
 * can walk buy → refund → the no-access card (and renew / expire) without a real store. It goes
 * through the same ledger code as the App Store and Google Play notification routes; only the
 * signature check is theirs alone. The signed-in user's own sandbox purchases only, and only from
 * this machine (lib/embedded/dev/local-only.ts), like every developer tool.
 */
export const POST = apiHandler(async (request) => {
  requireLocalDevRoute(request);
  const user = await requireUser(request);
  const body = await readJson(request, schema);
  const db = await getDb();
  const purchase = await findPurchase(db, body.purchaseId);
  if (!purchase || purchase.userId !== user.id || purchase.store !== 'sandbox' || !purchase.storeKey) {
    throw new ApiError('not_found', 'No sandbox purchase of yours has this id.');
  }
  const outcome = await applyStoreEvent(db, {
    store: 'sandbox',
    notificationId: body.notificationId,
    storeKey: purchase.storeKey,
    event: TYPES[body.type],
    expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
    occurredAt: new Date(),
  });
  return { outcome };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
