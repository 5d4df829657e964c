import { isIP } from 'node:net';
import { getConfig } from '@/lib/config/env';

/**
 * What a request says about where it came from, read one way for the whole app.
 *
 * Next does not hand route handlers or proxy.ts the socket's address, and it fills
 * `x-forwarded-for` only when the client sent none, so every forwarding header may be the
 * client's own words. The front door (lib/net/front-door.ts, installed at server start) stamps the
 * socket's address and protocol into PEER_HEADER / PEER_PROTO_HEADER, overwriting any client copy.
 * Forwarding headers (X-Forwarded-For, X-Forwarded-Proto) count only when the proxies they came
 * through are configured as trusted: TRUSTED_PROXY_HOPS or TRUSTED_PROXIES (lib/config/env.ts).
 */

export const PEER_HEADER = 'x-gyeol-peer';
export const PEER_PROTO_HEADER = 'x-gyeol-peer-proto';
/** The port the request arrived on, of this server's own socket (stamped by the front door too). */
export const LOCAL_PORT_HEADER = 'x-gyeol-local-port';

/** Which forwarding hops are ours. At most one of the two is set; none by default. */
export interface ProxyTrust {
  /** this many proxies in front of the app each append the address they saw to X-Forwarded-For */
  hops: number;
  /** the addresses of our proxies (the socket peer must be one of them) */
  proxies: readonly string[];
}

/** Only the headers are read: a Request, a NextRequest, or a page's headers() wrapped as { headers }. */
export interface HeaderSource {
  headers: Pick<Headers, 'get' | 'has'>;
}

export const NO_PROXY_TRUST: ProxyTrust = { hops: 0, proxies: [] };

/** An address as written in headers and sockets, compared in one form (IPv4-mapped IPv6 unwrapped). */
export function normalizeAddress(address: string): string {
  let value = address.trim().toLowerCase();
  if (value.startsWith('[') && value.includes(']')) value = value.slice(1, value.indexOf(']'));
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.replace(/:\d+$/, '');
  if (value.startsWith('::ffff:') && isIP(value.slice(7)) === 4) value = value.slice(7);
  return value;
}

export function isLoopbackAddress(address: string): boolean {
  const value = normalizeAddress(address);
  return value === '::1' || (isIP(value) === 4 && value.startsWith('127.'));
}

/** The socket's address as stamped by the front door; null when no front door ran (unit tests). */
export function peerAddress(request: HeaderSource): string | null {
  const peer = request.headers.get(PEER_HEADER);
  return peer ? normalizeAddress(peer) : null;
}

