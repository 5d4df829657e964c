import 'server-only';
import { runtime } from '@/lib/runtime';
import { inProcessFetch } from './in-process';
import type { EmbeddedAuthServer } from './server';

export { EMBEDDED_INTERNAL_URL } from './in-process';

/** The process's embedded auth server (embedded mode only; made by lib/embedded/runtime.ts). */
export function getEmbeddedAuthServer(): Promise<EmbeddedAuthServer> {
  const auth = runtime().embeddedAuth;
  return auth ? auth() : Promise.reject(new Error('The embedded auth server exists only in embedded mode'));
}

/** A fetch that hands the request to this process's embedded server (tests and scripts). */
export const embeddedFetch: typeof fetch = inProcessFetch(getEmbeddedAuthServer);
