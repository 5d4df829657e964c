import { publicSupabase } from '@/lib/config/public-env';
import { EMBEDDED_ANON_KEY } from './embedded-anon-key';

/**
 * Where the browser's supabase-js talks to, without a network call (pages are static).
 * Hosted: NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY, inlined at build time
 * (lib/public-env.ts; lib/config.ts validates the same variables at server start). Embedded: the app itself,
 * at <origin>/local-supabase, with the public embedded anon key.
 */
export function browserSupabaseConfig(): { url: string; anonKey: string } {
  const { url, anonKey } = publicSupabase();
  if (url && anonKey) return { url, anonKey };
  return { url: `${window.location.origin}/local-supabase`, anonKey: EMBEDDED_ANON_KEY };
}

/**
 * The session cookie's name, the same in both modes and on both sides. (@supabase/ssr derives it
 * from the URL's host by default, and the browser and the server reach the embedded server
 * through different URLs.)
 */
export const AUTH_COOKIE_NAME = 'sb-gyeol-auth-token';
