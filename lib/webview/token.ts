/**
 * Where report pages find the user's access token and the purchase id (docs/webview-bridge.md).
 * Token: window.authToken → sessionStorage 'authToken' → the app's `authTokenReady` event (waited
 * up to TOKEN_WAIT_MS, only inside the web view) → the Supabase session (the caller's fallback).
 */
/** Report pages wait this long for the app's authTokenReady event (web view only). */
const TOKEN_WAIT_MS = 3000;

export const TOKEN_WINDOW_KEY = 'authToken';
const TOKEN_STORAGE_KEY = 'authToken';
export const TOKEN_EVENT = 'authTokenReady';
const PURCHASE_WINDOW_KEY = 'purchaseId';
const PURCHASE_STORAGE_KEY = 'purchaseId';
export const LATEST_PURCHASE_STORAGE_KEY = 'latestPurchaseId';

type Win = EventTarget & Record<string, unknown>;
interface Sources {
  win: Win;
  storage: Pick<Storage, 'getItem'> | null;
  inWebView: boolean;
  waitMs?: number;
  fallback?: () => Promise<string | null>;
}

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const asToken = (value: unknown): string | null => (typeof value === 'string' && JWT_SHAPE.test(value.trim()) ? value.trim() : null);

function safeGet(storage: Sources['storage'], key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // storage can be disabled
  }
}

/** Resolves with the token from the app's authTokenReady event, or null after waitMs. */
function waitForTokenEvent(win: EventTarget, waitMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    const done = (token: string | null) => {
      clearTimeout(timer);
      win.removeEventListener(TOKEN_EVENT, onReady);
      resolve(token);
    };
    const onReady = (event: Event) => {
      const detail = (event as CustomEvent).detail as unknown;
      const token = asToken(typeof detail === 'object' && detail ? (detail as { token?: unknown }).token : detail);
      if (token) done(token);
    };
    const timer = setTimeout(() => done(null), waitMs);
    win.addEventListener(TOKEN_EVENT, onReady);
  });
}

export async function acquireToken({ win, storage, inWebView, waitMs = TOKEN_WAIT_MS, fallback }: Sources): Promise<string | null> {
  const direct = asToken(win[TOKEN_WINDOW_KEY]) ?? asToken(safeGet(storage, TOKEN_STORAGE_KEY));
  if (direct) return direct;
  if (inWebView) {
    const fromApp = await waitForTokenEvent(win, waitMs);
    if (fromApp) return fromApp;
  }
  return fallback ? fallback() : null;
}

const PURCHASE_ID = /^[A-Za-z0-9_-]{1,100}$/;
const asPurchaseId = (value: unknown): string | null => (typeof value === 'string' && PURCHASE_ID.test(value) ? value : null);

const REPORT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stored report named in the query (?reportId=, e.g. from My reports), or null. */
export function readReportId(search: string): string | null {
  const value = new URLSearchParams(search).get('reportId');
  return value && REPORT_ID.test(value) ? value : null;
}

/** Puts the stored report's id in the address (no navigation), so a reload reopens that reading. */
export function rememberReportId(reportId: string | null | undefined): void {
  if (!reportId || !REPORT_ID.test(reportId) || typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  url.searchParams.set('reportId', reportId);
  window.history.replaceState(window.history.state, '', url);
}

/** The purchase id from the query, a window value, session storage, and (where allowed) the latest one. */
export function readPurchaseId({ search, win, storage, allowLatest = false }: { search: string; win: Win; storage: Sources['storage']; allowLatest?: boolean }): string | null {
  return (
    asPurchaseId(new URLSearchParams(search).get('purchaseId')) ??
    asPurchaseId(win[PURCHASE_WINDOW_KEY]) ??
    asPurchaseId(safeGet(storage, PURCHASE_STORAGE_KEY)) ??
    (allowLatest ? asPurchaseId(safeGet(storage, LATEST_PURCHASE_STORAGE_KEY)) : null)
  );
}
