import 'server-only';
import { PostgresRateLimitStore } from '@/lib/api/rate-limit-store';
import { remoteKeySet } from '@/lib/auth/key-set';
import type { AppConfig } from '@/lib/config/env';
import { INSIGHT_CLOUD_RETRY_DELAY_MS, INSIGHT_CLOUD_TIMEOUT_MS } from '@/lib/insight/constants';
import { openPostgres } from '@/lib/db/postgres';
import { sharedDatabase } from '@/lib/db/shared';
import { createInsightCloud } from '@/lib/insight/cloud';
import { keyring } from '@/lib/journal/crypto';
import { createModeration, MODERATION_DEFAULT_TIMEOUT_MS } from '@/lib/safety/moderation';
import { processValue } from './process';
import type { Runtime } from './types';

/**
 * A hosted instance: PostgreSQL (shared by every instance behind the load balancer, rate-limit
 * counters included), Supabase Auth (its JWKS, plus SUPABASE_JWT_SECRET on legacy projects), the
 * insight cloud first, no local tools.
 */
export function hostedRuntime(config: Extract<AppConfig, { mode: 'hosted' }>): Runtime {
  const { hosted } = config;
  const supabaseUrl = hosted.NEXT_PUBLIC_SUPABASE_URL;
  const openDatabase = async () => openPostgres(hosted.DATABASE_URL);
  return {
    mode: 'hosted',
    localTools: false,
    exposure: null,
    storeSandbox: config.storeSandbox === true,
    supabase: { url: supabaseUrl, anonKey: hosted.NEXT_PUBLIC_SUPABASE_ANON_KEY },
    signInProviders: hosted.AUTH_OAUTH_PROVIDERS,
    insight: {
      mode: 'hosted',
      cloud: createInsightCloud({ baseUrl: hosted.INSIGHT_API_URL, timeoutMs: INSIGHT_CLOUD_TIMEOUT_MS, retryDelayMs: INSIGHT_CLOUD_RETRY_DELAY_MS }),
    },
    moderation: hosted.SAFETY_MODERATION_URL
      ? createModeration({
          url: hosted.SAFETY_MODERATION_URL,
          key: hosted.SAFETY_MODERATION_KEY ?? '',
          ...(hosted.SAFETY_MODERATION_MODEL ? { model: hosted.SAFETY_MODERATION_MODEL } : {}),
          timeoutMs: hosted.SAFETY_MODERATION_TIMEOUT_MS ?? MODERATION_DEFAULT_TIMEOUT_MS,
        })
      : null,
    embeddedAuth: null,
    openDatabase,
    serviceRoleKey: async () => hosted.SUPABASE_SERVICE_ROLE_KEY,
    tokenVerifier: async () => ({
      keys: remoteKeySet(supabaseUrl),
      ...(hosted.SUPABASE_JWT_SECRET ? { legacySecret: new TextEncoder().encode(hosted.SUPABASE_JWT_SECRET) } : {}),
      issuer: `${supabaseUrl.replace(/\/+$/, '')}/auth/v1`,
    }),
    journalKeys: () => processValue('journalKeys', () => keyring(hosted.JOURNAL_KEYS)),
    async hitRateLimit(bucket, limit, key) {
      const db = await sharedDatabase(openDatabase);
      return processValue('rateLimitStore', () => new PostgresRateLimitStore(db)).hit(bucket, key, limit);
    },
    start: async () => null,
  };
}
