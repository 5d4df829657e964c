import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { canonicalHexagramId } from './lib/iching/route-id';

const intl = createMiddleware(routing);
const HEXAGRAM_ROUTE = /^\/([a-z]{2})\/iching\/([^/]+)$/;

export function proxy(request: NextRequest) {
  const response = intl(request);
  // /iching/{id}: serve every id that is not a canonical 1-64 from one prerendered page
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (rewrite) {
    const target = new URL(rewrite);
    const match = HEXAGRAM_ROUTE.exec(target.pathname);
    if (match && canonicalHexagramId(match[2]!) !== match[2]) {
      target.pathname = `/${match[1]}/iching/${canonicalHexagramId(match[2]!)}`;
      response.headers.set('x-middleware-rewrite', target.toString());
    }
  }
  return response;
}

export const config = {
  // everything but API routes, the embedded auth server, Next internals and files with a dot
  matcher: ['/((?!api|local-supabase|_next|_vercel|.*\\..*).*)'],
};
