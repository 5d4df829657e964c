/** For the embedded auth server's tests: a server on a migrated in-memory database, reached in-process by the real supabase-js. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Db } from '@/lib/db/types';
import { EMBEDDED_ANON_KEY } from '@/lib/supabase/embedded-anon-key';
import { createEmbeddedAuthServer, type EmbeddedAuthOptions, type EmbeddedAuthServer } from '@/lib/embedded/auth/server';
import { signUpConsentData } from '@/lib/consents/signup-consents';
import { migratedPglite } from '@/tests/setup/databases';

export const SITE = 'http://localhost:3000';
export const SUPABASE_URL = `${SITE}/local-supabase`;

/** A migrated in-memory database (the embedded auth schema and the app's tables): a copy of the run's migrated template. */
export function migratedMemoryDb(): Promise<Db> {
  return migratedPglite();
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

/** The newest mail of a kind (by its subject) sent to an address, from the outbox. */
export async function newestMail(auth: TestAuth, email: string, subject: RegExp) {
  const { rows } = await auth.db.query<{ subject: string; body_text: string; body_html: string | null; action_link: string | null }>(
    `select subject, body_text, body_html, action_link from auth.mail_outbox where recipient = $1 order by created_at desc`,
    [email.toLowerCase()],
  );
  return rows.find((mail) => subject.test(mail.subject)) ?? null;
}

/**
 * Signs up as a user does with e-mail confirmation on: the sign-up (no session), then the link of
 * the confirmation mail, which confirms the address and lands with the session in the fragment.
 */
export async function confirmedSignUp(auth: TestAuth, email = uniqueEmail(), password = STRONG_PASSWORD) {
  const { error } = await auth.client().auth.signUp({ email, password, options: { data: signUpConsentData() } });
  if (error) throw error;
  const mail = await newestMail(auth, email, /Confirm your e-mail/);
  if (!mail?.action_link) throw new Error(`no confirmation mail for ${email}`);
  const response = await auth.fetch(mail.action_link, { redirect: 'manual' });
  const fragment = new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1));
  const client = auth.client();
  const { data, error: setError } = await client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
  if (setError || !data.session || !data.user) throw setError ?? new Error('the confirmation link gave no session');
  return { email, client, session: data.session, user: data.user };
}
