import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { EMBEDDED_AUTH_DIR, MIGRATIONS_DIR, migrate, readMigrations } from '@/lib/db/migrate';
import { openPglite } from '@/lib/db/pglite';
import type { Db } from '@/lib/db/types';
import { EMBEDDED_ANON_KEY } from '@/lib/supabase/embedded-anon-key';
import { createEmbeddedAuthServer, type EmbeddedAuthOptions, type EmbeddedAuthServer } from './server';

export const SITE = 'http://localhost:3000';
export const SUPABASE_URL = `${SITE}/local-supabase`;

/** A migrated in-memory database (the embedded auth schema and the app's tables). */
export async function migratedMemoryDb(): Promise<Db> {
  const db = await openPglite('memory://');
  await migrate(db, [...(await readMigrations(EMBEDDED_AUTH_DIR)), ...(await readMigrations(MIGRATIONS_DIR))]);
  return db;
}

export interface TestAuth {
  db: Db;
  server: EmbeddedAuthServer;
  /** Moves the server's clock (not supabase-js's). */
  advance(seconds: number): void;
  fetch: typeof fetch;
  /** The real supabase-js, talking to the server in-process. */
  client(options?: { key?: string; flowType?: 'implicit' | 'pkce' }): SupabaseClient;
}

export async function startTestAuth(options: Partial<EmbeddedAuthOptions> = {}): Promise<TestAuth> {
  const db = await migratedMemoryDb();
  let offset = 0;
  const server = createEmbeddedAuthServer({ db, siteUrl: SITE, now: () => new Date(Date.now() + offset * 1000), ...options });
  const fetchImpl: typeof fetch = async (input, init) => server.handle(new Request(input, init));
  return {
    db,
    server,
    advance: (seconds) => {
      offset += seconds;
    },
    fetch: fetchImpl,
    client: ({ key = EMBEDDED_ANON_KEY, flowType = 'implicit' } = {}) =>
      createClient(SUPABASE_URL, key, {
        global: { fetch: fetchImpl },
        auth: { persistSession: flowType === 'pkce', autoRefreshToken: false, detectSessionInUrl: false, flowType, storage: memoryStorage() },
        realtime: { transport: WebSocket as never },
      }),
  };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

let counter = 0;
export const uniqueEmail = (label = 'user') => `${label}.${Date.now()}.${++counter}@example.com`;
export const STRONG_PASSWORD = 'Str0ng!Passw0rd';
