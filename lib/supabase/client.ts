import { createBrowserClient } from '@supabase/ssr';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { AUTH_COOKIE_NAME, browserSupabaseConfig } from './public-config';

/**
 * The browser's client: the session lives in cookies (so the proxy can refresh it and the server
 * can read it). URL fragments are never parsed automatically: the auth screens apply the spec's
 * callback rules themselves (lib/auth/callback-rules.ts).
 */
export function getSupabaseBrowserClient(): SupabaseClient {
  const { url, anonKey } = browserSupabaseConfig();
  return createBrowserClient(url, anonKey, {
    // Secure on an HTTPS page, as the server sets it (lib/supabase/proxy.ts)
    cookieOptions: { name: AUTH_COOKIE_NAME, secure: window.location.protocol === 'https:' },
    auth: { detectSessionInUrl: false },
  });
}

/**
 * A plain supabase-js client in the implicit flow, for requesting a recovery mail. @supabase/ssr
 * always uses PKCE, which would make the link land with `?code=` (and a verifier only this
 * browser holds). The spec's contract is the implicit fragment `#access_token=…&type=recovery`,
 * which the native app also receives through its deep link, so this request goes without PKCE.
 */
export function createImplicitFlowClient(): SupabaseClient {
  const { url, anonKey } = browserSupabaseConfig();
  return createClient(url, anonKey, {
    auth: { flowType: 'implicit', persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
