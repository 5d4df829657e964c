import type { EmbeddedAuthServer } from './server';

/**
 * The base URL server-side supabase-js clients use for the embedded server. Nothing listens on it:
 * such clients are given a fetch that answers in-process, so the server never calls itself over
 * HTTP and needs to know no port.
 */
export const EMBEDDED_INTERNAL_URL = 'http://embedded-auth.internal/local-supabase';

/** A fetch that hands each request to the embedded server `server` gives, in this process. */
export function inProcessFetch(server: () => Promise<EmbeddedAuthServer>): typeof fetch {
  return async (input, init) => (await server()).handle(new Request(input, init));
}
