import { getEmbeddedAuthServer } from '@/lib/auth/embedded';
import { isEmbedded } from '@/lib/config';

// The embedded, GoTrue-compatible auth server (lib/auth/embedded). Hosted mode: nothing here.
export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  if (!isEmbedded()) return Response.json({ code: 'not_found', message: 'Not Found' }, { status: 404 });
  return (await getEmbeddedAuthServer()).handle(request);
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as OPTIONS };
