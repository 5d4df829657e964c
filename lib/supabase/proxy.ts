import type { NextRequest, NextResponse } from 'next/server';
import { requestProtocol } from '@/lib/api/request';
import { AUTH_COOKIE_NAME } from './public-config';
import { createSupabaseServerClient } from './server';

/**
 * Keeps the session cookie fresh: when the access token is about to expire, getSession()
 * refreshes it and the new cookies go out on this response. Requests without a session cookie
 * (most of them, and every crawler) return at once. Pages never read cookies, so they stay static.
 *
 * A response that sets the cookie carries a person's session: it takes the cache headers
 * @supabase/ssr hands setAll (`private, no-cache, no-store, …`), so no shared cache keeps it (issue
 * 28), and the cookie is Secure when the request came over HTTPS (the socket's, or a trusted
 * proxy's X-Forwarded-Proto; lib/api/request.ts). The front door (lib/net/front-door.ts) enforces
 * both again on the way out, over whatever Next adds for a prerendered page.
 */
export async function updateSession(request: NextRequest, response: NextResponse): Promise<NextResponse> {
  if (!request.cookies.getAll().some((cookie) => cookie.name.startsWith(AUTH_COOKIE_NAME))) return response;
  const secure = requestProtocol(request) === 'https';
  try {
    const supabase = createSupabaseServerClient({
      getAll: () => request.cookies.getAll(),
      setAll: (items, headers) => {
        for (const { name, value, options } of items) response.cookies.set(name, value, secure ? { ...options, secure: true } : options);
        for (const [name, value] of Object.entries(headers ?? {})) response.headers.set(name, value);
      },
    });
    await supabase.auth.getSession();
  } catch (error) {
    // a refresh that cannot happen now (auth server unreachable) must not break the page
    console.error('[proxy] session refresh failed', error);
  }
  return response;
}
