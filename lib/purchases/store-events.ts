import type { Db, Queryable } from '@/lib/db/types';
import { addPurchaseEvent, findPurchase, PURCHASE_COLUMNS, toPurchase, type Purchase, type PurchaseEventKind, type PurchaseRow } from './ledger';
import type { Product } from './products';
import type { RenewalState } from './status';
import type { Store } from './stores';

/**
 * The stores' server notifications, once each, turned into the ledger's status.
 * Both stores' routes reduce a verified notification to one StoreEvent; this module applies it.
 * A notification is kept by (store, notification id), so a repeat changes nothing; one naming a
 * purchase the app has not recorded yet stays pending and is applied when the purchase is recorded.
 *
 * The order rule. Each event carries the store's date for it (the App Store's signedDate, Google
 * Play's eventTimeMillis), and a purchase's status is two registers, each with its own clock:
 * - the paid period (renewed, recovered, grace_period, billing_retry, expired): active or expired,
 *   the renewal state and the end of the paid period;
 * - the withdrawal (refunded, revoked, refund_reversed): refunded, revoked or none.
 * An event moves its register only when it is at least as new as the last event applied to that
 * register (an equal date applies, in the order received); an older one is kept in the history as
 * 'stale' and changes nothing. The status is the withdrawal when there is one, else the paid
 * period's: a refund outranks every renewal, before or after it, and only a newer refund_reversed
 * lifts it. So whatever order the events arrive in, the status is that of the newest withdrawal
 * event if it withdrew, else that of the newest paid-period event. The end of the paid period only
 * ever grows (max of what the applied events report). A recorded purchase starts both clocks at the
 * time the store's answer speaks for (VerifiedStorePurchase.stateAt).
 * The comparison and the write are one UPDATE, so two servers applying events to one purchase at
 * once cannot both win with a stale read.
 */

/**
 * How far past our clock a store may date an event (App Store signedDate, Google Play
 * eventTimeMillis): clocks differ a little; more would hold the purchase's clock, so every later
 * real event would look stale. Both stores' routes refuse such an event with 400.
 */
export const STORE_EVENT_LEEWAY_MS = 10 * 60_000;

/** Whether an event dated `at` lies too far ahead of our clock (STORE_EVENT_LEEWAY_MS). */
export const isDatedAhead = (at: Date, now = Date.now()): boolean => !(at.getTime() <= now + STORE_EVENT_LEEWAY_MS);

export type StoreEventKind = Exclude<PurchaseEventKind, 'recorded'> | 'ignored';
type AppliedKind = Exclude<StoreEventKind, 'ignored'>;

export interface StoreEvent {
  store: Store;
  /** The store's id of this notification (App Store notificationUUID, Pub/Sub messageId). */
  notificationId: string;
  /** What names the purchase: App Store originalTransactionId, Google Play purchase token. */
  storeKey: string;
  event: StoreEventKind;
  /** The end of the paid (or grace) period the store now reports, where it says. */
  expiresAt?: Date | null;
  /** The store's date of the event: what orders it against the purchase's other events. */
  occurredAt: Date;
  /**
   * Set when the store's own API contradicts the notification (google-play.ts: a void, revocation
   * or expiry the Play Developer API does not confirm): it is kept, and never applied.
   */
  refused?: boolean;
}

export type ApplyOutcome = 'applied' | 'stale' | 'refused' | 'pending' | 'duplicate' | 'ignored';

/** The purchase a store key names: the latest one (a re-subscription keeps its original id). */
async function purchaseByKey(db: Queryable, store: Store, storeKey: string): Promise<Purchase | null> {
  const { rows } = await db.query<PurchaseRow>(
    `select ${PURCHASE_COLUMNS} from public.purchases where store = $1 and store_key = $2 order by purchased_at desc limit 1`,
    [store, storeKey],
  );
  return rows[0] ? toPurchase(rows[0]) : null;
}

/** The product of the recorded purchase a store key names, if the app has recorded it. */
export async function productForStoreKey(db: Queryable, store: Store, storeKey: string): Promise<Product | null> {
  return (await purchaseByKey(db, store, storeKey))?.productId ?? null;
}

/** What one event writes: to the paid-period register or to the withdrawal register. */
export type Effect =
  | { register: 'period'; status: 'active' | 'expired'; renewalState: RenewalState | null; extendTo: Date | null }
  | { register: 'withdrawal'; withdrawal: 'refunded' | 'revoked' | null };

/** What one event does, whatever the purchase holds now (so that its effect is the same in any order). */
export function effectOf(event: AppliedKind, expiresAt: Date | null | undefined): Effect {
  switch (event) {
    case 'refunded':
    case 'revoked':
      return { register: 'withdrawal', withdrawal: event };
    case 'refund_reversed':
      return { register: 'withdrawal', withdrawal: null };
    case 'renewed':
    case 'recovered':
      // a paid period: never shortens what is already paid for
      return { register: 'period', status: 'active', renewalState: null, extendTo: expiresAt ?? null };
    case 'grace_period':
      // the store keeps access open until the grace period ends
      return { register: 'period', status: 'active', renewalState: 'grace_period', extendTo: expiresAt ?? null };
    case 'billing_retry':
      // the store is still trying to charge: the paid period's end stays where it is
      return { register: 'period', status: 'active', renewalState: 'billing_retry', extendTo: null };
    case 'expired':
      return { register: 'period', status: 'expired', renewalState: null, extendTo: null };
  }
}

