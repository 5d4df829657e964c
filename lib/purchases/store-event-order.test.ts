import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/types';
import { migrate } from '@/lib/db/migrate';
import { allMigrations, backends, insertUser, migratedBackends } from '@/tests/setup/databases';
import { findPurchase, purchaseHistory, recordPurchase, type Purchase } from './ledger';
import type { PurchaseStatus } from './status';
import { applyPendingNotifications, applyStoreEvent, type StoreEvent } from './store-events';
import type { Store, StoreVerifier } from './stores';

/**
 * Store events in order: whatever order the stores deliver them in, a purchase ends as
 * its events say by their signed dates. Every order of two and of three events, App Store and
 * Google Play kinds, on PGlite and on PostgreSQL.
 */

const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-01T00:00:00Z');
/** `hours` after the moment the purchase was recorded with. */
const at = (hours: number) => new Date(T0 + hours * HOUR);

type Kind = 'renewed' | 'expired' | 'refunded' | 'refund_reversed' | 'revoked';
interface Dated {
  kind: Kind;
  /** hours after the recording */
  hours: number;
}

/**
 * The rule in plain words (the README's store section): the newest refund, revocation or reversal
 * decides first: refunded or revoked if it withdrew the purchase; otherwise (no such event, or a
 * reversal newest) the newest renewal or expiry decides; no event at all leaves it as recorded.
 */
function expectedStatus(events: Dated[]): PurchaseStatus {
  const newest = (kinds: Kind[]) => events.filter((e) => kinds.includes(e.kind)).sort((a, b) => b.hours - a.hours)[0];
  const withdrawal = newest(['refunded', 'revoked', 'refund_reversed']);
  if (withdrawal && withdrawal.kind !== 'refund_reversed') return withdrawal.kind as PurchaseStatus;
  return newest(['renewed', 'expired'])?.kind === 'expired' ? 'expired' : 'active';
}

