import 'server-only';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { runtime } from '@/lib/runtime';
import { serverRealtime, serverSupabaseTarget } from './target';

/**
 * The service-role client (admin API), server only. Hosted: SUPABASE_SERVICE_ROLE_KEY. Embedded:
 * the installation's own service-role key, signed with its secret, answered in-process.
 */
export async function getSupabaseAdmin(): Promise<SupabaseClient> {
  const { url, fetch } = serverSupabaseTarget();
  const key = await runtime().serviceRoleKey();
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: fetch ? { fetch } : {},
    realtime: serverRealtime,
  });
}
