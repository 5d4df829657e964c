/**
 * The password rules of spec section 5, shared by the reset form (messages, strength meter) and the
 * embedded auth server (weak_password). No server or React imports: it runs in both places.
 */

export const MIN_PASSWORD_LENGTH = 8;
/** The fixed punctuation set that counts as a special character. */
export const SPECIAL_CHARACTERS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?`~';

export type PasswordRule = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';

const hasSpecial = (password: string) => [...password].some((c) => SPECIAL_CHARACTERS.includes(c));

const RULE_TESTS: Record<PasswordRule, (password: string) => boolean> = {
  length: (p) => p.length >= MIN_PASSWORD_LENGTH,
  lowercase: (p) => /[a-z]/.test(p),
  uppercase: (p) => /[A-Z]/.test(p),
  digit: (p) => /[0-9]/.test(p),
  special: hasSpecial,
};

/** Rules in the order the checklist and the joined error message show them. */
export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'lowercase', 'uppercase', 'digit', 'special'];

/** The rules a password breaks, in checklist order (empty when it is acceptable). */
export function brokenPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !RULE_TESTS[rule](password));
}

export function passesRule(password: string, rule: PasswordRule): boolean {
  return RULE_TESTS[rule](password);
}

export type StrengthLevel = 'weak' | 'medium' | 'strong';

export interface PasswordStrength {
  points: number;
  maximum: number;
  /** points / maximum; may pass 1 for a 12–15 character password with every class. */
  ratio: number;
  level: StrengthLevel;
}

export const STRENGTH_THRESHOLDS = { strong: 0.8, medium: 0.6 } as const;
export const LENGTH_BONUS_TIERS = { first: 12, second: 16 } as const;

/**
 * The strength meter of spec section 5: a point each for length 8+, length 12+, a lowercase
 * letter, an uppercase letter, a digit, a special character, and length 16+; the maximum is 5,
 * raised to 7 once the password reaches 16 characters. 80 % or more is strong, 60 % medium.
 */
export function passwordStrength(password: string): PasswordStrength {
  const checks = [
    password.length >= MIN_PASSWORD_LENGTH,
    password.length >= LENGTH_BONUS_TIERS.first,
    RULE_TESTS.lowercase(password),
    RULE_TESTS.uppercase(password),
    RULE_TESTS.digit(password),
    RULE_TESTS.special(password),
    password.length >= LENGTH_BONUS_TIERS.second,
  ];
  const points = checks.filter(Boolean).length;
  const maximum = password.length >= LENGTH_BONUS_TIERS.second ? 7 : 5;
  const ratio = points / maximum;
  const level: StrengthLevel = ratio >= STRENGTH_THRESHOLDS.strong ? 'strong' : ratio >= STRENGTH_THRESHOLDS.medium ? 'medium' : 'weak';
  return { points, maximum, ratio, level };
}
