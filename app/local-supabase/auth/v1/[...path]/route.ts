import { runtime } from '@/lib/runtime';

// The embedded, GoTrue-compatible auth server (lib/embedded/auth). Hosted mode: nothing here.
export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  const auth = runtime().embeddedAuth;
  if (!auth) return Response.json({ code: 'not_found', message: 'Not Found' }, { status: 404 });
  return (await auth()).handle(request);
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as OPTIONS };
