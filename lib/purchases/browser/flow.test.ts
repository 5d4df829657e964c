import { describe, expect, it } from 'vitest';
import { isAlertStatus, reportHref, stepForMessage } from './flow';

describe('purchase messages from the app', () => {
  it('shows processing while the app is busy, and only ends it when loading stops', () => {
    expect(stepForMessage({ type: 'PURCHASE_LOADING', loading: true })).toEqual({ status: { kind: 'processing' }, busy: true });
    expect(stepForMessage({ type: 'PURCHASE_LOADING', loading: false })).toEqual({ status: 'keep', busy: false });
  });

  it('goes on to the report 1.5 s after success or "already premium"', () => {
    expect(stepForMessage({ type: 'PURCHASE_SUCCESS', purchaseId: 'p1', reportType: 'character' })).toEqual({
      status: { kind: 'success' },
      busy: false,
      proceed: { afterMs: 1500, purchaseId: 'p1', reportType: 'character' },
    });
    expect(stepForMessage({ type: 'ALREADY_PREMIUM' })).toMatchObject({ status: { kind: 'alreadyPremium' }, proceed: { afterMs: 1500 } });
  });

  it('clears cancelled and login required after 3 s, errors after 5 s, with the app’s text when given', () => {
    expect(stepForMessage({ type: 'PURCHASE_CANCELLED' })).toEqual({ status: { kind: 'cancelled' }, busy: false, clearAfterMs: 3000 });
    expect(stepForMessage({ type: 'LOGIN_REQUIRED' })).toEqual({ status: { kind: 'loginRequired' }, busy: false, clearAfterMs: 3000 });
    expect(stepForMessage({ type: 'PURCHASE_ERROR', error: 'Card declined' })).toEqual({ status: { kind: 'failed', text: 'Card declined' }, busy: false, clearAfterMs: 5000 });
    expect(stepForMessage({ type: 'PURCHASE_ERROR', error: '  ' })).toEqual({ status: { kind: 'failed' }, busy: false, clearAfterMs: 5000 });
    expect(stepForMessage({ type: 'PURCHASE_ERROR' })).toEqual({ status: { kind: 'failed' }, busy: false, clearAfterMs: 5000 });
  });

  it('puts the purchase id in the report’s address', () => {
    expect(reportHref('/report/current-insight', 'p-1')).toBe('/report/current-insight?purchaseId=p-1');
    expect(reportHref('/en/report/character-insight', undefined)).toBe('/en/report/character-insight');
  });

  it('says "no answer" as an alert, like the other problems, and progress politely', () => {
    expect(isAlertStatus({ kind: 'noAnswer' })).toBe(true);
    expect(isAlertStatus({ kind: 'failed' })).toBe(true);
    expect(isAlertStatus({ kind: 'processing' })).toBe(false);
    expect(isAlertStatus({ kind: 'cancelled' })).toBe(false);
  });
});
