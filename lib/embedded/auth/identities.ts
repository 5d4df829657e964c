import { createHmac } from 'node:crypto';
import type { SignInProvider as OAuthProvider } from '@/lib/auth/providers';
import type { Queryable } from '@/lib/db/types';
import type { SigningKey } from './signing-key';
import { findUserByEmail, findUserById, type UserRow } from './users';

/** The providers the embedded server signs in with: all of them (its local provider page stands in for each). */
export { SIGN_IN_PROVIDERS as OAUTH_PROVIDERS, isSignInProvider as isOAuthProvider, type SignInProvider as OAuthProvider } from '@/lib/auth/providers';

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email: string | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, provider_id, user_id, identity_data, provider, email, last_sign_in_at, created_at, updated_at';

export async function listIdentities(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(`select ${COLUMNS} from auth.identities where user_id = $1 order by created_at, provider`, [userId]);
  return rows;
}

/**
 * The provider's id of an account on the local provider page: stable for an e-mail address (the
 * same person picks the same account again), different per provider, and not the address itself.
 */
export function localProviderId(key: SigningKey, provider: OAuthProvider, email: string): string {
  return createHmac('sha256', key.refreshSecret).update(`local-provider:${provider}:${email}`).digest('hex').slice(0, 24);
}

/** What the provider says about the account (the provider's e-mail counts as verified, as Kakao's, Apple's and Google's do when they hand it out). */
export interface ProviderAccount {
  provider: OAuthProvider;
  providerId: string;
  email: string;
  name?: string;
}

function identityData(account: ProviderAccount) {
  return {
    sub: account.providerId,
    provider_id: account.providerId,
    email: account.email,
    email_verified: true,
    phone_verified: false,
    ...(account.name ? { name: account.name, full_name: account.name } : {}),
  };
}

async function addProvider(db: Queryable, userId: string, provider: string): Promise<void> {
  await db.query(
    `update auth.users set raw_app_meta_data = jsonb_set(raw_app_meta_data, '{providers}',
       coalesce(raw_app_meta_data->'providers', '[]'::jsonb) || case when coalesce(raw_app_meta_data->'providers', '[]'::jsonb) ? $2 then '[]'::jsonb else jsonb_build_array($2::text) end),
       updated_at = now() where id = $1`,
    [userId, provider],
  );
}

/**
 * The user a provider sign-in belongs to, GoTrue's way:
 * 1. the identity is known (this provider, this provider id): its user;
 * 2. else a user with the same e-mail exists: the identity is linked to it (GoTrue links a new
 *    identity automatically to the user with the same verified e-mail). A user who signed up with a
 *    password but never confirmed the address loses that password and is confirmed now (GoTrue's
 *    guard against someone pre-registering another person's address);
 * 3. else a new user without a password, confirmed, whose first provider is this one.
 */
export async function signInWithProviderAccount(db: Queryable, account: ProviderAccount, now: Date): Promise<UserRow> {
  const known = await db.query<{ user_id: string }>(`select user_id from auth.identities where provider = $1 and provider_id = $2`, [account.provider, account.providerId]);
  let userId = known.rows[0]?.user_id;
  if (userId) {
    await db.query(`update auth.identities set identity_data = $2::jsonb, email = $3, last_sign_in_at = $4, updated_at = $4 where provider = $1 and provider_id = $5`, [
      account.provider,
      JSON.stringify(identityData(account)),
      account.email,
      now,
      account.providerId,
    ]);
  } else {
    const existing = await findUserByEmail(db, account.email);
    if (existing) {
      userId = existing.id;
      if (!existing.email_confirmed_at) {
        await db.query(`update auth.users set encrypted_password = null, email_confirmed_at = $2 where id = $1`, [existing.id, now]);
        await db.query(`delete from auth.sessions where user_id = $1`, [existing.id]);
      }
    } else {
      const { rows } = await db.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ($1, null, $2, $3::jsonb, $4::jsonb, $2, $2) returning id`,
        [account.email, now, JSON.stringify({ provider: account.provider, providers: [account.provider] }), JSON.stringify(identityData(account))],
      );
      userId = rows[0]!.id;
    }
    await db.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, email, last_sign_in_at, created_at, updated_at)
       values ($1, $2, $3::jsonb, $4, $5, $6, $6, $6)`,
      [account.providerId, userId, JSON.stringify(identityData(account)), account.provider, account.email, now],
    );
    await addProvider(db, userId, account.provider);
  }
  await db.query(`update auth.users set last_sign_in_at = $2 where id = $1`, [userId, now]);
  return (await findUserById(db, userId))!;
}

/** Whether the account signs in with a password at all (a provider-only account has none). */
export const hasPassword = (user: Pick<UserRow, 'encrypted_password'>) => Boolean(user.encrypted_password);
