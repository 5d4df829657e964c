import { describe, expect, it } from 'vitest';
import type { Purchase } from './ledger';
import { purchaseGrantsAccess } from './status';
import { changeFor } from './store-events';

const now = new Date('2026-11-25T00:00:00Z');
const later = new Date('2026-12-25T00:00:00Z');
const earlier = new Date('2026-10-25T00:00:00Z');

describe('purchaseGrantsAccess (the one ledger status rule)', () => {
  it('opens an active report purchase, never a refunded, revoked or expired one', () => {
    expect(purchaseGrantsAccess({ productId: 'current_insight', status: 'active', expiresAt: null }, now)).toBe(true);
    for (const status of ['refunded', 'revoked', 'expired'] as const) {
      expect(purchaseGrantsAccess({ productId: 'current_insight', status, expiresAt: null }, now), status).toBe(false);
    }
  });

  it('opens an active subscription until its paid period ends, and nothing without an end', () => {
    expect(purchaseGrantsAccess({ productId: 'premium_monthly', status: 'active', expiresAt: later }, now)).toBe(true);
    expect(purchaseGrantsAccess({ productId: 'premium_monthly', status: 'active', expiresAt: now }, now)).toBe(false);
    expect(purchaseGrantsAccess({ productId: 'premium_annual', status: 'active', expiresAt: null }, now)).toBe(false);
    expect(purchaseGrantsAccess({ productId: 'premium_annual', status: 'refunded', expiresAt: later }, now)).toBe(false);
  });
});

describe('changeFor (what a store event does to a purchase)', () => {
  const sub: Purchase = {
    id: 'p', userId: 'u', productId: 'premium_monthly', store: 'app_store', storeTransactionId: 't', purchasedAt: earlier, expiresAt: now,
    status: 'active', renewalState: null, storeKey: 't',
  };
  it('renewals extend but never shorten, and clear billing trouble', () => {
    expect(changeFor({ ...sub, renewalState: 'billing_retry' }, 'renewed', later)).toEqual({ status: 'active', renewalState: null, expiresAt: later });
    expect(changeFor(sub, 'renewed', earlier)).toEqual({ status: 'active', renewalState: null, expiresAt: now });
    expect(changeFor({ ...sub, status: 'expired' }, 'recovered', later).status).toBe('active');
  });
  it('refunds and revocations close; a reversed refund reopens; expiry never un-refunds', () => {
    expect(changeFor(sub, 'refunded', null).status).toBe('refunded');
    expect(changeFor(sub, 'revoked', null).status).toBe('revoked');
    expect(changeFor({ ...sub, status: 'refunded' }, 'refund_reversed', null).status).toBe('active');
    expect(changeFor({ ...sub, status: 'refunded' }, 'expired', null).status).toBe('refunded');
    expect(changeFor(sub, 'expired', null).status).toBe('expired');
  });
  it('grace extends to its end; billing retry keeps the old end', () => {
    expect(changeFor(sub, 'grace_period', later)).toEqual({ status: 'active', renewalState: 'grace_period', expiresAt: later });
    expect(changeFor(sub, 'billing_retry', later)).toEqual({ status: 'active', renewalState: 'billing_retry', expiresAt: now });
  });
});
