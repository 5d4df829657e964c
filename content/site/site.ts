/**
 * Who we are: the product's names and the app's identifiers, and the samples embedded mode shows
 * for the operator's identity. Data only: lib/config/site.ts (siteFromEnv) reads the SITE_* variables
 * that override each value (SITE_PRODUCT_NAME_KO, SITE_COMPANY_EN, …) and exports `site`.
 *
 * The operator's identity (company, business registration number, contact e-mail, and the
 * privacy officer, processors and overseas recipients of SITE_PRIVACY_JSON) has no real default:
 * hosted mode refuses to start without it (lib/config/site.ts, IDENTITY_VARIABLES), and embedded mode
 * shows clearly marked samples ("예시" / "Sample", registration number 000-00-00000).
 */
import type { PrivacySettings } from './privacy-settings.ts';

/** The samples embedded mode shows: marked as such, and impossible as real values. */
export const SAMPLE_IDENTITY = {
  companyKo: '(예시) 결 서비스 운영 회사',
  companyEn: '(Sample) Gyeol service operator',
  businessRegistrationNumber: '000-00-00000',
  contactEmail: 'contact@example.com',
} as const;

/** The product's own defaults, which a deployment may override but need not. */
export const SITE_DEFAULTS = {
  productName: { ko: '결', en: 'Gyeol' },
  bundleId: 'com.gyeollabs.gyeol',
  deepLinkScheme: 'gyeol',
  appUserAgentToken: 'GyeolApp',
} as const;

export type Site = {
  productName: { ko: string; en: string };
  company: { ko: string; en: string };
  /** the developer name the stores show; the company's English name unless it differs */
  developer: string;
  bundleId: string;
  contactEmail: string;
  businessRegistrationNumber: string;
  deepLinkScheme: string;
  appUserAgentToken: string;
  /** True when any identity value (or the privacy settings) is the embedded sample. */
  sample: boolean;
  privacy: PrivacySettings;
};
