/**
 * Who we are, in one place. Every value can be overridden by an environment variable of the
 * same name (SITE_PRODUCT_NAME_KO, SITE_COMPANY_EN, …) at build time.
 */
import { z } from 'zod';

const env = (name: string, fallback: string): string => {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
};

const siteSchema = z.object({
  productName: z.object({ ko: z.string().min(1), en: z.string().min(1) }),
  company: z.object({ ko: z.string().min(1), en: z.string().min(1) }),
  developer: z.string().min(1),
  bundleId: z.string().regex(/^[a-z][a-z0-9]*(\.[a-z0-9]+)+$/),
  contactEmail: z.email(),
  businessRegistrationNumber: z.string().regex(/^\d{3}-\d{2}-\d{5}$/),
  deepLinkScheme: z.string().regex(/^[a-z][a-z0-9+.-]*$/),
  appUserAgentToken: z.string().regex(/^[A-Za-z]+$/),
});

export type Site = z.infer<typeof siteSchema>;

export const site: Site = siteSchema.parse({
  productName: { ko: env('SITE_PRODUCT_NAME_KO', '결'), en: env('SITE_PRODUCT_NAME_EN', 'Gyeol') },
  company: { ko: env('SITE_COMPANY_KO', '주식회사 결랩스'), en: env('SITE_COMPANY_EN', 'Gyeol Labs Inc.') },
  developer: env('SITE_DEVELOPER', 'Gyeol Labs'),
  bundleId: env('SITE_BUNDLE_ID', 'com.gyeollabs.gyeol'),
  contactEmail: env('SITE_CONTACT_EMAIL', 'support@gyeol.app'),
  businessRegistrationNumber: env('SITE_BUSINESS_REGISTRATION_NUMBER', '214-88-40321'),
  deepLinkScheme: env('SITE_DEEP_LINK_SCHEME', 'gyeol'),
  appUserAgentToken: env('SITE_APP_UA_TOKEN', 'GyeolApp'),
});
