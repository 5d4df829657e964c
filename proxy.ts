import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { updateSession } from './lib/supabase/proxy';

const intl = createMiddleware(routing);

export async function proxy(request: NextRequest) {
  return updateSession(request, intl(request));
}

export const config = {
  // everything but API routes, the embedded auth server, Next internals and files with a dot
  matcher: ['/((?!api|local-supabase|_next|_vercel|.*\\..*).*)'],
};
