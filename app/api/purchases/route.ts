import { requireConsentedUser } from '@/lib/api/auth';
import { apiHandler, otherMethods, readJson } from '@/lib/api/handler';
import { getStoreConfig } from '@/lib/purchases/store-config';
import { runtime } from '@/lib/runtime';
import { getDb } from '@/lib/db';
import { recordPurchase } from '@/lib/purchases/ledger';
import { recordPurchaseSchema } from '@/lib/purchases/schemas';
import { applyPendingNotifications } from '@/lib/purchases/store-events';
import { configuredVerifiers } from '@/lib/purchases/store-runtime';

export const dynamic = 'force-dynamic';

/**
 * POST /api/purchases: the native app records a store purchase for the signed-in user.
 * 201 when recorded now, 200 when the same store transaction was recorded before (idempotent).
 */
export const POST = apiHandler(async (request) => {
  const user = await requireConsentedUser(request);
  // an App Store signed transaction carries its certificate chain: a few kB
  const claim = await readJson(request, recordPurchaseSchema, { maxBytes: 48 * 1024 });
  const verifier = configuredVerifiers(runtime(), getStoreConfig())[claim.store];
  const { purchase, created } = await recordPurchase(await getDb(), verifier, { userId: user.id, ...claim }, applyPendingNotifications);
  return Response.json(
    {
      purchaseId: purchase.id,
      productId: purchase.productId,
      purchasedAt: purchase.purchasedAt.toISOString(),
      expiresAt: purchase.expiresAt?.toISOString() ?? null,
    },
    { status: created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } },
  );
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
