import { describe, expect, it } from 'vitest';
import { ConfigError } from '@/lib/config/schema';
import { parseStoreConfig } from './store-config';

describe('parseStoreConfig', () => {
  const appStore = { APP_STORE_BUNDLE_ID: 'app.gyeol', APPLE_ROOT_CA_PATHS: '/etc/apple/AppleRootCA-G3.cer, /etc/apple/AppleRootCA-G2.cer', APP_STORE_APP_APPLE_ID: '1234567890' };
  const play = {
    GOOGLE_PLAY_PACKAGE_NAME: 'app.gyeol',
    GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: JSON.stringify({ client_email: 'v@p.iam.gserviceaccount.com', private_key: '-----BEGIN PRIVATE KEY-----\\nx\\n-----END PRIVATE KEY-----\\n' }),
    GOOGLE_PLAY_PUSH_AUDIENCE: 'https://gyeol.app/api/store/google-play/notifications',
    GOOGLE_PLAY_PUSH_SERVICE_ACCOUNT: 'push@p.iam.gserviceaccount.com',
  };

  it('leaves both stores unconfigured with no settings', () => {
    expect(parseStoreConfig({})).toEqual({ appStore: null, googlePlay: null, productIds: {} });
  });

  it('reads a complete App Store and Google Play configuration with their defaults', () => {
    const config = parseStoreConfig({ ...appStore, ...play, STORE_PRODUCT_IDS: '{"app.gyeol.premium.monthly":"premium_monthly"}' });
    expect(config.appStore).toEqual({ bundleId: 'app.gyeol', environment: 'Production', appAppleId: 1234567890, rootCaPaths: ['/etc/apple/AppleRootCA-G3.cer', '/etc/apple/AppleRootCA-G2.cer'], onlineChecks: true, api: null });
    expect(config.googlePlay).toMatchObject({ packageName: 'app.gyeol', apiRootUrl: 'https://androidpublisher.googleapis.com/', oidcJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' });
    expect(config.googlePlay?.serviceAccount.tokenUri).toBe('https://oauth2.googleapis.com/token');
    expect(config.productIds).toEqual({ 'app.gyeol.premium.monthly': 'premium_monthly' });
  });

  it('reads the App Store Server API key, and a base URL replacing Apple’s host only where one is set', () => {
    const key = { APP_STORE_KEY_ID: 'ABC123', APP_STORE_ISSUER_ID: 'issuer', APP_STORE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nx\\n-----END PRIVATE KEY-----' };
    expect(parseStoreConfig({ ...appStore, ...key }).appStore?.api).toEqual({ keyId: 'ABC123', issuerId: 'issuer', privateKey: '-----BEGIN PRIVATE KEY-----\nx\n-----END PRIVATE KEY-----', baseUrl: null });
    expect(parseStoreConfig({ ...appStore, ...key, APP_STORE_API_BASE_URL: 'http://127.0.0.1:4010/' }).appStore?.api?.baseUrl).toBe('http://127.0.0.1:4010');
  });

  it('names each missing or malformed store setting', () => {
    const fail = (env: Record<string, string>) => {
      try {
        parseStoreConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('expected a ConfigError');
    };
    expect(fail({ APP_STORE_BUNDLE_ID: 'app.gyeol' })).toMatch(/APPLE_ROOT_CA_PATHS is missing/);
    expect(fail({ ...appStore, APP_STORE_APP_APPLE_ID: '' })).toMatch(/APP_STORE_APP_APPLE_ID is required when APP_STORE_ENVIRONMENT is Production/);
    expect(fail({ ...appStore, APP_STORE_ENVIRONMENT: 'Staging' })).toMatch(/APP_STORE_ENVIRONMENT must be Production or Sandbox/);
    expect(fail({ ...appStore, APP_STORE_KEY_ID: 'ABC123' })).toMatch(/all or none/);
    expect(fail({ ...appStore, APP_STORE_API_BASE_URL: 'http://127.0.0.1:9' })).toMatch(/APP_STORE_API_BASE_URL is used only with the App Store Server API key/);
    expect(fail({ ...play, GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: '{nope' })).toMatch(/GOOGLE_PLAY_SERVICE_ACCOUNT_JSON must be the service account's key file/);
    expect(fail({ GOOGLE_PLAY_PACKAGE_NAME: 'app.gyeol' })).toMatch(/GOOGLE_PLAY_PUSH_AUDIENCE is missing/);
    expect(fail({ STORE_PRODUCT_IDS: '{"x":"gold"}' })).toMatch(/STORE_PRODUCT_IDS/);
  });
});
