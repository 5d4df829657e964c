import type { NextRequest, NextResponse } from 'next/server';
import { AUTH_COOKIE_NAME } from './public-config';
import { createSupabaseServerClient } from './server';

/**
 * Keeps the session cookie fresh: when the access token is about to expire, getSession()
 * refreshes it and the new cookies go out on this response. Requests without a session cookie
 * (most of them, and every crawler) return at once. Pages never read cookies, so they stay static.
 */
export async function updateSession(request: NextRequest, response: NextResponse): Promise<NextResponse> {
  if (!request.cookies.getAll().some((cookie) => cookie.name.startsWith(AUTH_COOKIE_NAME))) return response;
  try {
    const supabase = createSupabaseServerClient({
      getAll: () => request.cookies.getAll(),
      setAll: (items) => {
        for (const { name, value, options } of items) response.cookies.set(name, value, options);
      },
    });
    await supabase.auth.getSession();
  } catch (error) {
    // a refresh that cannot happen now (auth server unreachable) must not break the page
    console.error('[proxy] session refresh failed', error);
  }
  return response;
}