/**
 * Writes the event's effect if the event is at least as new as its register's clock, in one
 * statement: the purchase as it is now, or null when the event is older (stale).
 */
async function write(db: Queryable, purchaseId: string, effect: Effect, at: Date): Promise<Purchase | null> {
  const { rows } =
    effect.register === 'period'
      ? await db.query<PurchaseRow>(
          `update public.purchases set
             period_status = $2::text,
             renewal_state = $3::text,
             expires_at = greatest(expires_at, $4::timestamptz),
             period_event_at = $5::timestamptz,
             status = coalesce(withdrawal, $2::text),
             status_changed_at = greatest(status_changed_at, $5::timestamptz)
           where id = $1 and period_event_at <= $5::timestamptz
           returning ${PURCHASE_COLUMNS}`,
          [purchaseId, effect.status, effect.renewalState, effect.extendTo?.toISOString() ?? null, at.toISOString()],
        )
      : await db.query<PurchaseRow>(
          `update public.purchases set
             withdrawal = $2::text,
             withdrawal_event_at = $3::timestamptz,
             status = coalesce($2::text, period_status),
             status_changed_at = greatest(status_changed_at, $3::timestamptz)
           where id = $1 and withdrawal_event_at <= $3::timestamptz
           returning ${PURCHASE_COLUMNS}`,
          [purchaseId, effect.withdrawal, at.toISOString()],
        );
  return rows[0] ? toPurchase(rows[0]) : null;
}

/** Applies one event to a purchase (or finds it stale) and adds it to the purchase's history. */
async function applyTo(db: Queryable, purchase: Purchase, event: StoreEvent & { event: AppliedKind }): Promise<'applied' | 'stale'> {
  const updated = await write(db, purchase.id, effectOf(event.event, event.expiresAt), event.occurredAt);
  const now = updated ?? (await findPurchase(db, purchase.id)) ?? purchase;
  const outcome = updated ? 'applied' : 'stale';
  await addPurchaseEvent(db, now, { event: event.event, source: 'notification', occurredAt: event.occurredAt, notificationId: event.notificationId, outcome });
  return outcome;
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

/**
 * Applies a verified store notification once: 'duplicate' when its id was seen before, 'stale' when
 * the purchase already has a newer event of the same register, 'refused' when the store's API
 * contradicted it (kept in the history, changes nothing), 'pending' when no purchase is recorded yet.
 */
export async function applyStoreEvent(db: Db, event: StoreEvent): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    if (event.event !== 'ignored') await lockStoreKey(tx, event.store, event.storeKey);
    const state = event.event === 'ignored' ? 'ignored' : event.refused ? 'refused' : 'pending';
    const inserted = await tx.query(
      `insert into public.store_notifications (store, notification_id, store_key, event, expires_at, occurred_at, state)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (store, notification_id) do nothing
       returning notification_id`,
      [event.store, event.notificationId, event.storeKey, event.event, event.expiresAt?.toISOString() ?? null, event.occurredAt.toISOString(), state],
    );
    if (inserted.rows.length === 0) return 'duplicate';
    if (event.event === 'ignored') return 'ignored';
    const purchase = await purchaseByKey(tx, event.store, event.storeKey);
    if (event.refused) {
      if (purchase) {
        await addPurchaseEvent(tx, purchase, { event: event.event, source: 'notification', occurredAt: event.occurredAt, notificationId: event.notificationId, outcome: 'refused' });
      }
      return 'refused';
    }
    if (!purchase) return 'pending';
    const outcome = await applyTo(tx, purchase, { ...event, event: event.event });
    await tx.query(`update public.store_notifications set state = $3, applied_at = now() where store = $1 and notification_id = $2`, [event.store, event.notificationId, outcome]);
    return outcome;
  });
}

/**
 * Notifications that came before the purchase was recorded, applied by the same rule (one older
 * than the store's answer the purchase was recorded with is stale). Called once the purchase row is
 * committed. Under the store key's lock, so a notification being stored at the same moment is either
 * seen here (committed, pending) or sees the purchase itself; each is claimed (pending → applied)
 * before it is applied, so none is applied twice.
 */
export async function applyPendingNotifications(db: Db, purchase: Purchase): Promise<Purchase> {
  const { storeKey } = purchase;
  if (!storeKey) return purchase;
  return db.transaction(async (tx) => {
    await lockStoreKey(tx, purchase.store, storeKey);
    const { rows } = await tx.query<{ notification_id: string; event: AppliedKind; expires_at: Date | string | null; occurred_at: Date | string }>(
      `update public.store_notifications set state = 'applied', applied_at = now()
       where store = $1 and store_key = $2 and state = 'pending'
       returning notification_id, event, expires_at, occurred_at`,
      [purchase.store, storeKey],
    );
    const ordered = rows.sort((a, b) => new Date(a.occurred_at).getTime() - new Date(b.occurred_at).getTime());
    for (const row of ordered) {
      const outcome = await applyTo(tx, purchase, {
        store: purchase.store,
        storeKey,
        notificationId: row.notification_id,
        event: row.event,
        expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
        occurredAt: new Date(row.occurred_at),
      });
      if (outcome === 'stale') {
        await tx.query(`update public.store_notifications set state = 'stale' where store = $1 and notification_id = $2`, [purchase.store, row.notification_id]);
      }
    }
    // as it is now: a notification may have been applied to it since it was recorded
    return (await findPurchase(tx, purchase.id)) ?? purchase;
  });
}
