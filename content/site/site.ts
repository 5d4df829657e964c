/**
 * Who we are, in one place. Every value can be overridden by an environment variable of the
 * same name (SITE_PRODUCT_NAME_KO, SITE_COMPANY_EN, …) at build time.
 *
 * The operator's identity (company, business registration number, contact e-mail, and the
 * privacy officer, processors and overseas recipients of SITE_PRIVACY_JSON) has no real default:
 * hosted mode refuses to start without it (lib/config.ts, IDENTITY_VARIABLES), and embedded mode
 * shows clearly marked samples ("예시" / "Sample", registration number 000-00-00000).
 */
import { z } from 'zod';
import { parsePrivacySettings, SAMPLE_PRIVACY_SETTINGS, type PrivacySettings } from './privacy-settings.ts';

const env = (name: string, fallback: string): string => {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
};

/** The samples embedded mode shows: marked as such, and impossible as real values. */
export const SAMPLE_IDENTITY = {
  companyKo: '(예시) 결 서비스 운영 회사',
  companyEn: '(Sample) Gyeol service operator',
  businessRegistrationNumber: '000-00-00000',
  contactEmail: 'contact@example.com',
} as const;

const siteSchema = z.object({
  productName: z.object({ ko: z.string().min(1), en: z.string().min(1) }),
  company: z.object({ ko: z.string().min(1), en: z.string().min(1) }),
  developer: z.string().min(1),
  bundleId: z.string().regex(/^[a-z][a-z0-9]*(\.[a-z0-9]+)+$/),
  contactEmail: z.email(),
  businessRegistrationNumber: z.string().regex(/^\d{3}-\d{2}-\d{5}$/),
  deepLinkScheme: z.string().regex(/^[a-z][a-z0-9+.-]*$/),
  appUserAgentToken: z.string().regex(/^[A-Za-z]+$/),
  /** True when any identity value above (or the privacy settings) is the embedded sample. */
  sample: z.boolean(),
});

export type Site = z.infer<typeof siteSchema> & { privacy: PrivacySettings };

function readPrivacy(): { settings: PrivacySettings; sample: boolean } {
  const json = process.env.SITE_PRIVACY_JSON?.trim();
  if (!json) return { settings: SAMPLE_PRIVACY_SETTINGS, sample: true };
  const parsed = parsePrivacySettings(json);
  if (!parsed.ok) throw new Error(`SITE_PRIVACY_JSON is malformed:\n${parsed.problems.map((p) => `  ${p}`).join('\n')}`);
  return { settings: parsed.settings, sample: false };
}

const privacy = readPrivacy();
const companyEn = env('SITE_COMPANY_EN', SAMPLE_IDENTITY.companyEn);
const identitySample =
  privacy.sample ||
  ['SITE_COMPANY_KO', 'SITE_COMPANY_EN', 'SITE_BUSINESS_REGISTRATION_NUMBER', 'SITE_CONTACT_EMAIL'].some((name) => !process.env[name]?.trim());

export const site: Site = {
  ...siteSchema.parse({
    productName: { ko: env('SITE_PRODUCT_NAME_KO', '결'), en: env('SITE_PRODUCT_NAME_EN', 'Gyeol') },
    company: { ko: env('SITE_COMPANY_KO', SAMPLE_IDENTITY.companyKo), en: companyEn },
    // the developer name the stores show; the company's English name unless it differs
    developer: env('SITE_DEVELOPER', companyEn),
    bundleId: env('SITE_BUNDLE_ID', 'com.gyeollabs.gyeol'),
    contactEmail: env('SITE_CONTACT_EMAIL', SAMPLE_IDENTITY.contactEmail),
    businessRegistrationNumber: env('SITE_BUSINESS_REGISTRATION_NUMBER', SAMPLE_IDENTITY.businessRegistrationNumber),
    deepLinkScheme: env('SITE_DEEP_LINK_SCHEME', 'gyeol'),
    appUserAgentToken: env('SITE_APP_UA_TOKEN', 'GyeolApp'),
    sample: identitySample,
  }),
  privacy: privacy.settings,
};
