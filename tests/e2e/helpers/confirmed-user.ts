import { expect, type APIRequestContext } from '@playwright/test';
import { EMBEDDED_ANON_KEY } from '../../../lib/supabase/embedded-anon-key';
import { signUpConsentData } from '@/lib/consents/signup-consents';

/**
 * A user signed up through the embedded auth server's API as any supabase-js client would, then
 * confirmed the way a person does: the link of the confirmation mail, read from the local-only dev
 * mailbox (GET /api/dev/mailbox), whose redirect carries the session in its fragment. E-mail
 * confirmation is on (mailer_autoconfirm false), so the sign-up alone returns no session.
 */
export interface ConfirmedUser {
  email: string;
  userId: string;
  token: string;
  refreshToken: string;
}

export async function signUpConfirmed(request: APIRequestContext, email: string, password: string): Promise<ConfirmedUser> {
  const signUp = await request.post('/local-supabase/auth/v1/signup', { headers: { apikey: EMBEDDED_ANON_KEY }, data: { email, password, data: signUpConsentData() } });
  expect(signUp.status(), await signUp.text()).toBe(200);
  expect((await signUp.json()) as object, 'no session before the e-mail is confirmed').not.toHaveProperty('access_token');
  return confirmThroughMailbox(request, email);
}

/** Follows the newest live confirmation link mailed to an address; returns the session it gives. */
export async function confirmThroughMailbox(request: APIRequestContext, email: string): Promise<ConfirmedUser> {
  const mailbox = await request.get(`/api/dev/mailbox?${new URLSearchParams({ to: email })}`);
  expect(mailbox.status()).toBe(200);
  const { mails } = (await mailbox.json()) as { mails: { subject: string; actionLink: string | null }[] };
  const link = mails.find((mail) => mail.actionLink?.includes('type=signup'))?.actionLink;
  expect(link, `a confirmation mail for ${email}`).toBeTruthy();
  const landing = await request.get(link!, { maxRedirects: 0 });
  expect(landing.status()).toBe(303);
  const fragment = new URLSearchParams(new URL(landing.headers().location!).hash.slice(1));
  const token = fragment.get('access_token');
  expect(token, 'the confirmation link signs in').toBeTruthy();
  const user = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as { sub: string };
  return { email, userId: user.sub, token: token!, refreshToken: fragment.get('refresh_token')! };
}
