import 'server-only';
import { cookies } from 'next/headers';
import { requestProtocol } from '@/lib/api/request';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import { oauthErrorKey, safeNextPath, withOAuthError } from './oauth-return';

/** An auth code is far shorter; anything longer is not one. */
const MAX_CODE_LENGTH = 512;

/** A same-origin redirect by path (the browser resolves it against the address it used). */
const seeOther = (path: string) => new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'private, no-store' } });

/**
 * The provider sign-in's return (GET /auth/callback?next=…&code=… or ?error=…): the code is
 * exchanged, with the PKCE verifier the browser left in its cookie, for the session cookie, and
 * the person goes back to `next` (a path on this site only; else the locale's /auth). A failure at
 * the provider or in the exchange goes back there with ?auth_error=cancelled|failed, which the page
 * shows translated.
 */
export async function finishOAuthSignIn(request: Request, fallback: string): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const next = safeNextPath(params.get('next'), fallback);
  const error = params.get('error');
  if (error) return seeOther(withOAuthError(next, oauthErrorKey(error, params.get('error_code'))));
  const code = params.get('code');
  if (!code || code.length > MAX_CODE_LENGTH) return seeOther(withOAuthError(next, 'failed'));

  const store = await cookies();
  const secure = requestProtocol(request) === 'https';
  try {
    const supabase = createSupabaseServerClient({
      getAll: () => store.getAll(),
      setAll: (items) => {
        for (const { name, value, options } of items) store.set(name, value, secure ? { ...options, secure: true } : options);
      },
    });
    const { error: exchangeError } = await supabase.auth.exchangeCodeForSession(code);
    if (exchangeError) return seeOther(withOAuthError(next, 'failed'));
  } catch (unexpected) {
    console.error('[auth/callback] the code exchange failed', unexpected);
    return seeOther(withOAuthError(next, 'failed'));
  }
  return seeOther(next);
}
