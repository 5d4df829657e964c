import { PRIVACY_KR_EFFECTIVE_DATE } from '@/content/policies/effective-dates';

/**
 * The consents a sign-up needs: the terms, the collection and use of personal
 * information, and being 14 or older. The request carries them in its user metadata as
 * `data.consents`; the database records them with the account (supabase/migrations/
 * 20261126140000_signup_consents.sql) and refuses a password sign-up without them.
 */
export const REQUIRED_SIGNUP_CONSENTS = ['terms', 'privacy', 'age14'] as const;
export type SignUpConsent = (typeof REQUIRED_SIGNUP_CONSENTS)[number];

/** The version of the texts the sign-up form shows: the Korean privacy notice's effective date. */
export const SIGNUP_CONSENT_VERSION = PRIVACY_KR_EFFECTIVE_DATE;

/** The user metadata of a sign-up that agreed to everything required. */
export function signUpConsentData(): { consents: Record<SignUpConsent, true> & { version: string } } {
  return { consents: { terms: true, privacy: true, age14: true, version: SIGNUP_CONSENT_VERSION } };
}

/** The required consents a sign-up's user metadata lacks (each must be exactly `true`). */
export function missingSignUpConsents(metadata: unknown): SignUpConsent[] {
  const consents = typeof metadata === 'object' && metadata !== null ? (metadata as Record<string, unknown>).consents : undefined;
  const given = typeof consents === 'object' && consents !== null ? (consents as Record<string, unknown>) : {};
  return REQUIRED_SIGNUP_CONSENTS.filter((name) => given[name] !== true);
}

/** The part of a user (supabase-js's `User`, the auth server's answer) the consent check reads. */
type AccountMetadata = { app_metadata?: Record<string, unknown> | null; user_metadata?: Record<string, unknown> | null };

/**
 * Whether an account made through a provider (Kakao, Apple, Google) still owes the sign-up's
 * consents: it was made without the sign-up form, so the consents are asked after the first
 * provider sign-in, on /auth, before the account is used. E-mail accounts gave them
 * with the form; the database refused those without.
 */
export function needsSignUpConsents(user: AccountMetadata): boolean {
  const provider = user.app_metadata?.provider;
  return typeof provider === 'string' && provider !== 'email' && missingSignUpConsents(user.user_metadata).length > 0;
}
