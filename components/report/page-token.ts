import 'client-only';
import { inAppWebView } from '@/lib/webview/in-app';
import { acquireToken } from '@/lib/webview/token';
import { browserClient } from '@/lib/supabase/lazy';

/**
 * The access token of a page that acts for the signed-in user (the report pages, My reports):
 * window.authToken → sessionStorage → the app's authTokenReady event (web view only) → the
 * browser's Supabase session. Null when there is none.
 */
export async function acquirePageToken(): Promise<string | null> {
  const win = window as unknown as EventTarget & Record<string, unknown>;
  return acquireToken({ win, storage: sessionStorageOrNull(), inWebView: inAppWebView(), fallback: sessionToken });
}

/** The web session's access token: supabase-js is loaded only when the app gave no token. */
export async function sessionToken(): Promise<string | null> {
  try {
    const { data } = await (await browserClient()).auth.getSession();
    return data.session?.access_token ?? null;
  } catch {
    return null; // supabase-js did not load (offline): no web session, the access check says what follows
  }
}

export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage can be disabled (private mode, a locked-down web view)
  }
}
