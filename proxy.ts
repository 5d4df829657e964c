import createMiddleware from 'next-intl/middleware';
import type { NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { internalizeRewrite } from './lib/internal-rewrite';
import { canonicalHexagramId } from './lib/iching/route-id';
import { updateSession } from './lib/supabase/proxy';

const intl = createMiddleware(routing);
const HEXAGRAM_ROUTE = /^\/([a-z]{2})\/iching\/([^/]+)$/;

/** /iching/{id}: every id that is not a canonical 1-64 is served from one prerendered page. */
function canonicalizeHexagramRoute(response: NextResponse): NextResponse {
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (!rewrite) return response;
  const target = new URL(rewrite);
  const match = HEXAGRAM_ROUTE.exec(target.pathname);
  if (match && canonicalHexagramId(match[2]!) !== match[2]) {
    target.pathname = `/${match[1]}/iching/${canonicalHexagramId(match[2]!)}`;
    response.headers.set('x-middleware-rewrite', target.toString());
  }
  return response;
}

export async function proxy(request: NextRequest) {
  return updateSession(request, internalizeRewrite(request, canonicalizeHexagramRoute(intl(request))));
}

export const config = {
  // everything but API routes, the embedded auth server, Next internals and files with a dot;
  // lib/internal-rewrite.ts spells the same pattern (a test keeps the two equal)
  matcher: ['/((?!api|local-supabase|_next|_vercel|.*\\..*).*)'],
};
