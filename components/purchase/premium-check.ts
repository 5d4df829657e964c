'use client';

import { sessionStorageOrNull, sessionToken } from '@/components/report/page-token';
import { hasActivePremium } from '@/lib/purchases/check-access';
import { AUTH_COOKIE_NAME } from '@/lib/supabase/public-config';
import { inAppWebView } from '@/lib/webview/in-app';
import { acquireToken } from '@/lib/webview/token';

/**
 * Is the reader a paid-up premium subscriber? The picker loads this after its first paint (it only
 * decorates the cards). The token comes from where the report pages find it (the app's window
 * value, session storage or authTokenReady event); the web session is read, and supabase-js
 * loaded, only when a session cookie says there is one. No token: false.
 */
export async function readerHasPremium(): Promise<boolean> {
  const win = window as unknown as EventTarget & Record<string, unknown>;
  const fallback = document.cookie.includes(AUTH_COOKIE_NAME) ? sessionToken : undefined;
  const token = await acquireToken({ win, storage: sessionStorageOrNull(), inWebView: inAppWebView(), fallback });
  return token ? hasActivePremium({ token }) : false;
}
