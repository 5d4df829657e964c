/**
 * Locale rewrites that stay inside the server whatever address it is bound to.
 *
 * next-intl serves the default locale's unprefixed URLs (`/iching`) by a middleware rewrite to
 * `/ko/iching`. Next 16 treats a middleware rewrite as internal only when its origin equals the
 * origin Next built from the bound host (`http://127.0.0.1:PORT` under `next start -H 127.0.0.1`),
 * but it normalizes the rewrite's loopback host to `localhost` first, so under any loopback
 * binding other than `localhost` the rewrite is network-proxied to itself: a 307 loop, or a 500
 * behind a TLS proxy (vercel/next.js #94745, #94342). No absolute URL a proxy can write escapes
 * that normalization.
 *
 * So the proxy never hands Next a same-origin rewrite. It passes the target path to the router in
 * a request header instead, and one `beforeFiles` rewrite in next.config.ts (which Next always
 * resolves internally) serves it. The header is trusted only on the paths the proxy runs for,
 * and the proxy always deletes a client-sent copy there.
 */

import type { NextRequest, NextResponse } from 'next/server';

export const INTERNAL_PATH_HEADER = 'x-gyeol-internal-path';

/** The proxy's matcher pattern (proxy.ts must spell it literally; a test keeps them equal), shared with the rewrite's source so both cover exactly the same paths. */
export const PROXIED_PATHS_PATTERN = '(?!api|local-supabase|_next|_vercel|.*\\..*).*';

/** The rewrite for next.config.ts: a path in the header (always starting with /ko or /en) is served. */
export function internalRewriteRule() {
  return {
    source: `/:path(${PROXIED_PATHS_PATTERN})`,
    has: [{ type: 'header' as const, key: INTERNAL_PATH_HEADER, value: '/(?<internalpath>(?:ko|en)(?:/.*)?)' }],
    destination: '/:internalpath',
  };
}

const OVERRIDE = 'x-middleware-override-headers';
const REQUEST_PREFIX = 'x-middleware-request-';

/**
 * Turns a same-origin rewrite of the intl middleware into the internal-path header, and drops any
 * client-sent copy of that header. The response is changed in place: request headers the intl
 * middleware set (its locale header) and its cookies are kept.
 */
export function internalizeRewrite(request: NextRequest, response: NextResponse): NextResponse {
  const rewrite = response.headers.get('x-middleware-rewrite');
  let target: string | undefined;
  if (rewrite) {
    const url = new URL(rewrite, request.nextUrl);
    // the intl middleware rewrites to the request's own (normalized) origin; keep anything else
    if (url.origin === request.nextUrl.origin) target = url.pathname;
  }
  if (target === undefined && !request.headers.has(INTERNAL_PATH_HEADER)) return response;

  // the request headers the app will see: the middleware's override if it set one, else the request's
  const overridden = response.headers.get(OVERRIDE);
  const keys = overridden ? overridden.split(',').map((key) => key.trim()).filter(Boolean) : [...request.headers.keys()];
  if (!overridden) {
    for (const key of keys) response.headers.set(REQUEST_PREFIX + key, request.headers.get(key)!);
  }
  const kept = keys.filter((key) => key !== INTERNAL_PATH_HEADER);
  response.headers.delete(REQUEST_PREFIX + INTERNAL_PATH_HEADER);
  if (target !== undefined) {
    kept.push(INTERNAL_PATH_HEADER);
    response.headers.set(REQUEST_PREFIX + INTERNAL_PATH_HEADER, target);
    response.headers.delete('x-middleware-rewrite');
    response.headers.set('x-middleware-next', '1');
  }
  response.headers.set(OVERRIDE, kept.join(','));
  return response;
}
