import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAllowedHost, isLocalRequest, isLoopbackAddress, PEER_HEADER, PEER_PROTO_HEADER } from '@/lib/api/request';

/**
 * The first thing every HTTP request meets, before Next routes it: installed on Node's HTTP
 * server at start-up (instrumentation.ts), because neither proxy.ts nor a route handler can see
 * the socket and several answers must not depend on Next's routing.
 *
 * 1. Stamps the socket's address and protocol into PEER_HEADER / PEER_PROTO_HEADER (a client's
 *    copy is overwritten), so lib/api/request.ts can tell a forwarded header from the truth.
 * 2. A Host (or X-Forwarded-Host) that is neither the site's nor a loopback name: 421, so a DNS
 *    rebinding page cannot talk to a local server under its own name.
 * 3. The developer tools (/dev/*, /{locale}/dev/*, /api/dev/*) answer 404 unless the request is
 *    local (lib/api/request.ts isLocalRequest); the pages check again themselves.
 * 4. A path with a malformed percent-escape: 400, where Next would answer a bare 500.
 * 5. In embedded mode, the first request a server takes checks what it is bound to (exposureWarning).
 */

const DEV_PATH = /^\/(?:(?:ko|en)\/)?dev(?:\/|$)|^\/api\/dev(?:\/|$)/;

interface FrontDoorOptions {
  siteUrl: string;
  /** Embedded mode: warn once per server bound beyond loopback without the opt-in. */
  embedded?: boolean;
}

type FrontDoorVerdict = { status: 400 | 404 | 421; code: string; message: string } | null;

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

/** Stamps the peer and answers what the front door answers; returns true when it answered. */
function handleAtFrontDoor(req: IncomingMessage, res: ServerResponse, options: FrontDoorOptions): boolean {
  const socket = req.socket as IncomingMessage['socket'] & { encrypted?: boolean };
  req.headers[PEER_HEADER] = socket.remoteAddress ?? '';
  req.headers[PEER_PROTO_HEADER] = socket.encrypted ? 'https' : 'http';
  let verdict: FrontDoorVerdict;
  try {
    verdict = frontDoorVerdict(toWebRequest(req), options);
  } catch {
    verdict = { status: 400, code: 'bad_request', message: 'The request could not be read.' };
  }
  if (!verdict) return false;
  const body = JSON.stringify({ error: { code: verdict.code, message: verdict.message } });
  res.writeHead(verdict.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
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
export function exposureWarning(bound: string, env: Record<string, string | undefined> = process.env): string | null {
  if (isLoopbackAddress(bound)) return null;
  const asked = env.GYEOL_LISTEN || env.HOST;
  if (asked && asked !== 'localhost' && !isLoopbackAddress(asked)) return null;
  return [
    `⚠  Embedded mode is listening on ${bound || 'every interface'}, not only on this machine, and GYEOL_LISTEN does not say so.`,
    '   Other machines reach every page, the API and the embedded auth server (sign-up, sign-in, password',
    '   recovery) over plain HTTP; the developer tools still answer only this machine. Use `npm start` or',
    '   `next start -H 127.0.0.1`, or set GYEOL_LISTEN to the address if this is meant (README, "Security").',
  ].join('\n');
}

/**
 * Wraps Node's HTTP server so every 'request' passes the front door first. Idempotent. Next
 * creates its server before this runs; the prototype is patched, so that server is covered too.
 */
export async function installFrontDoor(options: FrontDoorOptions): Promise<void> {
  const holder = globalThis as typeof globalThis & { __gyeolFrontDoor?: boolean };
  if (holder.__gyeolFrontDoor) return;
  holder.__gyeolFrontDoor = true;
  const http = await import('node:http');
  const emit = http.Server.prototype.emit;
  const checked = new WeakSet<object>();
  http.Server.prototype.emit = function (this: InstanceType<typeof http.Server>, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      if (options.embedded && !checked.has(this)) {
        checked.add(this);
        const address = this.address();
        const warning = address && typeof address === 'object' ? exposureWarning(address.address) : null;
        if (warning) console.warn(warning);
      }
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (handleAtFrontDoor(req, res, options)) return true;
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
