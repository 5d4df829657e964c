import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedBackends, insertUser } from '@/tests/setup/databases';
import type { Db, Executor } from '@/lib/db/types';
import { findPurchase, purchaseHistory, recordPurchase } from './ledger';
import { applyPendingNotifications, applyStoreEvent, type StoreEvent } from './store-events';
import { sandboxVerifier } from './stores';

/**
 * A notification for a purchase the app has not recorded yet is kept pending and applied when the
 * purchase is recorded: one after the other, and when both land at once.
 */
describe.each(migratedBackends)('pending store notifications on %s', (name, open) => {
  let db: Db;
  let n = 0;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });

  const user = () => insertUser(db, 'pending');
  const transactionId = () => `pending-tx-${Date.now()}-${++n}`;
  const refund = (storeKey: string): StoreEvent => ({ store: 'sandbox', notificationId: `refund-${storeKey}`, storeKey, event: 'refunded', occurredAt: new Date() });
  const record = (target: Db, userId: string, storeTransactionId: string) =>
    recordPurchase(target, sandboxVerifier(), { userId, store: 'sandbox', productId: 'current_insight', storeTransactionId }, applyPendingNotifications);
  const states = async (storeKey: string) => (await db.query<{ state: string }>('select state from public.store_notifications where store_key = $1', [storeKey])).rows.map((r) => r.state);

  it('keeps a notification for an unknown purchase pending, and applies it once the purchase is recorded', async () => {
    const key = transactionId();
    expect(await applyStoreEvent(db, refund(key))).toBe('pending');
    expect(await states(key)).toEqual(['pending']);
    const { purchase, created } = await record(db, await user(), key);
    expect(created).toBe(true);
    expect(purchase.status).toBe('refunded');
    expect(await findPurchase(db, purchase.id)).toMatchObject({ status: 'refunded' });
    expect(await states(key)).toEqual(['applied']);
    expect((await purchaseHistory(db, purchase.id)).map((e) => [e.event, e.source, e.notificationId])).toEqual([
      ['recorded', 'purchase', null],
      ['refunded', 'notification', `refund-${key}`],
    ]);
    // the notification again changes nothing
    expect(await applyStoreEvent(db, refund(key))).toBe('duplicate');
  });

  it('applies each notification exactly once when it and the recording land at once', async () => {
    const userId = await user();
    const keys = Array.from({ length: 8 }, transactionId);
    const outcomes = await Promise.all(keys.map((key) => Promise.all([applyStoreEvent(db, refund(key)), record(db, userId, key)])));
    for (const [i, [outcome, { purchase }]] of outcomes.entries()) {
      expect(['applied', 'pending']).toContain(outcome);
      expect(await findPurchase(db, purchase.id)).toMatchObject({ status: 'refunded' });
      expect(await states(keys[i]!)).toEqual(['applied']);
      expect((await purchaseHistory(db, purchase.id)).map((e) => e.event)).toEqual(['recorded', 'refunded']);
    }
  });

  // The narrow window, made wide: the notification has found no purchase and not yet committed when
  // the purchase is recorded. Only a server with concurrent connections has that window (PGlite runs
  // one statement or transaction at a time).
  it.runIf(name === 'PostgreSQL')('applies a notification still being stored when the purchase is recorded', async () => {
    const key = transactionId();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let lookedUp!: () => void;
    const looked = new Promise<void>((resolve) => (lookedUp = resolve));
    // the notification's transaction stops right after looking the purchase up
    const paused: Db = {
      ...db,
      transaction: (fn) =>
        db.transaction((tx) => {
          const query: Executor['query'] = async (sql, params) => {
            const result = await tx.query(sql, params);
            if (/from public\.purchases where store = \$1 and store_key = \$2/.test(sql)) {
              lookedUp();
              await gate;
            }
            return result as never;
          };
          return fn({ ...tx, query });
        }),
    };
    const notified = applyStoreEvent(paused, refund(key));
    await looked;
    let settled = false;
    const recorded = record(db, await user(), key).finally(() => (settled = true));
    // the recording runs as far as it can: to its end, or to waiting for the notification's transaction
    for (let i = 0; i < 500 && !settled; i++) {
      const waiting = await db.query(`select 1 from pg_locks where not granted and database = (select oid from pg_database where datname = current_database())`);
      if (waiting.rows.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    release();
    const [outcome, { purchase }] = await Promise.all([notified, recorded]);
    expect(outcome).toBe('pending');
    expect(await findPurchase(db, purchase.id)).toMatchObject({ status: 'refunded' });
    expect(await states(key)).toEqual(['applied']);
  });
});
