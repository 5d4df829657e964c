import 'client-only';
import { sessionStorageOrNull, sessionToken } from '@/components/report/page-token';
import { callApi } from '@/lib/api/client';
import { hasActivePremium } from '@/lib/purchases/browser/check-access';
import { isReportProduct, type ReportProduct } from '@/lib/purchases/products';
import type { UnusedPurchase } from '@/lib/purchases/unused';
import { AUTH_COOKIE_NAME } from '@/lib/supabase/public-config';
import { inAppWebView } from '@/lib/webview/in-app';
import { acquireToken } from '@/lib/webview/token';

/** What the picker learns about the reader: a paid-up subscription, and the reports bought and not started. */
export interface ReaderPurchases {
  premium: boolean;
  /** the newest unused purchase of each report bought and not made yet (GET /api/reports → unused) */
  unused: Partial<Record<ReportProduct, string>>;
}

const NOTHING: ReaderPurchases = { premium: false, unused: {} };

/**
 * Is the reader a paid-up premium subscriber, and which reports have they bought and not started?
 * The picker loads this after its first paint (it only decorates the cards). The token comes from
 * where the report pages find it (the app's window value, session storage or authTokenReady
 * event); the web session is read, and supabase-js loaded, only when a session cookie says there
 * is one. No token: nothing.
 */
export async function readerPurchases(): Promise<ReaderPurchases> {
  const win = window as unknown as EventTarget & Record<string, unknown>;
  const fallback = document.cookie.includes(AUTH_COOKIE_NAME) ? sessionToken : undefined;
  const token = await acquireToken({ win, storage: sessionStorageOrNull(), inWebView: inAppWebView(), fallback });
  if (!token) return NOTHING;
  const [premium, unused] = await Promise.all([hasActivePremium({ token }), unusedPurchases(token)]);
  return { premium, unused };
}

async function unusedPurchases(token: string): Promise<ReaderPurchases['unused']> {
  // the list only decorates the picker's cards: a failed call shows them undecorated
  const answer = await callApi<{ unused?: Partial<UnusedPurchase>[] } | null>('/api/reports?limit=1', { token });
  const body = answer.ok ? answer.value : null;
  const found: ReaderPurchases['unused'] = {};
  // newest first: the first of each product is the one to start
  for (const item of Array.isArray(body?.unused) ? body.unused : []) {
    if (isReportProduct(item.product) && typeof item.purchaseId === 'string' && !found[item.product]) found[item.product] = item.purchaseId;
  }
  return found;
}
