import type { SupabaseClient } from '@supabase/supabase-js';
import { AUTH_COOKIE_NAME } from './public-config';

/**
 * supabase-js and @supabase/ssr (about 60 kB gzip) are loaded the first time a page needs them, not
 * with the page: a signed-out visitor to /auth, /delete-account or /forgot-password gets
 * the form without them, and they load while the person types (`warmSupabase` on focus) or on submit.
 */
let loading: Promise<typeof import('./client')> | undefined;

export function warmSupabase(): Promise<typeof import('./client')> {
  loading ??= import('./client').catch((error: unknown) => {
    loading = undefined; // a failed chunk load (offline) is tried again next time
    throw error;
  });
  return loading;
}

/**
 * The warm-up while the person reaches for a form (focus, pointer): its failure is not theirs to
 * see yet, since the submit loads the chunk again and shows a failure then.
 */
export function preloadSupabase(): void {
  warmSupabase().catch(() => undefined);
}

/** The browser's cookie-session client (lib/supabase/client.ts), once loaded. */
export const browserClient = async (): Promise<SupabaseClient> => (await warmSupabase()).getSupabaseBrowserClient();

/** The implicit-flow client for recovery mails (lib/supabase/client.ts), once loaded. */
export const implicitFlowClient = async (): Promise<SupabaseClient> => (await warmSupabase()).createImplicitFlowClient();

/**
 * Whether this browser holds a session cookie (supabase's, possibly split into .0, .1 chunks). No
 * cookie, no session: the page can say "signed out" without loading supabase-js. A cookie is only a
 * hint; the client then checks it with the auth server.
 */
export function hasSessionCookie(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((pair) => {
    const name = pair.trim().split('=', 1)[0];
    return name === AUTH_COOKIE_NAME || name === `${AUTH_COOKIE_NAME}.0`;
  });
}
