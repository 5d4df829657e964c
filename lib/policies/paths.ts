/** Public paths of the policy pages, without the locale prefix (no content: client code may import it). */
export const POLICY_PATHS = {
  terms: '/policies/row-terms-of-use',
  privacy: '/policies/row-privacy-policy',
  privacyKr: '/policies/privacy-policy-kr',
} as const;
