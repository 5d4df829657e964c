import { isSignInProvider, SIGN_IN_PROVIDERS } from '@/lib/auth/providers';
import { isIP } from 'node:net';
import { z } from 'zod';
import type { ProxyTrust } from './api/request';
import { PRODUCTS, type Product } from './purchases/products';
import { parsePrivacySettings } from '@/content/site/privacy-settings';

/**
 * The one read of the environment. Embedded mode needs nothing; hosted mode is chosen with
 * APP_MODE=hosted (or implied by DATABASE_URL / NEXT_PUBLIC_SUPABASE_URL) and then every
 * hosted value must be present and well formed.
 */

const url = z.url({ protocol: /^https?$/ });
const postgresUrl = z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL');
const nonEmpty = z.string().trim().min(1, 'must not be empty');

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
});

/**
 * The operator's identity, which the policies, /delete-account and the footer show: required in
 * hosted mode (embedded mode shows marked samples, content/site/site.ts). Read at build time for
 * the static pages, so the same values go to the build and to `next start`.
 */
export const IDENTITY_VARIABLES = [
  'SITE_COMPANY_KO',
  'SITE_COMPANY_EN',
  'SITE_BUSINESS_REGISTRATION_NUMBER',
  'SITE_CONTACT_EMAIL',
  'SITE_PRIVACY_JSON',
] as const;

const identitySchema = z.object({
  SITE_COMPANY_KO: nonEmpty,
  SITE_COMPANY_EN: nonEmpty,
  SITE_BUSINESS_REGISTRATION_NUMBER: z
    .string()
    .regex(/^\d{3}-\d{2}-\d{5}$/, 'must be a business registration number like 123-45-67890')
    .refine((v) => v !== '000-00-00000', 'is the sample number 000-00-00000'),
  SITE_CONTACT_EMAIL: z.email('must be an e-mail address'),
  // the privacy officer (required), processors and overseas recipients: README, SITE_PRIVACY_JSON
  SITE_PRIVACY_JSON: z.string().superRefine((json, ctx) => {
    const parsed = parsePrivacySettings(json);
    if (!parsed.ok) for (const problem of parsed.problems) ctx.addIssue({ code: 'custom', message: problem });
  }),
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

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function describe(issues: z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const variable = issue.path.join('.') || '(environment)';
      const problem = issue.code === 'invalid_type' ? 'is missing' : issue.message;
      return `  ${variable} ${problem}`;
    })
    .join('\n');
}

/** Parses an environment into the app's configuration, or throws a ConfigError naming the variables. */
export function parseConfig(env: Env): AppConfig {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const common = commonSchema.safeParse(blankToUndefined);
  if (!common.success) {
    throw new ConfigError(`Invalid environment:\n${describe(common.error.issues)}`);
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
    throw new ConfigError(`Hosted mode is missing or has malformed settings:\n${describe(issues)}`);
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

let cached: AppConfig | undefined;

/** The configuration of this process, read once. */
export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}


// --- store purchase verification (both modes; a store with no settings stays unconfigured) -------


const jsonText = <T extends z.ZodType>(schema: T, what: string) =>
  z.string().transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: `must be ${what} (JSON)` });
      return z.NEVER;
    }
  }).pipe(schema);

const booleanText = z.enum(['true', 'false'], 'must be true or false').transform((v) => v === 'true');

const appStoreSchema = z
  .object({
    APP_STORE_BUNDLE_ID: nonEmpty,
    APP_STORE_ENVIRONMENT: z.enum(['Production', 'Sandbox'], 'must be Production or Sandbox').default('Production'),
    APP_STORE_APP_APPLE_ID: z.string().regex(/^\d{1,20}$/, 'must be the numeric Apple ID of the app').transform(Number).optional(),
    APPLE_ROOT_CA_PATHS: nonEmpty.transform((v) => v.split(',').map((p) => p.trim()).filter(Boolean)),
    APP_STORE_ONLINE_CHECKS: booleanText.default(true),
    APP_STORE_KEY_ID: nonEmpty.optional(),
    APP_STORE_ISSUER_ID: nonEmpty.optional(),
    APP_STORE_PRIVATE_KEY: z.string().includes('PRIVATE KEY', { message: 'must be the .p8 key in PEM form' }).optional(),
    APP_STORE_API_BASE_URL: url.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.APP_STORE_ENVIRONMENT === 'Production' && v.APP_STORE_APP_APPLE_ID === undefined) {
      ctx.addIssue({ code: 'custom', path: ['APP_STORE_APP_APPLE_ID'], message: 'is required when APP_STORE_ENVIRONMENT is Production' });
    }
    const api = [v.APP_STORE_KEY_ID, v.APP_STORE_ISSUER_ID, v.APP_STORE_PRIVATE_KEY].filter((x) => x !== undefined).length;
    if (api !== 0 && api !== 3) {
      ctx.addIssue({ code: 'custom', path: ['APP_STORE_KEY_ID'], message: 'APP_STORE_KEY_ID, APP_STORE_ISSUER_ID and APP_STORE_PRIVATE_KEY go together (all or none)' });
    }
    if (v.APP_STORE_API_BASE_URL !== undefined && api !== 3) {
      ctx.addIssue({ code: 'custom', path: ['APP_STORE_API_BASE_URL'], message: 'is used only with the App Store Server API key (APP_STORE_KEY_ID, APP_STORE_ISSUER_ID, APP_STORE_PRIVATE_KEY)' });
    }
  });

