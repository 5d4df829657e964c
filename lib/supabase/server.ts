import 'server-only';
import { createServerClient, type CookieMethodsServer } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AUTH_COOKIE_NAME } from './public-config';
import { serverRealtime, serverSupabaseTarget } from './target';

/**
 * A new server client per request, reading and writing the session cookie through the given
 * getAll/setAll (the proxy's request and response; a route handler's cookies()).
 */
export function createSupabaseServerClient(cookieMethods: CookieMethodsServer): SupabaseClient {
  const { url, anonKey, fetch } = serverSupabaseTarget();
  return createServerClient(url, anonKey, {
    cookieOptions: { name: AUTH_COOKIE_NAME },
    cookies: cookieMethods,
    global: fetch ? { fetch } : {},
    realtime: serverRealtime,
  });
}
