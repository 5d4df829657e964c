import 'server-only';
import { join } from 'node:path';
import { sharedLimiter } from '@/lib/api/rate-limit';
import type { EmbeddedAuthServer } from '@/lib/embedded/auth/server';
import { EMBEDDED_INTERNAL_URL, inProcessFetch } from '@/lib/embedded/auth/in-process';
import { SIGNING_KEY_FILE } from '@/lib/embedded/auth/signing-key';
import { EMBEDDED_ISSUER, localKeySet } from '@/lib/embedded/auth/tokens';
import { SIGN_IN_PROVIDERS } from '@/lib/auth/providers';
import type { AppConfig } from '@/lib/config/env';
import { EMBEDDED_AUTH_DIR, MIGRATIONS_DIR, migrate, readMigrations } from '@/lib/db/migrate';
import { sharedDatabase } from '@/lib/db/shared';
import { keyring } from '@/lib/journal/crypto';
import { processValue } from '@/lib/runtime/process';
import { JOURNAL_KEY_FILE, loadLocalJournalKeys } from './journal-key';
import type { Runtime } from '@/lib/runtime/types';
import { EMBEDDED_ANON_KEY } from '@/lib/supabase/embedded-anon-key';

/**
 * The embedded server: everything in this one process, for development and review. PGlite in
 * DATA_DIR (migrated on open), its own GoTrue-compatible auth server answered in-process, the
 * oracle for insights, rate limits counted in memory (one process holds the data directory, so
 * memory is the whole truth), the sandbox store and the local tools.
 */
export function embeddedRuntime(config: Extract<AppConfig, { mode: 'embedded' }>): Runtime {
  const inMemory = config.dataDir.startsWith('memory://');
  const signingKeyPath = inMemory ? undefined : join(config.dataDir, SIGNING_KEY_FILE);
  const journalKeyPath = inMemory ? undefined : join(config.dataDir, JOURNAL_KEY_FILE);
  const openDatabase = async () => {
    const { openPglite } = await import('@/lib/embedded/pglite');
    const db = await openPglite(config.dataDir);
    // the auth schema first (the app is its own auth server), then the app's migrations
    await migrate(db, [...(await readMigrations(EMBEDDED_AUTH_DIR)), ...(await readMigrations(MIGRATIONS_DIR))]);
    return db;
  };
  const database = () => sharedDatabase(openDatabase);
  // one auth server per process: route handlers, the proxy and server code share its limiter and key
  // (the auth server and PGlite are imported when first used: a hosted process never loads them)
  const auth = (): Promise<EmbeddedAuthServer> =>
    processValue('embeddedAuth', async () => {
      const [{ createEmbeddedAuthServer }, db] = await Promise.all([import('@/lib/embedded/auth/server'), database()]);
      return createEmbeddedAuthServer({ db, siteUrl: config.siteUrl, signingKeyPath });
    });
  // the journal's key, made once beside the database (lib/embedded/journal-key.ts)
  const journalKeys = () => processValue('journalKeys', () => keyring(loadLocalJournalKeys(journalKeyPath)));
  return {
    mode: 'embedded',
    localTools: true,
    exposure: { listenOptIn: config.listenOptIn },
    storeSandbox: true,
    supabase: { url: EMBEDDED_INTERNAL_URL, anonKey: EMBEDDED_ANON_KEY, fetch: inProcessFetch(auth) },
    signInProviders: SIGN_IN_PROVIDERS,
    insight: { mode: 'embedded' },
    // the local rules alone: embedded mode asks no moderation model (SAFETY_MODERATION_* are hosted settings)
    moderation: null,
    embeddedAuth: auth,
    openDatabase,
    serviceRoleKey: async () => (await auth()).serviceRoleKey(),
    tokenVerifier: async () => ({ keys: localKeySet(await (await auth()).signingKey()), issuer: EMBEDDED_ISSUER }),
    journalKeys,
    hitRateLimit: async (bucket, limit, key) => sharedLimiter(bucket, limit).hit(key),
    async start() {
      // opened now, so a second process on the same DATA_DIR fails at once with a clear message
      await database();
      // made or read now, so a damaged key file stops start-up rather than the first note
      journalKeys();
      return `[db] embedded database ready in ${config.dataDir}`;
    },
  };
}

