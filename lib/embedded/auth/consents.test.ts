import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUserById } from './users';
import { signUpConsentData, SIGNUP_CONSENT_VERSION } from '@/lib/consents/signup-consents';
import { EMBEDDED_ANON_KEY } from '@/lib/supabase/embedded-anon-key';
import { startTestAuth, STRONG_PASSWORD, SUPABASE_URL, uniqueEmail, type TestAuth } from '@/tests/api/embedded-auth';

let auth: TestAuth;
beforeAll(async () => {
  auth = await startTestAuth();
});
afterAll(async () => {
  await auth.db.close();
});

const signUp = (email: string, data?: unknown) =>
  auth.fetch(`${SUPABASE_URL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: EMBEDDED_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: STRONG_PASSWORD, ...(data === undefined ? {} : { data }) }),
  });

const userCount = async (email: string) => Number((await auth.db.query<{ n: string }>('select count(*) as n from auth.users where lower(email) = $1', [email])).rows[0]!.n);
const mailCount = async (email: string) => Number((await auth.db.query<{ n: string }>('select count(*) as n from auth.mail_outbox where recipient = $1', [email])).rows[0]!.n);

describe('sign-up consents on the embedded auth server', () => {
  it('refuses a sign-up without the three required consents with a 400 naming what is missing, and changes nothing', async () => {
    const cases: [unknown, string[]][] = [
      [undefined, ['terms', 'privacy', 'age14']],
      [{ consents: { terms: true, privacy: true } }, ['age14']],
      [{ consents: { terms: true, privacy: 'yes', age14: true } }, ['privacy']],
      [{ consents: { terms: false, privacy: true, age14: true } }, ['terms']],
      [{ consents: true }, ['terms', 'privacy', 'age14']],
    ];
    for (const [data, missing] of cases) {
      const email = uniqueEmail('noconsent');
      const response = await signUp(email, data);
      expect(response.status, JSON.stringify(data)).toBe(400);
      const body = (await response.json()) as { code: string; message: string; missing: string[] };
      expect(body.code).toBe('consent_required');
      expect(body.missing).toEqual(missing);
      expect(body.message).toContain('14 or older');
      expect(await userCount(email)).toBe(0);
      expect(await mailCount(email)).toBe(0);
    }
  });

  it('refuses an address that already has an account the same way (the answer tells nothing about it)', async () => {
    const email = uniqueEmail('taken');
    expect((await signUp(email, signUpConsentData())).status).toBe(200);
    const again = await signUp(email);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { code: string }).code).toBe('consent_required');
  });

  it('stores what was agreed, to which version and when with the account, and deletes it with the account', async () => {
    const email = uniqueEmail('consent');
    const response = await signUp(email, signUpConsentData());
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const { rows } = await auth.db.query<{ consent: string; version: string; agreed_at: Date }>(
      'select consent, version, agreed_at from public.user_consents where user_id = $1 order by consent',
      [id],
    );
    expect(rows.map((r) => [r.consent, r.version])).toEqual([
      ['age14', SIGNUP_CONSENT_VERSION],
      ['privacy', SIGNUP_CONSENT_VERSION],
      ['terms', SIGNUP_CONSENT_VERSION],
    ]);
    for (const row of rows) expect(Math.abs(new Date(row.agreed_at).getTime() - Date.now())).toBeLessThan(60_000);
    await deleteUserById(auth.db, id);
    expect((await auth.db.query('select 1 from public.user_consents where user_id = $1', [id])).rows).toEqual([]);
  });
});
