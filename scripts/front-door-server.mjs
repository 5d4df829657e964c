// The HTTP server in front of Next: it owns the socket, asks the front door (lib/net/front-door.ts)
// about every request before Next's handler sees it, and lets the front door's cookie guard read
// an answer's headers just before they are written. Node's documented `ServerResponse` option of
// http.createServer gives the server its own response class for that; nothing of Node or Next is
// patched.
import http from 'node:http';

/**
 * Node writes a response's head in writeHead, whether the handler calls it or Node does on the
 * first write or end. The headers handed to writeHead join the header map first (the three forms
 * Node accepts), so the guard sees every header the answer will carry.
 */
function responseClass(door) {
  return class FrontDoorResponse extends http.ServerResponse {
    writeHead(statusCode, reasonOrHeaders, maybeHeaders) {
      const reason = typeof reasonOrHeaders === 'string' ? reasonOrHeaders : undefined;
      const headers = reason === undefined ? reasonOrHeaders : maybeHeaders;
      if (!this.headersSent) {
        if (Array.isArray(headers)) {
          const pairs = Array.isArray(headers[0]) ? headers : [];
          if (pairs.length === 0) for (let i = 0; i + 1 < headers.length; i += 2) pairs.push([headers[i], headers[i + 1]]);
          for (const [name, value] of pairs) this.appendHeader(String(name), value);
        } else if (headers) {
          for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
        }
        door.beforeHead(this);
      }
      return reason === undefined ? super.writeHead(statusCode) : super.writeHead(statusCode, reason);
    }
  };
}

/** An HTTP server whose every request passes `door` (admit, beforeHead) before `handle` gets it. */
export function createFrontDoorServer(door, handle) {
  const server = http.createServer({ ServerResponse: responseClass(door) }, (req, res) => {
    if (door.admit(req, res, server)) return;
    Promise.resolve(handle(req, res)).catch((error) => {
      console.error(error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
      }
      res.end();
    });
  });
  // a peer that reuses an idle connection just as the server closes it gets a reset (nginx: a 502,
  // "upstream prematurely closed"; a test client: ECONNRESET). Node closes idle connections after
  // 5 s; nginx keeps upstream ones 60 s, so the server keeps them longer than any proxy in front
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}

/** How long an idle connection stays open: longer than nginx's upstream keepalive_timeout (60 s). */
export const KEEP_ALIVE_MS = 65_000;
