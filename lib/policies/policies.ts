import { site } from '@/lib/config/site';
import type { PrivacySettings } from '@/content/site/privacy-settings';
import {
  POLICY_EFFECTIVE_DATE,
  policyDocuments,
  type PolicyContext,
  type PolicyDocument,
  type PolicyKind,
  type PolicyLanguage,
} from '@/content/policies';

import { POLICY_PATHS } from './paths';

export { POLICY_PATHS };
POLICY_PATHS satisfies Record<PolicyKind, string>;

const DELETE_ACCOUNT_PATH = '/delete-account';

/** The site identity in one language, as the policy texts mention it (tests pass other settings). */
export function policyContext(language: PolicyLanguage, privacy: PrivacySettings = site.privacy, sample = site.sample): PolicyContext {
  return {
    product: site.productName[language],
    company: site.company[language],
    email: site.contactEmail,
    businessRegistrationNumber: site.businessRegistrationNumber,
    deleteAccountPath: DELETE_ACCOUNT_PATH,
    termsPath: POLICY_PATHS.terms,
    privacyPath: POLICY_PATHS.privacy,
    privacyKrPath: POLICY_PATHS.privacyKr,
    privacy,
    sample,
  };
}

export function getPolicy(kind: PolicyKind, language: PolicyLanguage): PolicyDocument {
  return policyDocuments[kind][language](policyContext(language));
}

/** "August 25, 2025" / "2025년 8월 25일" (the date of the documents, or another ISO date). */
export function formatEffectiveDate(language: PolicyLanguage, isoDate: string = POLICY_EFFECTIVE_DATE): string {
  const format = new Intl.DateTimeFormat(language === 'ko' ? 'ko-KR' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}

/** The id an element gets in the page; versions shown side by side need distinct ids. */
export function sectionAnchor(sectionId: string, prefix?: string): string {
  return prefix ? `${prefix}-${sectionId}` : sectionId;
}

/** Spec: the privacy page's English/Korean toggle starts on English, on both locale paths. */
export const PRIVACY_DEFAULT_LANGUAGE: PolicyLanguage = 'en';
