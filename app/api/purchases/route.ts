import { requireUser } from '@/lib/api/auth';
import { apiHandler, otherMethods, readJson } from '@/lib/api/handler';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { recordPurchase } from '@/lib/purchases/ledger';
import { recordPurchaseSchema } from '@/lib/purchases/schemas';
import { storeVerifiers } from '@/lib/purchases/stores';

export const dynamic = 'force-dynamic';

/**
 * POST /api/purchases: the native app records a store purchase for the signed-in user.
 * 201 when recorded now, 200 when the same store transaction was recorded before (idempotent).
 */
export const POST = apiHandler(async (request) => {
  const user = await requireUser(request);
  const claim = await readJson(request, recordPurchaseSchema);
  const verifier = storeVerifiers(getConfig())[claim.store];
  const { purchase, created } = await recordPurchase(await getDb(), verifier, { userId: user.id, ...claim });
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
