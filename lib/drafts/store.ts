import { ApiError } from '@/lib/api/errors';
import type { Queryable } from '@/lib/db/types';
import { checkReportAccess, DENIAL_MESSAGES } from '@/lib/purchases/access';
import { isSubscriptionProduct, type ReportProduct } from '@/lib/purchases/products';
import type { DraftOf } from './types';

/**
 * Progress kept per purchase until its report exists (public.report_drafts). Only the
 * owner of a purchase that opens this report (the report access rule, lib/purchases/access.ts)
 * reads or writes its draft; a stored report deletes it (a trigger on public.reports).
 */

interface DraftKey<K extends ReportProduct> {
  userId: string;
  purchaseId: string;
  kind: K;
}

/** 403 unless this purchase itself opens this report for this user (a subscription's id opens every kind). */
async function assertOwnPurchase(db: Queryable, { userId, purchaseId, kind }: DraftKey<ReportProduct>): Promise<{ oneOff: boolean }> {
  const decision = await checkReportAccess(db, { userId, purchaseId, product: kind });
  if (!decision.hasAccess) throw new ApiError('forbidden', DENIAL_MESSAGES[decision.reason]);
  // the rule may grant through another purchase (a subscription); a draft belongs to the one named
  if (decision.purchase.id !== purchaseId) throw new ApiError('forbidden', DENIAL_MESSAGES.no_purchase);
  return { oneOff: !isSubscriptionProduct(decision.purchase.productId) };
}

/** The kept draft, or null (none yet, or the report is stored). */
export async function getDraft<K extends ReportProduct>(db: Queryable, key: DraftKey<K>): Promise<DraftOf[K] | null> {
  await assertOwnPurchase(db, key);
  const { rows } = await db.query<{ draft: DraftOf[K] }>('select draft from public.report_drafts where purchase_id = $1 and kind = $2 and user_id = $3', [
    key.purchaseId,
    key.kind,
    key.userId,
  ]);
  return rows[0]?.draft ?? null;
}

/**
 * Keeps a draft. A save with a revision older than the kept one changes nothing (saved: false), so
 * saves that arrive out of order never undo a newer one. A one-off purchase whose report is stored
 * takes no draft any more: 409.
 */
export async function saveDraft<K extends ReportProduct>(
  db: Queryable,
  { draft, revision, ...key }: DraftKey<K> & { draft: DraftOf[K]; revision: number },
): Promise<{ saved: boolean }> {
  const { oneOff } = await assertOwnPurchase(db, key);
  // the report check and the write are one statement: a report stored meanwhile wins
  const { rows } = await db.query<{ revision: string }>(
    `insert into public.report_drafts as d (purchase_id, kind, user_id, draft, revision)
     select $1::uuid, $2::text, $3::uuid, $4::jsonb, $5::bigint
     where not ($6::boolean and exists (select 1 from public.reports r where r.purchase_id = $1::uuid and not r.via_subscription))
     on conflict (purchase_id, kind) do update set draft = excluded.draft, revision = excluded.revision, updated_at = now()
       where d.revision <= excluded.revision and d.user_id = excluded.user_id
     returning revision`,
    [key.purchaseId, key.kind, key.userId, JSON.stringify(draft), revision, oneOff],
  );
  if (rows.length > 0) return { saved: true };
  if (oneOff) {
    const used = await db.query('select 1 from public.reports where purchase_id = $1 and not via_subscription', [key.purchaseId]);
    if (used.rows.length > 0) throw new ApiError('conflict', 'The report of this purchase is already made: there is no draft to keep.');
  }
  return { saved: false };
}

/**
 * Wipes the kept draft of this purchase's report (a draft holding a crisis statement is never
 * kept, not even the one saved before it). 403 as getDraft for a purchase that is not the user's.
 */
export async function discardDraft(db: Queryable, key: DraftKey<ReportProduct>): Promise<void> {
  await assertOwnPurchase(db, key);
  await db.query('delete from public.report_drafts where purchase_id = $1 and kind = $2 and user_id = $3', [key.purchaseId, key.kind, key.userId]);
}
