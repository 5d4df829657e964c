import 'server-only';
import WebSocket from 'ws';
import { runtime, type ServerSupabaseTarget } from '@/lib/runtime';

/** Where server-side supabase-js clients go: the hosted project, or the embedded server in-process. */
export function serverSupabaseTarget(): ServerSupabaseTarget {
  return runtime().supabase;
}

/**
 * supabase-js constructs its realtime client even when nothing subscribes; the `ws` transport keeps
 * that from depending on the Node version's global WebSocket (the README's start and test commands
 * run on Node 24, but the server must not break under an older runtime).
 */
export const serverRealtime = { transport: WebSocket as never };