/** Every ordered choice of `size` different kinds (each dated 1, 2, 3 hours after the recording, in that order). */
function sequences(kinds: Kind[], size: number): Dated[][] {
  if (size === 0) return [[]];
  return kinds.flatMap((kind) => sequences(kinds.filter((k) => k !== kind), size - 1).map((rest) => [{ kind, hours: 1 }, ...rest.map((e) => ({ ...e, hours: e.hours + 1 }))]));
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

// the kinds each store sends: App Store DID_RENEW, EXPIRED, REFUND, REFUND_REVERSED; Google Play
// SUBSCRIPTION_RENEWED, SUBSCRIPTION_EXPIRED, a voided purchase, SUBSCRIPTION_REVOKED
const STORES: { store: Store; name: string; kinds: Kind[] }[] = [
  { store: 'app_store', name: 'App Store', kinds: ['renewed', 'expired', 'refunded', 'refund_reversed'] },
  { store: 'play_store', name: 'Google Play', kinds: ['renewed', 'expired', 'refunded', 'revoked'] },
];
const label = (events: Dated[]) => events.map((e) => `${e.kind}@${e.hours}h`).join(', ');

describe.each(migratedBackends)('store events in every order on %s', (_backend, open) => {
  let db: Db;
  let userId: string;
  let n = 0;
  beforeAll(async () => {
    db = await open();
    userId = await insertUser(db, 'order');
  });
  afterAll(async () => {
    await db.close();
  });

  /** A month's premium subscription, as a store answered for it at T0 (the clocks start there). */
  async function subscribe(store: Store, stateAt: Date | null = at(0)): Promise<Purchase> {
    const storeKey = `order-${store}-${Date.now()}-${++n}`;
    const verifier: StoreVerifier = { store, verify: async () => ({ purchasedAt: at(0), expiresAt: at(24), storeKey, stateAt }) };
    const { purchase } = await recordPurchase(db, verifier, { userId, store, productId: 'premium_monthly', storeTransactionId: storeKey }, applyPendingNotifications);
    return purchase;
  }
  const event = (purchase: Purchase, { kind, hours }: Dated): StoreEvent => ({
    store: purchase.store,
    notificationId: `${purchase.storeKey}-${kind}-${hours}`,
    storeKey: purchase.storeKey!,
    event: kind,
    expiresAt: kind === 'renewed' ? at(24 * 31) : null,
    occurredAt: at(hours),
  });

  it('states the rule with the cases of the issue', () => {
    // a late EXPIRED signed before an applied DID_RENEW does not end the renewed subscription
    expect(expectedStatus([{ kind: 'renewed', hours: 2 }, { kind: 'expired', hours: 1 }])).toBe('active');
    // a late REFUND signed before an applied REFUND_REVERSED does not refund again
    expect(expectedStatus([{ kind: 'refund_reversed', hours: 2 }, { kind: 'refunded', hours: 1 }])).toBe('active');
    // a renewal never undoes a refund, before or after it
    expect(expectedStatus([{ kind: 'refunded', hours: 1 }, { kind: 'renewed', hours: 2 }])).toBe('refunded');
    expect(expectedStatus([{ kind: 'revoked', hours: 1 }, { kind: 'renewed', hours: 2 }])).toBe('revoked');
    // a reversed refund gives back what the paid period says
    expect(expectedStatus([{ kind: 'expired', hours: 1 }, { kind: 'refunded', hours: 2 }, { kind: 'refund_reversed', hours: 3 }])).toBe('expired');
    expect(expectedStatus([{ kind: 'expired', hours: 3 }, { kind: 'renewed', hours: 1 }])).toBe('expired');
  });

  for (const { store, name, kinds } of STORES) {
    for (const size of [2, 3]) {
      it(`${name}: every order of every ${size} events ends as their signed dates say`, async () => {
        let runs = 0;
        const finals = new Map<string, PurchaseStatus>();
        for (const dated of sequences(kinds, size)) {
          const expected = expectedStatus(dated);
          for (const order of permutations(dated)) {
            const purchase = await subscribe(store);
            const outcomes = [];
            for (const e of order) outcomes.push(await applyStoreEvent(db, event(purchase, e)));
            const final = await findPurchase(db, purchase.id);
            expect(final?.status, `${label(dated)} delivered as ${label(order)}`).toBe(expected);
            // each event is in the history once; applied, or stale when a newer one of its kind came first
            const history = (await purchaseHistory(db, purchase.id)).filter((h) => h.source === 'notification');
            expect(history.map((h) => h.notificationId).sort()).toEqual(order.map((e) => event(purchase, e).notificationId).sort());
            expect(history.map((h) => h.outcome)).toEqual(outcomes);
            // delivered in date order, nothing is stale
            if (order.every((e, i) => i === 0 || e.hours > order[i - 1]!.hours)) expect(outcomes.every((o) => o === 'applied')).toBe(true);
            finals.set(label(dated), final!.status);
            runs++;
          }
        }
        // four kinds: 12 pairs in 2 orders each, 24 triples in 6 orders each
        expect(runs).toBe(size === 2 ? 24 : 144);
        // the statuses the sets end in (Google's triples all hold a void or a revocation)
        const reached = { app_store: ['active', 'expired', 'refunded'], play_store: size === 2 ? ['active', 'expired', 'refunded', 'revoked'] : ['refunded', 'revoked'] };
        expect([...new Set(finals.values())].sort()).toEqual(reached[store as 'app_store' | 'play_store']);
      });
    }

    it(`${name}: three events delivered all at once end as their signed dates say`, async () => {
      for (const dated of sequences(kinds, 3)) {
        const purchase = await subscribe(store);
        // sent newest first, all at once: PostgreSQL runs them side by side, PGlite one after the other
        const outcomes = await Promise.all([...dated].reverse().map((e) => applyStoreEvent(db, event(purchase, e))));
        expect((await findPurchase(db, purchase.id))?.status, label(dated)).toBe(expectedStatus(dated));
        expect(outcomes.every((o) => o === 'applied' || o === 'stale')).toBe(true);
      }
    });
  }

  it('a stale event is kept in the history and changes nothing: not the status, not the paid period', async () => {
    const purchase = await subscribe('app_store');
    expect(await applyStoreEvent(db, event(purchase, { kind: 'renewed', hours: 5 }))).toBe('applied');
    const renewed = await findPurchase(db, purchase.id);
    expect(renewed).toMatchObject({ status: 'active', expiresAt: at(24 * 31) });
    expect(await applyStoreEvent(db, event(purchase, { kind: 'expired', hours: 4 }))).toBe('stale');
    expect(await findPurchase(db, purchase.id)).toEqual(renewed);
    expect((await purchaseHistory(db, purchase.id)).map((h) => [h.event, h.outcome, h.status])).toEqual([
      ['recorded', 'applied', 'active'],
      ['renewed', 'applied', 'active'],
      ['expired', 'stale', 'active'],
    ]);
    const { rows } = await db.query<{ state: string }>('select state from public.store_notifications where store_key = $1 order by occurred_at', [purchase.storeKey]);
    expect(rows.map((r) => r.state)).toEqual(['stale', 'applied']);
  });

  it('a refused event (the store’s API contradicts it) is kept and changes nothing', async () => {
    const purchase = await subscribe('play_store');
    const before = await findPurchase(db, purchase.id);
    expect(await applyStoreEvent(db, { ...event(purchase, { kind: 'refunded', hours: 1 }), refused: true })).toBe('refused');
    expect(await findPurchase(db, purchase.id)).toEqual(before);
    expect((await purchaseHistory(db, purchase.id)).map((h) => [h.event, h.outcome, h.status])).toEqual([
      ['recorded', 'applied', 'active'],
      ['refunded', 'refused', 'active'],
    ]);
    // and a real expiry after it still applies: the refused one moved no clock
    expect(await applyStoreEvent(db, event(purchase, { kind: 'expired', hours: 1 }))).toBe('applied');
    expect((await findPurchase(db, purchase.id))?.status).toBe('expired');
  });

  it('pending notifications are ordered against the store answer the purchase was recorded with', async () => {
    const storeKey = `order-pending-${Date.now()}-${++n}`;
    const pending = (kind: Kind, hours: number): StoreEvent => ({ store: 'app_store', notificationId: `${storeKey}-${kind}`, storeKey, event: kind, occurredAt: at(hours) });
    // a refund signed before the transaction copy the app sends is already in that copy; the expiry after it is not
    expect(await applyStoreEvent(db, pending('refunded', 1))).toBe('pending');
    expect(await applyStoreEvent(db, pending('expired', 3))).toBe('pending');
    const verifier: StoreVerifier = { store: 'app_store', verify: async () => ({ purchasedAt: at(0), expiresAt: at(24), storeKey, stateAt: at(2) }) };
    const { purchase } = await recordPurchase(db, verifier, { userId, store: 'app_store', productId: 'premium_monthly', storeTransactionId: storeKey }, applyPendingNotifications);
    expect(purchase.status).toBe('expired');
    expect((await purchaseHistory(db, purchase.id)).map((h) => [h.event, h.outcome])).toEqual([
      ['recorded', 'applied'],
      ['refunded', 'stale'],
      ['expired', 'applied'],
    ]);
    const { rows } = await db.query<{ state: string }>('select state from public.store_notifications where store_key = $1 order by occurred_at', [storeKey]);
    expect(rows.map((r) => r.state)).toEqual(['stale', 'applied']);
  });

  it('records a purchase and its first history line together or not at all', async () => {
    const storeKey = `order-atomic-${Date.now()}-${++n}`;
    // the history line fails to be written: the purchase must not stay behind without it
    const failing: Db = {
      ...db,
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            ...tx,
            query: async (sql, params) => {
              if (/insert into public\.purchase_events/.test(sql)) throw new Error('the history could not be written');
              return tx.query(sql, params);
            },
          }),
        ),
    };
    const verifier: StoreVerifier = { store: 'app_store', verify: async () => ({ purchasedAt: at(0), expiresAt: null, storeKey }) };
    await expect(recordPurchase(failing, verifier, { userId, store: 'app_store', productId: 'current_insight', storeTransactionId: storeKey })).rejects.toThrow('the history could not be written');
    expect((await db.query('select 1 from public.purchases where store_transaction_id = $1', [storeKey])).rows).toEqual([]);
    // and again, working: recorded with its line
    const { purchase, created } = await recordPurchase(db, verifier, { userId, store: 'app_store', productId: 'current_insight', storeTransactionId: storeKey });
    expect(created).toBe(true);
    expect((await purchaseHistory(db, purchase.id)).map((h) => h.event)).toEqual(['recorded']);
  });
});