function forwardedFor(request: HeaderSource): string[] {
  return (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map(normalizeAddress)
    .filter(Boolean);
}

/**
 * How many of the nearest hops are our proxies (0 when forwarding headers must be ignored). With a
 * hop count the setting says so; with a list, the socket peer and then X-Forwarded-For from the
 * right are walked while they are on the list.
 */
function trustedDepth(request: HeaderSource, trust: ProxyTrust): number {
  if (trust.hops > 0) return trust.hops;
  if (trust.proxies.length === 0) return 0;
  const peer = peerAddress(request);
  if (!peer || !trust.proxies.includes(peer)) return 0;
  let depth = 1;
  const chain = forwardedFor(request);
  for (let i = chain.length - 1; i > 0 && trust.proxies.includes(chain[i]!); i--) depth++;
  return depth;
}

/**
 * The one client address for rate limits and logs. Without trusted proxies: the socket's address
 * (X-Forwarded-For and X-Real-IP are ignored, whatever they say). With TRUSTED_PROXY_HOPS=N: the
 * Nth X-Forwarded-For entry from the right (each of our N proxies appended one). With
 * TRUSTED_PROXIES: the first X-Forwarded-For entry from the right that is not one of them.
 * 'unknown' (one shared bucket) when nothing trustworthy is known.
 */
export function clientAddress(request: HeaderSource, trust: ProxyTrust = getConfig().proxyTrust): string {
  const depth = trustedDepth(request, trust);
  const peer = peerAddress(request);
  if (depth === 0) return (peer ?? 'unknown').slice(0, 100);
  const chain = forwardedFor(request);
  if (trust.hops > 0) {
    const entry = chain[chain.length - depth] ?? chain[0];
    return (entry ?? peer ?? 'unknown').slice(0, 100);
  }
  // a list: depth counts the peer itself, so the client is chain[length - depth]
  const entry = chain[chain.length - depth];
  return (entry ?? chain[0] ?? peer ?? 'unknown').slice(0, 100);
}

/** The scheme the client used: X-Forwarded-Proto only from a trusted hop, else the socket's own. */
export function requestProtocol(request: Request, trust: ProxyTrust = getConfig().proxyTrust): 'http' | 'https' {
  if (trustedDepth(request, trust) > 0) {
    const forwarded = request.headers.get('x-forwarded-proto')?.split(',').pop()?.trim().toLowerCase();
    if (forwarded === 'https' || forwarded === 'http') return forwarded;
  }
  const peerProto = request.headers.get(PEER_PROTO_HEADER);
  if (peerProto === 'https' || peerProto === 'http') return peerProto;
  // no front door (unit tests): the URL Next built, minus anything a client header could have set
  return request.headers.has('x-forwarded-proto') ? 'http' : new URL(request.url).protocol === 'https:' ? 'https' : 'http';
}

/** The one Bearer-token parser: `Authorization: Bearer <token>` (any case), else null. */
export function bearerToken(request: HeaderSource): string | null {
  return request.headers.get('authorization')?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? null;
}

/** Loopback names a Host may carry: exactly these (127.0.0.2 is loopback too, but no browser's default). */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The hostname of a Host header value (lower case, port dropped, IPv6 brackets kept), or null. */
export function hostName(host: string): string | null {
  const value = host.trim().toLowerCase();
  if (!value || !URL.canParse(`http://${value}`)) return null;
  const url = new URL(`http://${value}`);
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
  return url.hostname;
}

export function isLoopbackHost(host: string): boolean {
  const name = hostName(host);
  if (!name) return false;
  return LOOPBACK_NAMES.has(name);
}

/**
 * Host names the server answers for (DNS rebinding): the configured site's host and loopback
 * names. Host and every X-Forwarded-Host entry must be one of them.
 */
export function isAllowedHost(request: HeaderSource, siteUrl: string): boolean {
  const site = new URL(siteUrl).hostname;
  const hosts = [request.headers.get('host') ?? '', ...(request.headers.get('x-forwarded-host')?.split(',') ?? [])];
  return hosts.every((host, index) => {
    if (index === 0 && host === '') return true; // HTTP/1.0 without Host: nothing to rebind
    const name = hostName(host);
    return name !== null && (name === site || isLoopbackHost(host));
  });
}

/**
 * A request from this machine, for the developer tools: the socket peer is loopback (when the
 * front door stamped it), the Host is a loopback name, and no forwarding header names anything
 * else. A reverse proxy on this machine forwarding public traffic sends X-Forwarded-For, which
 * then closes the tools.
 */
export function isLocalRequest(request: HeaderSource): boolean {
  const headers = request.headers;
  const peer = peerAddress(request);
  if (peer !== null && !isLoopbackAddress(peer)) return false;
  const host = headers.get('host');
  if (!host || !isLoopbackHost(host)) return false;
  const forwardedHost = headers.get('x-forwarded-host');
  if (forwardedHost && !forwardedHost.split(',').every(isLoopbackHost)) return false;
  const forwarded = headers.get('x-forwarded-for');
  if (forwarded && !forwarded.split(',').every((entry) => isLoopbackAddress(entry) || entry.trim().toLowerCase() === 'localhost')) return false;
  const real = headers.get('x-real-ip');
  if (real && !isLoopbackAddress(real)) return false;
  if (headers.get('forwarded')) return false;
  return true;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery on cookie-authenticated writes: a write must carry a JSON body type
 * (a form or text/plain post from another site cannot) and come from our own origin, by Origin
 * (the site's or the one the request arrived on) or Sec-Fetch-Site: same-origin. Null when the
 * request may go on, else the reason to refuse it.
 */
export function cookieWriteProblem(request: Request, siteUrl: string): string | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  if (!hasJsonBodyType(request)) return 'A signed-in write must send Content-Type: application/json.';
  if (request.headers.get('sec-fetch-site') === 'same-origin') return null;
  const origin = request.headers.get('origin');
  if (!origin || !isOwnOrigin(request, origin, siteUrl)) return 'A signed-in write must come from this site (Origin).';
  return null;
}

/** A body sent as JSON, or no body at all (a form or text/plain post from another site cannot be). */
function hasJsonBodyType(request: Request): boolean {
  const type = request.headers.get('content-type');
  const hasBody = type !== null || Number(request.headers.get('content-length') ?? '0') > 0;
  return !hasBody || /^application\/json\s*(;|$)/i.test(type ?? '');
}

/** The site's origin, or the loopback origin the request arrived on. */
function isOwnOrigin(request: Request, origin: string, siteUrl: string): boolean {
  if (origin === 'null' || !URL.canParse(origin)) return false;
  const own = new Set([new URL(siteUrl).origin]);
  const host = request.headers.get('host');
  if (host && isLoopbackHost(host)) own.add(new URL(`http://${host}`).origin);
  return own.has(new URL(origin).origin);
}

/**
 * For a write anyone may send without signing in (a flag on /api/notify): what another site's page
 * could make its visitors' browsers send is refused. The body must be JSON (400 otherwise: a
 * text/plain or form post needs no preflight, JSON does and we allow none), and a browser's own
 * word that the request is cross-site (Sec-Fetch-Site other than same-origin, or an Origin that is
 * not ours) is a 403. A client that is not a browser sends neither header and is not refused for
 * that. Null when the request may go on.
 */
export function anonymousWriteProblem(request: Request, siteUrl: string): { code: 'bad_request' | 'forbidden'; message: string } | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  if (!hasJsonBodyType(request) || request.headers.get('content-type') === null) {
    return { code: 'bad_request', message: 'The request must send Content-Type: application/json.' };
  }
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return { code: 'forbidden', message: 'This request must come from this site.' };
  const origin = request.headers.get('origin');
  if (origin !== null && !isOwnOrigin(request, origin, siteUrl)) return { code: 'forbidden', message: 'This request must come from this site (Origin).' };
  return null;
}
