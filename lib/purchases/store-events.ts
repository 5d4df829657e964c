import type { Db, Queryable } from '@/lib/db/types';
import { addPurchaseEvent, findPurchase, PURCHASE_COLUMNS, toPurchase, type Purchase, type PurchaseEventKind, type PurchaseRow } from './ledger';
import type { PurchaseStatus, RenewalState } from './status';
import type { Store } from './stores';

/**
 * The stores' server notifications, once each, turned into the ledger's status (issue 14). Both
 * stores' routes reduce a verified notification to one StoreEvent; this module applies it.
 * A notification is kept by (store, notification id), so a repeat changes nothing; one naming a
 * purchase the app has not recorded yet stays pending and is applied when the purchase is recorded.
 */

export type StoreEventKind = Exclude<PurchaseEventKind, 'recorded'> | 'ignored';

export interface StoreEvent {
  store: Store;
  /** The store's id of this notification (App Store notificationUUID, Pub/Sub messageId). */
  notificationId: string;
  /** What names the purchase: App Store originalTransactionId, Google Play purchase token. */
  storeKey: string;
  event: StoreEventKind;
  /** The end of the paid (or grace) period the store now reports, where it says. */
  expiresAt?: Date | null;
  occurredAt: Date;
}

type ApplyOutcome = 'applied' | 'pending' | 'duplicate' | 'ignored';

/** The purchase a store key names: the latest one (a re-subscription keeps its original id). */
async function purchaseByKey(db: Queryable, store: Store, storeKey: string): Promise<Purchase | null> {
  const { rows } = await db.query<PurchaseRow>(
    `select ${PURCHASE_COLUMNS} from public.purchases where store = $1 and store_key = $2 order by purchased_at desc limit 1`,
    [store, storeKey],
  );
  return rows[0] ? toPurchase(rows[0]) : null;
}

interface Change {
  status: PurchaseStatus;
  renewalState: RenewalState | null;
  expiresAt: Date | null;
}

const later = (a: Date | null, b: Date | null | undefined): Date | null => (b && (!a || b > a) ? b : a);

/** What one event does to a purchase. */
export function changeFor(purchase: Purchase, event: Exclude<StoreEventKind, 'ignored'>, expiresAt: Date | null | undefined): Change {
  const same: Change = { status: purchase.status, renewalState: purchase.renewalState, expiresAt: purchase.expiresAt };
  switch (event) {
    case 'refunded':
    case 'revoked':
      return { ...same, status: event, renewalState: null };
    case 'refund_reversed':
      return { ...same, status: 'active' };
    case 'renewed':
    case 'recovered':
      // a paid period: never shortens what is already paid for
      return { status: 'active', renewalState: null, expiresAt: later(purchase.expiresAt, expiresAt) };
    case 'expired':
      return { ...same, status: purchase.status === 'active' ? 'expired' : purchase.status, renewalState: null };
    case 'grace_period':
      // the store keeps access open until the grace period ends
      return { ...same, renewalState: 'grace_period', expiresAt: later(purchase.expiresAt, expiresAt) };
    case 'billing_retry':
      return { ...same, renewalState: 'billing_retry' };
  }
}

async function applyTo(db: Queryable, purchase: Purchase, event: StoreEvent & { event: Exclude<StoreEventKind, 'ignored'> }): Promise<Purchase> {
  const change = changeFor(purchase, event.event, event.expiresAt);
  const { rows } = await db.query<PurchaseRow>(
    `update public.purchases set status = $2, renewal_state = $3, expires_at = $4, status_changed_at = $5
     where id = $1 returning ${PURCHASE_COLUMNS}`,
    [purchase.id, change.status, change.renewalState, change.expiresAt?.toISOString() ?? null, event.occurredAt.toISOString()],
  );
  const updated = toPurchase(rows[0]!);
  await addPurchaseEvent(db, updated, { event: event.event, source: 'notification', occurredAt: event.occurredAt, notificationId: event.notificationId });
  return updated;
}

/**
 * Serialises, within a transaction, everything that applies notifications to one store purchase:
 * a notification being stored, and the pending ones applied when the app records the purchase.
 * Without it a notification that has found no purchase but is not yet committed is invisible to a
 * recording that finishes meanwhile, and stays pending for good.
 */
async function lockStoreKey(tx: Queryable, store: Store, storeKey: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`store-key:${store}:${storeKey}`]);
}

/** Applies a verified store notification once: 'duplicate' when its id was seen before. */
export async function applyStoreEvent(db: Db, event: StoreEvent): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    if (event.event !== 'ignored') await lockStoreKey(tx, event.store, event.storeKey);
    const inserted = await tx.query(
      `insert into public.store_notifications (store, notification_id, store_key, event, expires_at, occurred_at, state)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (store, notification_id) do nothing
       returning notification_id`,
      [event.store, event.notificationId, event.storeKey, event.event, event.expiresAt?.toISOString() ?? null, event.occurredAt.toISOString(), event.event === 'ignored' ? 'ignored' : 'pending'],
    );
    if (inserted.rows.length === 0) return 'duplicate';
    if (event.event === 'ignored') return 'ignored';
    const purchase = await purchaseByKey(tx, event.store, event.storeKey);
    if (!purchase) return 'pending';
    await applyTo(tx, purchase, { ...event, event: event.event });
    await tx.query(`update public.store_notifications set state = 'applied', applied_at = now() where store = $1 and notification_id = $2`, [event.store, event.notificationId]);
    return 'applied';
  });
}

/**
 * Notifications that came before the purchase was recorded, applied in the order they happened.
 * Called once the purchase row is committed. Under the store key's lock, so a notification being
 * stored at the same moment is either seen here (committed, pending) or sees the purchase itself;
 * each is claimed (pending → applied) before it is applied, so none is applied twice.
 */
export async function applyPendingNotifications(db: Db, purchase: Purchase): Promise<Purchase> {
  const { storeKey } = purchase;
  if (!storeKey) return purchase;
  return db.transaction(async (tx) => {
    await lockStoreKey(tx, purchase.store, storeKey);
    const { rows } = await tx.query<{ notification_id: string; event: Exclude<StoreEventKind, 'ignored'>; expires_at: Date | string | null; occurred_at: Date | string }>(
      `update public.store_notifications set state = 'applied', applied_at = now()
       where store = $1 and store_key = $2 and state = 'pending'
       returning notification_id, event, expires_at, occurred_at`,
      [purchase.store, storeKey],
    );
    // as it is now: a notification may have been applied to it since it was recorded
    let current = (await findPurchase(tx, purchase.id)) ?? purchase;
    const ordered = rows.sort((a, b) => new Date(a.occurred_at).getTime() - new Date(b.occurred_at).getTime());
    for (const row of ordered) {
      current = await applyTo(tx, current, {
        store: purchase.store,
        storeKey,
        notificationId: row.notification_id,
        event: row.event,
        expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
        occurredAt: new Date(row.occurred_at),
      });
    }
    return current;
  });
}
