import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAllowedHost, isLocalRequest, PEER_HEADER, PEER_PROTO_HEADER } from '@/lib/api/request';

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
 */

const DEV_PATH = /^\/(?:(?:ko|en)\/)?dev(?:\/|$)|^\/api\/dev(?:\/|$)/;

interface FrontDoorOptions {
  siteUrl: string;
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
 * Wraps Node's HTTP server so every 'request' passes the front door first. Idempotent. Next
 * creates its server before this runs; the prototype is patched, so that server is covered too.
 */
export async function installFrontDoor(options: FrontDoorOptions): Promise<void> {
  const holder = globalThis as typeof globalThis & { __gyeolFrontDoor?: boolean };
  if (holder.__gyeolFrontDoor) return;
  holder.__gyeolFrontDoor = true;
  const http = await import('node:http');
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: InstanceType<typeof http.Server>, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (handleAtFrontDoor(req, res, options)) return true;
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
