import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/types';
import { migratedBackends } from '@/tests/setup/databases';
import { missingSignUpConsents, needsSignUpConsents, signUpConsentData, SIGNUP_CONSENT_VERSION } from './signup-consents';

describe('missingSignUpConsents', () => {
  it('needs terms, privacy and age14 each exactly true', () => {
    expect(missingSignUpConsents(signUpConsentData())).toEqual([]);
    expect(missingSignUpConsents({})).toEqual(['terms', 'privacy', 'age14']);
    expect(missingSignUpConsents(null)).toEqual(['terms', 'privacy', 'age14']);
    expect(missingSignUpConsents({ consents: { terms: true, privacy: 1, age14: 'true' } })).toEqual(['privacy', 'age14']);
  });
});

describe('needsSignUpConsents', () => {
  it('asks a provider account without the consents, never an e-mail account or one that gave them', () => {
    expect(needsSignUpConsents({ app_metadata: { provider: 'kakao', providers: ['kakao'] }, user_metadata: { email: 'a@example.com' } })).toBe(true);
    expect(needsSignUpConsents({ app_metadata: { provider: 'apple' }, user_metadata: null })).toBe(true);
    expect(needsSignUpConsents({ app_metadata: { provider: 'google' }, user_metadata: { ...signUpConsentData(), name: 'A' } })).toBe(false);
    expect(needsSignUpConsents({ app_metadata: { provider: 'email' }, user_metadata: {} })).toBe(false);
    expect(needsSignUpConsents({ app_metadata: {}, user_metadata: {} })).toBe(false);
  });
});

/**
 * Hosted mode's refusal is the database's (supabase/migrations/20261126140000_signup_consents.sql):
 * a trigger on auth.users raises for a password sign-up without the consents, and the Before User
 * Created hook function answers Supabase Auth with a 400. Checked here on PGlite and PostgreSQL.
 */
describe.each(migratedBackends)('sign-up consents in the database on %s', (_name, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });

  const insert = (email: string, metadata: object, password: string | null = '$2a$10$hash') =>
    db.query<{ id: string }>('insert into auth.users (email, encrypted_password, raw_user_meta_data) values ($1, $2, $3) returning id', [email, password, JSON.stringify(metadata)]);

  it('refuses a password sign-up without the three consents, naming what is missing (SQLSTATE PT400)', async () => {
    const [a, b] = [`a${Date.now()}@example.com`, `b${Date.now()}@example.com`];
    await expect(insert(a, {})).rejects.toMatchObject({ code: 'PT400', message: expect.stringContaining('terms, privacy, age14') });
    await expect(insert(b, { consents: { terms: true, privacy: true } })).rejects.toMatchObject({ message: expect.stringContaining('(age14)') });
    expect((await db.query('select 1 from auth.users where email = any($1)', [[a, b]])).rows).toEqual([]);
  });

  it('records the consents with their version, and drops them with the user', async () => {
    const { rows: [user] } = await insert(`c${Date.now()}@example.com`, signUpConsentData());
    const consents = await db.query<{ consent: string; version: string }>('select consent, version from public.user_consents where user_id = $1 order by consent', [user!.id]);
    expect(consents.rows).toEqual(['age14', 'privacy', 'terms'].map((consent) => ({ consent, version: SIGNUP_CONSENT_VERSION })));
    await db.query('delete from auth.users where id = $1', [user!.id]);
    expect((await db.query('select 1 from public.user_consents where user_id = $1', [user!.id])).rows).toEqual([]);
  });

  it('records "unstated" for a consent without a version, and lets rows without a password through unrecorded', async () => {
    const { rows: [user] } = await insert(`d${Date.now()}@example.com`, { consents: { terms: true, privacy: true, age14: true } });
    expect((await db.query<{ version: string }>('select distinct version from public.user_consents where user_id = $1', [user!.id])).rows).toEqual([{ version: 'unstated' }]);
    const { rows: [invited] } = await insert(`e${Date.now()}@example.com`, {}, null);
    expect((await db.query('select 1 from public.user_consents where user_id = $1', [invited!.id])).rows).toEqual([]);
  });

  it("gives Supabase Auth's Before User Created hook a 400 for an e-mail sign-up without the consents", async () => {
    const hook = async (user: object) =>
      (await db.query<{ result: unknown }>('select public.hook_require_signup_consents($1::jsonb) as result', [JSON.stringify({ metadata: { name: 'before-user-created' }, user })])).rows[0]!.result;
    const refused = (await hook({ app_metadata: { provider: 'email' }, user_metadata: {}, is_anonymous: false })) as { error: { http_code: number; message: string } };
    expect(refused.error.http_code).toBe(400);
    expect(refused.error.message).toContain('14 or older');
    expect(await hook({ app_metadata: { provider: 'email' }, user_metadata: signUpConsentData(), is_anonymous: false })).toEqual({});
    expect(await hook({ app_metadata: { provider: 'email' }, user_metadata: {}, is_anonymous: true })).toEqual({});
  });
});
