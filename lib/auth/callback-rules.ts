import { hasAuthError, type AuthFragment } from './fragment';

export interface ActiveUser {
  provider: string | undefined;
  emailConfirmed: boolean;
}

export type CallbackOutcome =
  /** continue at /reset-password, keeping the fragment */
  | { go: 'reset-password' }
  /** clear the fragment and go to / (with the error's code when there was one) */
  | { go: 'home'; errorCode?: string }
  /** a sign-up confirmation link whose session was set: stay on the auth screen, signed in */
  | { go: 'signed-up' };

/**
 * The account-level callback handler of spec section 4, decided from the fragment, whether the
 * session from its tokens could be set, and the session that is active now:
 * - type=recovery with an access token whose session was set → /reset-password;
 * - type=signup with an access token whose session was set (the link of the confirmation mail,
 *   which lands on /auth) → stay there, signed in, and say so; the spec's "type=signup → /" holds
 *   for every other sign-up fragment;
 * - type=signup → /;
 * - an active session of a confirmed e-mail user and a recovery fragment → /reset-password;
 * - anything else, or an error → clear the fragment, /.
 */
export function decideCallback(fragment: AuthFragment, sessionSet: boolean, active: ActiveUser | null): CallbackOutcome {
  if (hasAuthError(fragment)) return { go: 'home', errorCode: fragment.error_code ?? fragment.error ?? 'unknown' };
  if (fragment.type === 'recovery' && fragment.access_token && sessionSet) return { go: 'reset-password' };
  if (fragment.type === 'signup' && fragment.access_token && sessionSet) return { go: 'signed-up' };
  if (fragment.type === 'signup') return { go: 'home' };
  if (fragment.type === 'recovery' && active?.provider === 'email' && active.emailConfirmed) return { go: 'reset-password' };
  return { go: 'home' };
}
