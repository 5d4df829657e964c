import { isLocalRequest } from '@/lib/api/request';
import { runtime } from '@/lib/runtime';
import { AUTH_COOKIE_NAME } from '@/lib/supabase/public-config';

/**
 * The spec's development bypass ("on localhost, a missing token is let through"), decided exactly:
 * - only where the local tools exist, in embedded mode (a hosted server never bypasses anything);
 * - only when the request carries no credentials at all (no Authorization header, no session
 *   cookie): a token that fails verification is refused like anywhere else, and a valid token is
 *   always checked against its purchases;
 * - only for a local request (lib/api/request.ts isLocalRequest): a loopback socket peer, a Host of
 *   localhost, 127.0.0.1 or [::1], and no forwarding header naming anything else (a public reverse
 *   proxy in front of an embedded server does not open the door).
 */
export function devBypassApplies(request: Request, server: { localTools: boolean }, hasCredentials: boolean): boolean {
  if (!server.localTools || hasCredentials) return false;
  return isLocalRequest(request);
}

/** Does the request carry any credentials at all: an Authorization header or the session cookie? */
export function hasCredentials(request: Request): boolean {
  return request.headers.has('authorization') || (request.headers.get('cookie') ?? '').includes(AUTH_COOKIE_NAME);
}

/**
 * The one check the routes make for a request without a verified user: does the development
 * bypass let it through (embedded mode, no credentials at all, a local request)?
 */
export function devBypassFor(request: Request): boolean {
  return devBypassApplies(request, runtime(), hasCredentials(request));
}
