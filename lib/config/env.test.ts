import { describe, expect, it } from 'vitest';
import { TEST_PRIVACY_SETTINGS, TEST_SITE_IDENTITY } from '@/tests/fixtures/site-identity';
import { parseConfig } from './env';
import { ConfigError } from './schema';
import { IDENTITY_VARIABLES } from './site';
import { TEST_JOURNAL_KEYS } from '@/tests/fixtures/journal-keys';

const hosted = {
  APP_MODE: 'hosted',
  DATABASE_URL: 'postgresql://u:p@db.example.com:5432/postgres',
  NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co',
  NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon-key',
  SUPABASE_SERVICE_ROLE_KEY: 'service-key',
  SUPABASE_JWT_SECRET: 'x'.repeat(40),
  INSIGHT_API_URL: 'https://insight.example.com',
  JOURNAL_KEYS: TEST_JOURNAL_KEYS,
  SITE_URL: 'https://gyeol.app',
  ...TEST_SITE_IDENTITY,
};

describe('parseConfig', () => {
  it('chooses embedded mode with no environment at all', () => {
    expect(parseConfig({})).toEqual({ mode: 'embedded', dataDir: '.data', siteUrl: 'http://localhost:3000', proxyTrust: { hops: 0, proxies: [] } });
  });

  it('honours DATA_DIR and PORT in embedded mode', () => {
    expect(parseConfig({ DATA_DIR: '/tmp/x', PORT: '4100' })).toMatchObject({ dataDir: '/tmp/x', siteUrl: 'http://localhost:4100' });
  });

  it('takes the sandbox store in hosted mode only with STORE_SANDBOX=1 and a loopback SITE_URL', () => {
    expect(parseConfig(hosted)).not.toHaveProperty('storeSandbox');
    expect(parseConfig({ ...hosted, STORE_SANDBOX: '1', SITE_URL: 'http://127.0.0.1:4000' })).toMatchObject({ storeSandbox: true });
    expect(parseConfig({ ...hosted, STORE_SANDBOX: '1', SITE_URL: 'http://localhost:4000' })).toMatchObject({ storeSandbox: true });
    expect(() => parseConfig({ ...hosted, STORE_SANDBOX: '1' })).toThrow(/STORE_SANDBOX is for tests only/);
    expect(() => parseConfig({ ...hosted, STORE_SANDBOX: 'yes', SITE_URL: 'http://127.0.0.1:4000' })).toThrow(/STORE_SANDBOX/);
  });

  it('accepts a complete hosted environment', () => {
    const config = parseConfig(hosted);
    expect(config.mode).toBe('hosted');
    expect(config.siteUrl).toBe('https://gyeol.app');
  });

  it('infers hosted mode from DATABASE_URL and then demands the rest, naming each variable', () => {
    const error = (() => {
      try {
        parseConfig({ DATABASE_URL: hosted.DATABASE_URL });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['NEXT_PUBLIC_SUPABASE_URL is missing', 'SUPABASE_SERVICE_ROLE_KEY is missing', 'INSIGHT_API_URL is missing', 'JOURNAL_KEYS is missing']) {
      expect(message).toContain(name);
    }
    expect(message).not.toContain('DATABASE_URL is missing');
  });

  it('reads the journal keys in hosted mode, the first one sealing, and names a malformed one without echoing it', () => {
    const config = parseConfig({ ...hosted, JOURNAL_KEYS: `new:${Buffer.alloc(32, 1).toString('base64')},old:${Buffer.alloc(32, 2).toString('base64')}` });
    expect(config.mode === 'hosted' && config.hosted.JOURNAL_KEYS.map((k) => k.id)).toEqual(['new', 'old']);
    const short = Buffer.alloc(16, 3).toString('base64');
    expect(() => parseConfig({ ...hosted, JOURNAL_KEYS: `k:${short}` })).toThrow(/JOURNAL_KEYS key k must be 32 bytes/);
    expect(() => parseConfig({ ...hosted, JOURNAL_KEYS: `k:${short}` })).not.toThrow(new RegExp(short.replace(/[+/=]/g, '.')));
  });

  it('stops hosted start-up without the site identity, naming each missing variable', () => {
    const bare: Record<string, string | undefined> = { ...hosted };
    for (const name of IDENTITY_VARIABLES) delete bare[name];
    const message = (() => {
      try {
        parseConfig(bare);
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as Error).message;
      }
      return '';
    })();
    for (const name of ['SITE_COMPANY_KO', 'SITE_COMPANY_EN', 'SITE_BUSINESS_REGISTRATION_NUMBER', 'SITE_CONTACT_EMAIL', 'SITE_PRIVACY_JSON']) {
      expect(message).toContain(`${name} is missing`);
    }
    // embedded mode needs none of them (it shows marked samples)
    expect(parseConfig({}).mode).toBe('embedded');
  });

  it('refuses the sample registration number and a privacy setting without its officer, naming the field', () => {
    expect(() => parseConfig({ ...hosted, SITE_BUSINESS_REGISTRATION_NUMBER: '000-00-00000' })).toThrow(/SITE_BUSINESS_REGISTRATION_NUMBER is the sample number/);
    expect(() => parseConfig({ ...hosted, SITE_BUSINESS_REGISTRATION_NUMBER: '1234567890' })).toThrow(/SITE_BUSINESS_REGISTRATION_NUMBER must be a business registration number/);
    expect(() => parseConfig({ ...hosted, SITE_CONTACT_EMAIL: 'nobody' })).toThrow(/SITE_CONTACT_EMAIL must be an e-mail address/);
    const withoutOfficer = { ...TEST_PRIVACY_SETTINGS, officer: undefined };
    expect(() => parseConfig({ ...hosted, SITE_PRIVACY_JSON: JSON.stringify(withoutOfficer) })).toThrow(/SITE_PRIVACY_JSON officer is missing/);
    const badPhone = { ...TEST_PRIVACY_SETTINGS, officer: { ...TEST_PRIVACY_SETTINGS.officer, phone: 'call us' } };
    expect(() => parseConfig({ ...hosted, SITE_PRIVACY_JSON: JSON.stringify(badPhone) })).toThrow(/SITE_PRIVACY_JSON officer\.phone must be a phone number/);
    expect(() => parseConfig({ ...hosted, SITE_PRIVACY_JSON: '{officer' })).toThrow(/SITE_PRIVACY_JSON is not valid JSON/);
  });

  it('takes SUPABASE_JWT_SECRET as optional (projects on JWKS keys have none), but not a short one', () => {
    const config = parseConfig({ ...hosted, SUPABASE_JWT_SECRET: undefined });
    expect(config.mode === 'hosted' && config.hosted.SUPABASE_JWT_SECRET).toBeUndefined();
    expect(() => parseConfig({ ...hosted, SUPABASE_JWT_SECRET: 'short' })).toThrow(/SUPABASE_JWT_SECRET must be at least 32 characters/);
  });

  it('reads AUTH_OAUTH_PROVIDERS: none by default, a list of kakao, apple, google, and nothing else', () => {
    const providers = (env: Record<string, string>) => {
      const config = parseConfig({ ...hosted, ...env });
      return config.mode === 'hosted' ? config.hosted.AUTH_OAUTH_PROVIDERS : null;
    };
    expect(providers({})).toEqual([]);
    expect(providers({ AUTH_OAUTH_PROVIDERS: ' Kakao, apple,kakao ,' })).toEqual(['kakao', 'apple']);
    expect(() => parseConfig({ ...hosted, AUTH_OAUTH_PROVIDERS: 'kakao,github' })).toThrow(/AUTH_OAUTH_PROVIDERS/);
  });

  it('names a malformed hosted value', () => {
    expect(() => parseConfig({ ...hosted, DATABASE_URL: 'mysql://nope' })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(() => parseConfig({ ...hosted, INSIGHT_API_URL: 'not a url' })).toThrow(/INSIGHT_API_URL/);
  });

  it('rejects an unknown APP_MODE', () => {
    expect(() => parseConfig({ APP_MODE: 'cloud' })).toThrow(/APP_MODE/);
  });

  it('trusts no forwarding proxy unless told, and validates the two ways to tell', () => {
    expect(parseConfig({ TRUSTED_PROXY_HOPS: '1' }).proxyTrust).toEqual({ hops: 1, proxies: [] });
    expect(parseConfig({ TRUSTED_PROXIES: '10.0.0.5, ::1' }).proxyTrust).toEqual({ hops: 0, proxies: ['10.0.0.5', '::1'] });
    expect(parseConfig({ ...hosted, TRUSTED_PROXY_HOPS: '2' }).proxyTrust.hops).toBe(2);
    for (const env of [{ TRUSTED_PROXY_HOPS: 'one' }, { TRUSTED_PROXY_HOPS: '11' }, { TRUSTED_PROXIES: 'proxy.example' }, { TRUSTED_PROXIES: '10.0.0.0/8' }, { TRUSTED_PROXY_HOPS: '1', TRUSTED_PROXIES: '10.0.0.5' }]) {
      expect(() => parseConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });
});
