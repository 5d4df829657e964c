import 'server-only';
import { createServerClient, type CookieMethodsServer } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import { cookies } from 'next/headers';
import { AUTH_COOKIE_NAME } from './public-config';
import { serverRealtime, serverSupabaseTarget } from './target';

/** A new server client per request, reading and writing the session cookie through `cookies`. */
export function createSupabaseServerClient(cookieMethods: CookieMethodsServer): SupabaseClient {
  const { url, anonKey, fetch } = serverSupabaseTarget();
  return createServerClient(url, anonKey, {
    cookieOptions: { name: AUTH_COOKIE_NAME },
    cookies: cookieMethods,
    global: fetch ? { fetch } : {},
    realtime: serverRealtime,
  });
}

/**
 * For route handlers and server actions (never in static pages: reading cookies makes a page
 * dynamic). A server component cannot set cookies; the proxy refreshes them instead.
 */
export async function createSupabaseClientFromCookies(): Promise<SupabaseClient> {
  const store = await cookies();
  return createSupabaseServerClient({
    getAll: () => store.getAll(),
    setAll: (items) => {
      try {
        for (const { name, value, options } of items) store.set(name, value, options);
      } catch {
        // called from a server component: the proxy keeps the cookie fresh
      }
    },
  });
}
