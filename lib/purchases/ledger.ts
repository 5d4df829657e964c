import { ApiError } from '@/lib/api/errors';
import type { Db, Queryable } from '@/lib/db/types';
import { isSubscriptionProduct, SUBSCRIPTION_PRODUCTS, type Product } from './products';
import type { PurchaseStatus, RenewalState } from './status';
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
  /** active, refunded, revoked or expired (status.ts: purchaseGrantsAccess is the one rule) */
  status: PurchaseStatus;
  renewalState: RenewalState | null;
  /** What the store's notifications name it by (App Store originalTransactionId, Play purchase token). */
  storeKey: string | null;
}

interface PurchaseRow {
  id: string;
  user_id: string | null;
  product_id: Product;
  store: Store;
  store_transaction_id: string;
  purchased_at: Date | string;
  expires_at: Date | string | null;
  status: PurchaseStatus;
  renewal_state: RenewalState | null;
  store_key: string | null;
}

export const PURCHASE_COLUMNS = 'id, user_id, product_id, store, store_transaction_id, purchased_at, expires_at, status, renewal_state, store_key';
const COLUMNS = PURCHASE_COLUMNS;

export function toPurchase(row: PurchaseRow): Purchase {
  return {
    id: row.id,
    userId: row.user_id,
    productId: row.product_id,
    store: row.store,
    storeTransactionId: row.store_transaction_id,
    purchasedAt: new Date(row.purchased_at),
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    status: row.status,
    renewalState: row.renewal_state,
    storeKey: row.store_key,
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
     where user_id = $1 and product_id = any($3::text[]) and status = 'active' and expires_at > $2
     order by expires_at desc limit 1`,
    [userId, now.toISOString(), [...SUBSCRIPTION_PRODUCTS]],
  );
  return rows[0] ? toPurchase(rows[0]) : null;
}

export type { PurchaseRow };

interface PurchaseClaim {
  userId: string;
  store: Store;
  productId: Product;
  storeTransactionId: string;
  /** App Store: the StoreKit 2 signed transaction (JWS). */
  signedTransaction?: string;
  /** Google Play: the purchase token and the app's package name. */
  purchaseToken?: string;
  packageName?: string;
}

/** The same transaction again: fine when it is the same user's same product, a conflict otherwise. */
function sameClaim(existing: Purchase, claim: PurchaseClaim): Purchase {
  if (existing.userId === claim.userId && existing.productId === claim.productId && existing.store === claim.store) return existing;
  throw new ApiError('conflict', 'This store transaction is already recorded for a different purchase.');
}

/** Whether an account token names no account any more (a deleted one): ids are UUIDs. */
async function isDeletedAccount(db: Queryable, accountToken: string): Promise<boolean> {
  if (!UUID.test(accountToken)) return false;
  const { rows } = await db.query('select 1 from auth.users where id = $1', [accountToken]);
  return rows.length === 0;
}

/** An anonymised subscription (its account was deleted) the store still names by this key. */
async function findReleasedSubscription(db: Queryable, store: Store, storeKey: string): Promise<Purchase | null> {
  const { rows } = await db.query<PurchaseRow>(
    `select ${COLUMNS} from public.purchases
     where store = $1 and store_key = $2 and user_id is null and product_id = any($3::text[])
     order by purchased_at desc limit 1`,
    [store, storeKey, [...SUBSCRIPTION_PRODUCTS]],
  );
  return rows[0] ? toPurchase(rows[0]) : null;
}

/** The anonymised subscription becomes the claiming user's (unless someone claimed it a moment ago). */
async function reown(db: Db, purchase: Purchase, claim: PurchaseClaim): Promise<{ purchase: Purchase; created: boolean }> {
  const owned = await db.transaction(async (tx) => {
    const { rows } = await tx.query<PurchaseRow>(`update public.purchases set user_id = $1 where id = $2 and user_id is null returning ${COLUMNS}`, [claim.userId, purchase.id]);
    if (!rows[0]) return null;
    const reowned = toPurchase(rows[0]);
    await addPurchaseEvent(tx, reowned, { event: 'recorded', source: 'purchase', occurredAt: new Date() });
    return reowned;
  });
  if (owned) return { purchase: owned, created: false };
  const now = await findPurchase(db, purchase.id);
  if (!now) throw new Error('a claimed purchase vanished');
  return { purchase: sameClaim(now, claim), created: false };
}

/**
 * Records a store purchase for a user, once: the store's verifier confirms it first, and the
 * store transaction id makes repeats harmless (the same purchase comes back, created: false).
 *
 * A subscription whose account was deleted (the row kept anonymised, user_id null) can be claimed
 * by the person's next account, as the stores intend with restored purchases: the store confirms
 * the transaction, and its account token (appAccountToken, obfuscatedExternalAccountId) names an
 * account that no longer exists. The row becomes the new account's; its history stays. One-off
 * purchases are never claimed again (the report they paid for was made and deleted).
 */
export async function recordPurchase(
  db: Db,
  verifier: StoreVerifier,
  claim: PurchaseClaim,
  applyPending: (db: Db, purchase: Purchase) => Promise<Purchase> = async (_db, purchase) => purchase,
): Promise<{ purchase: Purchase; created: boolean }> {
  if (verifier.store !== claim.store) throw new Error(`a ${verifier.store} verifier was given a ${claim.store} purchase`);
  const existing = await findByTransaction(db, claim.storeTransactionId);
  const released =
    existing?.userId === null && isSubscriptionProduct(existing.productId) && existing.productId === claim.productId && existing.store === claim.store;
  if (existing && !released) return { purchase: sameClaim(existing, claim), created: false };

  const user = await db.query('select 1 from auth.users where id = $1', [claim.userId]);
  if (user.rows.length === 0) throw new ApiError('unauthorized', 'This account no longer exists.');

  // a subscription may come from a deleted account of the same person (see above)
  let fromDeletedAccount = false;
  const deletedAccount = isSubscriptionProduct(claim.productId)
    ? async (accountToken: string) => {
        const deleted = await isDeletedAccount(db, accountToken);
        fromDeletedAccount ||= deleted;
        return deleted;
      }
    : undefined;
  const verified = await verifier.verify({ ...claim, deletedAccount });
  if (existing) return reown(db, existing, claim);
  if (fromDeletedAccount) {
    // a later transaction of a subscription kept anonymised (a renewal the device shows)
    const kept = await findReleasedSubscription(db, claim.store, verified.storeKey ?? claim.storeTransactionId);
    if (kept) return reown(db, kept, claim);
  }
  // the purchase and its first history line, together or not at all
  const created = await db.transaction(async (tx) => {
    const { rows } = await tx.query<PurchaseRow>(
      `insert into public.purchases (user_id, product_id, store, store_transaction_id, purchased_at, expires_at, store_key, renewal_state, period_event_at, withdrawal_event_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9::timestamptz, '-infinity'), coalesce($9::timestamptz, '-infinity'))
       on conflict (store_transaction_id) do nothing
       returning ${COLUMNS}`,
      [
        claim.userId,
        claim.productId,
        claim.store,
        claim.storeTransactionId,
        verified.purchasedAt.toISOString(),
        verified.expiresAt?.toISOString() ?? null,
        verified.storeKey ?? claim.storeTransactionId,
        verified.renewalState ?? null,
        // the store events' clocks start where the store's answer speaks for (store-events.ts)
        verified.stateAt === undefined ? verified.purchasedAt.toISOString() : (verified.stateAt?.toISOString() ?? null),
      ],
    );
    if (!rows[0]) return null;
    const purchase = toPurchase(rows[0]);
    await addPurchaseEvent(tx, purchase, { event: 'recorded', source: 'purchase', occurredAt: purchase.purchasedAt });
    return purchase;
  });
  if (created) {
    // notifications that arrived before the app recorded the purchase are applied now
    return { purchase: await applyPending(db, created), created: true };
  }
  // a concurrent request recorded the same transaction between our look-up and our insert
  const raced = await findByTransaction(db, claim.storeTransactionId);
  if (!raced) throw new Error('a conflicting purchase vanished');
  return { purchase: sameClaim(raced, claim), created: false };
}

export type PurchaseEventKind =
  | 'recorded'
  | 'renewed'
  | 'refunded'
  | 'revoked'
  | 'expired'
  | 'grace_period'
  | 'billing_retry'
  | 'recovered'
  | 'refund_reversed';

/** What a history line did: moved the purchase, or was kept without changing it (store-events.ts). */
export type PurchaseEventOutcome = 'applied' | 'stale' | 'refused';

/** One line of a purchase's history (public.purchase_events), with the purchase as it is now. */
export async function addPurchaseEvent(
  db: Queryable,
  purchase: Purchase,
  {
    event,
    source,
    occurredAt,
    notificationId = null,
    outcome = 'applied',
  }: { event: PurchaseEventKind; source: 'purchase' | 'notification'; occurredAt: Date; notificationId?: string | null; outcome?: PurchaseEventOutcome },
): Promise<void> {
  await db.query(
    `insert into public.purchase_events (purchase_id, event, status, expires_at, source, notification_id, occurred_at, outcome)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [purchase.id, event, purchase.status, purchase.expiresAt?.toISOString() ?? null, source, notificationId, occurredAt.toISOString(), outcome],
  );
}

interface PurchaseEventRow {
  event: PurchaseEventKind;
  status: PurchaseStatus;
  expiresAt: Date | null;
  source: 'purchase' | 'notification';
  notificationId: string | null;
  outcome: PurchaseEventOutcome;
}

/** A purchase's history, oldest first. */
export async function purchaseHistory(db: Queryable, purchaseId: string): Promise<PurchaseEventRow[]> {
  const { rows } = await db.query<{
    event: PurchaseEventKind;
    status: PurchaseStatus;
    expires_at: Date | string | null;
    source: 'purchase' | 'notification';
    notification_id: string | null;
    outcome: PurchaseEventOutcome;
  }>('select event, status, expires_at, source, notification_id, outcome from public.purchase_events where purchase_id = $1 order by id', [purchaseId]);
  return rows.map((r) => ({
    event: r.event,
    status: r.status,
    expiresAt: r.expires_at === null ? null : new Date(r.expires_at),
    source: r.source,
    notificationId: r.notification_id,
    outcome: r.outcome,
  }));
}
