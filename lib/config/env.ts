import 'server-only';
import { isSignInProvider, SIGN_IN_PROVIDERS } from '../auth/providers.ts';
import { isIP } from 'node:net';
import { z } from 'zod';
import type { ProxyTrust } from '../api/request.ts';
import { processValue } from '../runtime/process.ts';
import { parseJournalKeys, type JournalKey } from '../journal/keys.ts';
import { ConfigError, describeIssues, nonEmpty, url, type Env } from './schema.ts';
import { identitySchema } from './site.ts';

/**
 * The one read of the server's environment: its database, keys and secrets, so server code only
 * ('server-only': a client component that reached it would fail the build). Embedded mode needs
 * nothing; hosted mode is chosen with APP_MODE=hosted (or implied by DATABASE_URL /
 * NEXT_PUBLIC_SUPABASE_URL) and then every hosted value must be present and well formed. The
 * operator's identity is ./site.ts's; what the browser may read is ./public-env.ts's.
 */

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL');

const hostedSchema = z.object({
  DATABASE_URL: postgresUrl,
  NEXT_PUBLIC_SUPABASE_URL: url,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: nonEmpty,
  SUPABASE_SERVICE_ROLE_KEY: nonEmpty,
  // legacy HS256 projects only; current projects sign with asymmetric keys published as JWKS
  SUPABASE_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  INSIGHT_API_URL: url,
  SITE_URL: url,
  // which providers' sign-in buttons show (each must be enabled in the Supabase project): none by default
  AUTH_OAUTH_PROVIDERS: z
    .string()
    .optional()
    .transform((value) => [...new Set((value ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean))])
    .refine((list) => list.every(isSignInProvider), `must be a comma-separated list of ${SIGN_IN_PROVIDERS.join(', ')}`)
    .transform((list) => list.filter(isSignInProvider)),
  // the reflection journal's AES-256 keys, "id:base64key,…": the first seals, all open (docs/journal.md)
  JOURNAL_KEYS: z.string().transform((value, ctx): JournalKey[] => {
    const parsed = parseJournalKeys(value);
    if (parsed.ok) return parsed.keys;
    ctx.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  }),
  // the optional second opinion of the crisis screen (lib/safety/moderation.ts, docs/safety.md): an
  // OpenAI-compatible moderation endpoint, its key, its model and how long to wait for it
  SAFETY_MODERATION_URL: url.optional(),
  SAFETY_MODERATION_KEY: nonEmpty.optional(),
  SAFETY_MODERATION_MODEL: nonEmpty.optional(),
  SAFETY_MODERATION_TIMEOUT_MS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of milliseconds (100-10000)')
    .transform(Number)
    .refine((ms) => ms >= 100 && ms <= 10_000, 'must be between 100 and 10000 milliseconds')
    .optional(),
}).superRefine((env, ctx) => {
  // the endpoint and its key come together; the model and the timeout mean nothing without them
  if (env.SAFETY_MODERATION_URL && !env.SAFETY_MODERATION_KEY) {
    ctx.addIssue({ code: 'custom', path: ['SAFETY_MODERATION_KEY'], message: 'is missing (SAFETY_MODERATION_URL is set)' });
  }
  for (const name of ['SAFETY_MODERATION_KEY', 'SAFETY_MODERATION_MODEL', 'SAFETY_MODERATION_TIMEOUT_MS'] as const) {
    if (env[name] !== undefined && !env.SAFETY_MODERATION_URL) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'is set without SAFETY_MODERATION_URL' });
    }
  }
});

/** TRUSTED_PROXY_HOPS: how many proxies in front of the app append to X-Forwarded-For (0-10). */
const proxyHops = z
  .string()
  .regex(/^\d+$/, 'must be a whole number of proxies (0-10)')
  .transform(Number)
  .refine((n) => n <= 10, 'must be at most 10');

