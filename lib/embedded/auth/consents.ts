import { missingSignUpConsents } from '@/lib/consents/signup-consents';
import { AuthServerError } from './errors';

/**
 * The sign-up's consent check, a step of its own before anything else is looked up: the terms,
 * the privacy consent and the age confirmation must each be `true` in data.consents, or the
 * answer is 400 consent_required naming what is missing. It says nothing about the address, so
 * it tells no one who has an account. (The database refuses the same row too: the migration
 * 20261126140000_signup_consents.sql.)
 */
export function requireSignUpConsents(metadata: Record<string, unknown>): void {
  const missing = missingSignUpConsents(metadata);
  if (missing.length === 0) return;
  throw new AuthServerError(
    400,
    'consent_required',
    `Sign-up needs consent to the terms and to the collection and use of personal information, and confirmation of being 14 or older; missing in data.consents: ${missing.join(', ')}`,
    { missing },
  );
}
