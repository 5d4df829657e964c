import 'server-only';
import { runtime } from '@/lib/runtime';
import type { EmbeddedAuthServer } from './server';

/** The process's embedded auth server (embedded mode only; made by lib/embedded/runtime.ts). */
export function getEmbeddedAuthServer(): Promise<EmbeddedAuthServer> {
  const auth = runtime().embeddedAuth;
  return auth ? auth() : Promise.reject(new Error('The embedded auth server exists only in embedded mode'));
}

/**
 * The base URL server-side supabase-js clients use for the embedded server. Nothing listens on it:
 * such clients are given embeddedFetch, which answers in-process, so the server never calls itself
 * over HTTP and needs to know no port.
 */
export const EMBEDDED_INTERNAL_URL = 'http://embedded-auth.internal/local-supabase';

/** A fetch that hands the request to the embedded server in-process. */
export const embeddedFetch: typeof fetch = async (input, init) => {
  const server = await getEmbeddedAuthServer();
  return server.handle(new Request(input, init));
};
