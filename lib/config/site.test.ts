import { describe, expect, it } from 'vitest';
import { TEST_PRIVACY_SETTINGS, TEST_SITE_IDENTITY } from '@/tests/fixtures/site-identity';
import { SAMPLE_IDENTITY } from '@/content/site/site';
import { ConfigError } from './schema';
import { IDENTITY_VARIABLES, siteFromEnv } from './site';

describe('siteFromEnv (the one read of the SITE_* identity)', () => {
  it('shows the marked samples and the product defaults when nothing is set', () => {
    const site = siteFromEnv({});
    expect(site).toMatchObject({ sample: true, productName: { ko: '결', en: 'Gyeol' }, company: { ko: SAMPLE_IDENTITY.companyKo, en: SAMPLE_IDENTITY.companyEn } });
    expect(site.businessRegistrationNumber).toBe('000-00-00000');
    expect(site.developer).toBe(SAMPLE_IDENTITY.companyEn);
  });

  it("takes a deployment's identity, and is a sample while any part of it is missing", () => {
    const site = siteFromEnv({ ...TEST_SITE_IDENTITY, SITE_PRODUCT_NAME_EN: 'Grain', SITE_DEEP_LINK_SCHEME: 'grain' });
    expect(site).toMatchObject({ sample: false, company: { ko: '주식회사 테스트운영', en: 'Test Operator Inc.' }, developer: 'Test Operator Inc.', productName: { ko: '결', en: 'Grain' }, deepLinkScheme: 'grain' });
    expect(site.privacy.officer.phone).toBe(TEST_PRIVACY_SETTINGS.officer.phone);
    for (const name of IDENTITY_VARIABLES) expect(siteFromEnv({ ...TEST_SITE_IDENTITY, [name]: ' ' }).sample).toBe(true);
  });

  it('refuses a malformed value, naming it', () => {
    expect(() => siteFromEnv({ SITE_PRIVACY_JSON: '{"officer":1}' })).toThrow(/SITE_PRIVACY_JSON is malformed/);
    expect(() => siteFromEnv({ SITE_CONTACT_EMAIL: 'not-mail' })).toThrow(ConfigError);
    expect(() => siteFromEnv({ SITE_DEEP_LINK_SCHEME: 'Bad Scheme' })).toThrow(/deepLinkScheme/);
  });
});
