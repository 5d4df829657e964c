import { describe, expect, it, vi } from 'vitest';
import { acquireToken, readPurchaseId, TOKEN_EVENT } from './token';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
const storage = (values: Record<string, string>) => ({ getItem: (k: string) => values[k] ?? null });
const win = (values: Record<string, unknown> = {}) => Object.assign(new EventTarget(), values) as EventTarget & Record<string, unknown>;

describe('token acquisition', () => {
  it('prefers the window value, then session storage', async () => {
    expect(await acquireToken({ win: win({ authToken: TOKEN }), storage: storage({}), inWebView: false })).toBe(TOKEN);
    expect(await acquireToken({ win: win(), storage: storage({ authToken: TOKEN }), inWebView: false })).toBe(TOKEN);
  });

  it('waits for the app’s authTokenReady event inside the web view', async () => {
    const w = win();
    const pending = acquireToken({ win: w, storage: null, inWebView: true, waitMs: 1000 });
    w.dispatchEvent(new CustomEvent(TOKEN_EVENT, { detail: { token: TOKEN } }));
    expect(await pending).toBe(TOKEN);
  });

  it('gives up after the wait and uses the fallback; never waits in a plain browser', async () => {
    vi.useFakeTimers();
    const fallback = vi.fn(async () => 'session-token');
    const pending = acquireToken({ win: win(), storage: null, inWebView: true, waitMs: 3000, fallback });
    await vi.advanceTimersByTimeAsync(2999);
    expect(fallback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBe('session-token');
    vi.useRealTimers();
    const start = Date.now();
    expect(await acquireToken({ win: win(), storage: null, inWebView: false, fallback })).toBe('session-token');
    expect(Date.now() - start).toBeLessThan(100);
  });

  it('ignores values that are not tokens', async () => {
    expect(await acquireToken({ win: win({ authToken: 'nope' }), storage: storage({ authToken: '<script>' }), inWebView: false })).toBeNull();
  });
});

describe('purchase id', () => {
  it('reads the query, then the window, then storage, and the latest only where allowed', () => {
    const s = storage({ purchaseId: 'from-storage', latestPurchaseId: 'latest' });
    expect(readPurchaseId({ search: '?purchaseId=from-query', win: win({ purchaseId: 'w' }), storage: s })).toBe('from-query');
    expect(readPurchaseId({ search: '', win: win({ purchaseId: 'from-window' }), storage: s })).toBe('from-window');
    expect(readPurchaseId({ search: '', win: win(), storage: s })).toBe('from-storage');
    expect(readPurchaseId({ search: '', win: win(), storage: storage({ latestPurchaseId: 'latest' }) })).toBeNull();
    expect(readPurchaseId({ search: '', win: win(), storage: storage({ latestPurchaseId: 'latest' }), allowLatest: true })).toBe('latest');
    expect(readPurchaseId({ search: '?purchaseId=../../etc', win: win(), storage: null })).toBeNull();
  });
});
