import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { internalizeRewrite } from './lib/next-internals/internal-rewrite';
import { hexagramRedirectPath } from './lib/iching/route-id';
import { updateSession } from './lib/supabase/proxy';

const intl = createMiddleware(routing);

/**
 * /iching/{id} that names no hexagram, or not in its canonical form: a permanent redirect to the
 * list or to the hexagram (lib/iching/route-id.ts), on the request's own origin (the front door
 * has already refused a Host that is not this site's, and Next sends a same-origin Location as a path).
 */
function redirectHexagramRoute(request: NextRequest): NextResponse | null {
  const path = hexagramRedirectPath(request.nextUrl.pathname);
  if (!path) return null;
  const target = request.nextUrl.clone();
  target.pathname = path;
  return NextResponse.redirect(target, 308);
}

export async function proxy(request: NextRequest) {
  return redirectHexagramRoute(request) ?? updateSession(request, internalizeRewrite(request, intl(request)));
}

export const config = {
  // everything but API routes, the embedded auth server, Next internals and files with a dot;
  // lib/next-internals/internal-rewrite.ts spells the same pattern (a test keeps the two equal)
  matcher: ['/((?!api|local-supabase|_next|_vercel|.*\\..*).*)'],
};
