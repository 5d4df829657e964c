import type { Queryable } from '@/lib/db/types';
import { PURCHASE_COLUMNS, toPurchase, type Purchase, type PurchaseRow } from './ledger';
import { REPORT_PRODUCTS, type ReportProduct } from './products';

/**
 * Unused purchases: one-off report purchases the user paid for and has not turned into
 * a report yet. The server knows them, so nothing paid depends on the page's session storage: the
 * report page finds the purchase without being told its id (GET /api/purchases/verify without a
 * purchaseId), and My reports and the picker show it as bought.
 *
 * Unused: the user's, a one-off report product, still active (not refunded or revoked), and no
 * report stored against it (a one-off purchase holds exactly one, `not via_subscription`).
 */

export interface UnusedPurchase {
  purchaseId: string;
  product: ReportProduct;
  purchasedAt: string;
}

/** The most unused purchases one answer lists (a person rarely has more than a handful). */
export const UNUSED_LIST_MAX = 50;

const UNUSED = `
  from public.purchases p
  where p.user_id = $1
    and p.status = 'active'
    and p.product_id = any($2::text[])
    and not exists (select 1 from public.reports r where r.purchase_id = p.id and not r.via_subscription)`;

// newest first; purchases bought in the same instant are ordered by when they were recorded, then by id
const NEWEST_FIRST = 'order by p.purchased_at desc, p.created_at desc, p.id desc';

/** The user's unused one-off purchases, newest first (of one product, when named). */
export async function listUnusedPurchases(db: Queryable, userId: string, product?: ReportProduct): Promise<UnusedPurchase[]> {
  const products = product ? [product] : [...REPORT_PRODUCTS];
  const { rows } = await db.query<{ id: string; product_id: ReportProduct; purchased_at: Date | string }>(
    `select p.id, p.product_id, p.purchased_at ${UNUSED} ${NEWEST_FIRST} limit ${UNUSED_LIST_MAX}`,
    [userId, products],
  );
  return rows.map((row) => ({ purchaseId: row.id, product: row.product_id, purchasedAt: new Date(row.purchased_at).toISOString() }));
}

/** The user's newest unused purchase of this report, if any. */
export async function findNewestUnusedPurchase(db: Queryable, userId: string, product: ReportProduct): Promise<Purchase | null> {
  const columns = PURCHASE_COLUMNS.split(', ').map((column) => `p.${column}`).join(', ');
  const { rows } = await db.query<PurchaseRow>(`select ${columns} ${UNUSED} ${NEWEST_FIRST} limit 1`, [userId, [product]]);
  return rows[0] ? toPurchase(rows[0]) : null;
}
