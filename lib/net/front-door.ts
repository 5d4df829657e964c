import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { isAllowedHost, isLocalRequest, isLoopbackAddress, LOCAL_PORT_HEADER, PEER_HEADER, PEER_PROTO_HEADER, requestProtocol } from '@/lib/api/request';
import { processValue } from '@/lib/runtime/process';
import { FRONT_DOOR_SLOT, FRONT_DOOR_WAITER_SLOT } from './front-door-slots';
import { methodVerdict } from './methods';
import { AUTH_COOKIE_NAME } from '@/lib/supabase/public-config';

/**
 * The first thing every HTTP request meets, before Next routes it. instrumentation.ts puts it in
 * the process's registry at start-up (installFrontDoor) and our server (scripts/serve.mjs, which
 * owns the socket and hands the rest to Next's request handler) asks it about every request,
 * because neither proxy.ts nor a route handler can see the socket and several answers must not
 * depend on Next's routing.
 *
 * 1. Stamps the socket's address, protocol and own port into PEER_HEADER / PEER_PROTO_HEADER /
 *    LOCAL_PORT_HEADER (a client's copy is overwritten), so lib/api/request.ts can tell a forwarded
 *    header from the truth.
 * 0. A method the app does not serve (TRACE, PROPFIND, …): 405 with Allow (./methods.ts), where
 *    Next threw on TRACE (a 500 and a stack trace in the log).
 * 0. A request target that is not a path: `*` (OPTIONS * or GET *) answers 400, where Next threw
 *    (a 500 and a stack trace in the log); an absolute-form target (`GET http://host/path`) is read
 *    as its path, its authority taking the place of Host as HTTP/1.1 says (RFC 9112 §3.2.2), so
 *    every check below sees the real path and host and Next never sees a foreign host to redirect
 *    to (it answered a 308 to it).
 * 2. A Host (or X-Forwarded-Host) that is neither the site's nor a loopback name: 421, so a DNS
 *    rebinding page cannot talk to a local server under its own name.
 * 3. The developer tools (/dev/*, /{locale}/dev/*, /api/dev/*) answer 404 unless the request is
 *    local (lib/api/request.ts isLocalRequest); the pages check again themselves.
 * 4. A path with a malformed percent-escape: 400, where Next would answer a bare 500.
 * 5. In embedded mode, the first request a server takes checks what it is bound to (exposureWarning).
 * 6. Any answer that sets a session cookie (sb-…-auth-token…) is made private and uncacheable and
 *    loses Next's x-nextjs-cache mark, whoever set the cookie and whatever Next said about caching
 *    the page; over HTTPS (the socket's, or a trusted proxy's X-Forwarded-Proto) every cookie it
 *    sets carries Secure (secureCookieAnswer).
 */

const DEV_PATH = /^\/(?:(?:ko|en)\/)?dev(?:\/|$)|^\/api\/dev(?:\/|$)/;

interface FrontDoorOptions {
  siteUrl: string;
  /**
   * Embedded mode: warn once per server bound beyond loopback, unless `npm start` was asked for that
   * address (GYEOL_LISTEN or HOST, read by lib/config/env.ts). Null or absent: no warning (hosted).
   */
  exposure?: { listenOptIn: string | undefined } | null;
}

type FrontDoorVerdict = { status: 400 | 404 | 405 | 421; code: string; message: string; allow?: string } | null;

/** What the front door answers itself for a request (null: let Next handle it). */
export function frontDoorVerdict(request: Request, { siteUrl }: FrontDoorOptions): FrontDoorVerdict {
  if (!isAllowedHost(request, siteUrl)) {
    return { status: 421, code: 'misdirected_request', message: 'This server does not answer for that host name.' };
  }
  const rawPath = request.url.replace(/^[a-z]+:\/\/[^/]*/i, '').split('?')[0]!;
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { status: 400, code: 'bad_request', message: 'The path has a malformed percent-escape.' };
  }
  if (DEV_PATH.test(path.toLowerCase()) && !isLocalRequest(request)) {
    return { status: 404, code: 'not_found', message: 'Not found.' };
  }
  return null;
}

function toWebRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // only the headers and the raw path matter to the verdict; the base is never read
  return new Request(`http://front-door.invalid${req.url?.startsWith('/') ? req.url : '/'}`, { headers });
}

/**
 * The request target as a path: origin-form as it is; absolute-form (`http://host/path?q`) as its
 * path and query, its authority becoming the Host (RFC 9112 §3.2.2: a server must ignore Host then);
 * anything else (`*`, an authority, garbage) null.
 */
export function originFormTarget(target: string): { path: string; host?: string } | null {
  if (target.startsWith('/')) return { path: target };
  if (!/^https?:\/\//i.test(target) || !URL.canParse(target)) return null;
  const url = new URL(target);
  if (url.username || url.password || !url.host) return null;
  return { path: `${url.pathname}${url.search}`, host: url.host };
}

/** The cache headers @supabase/ssr asks for on an answer that sets the session cookie. */
export const NO_STORE_HEADERS = {
  'Cache-Control': 'private, no-cache, no-store, must-revalidate, max-age=0',
  Expires: '0',
  Pragma: 'no-cache',
} as const;

const cookieName = (cookie: string) => cookie.slice(0, cookie.indexOf('=') >>> 0).trim();

/**
 * What an answer's headers become before they go out: every cookie Secure when the request came
 * over HTTPS; and when a session cookie is among them, NO_STORE_HEADERS instead of any cache
 * lifetime (a shared cache would hand one person's session to the next), and no x-nextjs-cache
 * mark or CDN lifetime. Works on the answer's header map (ServerResponse).
 */
export function secureCookieAnswer(res: Pick<ServerResponse, 'getHeader' | 'setHeader' | 'removeHeader'>, https: boolean): void {
  const raw = res.getHeader('set-cookie');
  if (raw === undefined) return;
  let cookies = (Array.isArray(raw) ? raw : [raw]).map(String);
  if (cookies.length === 0) return;
  if (https) {
    cookies = cookies.map((cookie) => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`));
    res.setHeader('set-cookie', cookies);
  }
  if (!cookies.some((cookie) => cookieName(cookie).startsWith(AUTH_COOKIE_NAME))) return;
  for (const [name, value] of Object.entries(NO_STORE_HEADERS)) res.setHeader(name, value);
  for (const name of ['x-nextjs-cache', 'x-nextjs-stale-time', 'cdn-cache-control', 'surrogate-control', 'vercel-cdn-cache-control']) res.removeHeader(name);
}

/** Whether the client used HTTPS: the socket's, or a trusted proxy's word (lib/api/request.ts). */
function overHttps(request: Request, encrypted: boolean): boolean {
  try {
    return requestProtocol(request) === 'https';
  } catch {
    return encrypted; // no configuration to read the proxies from: the socket alone
  }
}

/**
 * Writes what the socket says into the request's headers (the peer's address, the protocol, the
 * port it arrived on), over any copy the client sent. Also used by a server that has no front door
 * but reads clients the same way: the hosted suite's standalone auth process (tests/hosted).
 */
export function stampSocket(req: IncomingMessage): void {
  const socket = req.socket as IncomingMessage['socket'] & { encrypted?: boolean };
  req.headers[PEER_HEADER] = socket.remoteAddress ?? '';
  req.headers[PEER_PROTO_HEADER] = socket.encrypted ? 'https' : 'http';
  req.headers[LOCAL_PORT_HEADER] = String(socket.localPort ?? '');
}

/** Whether each admitted answer's client used HTTPS, for the cookie guard when its head is written. */
type HttpsOf = WeakMap<ServerResponse, boolean>;

/** Stamps the peer and answers what the front door answers; returns true when it answered. */
function handleAtFrontDoor(req: IncomingMessage, res: ServerResponse, options: FrontDoorOptions, httpsOf: HttpsOf): boolean {
  const socket = req.socket as IncomingMessage['socket'] & { encrypted?: boolean };
  stampSocket(req);
  let verdict: FrontDoorVerdict = methodVerdict(req.method);
  const target = originFormTarget(req.url ?? '');
  if (verdict) {
    // answered below, before anything reads the request
  } else if (!target) {
    verdict = { status: 400, code: 'bad_request', message: 'The request target must be a path.' };
  } else {
    if (target.host !== undefined) {
      req.url = target.path;
      req.headers.host = target.host;
    }
    try {
      const request = toWebRequest(req);
      verdict = frontDoorVerdict(request, options);
      if (!verdict) httpsOf.set(res, overHttps(request, socket.encrypted === true));
    } catch {
      verdict = { status: 400, code: 'bad_request', message: 'The request could not be read.' };
    }
  }
  if (!verdict) return false;
  const body = JSON.stringify({ error: { code: verdict.code, message: verdict.message } });
  res.writeHead(verdict.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(verdict.allow ? { Allow: verdict.allow } : {}),
  });
  res.end(body);
  return true;
}

/**
 * The warning for embedded mode listening beyond loopback without the opt-in `npm start` takes
 * (GYEOL_LISTEN or HOST naming such an address; scripts/listen-address.sh then warned already):
 * `next start` without -H binds every interface. Null when bound to loopback or asked for. Next
 * listens before instrumentation runs and hands it no server, so this is read from the server at
 * its first request: the first line of the log about it, if not quite at start-up.
 */
export function exposureWarning(bound: string, asked: string | undefined): string | null {
  if (isLoopbackAddress(bound)) return null;
  if (asked && asked !== 'localhost' && !isLoopbackAddress(asked)) return null;
  return [
    `⚠  Embedded mode is listening on ${bound || 'every interface'}, not only on this machine, and GYEOL_LISTEN does not say so.`,
    '   Other machines reach every page, the API and the embedded auth server (sign-up, sign-in, password',
    '   recovery) over plain HTTP; the developer tools still answer only this machine. Use `npm start` or',
    '   `next start -H 127.0.0.1`, or set GYEOL_LISTEN to the address if this is meant (README, "Security").',
  ].join('\n');
}

/** What our server asks of the front door (scripts/serve.mjs, scripts/front-door-server.mjs). */
export interface FrontDoor {
  /** Stamps the socket into the request and answers it when the front door must: true when it answered. */
  admit(req: IncomingMessage, res: ServerResponse, server: Server): boolean;
  /** Called with every admitted answer just before its head is written, its headers all in place: the cookie guard. */
  beforeHead(res: ServerResponse): void;
}


/** The front door for these options. */
export function createFrontDoor(options: FrontDoorOptions): FrontDoor {
  const checked = new WeakSet<object>();
  const httpsOf: HttpsOf = new WeakMap();
  return {
    admit(req, res, server) {
      if (options.exposure && !checked.has(server)) {
        checked.add(server);
        const address = server.address();
        const warning = address && typeof address === 'object' ? exposureWarning(address.address, options.exposure.listenOptIn) : null;
        if (warning) console.warn(warning);
      }
      return handleAtFrontDoor(req, res, options, httpsOf);
    },
    beforeHead(res) {
      const https = httpsOf.get(res);
      if (https !== undefined && !res.headersSent) secureCookieAnswer(res, https);
    },
  };
}

/**
 * Where our server waits for the front door: Next runs instrumentation.ts after the server's
 * prepare() has returned, so scripts/serve.mjs puts a waiter here before it and listens only once
 * the waiter is called.
 */
export interface FrontDoorWaiter {
  ready(door: FrontDoor): void;
  failed(error: unknown): void;
}
const waiter = () => processValue<FrontDoorWaiter | null>(FRONT_DOOR_WAITER_SLOT, () => null);

/** Puts this process's front door where the server finds it (instrumentation.ts, at start-up). Idempotent. */
export function installFrontDoor(options: FrontDoorOptions): FrontDoor {
  const door = processValue(FRONT_DOOR_SLOT, () => createFrontDoor(options));
  waiter()?.ready(door);
  return door;
}

/** Start-up failed before the front door could open: the server stops with this error instead of waiting. */
export function frontDoorFailed(error: unknown): void {
  waiter()?.failed(error);
}
