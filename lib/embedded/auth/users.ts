import type { Queryable } from '@/lib/db/types';
import { findUnsafeText, isSafeText, jsonDepth, UNSAFE_TEXT_MESSAGE } from '@/lib/text/safe-text';
import { AuthServerError } from './errors';
import type { IdentityRow } from './identities';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at, recovery_sent_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, is_anonymous, created_at, updated_at`;

const iso = (value: Date | string | null) => (value === null ? undefined : new Date(value).toISOString());

/**
 * The User object of GoTrue's API (what supabase-js hands to the app). Its identities: the e-mail
 * identity of an account that signs in with an e-mail address (a password, or a sign-up that made
 * one), then the provider identities (auth.identities, identities.ts) given.
 */
export function toApiUser(user: UserRow, providerIdentities: readonly IdentityRow[] = []) {
  const providers = user.raw_app_meta_data.providers;
  const emailIdentity = Boolean(user.encrypted_password) || (Array.isArray(providers) && providers.includes('email'));
  const identities = [
    ...(emailIdentity
      ? [
          {
            identity_id: user.id,
            id: user.id,
            user_id: user.id,
            identity_data: { email: user.email, email_verified: Boolean(user.email_confirmed_at), phone_verified: false, sub: user.id },
            provider: 'email',
            last_sign_in_at: iso(user.last_sign_in_at),
            created_at: iso(user.created_at),
            updated_at: iso(user.updated_at),
            email: user.email,
          },
        ]
      : []),
    ...providerIdentities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
  ];
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

/** E-mail addresses are compared trimmed and lower-cased, as GoTrue does. */
export function normaliseEmail(value: unknown): string {
  if (typeof value !== 'string') throw new AuthServerError(400, 'validation_failed', 'An email address is required');
  if (!isSafeText(value)) throw new AuthServerError(400, 'validation_failed', `The email address ${UNSAFE_TEXT_MESSAGE}`);
  const email = value.trim().toLowerCase();
  // deliberately plain: one @, something on both sides, a dot in the domain, no spaces
  if (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new AuthServerError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  }
  return email;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`select ${COLUMNS} from auth.users where lower(email) = $1`, [email]);
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<UserRow>(`select ${COLUMNS} from auth.users where id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * Creates an unconfirmed e-mail user (confirmed later by the link of the confirmation mail, as
 * GoTrue does with mailer_autoconfirm off), created at `now`, its confirmation mail sent at
 * `sentAt` (the sign-up's answer for a taken address has the same two times: signup.ts).
 */
export async function insertUser(
  db: Queryable,
  email: string,
  passwordHash: string,
  metadata: Record<string, unknown>,
  now: Date,
  sentAt: Date = now,
): Promise<UserRow> {
  try {
    const { rows } = await db.query<UserRow>(
      `insert into auth.users (email, encrypted_password, confirmation_sent_at, raw_user_meta_data, created_at, updated_at)
       values ($1, $2, $5, $3::jsonb, $4, $5) returning ${COLUMNS}`,
      [email, passwordHash, JSON.stringify(metadata), now, sentAt],
    );
    return rows[0]!;
  } catch (error) {
    if (/duplicate key|unique/i.test(String((error as Error).message))) throw userAlreadyExists();
    throw error;
  }
}

export const userAlreadyExists = () => new AuthServerError(422, 'user_already_exists', 'User already registered');

/**
 * A sign-up again of an address that never confirmed: GoTrue's way, the new password and metadata
 * replace the old (whoever registered it first without the mailbox cannot keep a password on it),
 * and a fresh confirmation mail goes out. The registration starts over, created at `now` (an
 * older created_at in the answer would tell anyone that the address had been tried before).
 */
export async function resetUnconfirmedUser(
  db: Queryable,
  id: string,
  passwordHash: string,
  metadata: Record<string, unknown>,
  now: Date,
  sentAt: Date = now,
): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set encrypted_password = $2, raw_user_meta_data = $3::jsonb, created_at = $4, confirmation_sent_at = $5, updated_at = $5
     where id = $1 and email_confirmed_at is null returning ${COLUMNS}`,
    [id, passwordHash, JSON.stringify(metadata), now, sentAt],
  );
  return rows[0]!;
}

export async function setPassword(db: Queryable, id: string, passwordHash: string): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set encrypted_password = $2, updated_at = now() where id = $1 returning ${COLUMNS}`,
    [id, passwordHash],
  );
  return rows[0]!;
}

export async function mergeUserMetadata(db: Queryable, id: string, data: Record<string, unknown>): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now() where id = $1 returning ${COLUMNS}`,
    [id, JSON.stringify(data)],
  );
  return rows[0]!;
}

export async function touchSignIn(db: Queryable, id: string): Promise<void> {
  await db.query(`update auth.users set last_sign_in_at = now() where id = $1`, [id]);
}

/**
 * Deletes the user. Their sessions, refresh and one-time tokens go with them (cascade), their
 * reports too, while purchases and report flags are kept with user_id set to null (the schema's
 * foreign keys).
 */
export async function deleteUserById(db: Queryable, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const { rows } = await db.query<{ id: string }>(`delete from auth.users where id = $1 returning id`, [id]);
  return rows.length > 0;
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/**
 * The cap on user metadata, in bytes of JSON (the whole stored object, after a merge). GoTrue has
 * none and copies user_metadata into every access token, so a large one breaks requests
 * (supabase/auth#1754, #1776). Here the session cookie carries it twice (in the token and in the
 * user), base64-encoded again: at 1 kB, with the longest e-mail, the Cookie header stays under
 * nginx's 8 kB default and the Bearer header under 5 kB, far from Node's 16 KiB header limit
 * (token-size.test.ts). The app itself stores no metadata.
 */
export const MAX_USER_METADATA_BYTES = 1024;
/** How deeply metadata may nest: far more than any real use, far less than a stack. */
export const MAX_USER_METADATA_DEPTH = 16;

/** `data` of a sign-up or user update: an object (absent means none), safe text, and small. */
export function readUserMetadata(value: unknown, existing: Record<string, unknown> = {}): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new AuthServerError(400, 'validation_failed', 'User metadata (data) must be a JSON object');
  // before anything walks or serialises it recursively (JSON.stringify below)
  if (jsonDepth(value) > MAX_USER_METADATA_DEPTH) {
    throw new AuthServerError(400, 'validation_failed', `User metadata must not nest more than ${MAX_USER_METADATA_DEPTH} levels deep`);
  }
  const at = findUnsafeText(value);
  if (at !== null) throw new AuthServerError(400, 'validation_failed', `User metadata ${at ? `(${at}) ` : ''}${UNSAFE_TEXT_MESSAGE}`);
  const data = value as Record<string, unknown>;
  if (Buffer.byteLength(JSON.stringify({ ...existing, ...data })) > MAX_USER_METADATA_BYTES) {
    throw new AuthServerError(422, 'validation_failed', `User metadata must not exceed ${MAX_USER_METADATA_BYTES} bytes of JSON`);
  }
  return data;
}
