import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { brokenPasswordRules, MIN_PASSWORD_LENGTH, SPECIAL_CHARACTERS } from '@/lib/auth/password-policy';
import { AuthServerError, validationFailed } from './errors';

/** scrypt parameters: N = 2^14, r = 8, p = 1 (about 16 MiB and tens of milliseconds per hash). */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
/** Longer passwords are refused before hashing so a request cannot buy a long KDF run. */
export const MAX_PASSWORD_LENGTH = 256;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') {
    // no usable hash: spend the same time anyway, so timing does not tell which accounts exist
    await derive(password, randomBytes(16), PARAMS);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Spends one hash's time; used where a user does not exist. */
export async function burnPasswordTime(password: string): Promise<void> {
  await verifyPassword(password, null);
}

const CHARACTER_SETS = ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789', SPECIAL_CHARACTERS];

/**
 * GoTrue's password check with the spec's rules: 422 weak_password with reasons 'length' and/or
 * 'characters' (the shape supabase-js turns into AuthWeakPasswordError).
 */
export function assertStrongPassword(password: unknown): asserts password is string {
  if (typeof password !== 'string' || password === '') throw new AuthServerError(422, 'validation_failed', 'Password is required');
  if (password.length > MAX_PASSWORD_LENGTH) throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  const broken = brokenPasswordRules(password);
  if (broken.length === 0) return;
  const reasons: string[] = [];
  const messages: string[] = [];
  if (broken.includes('length')) {
    reasons.push('length');
    messages.push(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (broken.some((rule) => rule !== 'length')) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${CHARACTER_SETS.join(', ')}.`);
  }
  throw new AuthServerError(422, 'weak_password', messages.join(' '), { weak_password: { reasons } });
}
