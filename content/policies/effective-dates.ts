/** The Korean privacy notice (개인정보 처리방침, PIPA §30): the date this version takes effect (ISO, UTC). */
export const PRIVACY_KR_EFFECTIVE_DATE = '2026-11-28';

/** The global privacy policy: the date this version takes effect (ISO, UTC); the terms keep POLICY_EFFECTIVE_DATE. */
export const PRIVACY_EFFECTIVE_DATE = '2026-11-28';
