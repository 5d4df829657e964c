import 'server-only';
import WebSocket from 'ws';
import { embeddedFetch, EMBEDDED_INTERNAL_URL } from '@/lib/auth/embedded';
import { getConfig } from '@/lib/config';
import { EMBEDDED_ANON_KEY } from './embedded-anon-key';

interface ServerSupabaseTarget {
  url: string;
  anonKey: string;
  /** Embedded mode: answers in-process (no HTTP call to ourselves). */
  fetch?: typeof fetch;
}

/** Where server-side supabase-js clients go: the hosted project, or the embedded server in-process. */
export function serverSupabaseTarget(): ServerSupabaseTarget {
  const config = getConfig();
  if (config.mode === 'hosted') {
    return { url: config.hosted.NEXT_PUBLIC_SUPABASE_URL, anonKey: config.hosted.NEXT_PUBLIC_SUPABASE_ANON_KEY };
  }
  return { url: EMBEDDED_INTERNAL_URL, anonKey: EMBEDDED_ANON_KEY, fetch: embeddedFetch };
}

/**
 * supabase-js constructs its realtime client even when nothing subscribes; the `ws` transport keeps
 * that from depending on the Node version's global WebSocket (the README's start and test commands
 * run on Node 24, but the server must not break under an older runtime).
 */
export const serverRealtime = { transport: WebSocket as never };
