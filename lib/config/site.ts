import { z } from 'zod';
import { parsePrivacySettings, SAMPLE_PRIVACY_SETTINGS } from '../../content/site/privacy-settings.ts';
import { SAMPLE_IDENTITY, SITE_DEFAULTS, type Site } from '../../content/site/site.ts';
import { ConfigError, describeIssues, nonEmpty, type Env } from './schema.ts';

// The operator's identity: public by nature (the footer, the policies and /delete-account show it),
// so no 'server-only' here: next.config.ts (the security headers) and the browser tests read it
// too. Still zod, so client components take what they show from a server page's props.

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

/** A Korean business registration number (사업자등록번호), 123-45-67890. */
const registrationNumber = z.string().regex(/^\d{3}-\d{2}-\d{5}$/, 'must be a business registration number like 123-45-67890');

/** Hosted mode demands the whole identity (lib/config/env.ts parses it with the rest). */
export const identitySchema = z.object({
  SITE_COMPANY_KO: nonEmpty,
  SITE_COMPANY_EN: nonEmpty,
  SITE_BUSINESS_REGISTRATION_NUMBER: registrationNumber.refine((v) => v !== '000-00-00000', 'is the sample number 000-00-00000'),
  SITE_CONTACT_EMAIL: z.email('must be an e-mail address'),
  // the privacy officer (required), processors and overseas recipients: README, SITE_PRIVACY_JSON
  SITE_PRIVACY_JSON: z.string().superRefine((json, ctx) => {
    const parsed = parsePrivacySettings(json);
    if (!parsed.ok) for (const problem of parsed.problems) ctx.addIssue({ code: 'custom', message: problem });
  }),
});

const siteSchema = z.object({
  productName: z.object({ ko: nonEmpty, en: nonEmpty }),
  company: z.object({ ko: nonEmpty, en: nonEmpty }),
  developer: nonEmpty,
  bundleId: z.string().regex(/^[a-z][a-z0-9]*(\.[a-z0-9]+)+$/),
  contactEmail: z.email(),
  businessRegistrationNumber: registrationNumber,
  deepLinkScheme: z.string().regex(/^[a-z][a-z0-9+.-]*$/),
  appUserAgentToken: z.string().regex(/^[A-Za-z]+$/),
  sample: z.boolean(),
});

/**
 * Who we are in this deployment: content/site/site.ts's defaults and samples, each overridden by its
 * SITE_* variable. Read at build time for the static pages (and again by `next start`, which must be
 * given the same values). Throws on a malformed value, so a build with a wrong identity fails.
 */
export function siteFromEnv(env: Env): Site {
  const read = (name: string, fallback: string): string => env[name]?.trim() || fallback;
  const privacyJson = env.SITE_PRIVACY_JSON?.trim();
  const privacy = privacyJson ? parsePrivacySettings(privacyJson) : null;
  if (privacy && !privacy.ok) throw new ConfigError(`SITE_PRIVACY_JSON is malformed:\n${privacy.problems.map((p) => `  ${p}`).join('\n')}`);
  const companyEn = read('SITE_COMPANY_EN', SAMPLE_IDENTITY.companyEn);
  const sample = IDENTITY_VARIABLES.some((name) => !env[name]?.trim());
  const parsed = siteSchema.safeParse({
    productName: { ko: read('SITE_PRODUCT_NAME_KO', SITE_DEFAULTS.productName.ko), en: read('SITE_PRODUCT_NAME_EN', SITE_DEFAULTS.productName.en) },
    company: { ko: read('SITE_COMPANY_KO', SAMPLE_IDENTITY.companyKo), en: companyEn },
    developer: read('SITE_DEVELOPER', companyEn),
    bundleId: read('SITE_BUNDLE_ID', SITE_DEFAULTS.bundleId),
    contactEmail: read('SITE_CONTACT_EMAIL', SAMPLE_IDENTITY.contactEmail),
    businessRegistrationNumber: read('SITE_BUSINESS_REGISTRATION_NUMBER', SAMPLE_IDENTITY.businessRegistrationNumber),
    deepLinkScheme: read('SITE_DEEP_LINK_SCHEME', SITE_DEFAULTS.deepLinkScheme),
    appUserAgentToken: read('SITE_APP_UA_TOKEN', SITE_DEFAULTS.appUserAgentToken),
    sample,
  });
  if (!parsed.success) throw new ConfigError(`Invalid site identity:\n${describeIssues(parsed.error.issues)}`);
  return { ...parsed.data, privacy: privacy?.ok ? privacy.settings : SAMPLE_PRIVACY_SETTINGS };
}

/** This deployment's identity (siteFromEnv of the process's environment), for pages, cards and mail. */
export const site: Site = siteFromEnv(process.env);