describe.each(backends)('the store-event-order migration on %s', (_backend, open) => {
  it('keeps purchases recorded before it as they were, with their clocks at their last change', async () => {
    const db = await open();
    try {
      const all = await allMigrations();
      const index = all.findIndex((m) => m.name.endsWith('_store_event_order.sql'));
      expect(index).toBeGreaterThan(0);
      await migrate(db, all.slice(0, index));
      const userId = await insertUser(db, 'before-order');
      const changed = '2026-11-20T00:00:00.000Z';
      for (const [tx, status, statusChangedAt] of [
        ['old-active', 'active', null],
        ['old-expired', 'expired', changed],
        ['old-refunded', 'refunded', changed],
        ['old-revoked', 'revoked', changed],
      ] as const) {
        await db.query(
          `insert into public.purchases (user_id, product_id, store, store_transaction_id, purchased_at, status, status_changed_at, store_key)
           values ($1, 'premium_monthly', 'app_store', $2, '2026-11-01T00:00:00Z', $3, $4, $2)`,
          [userId, tx, status, statusChangedAt],
        );
      }
      await migrate(db, all);
      const { rows } = await db.query<{ store_transaction_id: string; status: string; period_status: string; withdrawal: string | null; period_event_at: Date | string; withdrawal_event_at: Date | string }>(
        'select store_transaction_id, status, period_status, withdrawal, period_event_at, withdrawal_event_at from public.purchases order by store_transaction_id',
      );
      expect(rows.map((r) => [r.store_transaction_id, r.status, r.period_status, r.withdrawal, new Date(r.period_event_at).toISOString(), new Date(r.withdrawal_event_at).toISOString()])).toEqual([
        ['old-active', 'active', 'active', null, '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
        ['old-expired', 'expired', 'expired', null, changed, changed],
        ['old-refunded', 'refunded', 'active', 'refunded', changed, changed],
        ['old-revoked', 'revoked', 'active', 'revoked', changed, changed],
      ]);
      // and they take events by the rule: a refund reversed after the migration gives back an open purchase
      const refunded = (await db.query<{ id: string }>(`select id from public.purchases where store_transaction_id = 'old-refunded'`)).rows[0]!.id;
      expect(await applyStoreEvent(db, { store: 'app_store', notificationId: 'old-reversal', storeKey: 'old-refunded', event: 'refund_reversed', occurredAt: new Date('2026-11-21T00:00:00Z') })).toBe('applied');
      expect((await findPurchase(db, refunded))?.status).toBe('active');
    } finally {
      await db.close();
    }
  });
});