/** TRUSTED_PROXIES: the proxies' IP addresses, comma-separated (no names, no ranges). */
const proxyList = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean))
  .refine((list) => list.length > 0 && list.every((entry) => isIP(entry) !== 0), 'must be a comma-separated list of IP addresses');

const commonSchema = z
  .object({
    APP_MODE: z.enum(['embedded', 'hosted']).optional(),
    DATA_DIR: nonEmpty.default('.data'),
    SITE_URL: url.optional(),
    TRUSTED_PROXY_HOPS: proxyHops.optional(),
    TRUSTED_PROXIES: proxyList.optional(),
  })
  .refine((env) => !(env.TRUSTED_PROXY_HOPS && env.TRUSTED_PROXIES), {
    message: 'set TRUSTED_PROXY_HOPS or TRUSTED_PROXIES, not both',
    path: ['TRUSTED_PROXIES'],
  });

type HostedEnv = z.infer<typeof hostedSchema>;

export type AppConfig =
  | { mode: 'embedded'; dataDir: string; siteUrl: string; proxyTrust: ProxyTrust; listenOptIn?: string }
  | ({ mode: 'hosted'; siteUrl: string; proxyTrust: ProxyTrust; storeSandbox?: true } & { hosted: HostedEnv });

/** Loopback origins: where a test deployment lives, and where no real customer can. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Parses an environment into the app's configuration, or throws a ConfigError naming the variables. */
export function parseConfig(env: Env): AppConfig {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const common = commonSchema.safeParse(blankToUndefined);
  if (!common.success) {
    throw new ConfigError(`Invalid environment:\n${describeIssues(common.error.issues)}`);
  }
  const impliedHosted = Boolean(blankToUndefined.DATABASE_URL || blankToUndefined.NEXT_PUBLIC_SUPABASE_URL);
  const mode = common.data.APP_MODE ?? (impliedHosted ? 'hosted' : 'embedded');
  const proxyTrust: ProxyTrust = { hops: common.data.TRUSTED_PROXY_HOPS ?? 0, proxies: common.data.TRUSTED_PROXIES ?? [] };

  if (mode === 'embedded') {
    return {
      mode,
      dataDir: common.data.DATA_DIR,
      siteUrl: common.data.SITE_URL ?? `http://localhost:${env.PORT ?? 3000}`,
      proxyTrust,
      // the address `npm start` was asked to listen on (scripts/listen-address.sh): the front door's opt-in
      ...(env.GYEOL_LISTEN || env.HOST ? { listenOptIn: env.GYEOL_LISTEN || env.HOST } : {}),
    };
  }
  const hosted = hostedSchema.safeParse(blankToUndefined);
  const identity = identitySchema.safeParse(blankToUndefined);
  if (!hosted.success || !identity.success) {
    const issues = [...(hosted.error?.issues ?? []), ...(identity.error?.issues ?? [])];
    throw new ConfigError(`Hosted mode is missing or has malformed settings:\n${describeIssues(issues)}`);
  }
  // STORE_SANDBOX=1: the sandbox store in hosted mode, for the hosted test suite only. It needs a
  // loopback SITE_URL too, so a deployment that serves real users cannot switch it on by mistake.
  if (blankToUndefined.STORE_SANDBOX !== undefined) {
    const host = new URL(hosted.data.SITE_URL).hostname;
    if (blankToUndefined.STORE_SANDBOX !== '1' || !LOOPBACK_HOSTS.has(host)) {
      throw new ConfigError(
        'Hosted mode is missing or has malformed settings:\n  STORE_SANDBOX is for tests only: set it to 1 only with a loopback SITE_URL (127.0.0.1 or localhost), never in a deployment',
      );
    }
    return { mode, siteUrl: hosted.data.SITE_URL, proxyTrust, storeSandbox: true, hosted: hosted.data };
  }
  return { mode, siteUrl: hosted.data.SITE_URL, proxyTrust, hosted: hosted.data };
}

/** The configuration of this process, read once from its environment (a test provides its own). */
export function getConfig(): AppConfig {
  return processValue('config', () => parseConfig(process.env));
}
