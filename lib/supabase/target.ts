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

/** Node 20 has no global WebSocket; supabase-js's realtime client needs one to be constructed. */
export const serverRealtime = { transport: WebSocket as never };
