import { privacyPolicyEn } from './privacy-policy.en';
import { privacyPolicyKo } from './privacy-policy.ko';
import { privacyPolicyKrEn } from './privacy-policy-kr.en';
import { privacyPolicyKrKo } from './privacy-policy-kr.ko';
import { termsOfUseEn } from './terms-of-use.en';
import { termsOfUseKo } from './terms-of-use.ko';
import type { PolicyContext, PolicyDocument, PolicyLanguage } from './types';

export type { PolicyTable, PolicyBlock, PolicyContext, PolicyDocument, PolicyLanguage, PolicySection, PolicyTerm } from './types';

/** Both documents take effect on the same day (spec: terms effective Aug 25 2025). ISO date, UTC. */
export const POLICY_EFFECTIVE_DATE = '2025-08-25';

export { PRIVACY_KR_EFFECTIVE_DATE } from './effective-dates';

export type PolicyKind = 'terms' | 'privacy' | 'privacyKr';

export const policyDocuments: Record<PolicyKind, Record<PolicyLanguage, (context: PolicyContext) => PolicyDocument>> = {
  terms: { ko: termsOfUseKo, en: termsOfUseEn },
  privacy: { ko: privacyPolicyKo, en: privacyPolicyEn },
  privacyKr: { ko: privacyPolicyKrKo, en: privacyPolicyKrEn },
};
