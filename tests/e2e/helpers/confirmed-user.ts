import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
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
  const landing = await getFrom(clientAddressFor(email), link!);
  expect(landing.status).toBe(303);
  const fragment = new URLSearchParams(new URL(landing.location!).hash.slice(1));
  const token = fragment.get('access_token');
  expect(token, 'the confirmation link signs in').toBeTruthy();
  const user = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as { sub: string };
  return { email, userId: user.sub, token: token!, refreshToken: fragment.get('refresh_token')! };
}

/**
 * The loopback address a test user's device has: one of 127/8 other than 127.0.0.1 (Linux answers
 * on all of them), the same for an e-mail address every time. The auth server counts link
 * verifications per client address (60 in 5 minutes); a suite repeated on one fast machine confirms
 * more sign-ups than that, and people do not all confirm from one address either.
 */
function clientAddressFor(email: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(email).digest();
  return `127.${1 + (a % 254)}.${b}.${1 + (c % 254)}`;
}

/** GET without following redirects, from a given source address. */
function getFrom(source: string, url: string): Promise<{ status: number; location: string | undefined }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: target.hostname === 'localhost' ? '127.0.0.1' : target.hostname, port: target.port, path: `${target.pathname}${target.search}`, localAddress: source },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