const serviceAccountSchema = z.object({
  client_email: z.email(),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: url.default('https://oauth2.googleapis.com/token'),
});

const googlePlaySchema = z.object({
  GOOGLE_PLAY_PACKAGE_NAME: z.string().regex(/^[A-Za-z][\w]*(\.[A-Za-z][\w]*)+$/, 'must be an Android package name'),
  GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: jsonText(serviceAccountSchema, "the service account's key file"),
  GOOGLE_PLAY_API_ROOT_URL: url.default('https://androidpublisher.googleapis.com/'),
  GOOGLE_PLAY_PUSH_AUDIENCE: nonEmpty,
  GOOGLE_PLAY_PUSH_SERVICE_ACCOUNT: z.email('must be the e-mail of the Pub/Sub push service account'),
  GOOGLE_OIDC_JWKS_URL: url.default('https://www.googleapis.com/oauth2/v3/certs'),
});

const productMapSchema = z.object({
  STORE_PRODUCT_IDS: jsonText(z.record(z.string().min(1), z.enum(PRODUCTS)), 'an object of store product id → product id').optional(),
});

export interface AppStoreConfig {
  bundleId: string;
  environment: 'Production' | 'Sandbox';
  appAppleId: number | undefined;
  rootCaPaths: string[];
  onlineChecks: boolean;
  /**
   * The App Store Server API key, when configured (getTransactionInfo). `baseUrl` replaces Apple's
   * host of the environment (APP_STORE_API_BASE_URL: the tests' local fake); null in real use.
   */
  api: { keyId: string; issuerId: string; privateKey: string; baseUrl: string | null } | null;
}

export interface GooglePlayConfig {
  packageName: string;
  serviceAccount: { clientEmail: string; privateKey: string; tokenUri: string };
  apiRootUrl: string;
  pushAudience: string;
  pushServiceAccount: string;
  oidcJwksUrl: string;
}

export interface StoreConfig {
  appStore: AppStoreConfig | null;
  googlePlay: GooglePlayConfig | null;
  /** Store product id → our product id; ids not listed are taken as our own ids. */
  productIds: Record<string, Product>;
}

/**
 * The stores' settings. A store is configured by its first variable (APP_STORE_BUNDLE_ID,
 * GOOGLE_PLAY_PACKAGE_NAME); then its other settings must be present and well formed.
 */
export function parseStoreConfig(env: Env): StoreConfig {
  const e = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
  const problems: z.core.$ZodIssue[] = [];
  let appStore: AppStoreConfig | null = null;
  let googlePlay: GooglePlayConfig | null = null;
  if (e.APP_STORE_BUNDLE_ID) {
    const parsed = appStoreSchema.safeParse(e);
    if (!parsed.success) problems.push(...parsed.error.issues);
    else {
      const v = parsed.data;
      appStore = {
        bundleId: v.APP_STORE_BUNDLE_ID,
        environment: v.APP_STORE_ENVIRONMENT,
        appAppleId: v.APP_STORE_APP_APPLE_ID,
        rootCaPaths: v.APPLE_ROOT_CA_PATHS,
        onlineChecks: v.APP_STORE_ONLINE_CHECKS,
        api: v.APP_STORE_KEY_ID && v.APP_STORE_ISSUER_ID && v.APP_STORE_PRIVATE_KEY
          ? {
              keyId: v.APP_STORE_KEY_ID,
              issuerId: v.APP_STORE_ISSUER_ID,
              privateKey: v.APP_STORE_PRIVATE_KEY.replace(/\\n/g, '\n'),
              baseUrl: v.APP_STORE_API_BASE_URL?.replace(/\/+$/, '') ?? null,
            }
          : null,
      };
    }
  }
  if (e.GOOGLE_PLAY_PACKAGE_NAME) {
    const parsed = googlePlaySchema.safeParse(e);
    if (!parsed.success) problems.push(...parsed.error.issues);
    else {
      const v = parsed.data;
      googlePlay = {
        packageName: v.GOOGLE_PLAY_PACKAGE_NAME,
        serviceAccount: { clientEmail: v.GOOGLE_PLAY_SERVICE_ACCOUNT_JSON.client_email, privateKey: v.GOOGLE_PLAY_SERVICE_ACCOUNT_JSON.private_key, tokenUri: v.GOOGLE_PLAY_SERVICE_ACCOUNT_JSON.token_uri },
        apiRootUrl: v.GOOGLE_PLAY_API_ROOT_URL.endsWith('/') ? v.GOOGLE_PLAY_API_ROOT_URL : `${v.GOOGLE_PLAY_API_ROOT_URL}/`,
        pushAudience: v.GOOGLE_PLAY_PUSH_AUDIENCE,
        pushServiceAccount: v.GOOGLE_PLAY_PUSH_SERVICE_ACCOUNT,
        oidcJwksUrl: v.GOOGLE_OIDC_JWKS_URL,
      };
    }
  }
  const map = productMapSchema.safeParse(e);
  if (!map.success) problems.push(...map.error.issues);
  if (problems.length > 0) throw new ConfigError(`Store settings are missing or malformed:\n${describe(problems)}`);
  return { appStore, googlePlay, productIds: map.data?.STORE_PRODUCT_IDS ?? {} };
}

let cachedStores: StoreConfig | undefined;

/** The stores' settings of this process, read once. */
export function getStoreConfig(): StoreConfig {
  cachedStores ??= parseStoreConfig(process.env);
  return cachedStores;
}
