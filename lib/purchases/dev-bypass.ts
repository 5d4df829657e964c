import type { AppConfig } from '@/lib/config';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1', 'localhost']);

function hostname(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '');
}

/**
 * The spec's development bypass ("on localhost, a missing token is let through"), decided exactly:
 * - only in embedded mode (a hosted server never bypasses anything);
 * - only when the request carries no credentials at all (no Authorization header, no session
 *   cookie): a token that fails verification is refused like anywhere else, and a valid token is
 *   always checked against its purchases;
 * - only when the Host is localhost, 127.0.0.1 or [::1], and any X-Forwarded-Host /
 *   X-Forwarded-For / Forwarded header also names only loopback (a public reverse proxy in front of
 *   an embedded server does not open the door).
 */
export function devBypassApplies(request: Request, config: Pick<AppConfig, 'mode'>, hasCredentials: boolean): boolean {
  if (config.mode !== 'embedded' || hasCredentials) return false;
  const headers = request.headers;
  const host = headers.get('host');
  if (!host || !LOOPBACK_HOSTS.has(hostname(host))) return false;
  const forwardedHost = headers.get('x-forwarded-host');
  if (forwardedHost && !forwardedHost.split(',').every((h) => LOOPBACK_HOSTS.has(hostname(h)))) return false;
  const forwardedFor = headers.get('x-forwarded-for');
  if (forwardedFor && !forwardedFor.split(',').every((a) => LOOPBACK_ADDRESSES.has(a.trim().toLowerCase()))) return false;
  if (headers.get('forwarded')) return false;
  return true;
}
