import { decideCallback, type ActiveUser, type CallbackOutcome } from '@/lib/auth/callback-rules';
import { hasAuthError, parseAuthFragment, serialiseAuthFragment } from '@/lib/auth/fragment';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/site/seo';
import { browserClient } from '@/lib/supabase/lazy';

/**
 * The account-level callback handler (spec section 4), run in the browser: sets the session from
 * a recovery or sign-up confirmation fragment, then applies decideCallback. supabase-js is imported only now, so pages
 * that merely might receive a fragment (the landing page) do not ship it up front.
 */
export async function runAuthCallback(hash: string): Promise<CallbackOutcome> {
  const fragment = parseAuthFragment(hash);
  if (hasAuthError(fragment)) return decideCallback(fragment, false, null);
  const supabase = await browserClient();
  let sessionSet = false;
  if ((fragment.type === 'recovery' || fragment.type === 'signup') && fragment.access_token && fragment.refresh_token) {
    const { error } = await supabase.auth.setSession({ access_token: fragment.access_token, refresh_token: fragment.refresh_token });
    sessionSet = !error;
  }
  let active: ActiveUser | null = null;
  if (!sessionSet && fragment.type === 'recovery') {
    const { data } = await supabase.auth.getUser();
    if (data.user) active = { provider: data.user.app_metadata.provider, emailConfirmed: Boolean(data.user.email_confirmed_at) };
  }
  const outcome = decideCallback(fragment, sessionSet, active);
  // a recovery link whose tokens did not work: say so on the landing page rather than nothing
  if (outcome.go === 'home' && fragment.type === 'recovery') return { go: 'home', errorCode: 'recovery_failed' };
  return outcome;
}

/**
 * Carries out an outcome: /reset-password keeping the fragment, or / without it (errors travel as
 * their code only). 'signed-up' is the auth screen's own to show (it only clears the fragment here).
 */
export function followAuthCallback(outcome: CallbackOutcome, locale: Locale, hash: string): void {
  if (outcome.go === 'signed-up') {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    return;
  }
  if (outcome.go === 'reset-password') {
    window.location.replace(`${localizedPath(locale, '/reset-password')}#${serialiseAuthFragment(parseAuthFragment(hash))}`);
    return;
  }
  const home = localizedPath(locale, '/');
  const notice = outcome.errorCode ? `#${new URLSearchParams({ error_code: outcome.errorCode }).toString()}` : '';
  window.location.replace(`${home}${notice}`);
}
