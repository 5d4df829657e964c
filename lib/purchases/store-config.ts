import 'server-only';
/**
 * The stores' settings (both modes; a store with no settings stays unconfigured): App Store,
 * Google Play and the store product ids, read from the environment once, beside the store code
 * that uses them. lib/config/ reads the rest of the environment. Server only: the stores' keys.
 */
import { z } from 'zod';
import { ConfigError, describeIssues, nonEmpty, url, type Env } from '@/lib/config/schema';
import { processValue } from '@/lib/runtime/process';
import { PRODUCTS, type Product } from './products';

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
  if (problems.length > 0) throw new ConfigError(`Store settings are missing or malformed:\n${describeIssues(problems)}`);
  return { appStore, googlePlay, productIds: map.data?.STORE_PRODUCT_IDS ?? {} };
}

/** The stores' settings of this process, read once. */
export function getStoreConfig(): StoreConfig {
  return processValue('stores', () => parseStoreConfig(process.env));
}
