import { describe, expect, it } from 'vitest';
import { purchaseGrantsAccess } from './status';
import { effectOf } from './store-events';

const now = new Date('2026-11-25T00:00:00Z');
const later = new Date('2026-12-25T00:00:00Z');

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

describe('effectOf (what a store event writes, whatever the purchase holds)', () => {
  it('renewals and recoveries open the paid period and clear billing trouble; their end only extends', () => {
    expect(effectOf('renewed', later)).toEqual({ register: 'period', status: 'active', renewalState: null, extendTo: later });
    expect(effectOf('recovered', undefined)).toEqual({ register: 'period', status: 'active', renewalState: null, extendTo: null });
  });
  it('refunds and revocations are withdrawals; a reversed refund lifts the withdrawal; expiry ends only the paid period', () => {
    expect(effectOf('refunded', null)).toEqual({ register: 'withdrawal', withdrawal: 'refunded' });
    expect(effectOf('revoked', later)).toEqual({ register: 'withdrawal', withdrawal: 'revoked' });
    expect(effectOf('refund_reversed', null)).toEqual({ register: 'withdrawal', withdrawal: null });
    expect(effectOf('expired', later)).toEqual({ register: 'period', status: 'expired', renewalState: null, extendTo: null });
  });
  it('grace extends to its end; billing retry keeps the old end', () => {
    expect(effectOf('grace_period', later)).toEqual({ register: 'period', status: 'active', renewalState: 'grace_period', extendTo: later });
    expect(effectOf('billing_retry', later)).toEqual({ register: 'period', status: 'active', renewalState: 'billing_retry', extendTo: null });
  });
});
