import 'server-only';
import { join } from 'node:path';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { createEmbeddedAuthServer, type EmbeddedAuthServer } from './server';
import { processValue } from '@/lib/runtime/process';
import { SIGNING_KEY_FILE } from './signing-key';

/** The process's embedded auth server (embedded mode only). */
export function getEmbeddedAuthServer(): Promise<EmbeddedAuthServer> {
  const config = getConfig();
  if (config.mode !== 'embedded') return Promise.reject(new Error('The embedded auth server exists only in embedded mode'));
  const signingKeyPath = config.dataDir.startsWith('memory://') ? undefined : join(config.dataDir, SIGNING_KEY_FILE);
  // one per process: route handlers, the proxy and server code share one rate limiter and signing key
  return processValue('embeddedAuth', () => getDb().then((db) => createEmbeddedAuthServer({ db, siteUrl: config.siteUrl, signingKeyPath })));
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
