import { ApiError } from '@/lib/api/errors';
import type { Queryable } from '@/lib/db/types';
import type { Product } from './products';
import type { Store, StoreVerifier } from './stores';

/** A row of public.purchases. */
export interface Purchase {
  id: string;
  userId: string | null;
  productId: Product;
  store: Store;
  storeTransactionId: string;
  purchasedAt: Date;
  expiresAt: Date | null;
}

interface PurchaseRow {
  id: string;
  user_id: string | null;
  product_id: Product;
  store: Store;
  store_transaction_id: string;
  purchased_at: Date | string;
  expires_at: Date | string | null;
}

const COLUMNS = 'id, user_id, product_id, store, store_transaction_id, purchased_at, expires_at';

function toPurchase(row: PurchaseRow): Purchase {
  return {
    id: row.id,
    userId: row.user_id,
    productId: row.product_id,
    store: row.store,
    storeTransactionId: row.store_transaction_id,
    purchasedAt: new Date(row.purchased_at),
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
  };
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findPurchase(db: Queryable, id: string): Promise<Purchase | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await db.query<PurchaseRow>(`select ${COLUMNS} from public.purchases where id = $1`, [id]);
  return rows[0] ? toPurchase(rows[0]) : null;
}

async function findByTransaction(db: Queryable, storeTransactionId: string): Promise<Purchase | null> {
  const { rows } = await db.query<PurchaseRow>(`select ${COLUMNS} from public.purchases where store_transaction_id = $1`, [storeTransactionId]);
  return rows[0] ? toPurchase(rows[0]) : null;
}

/** The user's premium subscription that is paid up at `now` (the one lasting longest), if any. */
export async function findActiveSubscription(db: Queryable, userId: string, now: Date): Promise<Purchase | null> {
  const { rows } = await db.query<PurchaseRow>(
    `select ${COLUMNS} from public.purchases
     where user_id = $1 and product_id in ('premium_monthly', 'premium_annual') and expires_at > $2
     order by expires_at desc limit 1`,
    [userId, now.toISOString()],
  );
  return rows[0] ? toPurchase(rows[0]) : null;
}

export interface PurchaseClaim {
  userId: string;
  store: Store;
  productId: Product;
  storeTransactionId: string;
}

/** The same transaction again: fine when it is the same user's same product, a conflict otherwise. */
function sameClaim(existing: Purchase, claim: PurchaseClaim): Purchase {
  if (existing.userId === claim.userId && existing.productId === claim.productId && existing.store === claim.store) return existing;
  throw new ApiError('conflict', 'This store transaction is already recorded for a different purchase.');
}

/**
 * Records a store purchase for a user, once: the store's verifier confirms it first, and the
 * store transaction id makes repeats harmless (the same purchase comes back, created: false).
 */
export async function recordPurchase(db: Queryable, verifier: StoreVerifier, claim: PurchaseClaim): Promise<{ purchase: Purchase; created: boolean }> {
  if (verifier.store !== claim.store) throw new Error(`a ${verifier.store} verifier was given a ${claim.store} purchase`);
  const existing = await findByTransaction(db, claim.storeTransactionId);
  if (existing) return { purchase: sameClaim(existing, claim), created: false };

  const user = await db.query('select 1 from auth.users where id = $1', [claim.userId]);
  if (user.rows.length === 0) throw new ApiError('unauthorized', 'This account no longer exists.');

  const verified = await verifier.verify(claim);
  const { rows } = await db.query<PurchaseRow>(
    `insert into public.purchases (user_id, product_id, store, store_transaction_id, purchased_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (store_transaction_id) do nothing
     returning ${COLUMNS}`,
    [claim.userId, claim.productId, claim.store, claim.storeTransactionId, verified.purchasedAt.toISOString(), verified.expiresAt?.toISOString() ?? null],
  );
  if (rows[0]) return { purchase: toPurchase(rows[0]), created: true };
  // a concurrent request recorded the same transaction between our look-up and our insert
  const raced = await findByTransaction(db, claim.storeTransactionId);
  if (!raced) throw new Error('a conflicting purchase vanished');
  return { purchase: sameClaim(raced, claim), created: false };
}
