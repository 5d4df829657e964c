import { LOCAL_PORT_HEADER, requestProtocol } from '@/lib/api/request';

/**
 * Which origin the embedded server may put into links and accept in redirect_to. Never the Host
 * header alone: a forged Host on POST /recover would otherwise mail the victim a link to another
 * site. Trusted are the configured site origin and, because embedded mode is a local mode,
 * loopback origins (localhost, 127.0.0.1, [::1]) on which the request actually arrived: on the
 * server's own port only (`Host: localhost:9999` made links to whatever listens there).
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackOrigin(origin: URL): boolean {
  return LOOPBACK.has(origin.hostname) || origin.hostname.endsWith('.localhost');
}

/**
 * The origin a request arrived on: its Host header (Next's request.url always names the
 * configured hostname, not the one the browser used) with the URL's protocol.
 */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  // the scheme from X-Forwarded-Proto only when a trusted proxy sent it (lib/api/request.ts)
  const protocol = `${requestProtocol(request)}:`;
  const host = request.headers.get('host');
  if (host && URL.canParse(`${protocol}//${host}`)) return new URL(`${protocol}//${host}`).origin;
  url.protocol = protocol;
  return url.origin;
}

/**
 * The origin links and redirects are made for: the one the request arrived on (embedded: the app's
 * own origin, trusted when it is the site's or loopback), or, for an auth API run standalone, the
 * configured site (the API's own origin is never a place to land).
 */
export function linkOrigin(ctx: { siteUrl: string; apiUrl?: string }, request: Request): string {
  const site = new URL(ctx.siteUrl).origin;
  if (ctx.apiUrl) return site;
  const origin = new URL(requestOrigin(request));
  // a loopback name on another port than the one this server took the request on: the Host was
  // written by someone else (or names another local program), so links go to the site instead
  if (origin.origin !== site && isLoopbackOrigin(origin) && effectivePort(origin) !== ownPort(request)) return site;
  return origin.origin;
}

const effectivePort = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/**
 * The port this server took the request on: the front door's stamp of the socket's own port
 * (lib/net/front-door.ts); without a front door (tests, the standalone auth process), the port of
 * the URL the server was handed.
 */
function ownPort(request: Request): string {
  const stamped = request.headers.get(LOCAL_PORT_HEADER);
  if (stamped && /^\d{1,5}$/.test(stamped)) return stamped;
  return effectivePort(new URL(request.url));
}

/** The origin this request may be answered with in links: its own when trusted, else the site's. */
export function trustedOrigin(origin: string, siteUrl: string): string {
  const site = new URL(siteUrl).origin;
  const request = new URL(origin);
  if (request.origin === site || isLoopbackOrigin(request)) return request.origin;
  return site;
}

/**
 * A redirect_to on one of the trusted origins (http/https only), without its fragment; anything
 * else falls back to the site root, as GoTrue falls back to SITE_URL. No open redirect.
 */
export function safeRedirectTarget(redirectTo: string | null, origin: string, siteUrl: string): string {
  const fallback = `${trustedOrigin(origin, siteUrl)}/`;
  if (!redirectTo || !URL.canParse(redirectTo)) return fallback;
  const target = new URL(redirectTo);
  const allowed = new Set([new URL(siteUrl).origin, trustedOrigin(origin, siteUrl)]);
  if (!/^https?:$/.test(target.protocol) || target.username || target.password || !allowed.has(target.origin)) return fallback;
  target.hash = '';
  return target.toString();
}
