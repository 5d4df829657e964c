import { describe, expect, it } from 'vitest';
import { PEER_HEADER } from '@/lib/api/request';
import { EMBEDDED_ANON_KEY } from '@/lib/supabase/embedded-anon-key';
import { confirmedSignUp, startTestAuth, STRONG_PASSWORD, SUPABASE_URL, uniqueEmail, type TestAuth } from '@/tests/api/embedded-auth';
import { clientBucket } from './rate-limits';
import { provideTestRuntime } from '@/tests/setup/runtime';

provideTestRuntime();

const signIn = (auth: TestAuth, email: string, password: string, peer: string, i = 0) =>
  auth.fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: EMBEDDED_ANON_KEY,
      'content-type': 'application/json',
      [PEER_HEADER]: peer,
      // a client's own forwarding headers, new on every try: they must buy nothing
      'x-forwarded-for': `192.0.2.${i + 1}`,
      'x-real-ip': `198.18.0.${i + 1}`,
    },
    body: JSON.stringify({ email, password }),
  });

/**
 * a rotating client-sent X-Forwarded-For / X-Real-IP must not buy fresh sign-in tries.
 * nobody can aim a lock-out at someone else: the limits count per (e-mail, client), and
 * the per-e-mail ceiling only refuses clients that have failed.
 */
describe('embedded auth limits: a lock-out no one can aim', () => {
  it('refuses the client that guessed wrong, however its headers rotate, and never the owner on another client', async () => {
    const auth = await startTestAuth({ limits: { signInFailuresPerClient: { max: 3, windowSeconds: 300 } } });
    try {
      const { email } = await confirmedSignUp(auth);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await signIn(auth, email, `Wr0ng!guess-${i}`, '203.0.113.40', i)).status);
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
      // that client is refused for this e-mail with the right password too, until its window ends
      const refused = await signIn(auth, email, STRONG_PASSWORD, '203.0.113.40', 7);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 'over_request_rate_limit' });
      // the owner on their own device signs in (the old per-e-mail lock answered 429 here)
      const owner = await signIn(auth, email, STRONG_PASSWORD, '198.51.100.7');
      expect(owner.status).toBe(200);
      expect(await owner.json()).toHaveProperty('access_token');
      // another e-mail from the first client is not locked out
      expect((await signIn(auth, uniqueEmail('other'), 'Wr0ng!pass', '203.0.113.40')).status).toBe(400);
      auth.advance(301);
      expect((await signIn(auth, email, STRONG_PASSWORD, '203.0.113.40')).status).toBe(200);
    } finally {
      await auth.db.close();
    }
  }, 180_000); // a dozen password hashes and a fresh database on a shared 2-core machine

  it('past the per-e-mail ceiling refuses every client that failed, and still lets a client that has not failed sign in', async () => {
    const auth = await startTestAuth({
      limits: { signInFailuresPerClient: { max: 3, windowSeconds: 300 }, signInFailuresPerAccount: { max: 4, windowSeconds: 3600 } },
    });
    try {
      const { email } = await confirmedSignUp(auth);
      for (let i = 0; i < 3; i++) expect((await signIn(auth, email, `Wr0ng!a-${i}`, '203.0.113.50')).status).toBe(400);
      // the 4th failure for the e-mail, from a second client: the ceiling is reached
      expect((await signIn(auth, email, 'Wr0ng!b-0', '203.0.113.51')).status).toBe(400);
      // that client has failed: refused now, with the right password too, within the hour
      expect((await signIn(auth, email, STRONG_PASSWORD, '203.0.113.51')).status).toBe(429);
      auth.advance(301); // the per-client window is over, the ceiling's hour is not
      expect((await signIn(auth, email, STRONG_PASSWORD, '203.0.113.50')).status).toBe(429);
      // a client that has not failed: its wrong password is answered (and refuses it afterwards) ...
      expect((await signIn(auth, email, 'Wr0ng!c-0', '203.0.113.52')).status).toBe(400);
      expect((await signIn(auth, email, STRONG_PASSWORD, '203.0.113.52')).status).toBe(429);
      // ... and the right password from a clean client always signs in
      expect((await signIn(auth, email, STRONG_PASSWORD, '2001:db8:7:7::1')).status).toBe(200);
      auth.advance(3600);
      expect((await signIn(auth, email, STRONG_PASSWORD, '203.0.113.51')).status).toBe(200);
    } finally {
      await auth.db.close();
    }
  }, 180_000);

  it('counts an IPv6 client by its /64, an IPv4 client by its address', () => {
    expect(clientBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientBucket('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(clientBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientBucket('::1')).toBe('0:0:0:0::/64');
    expect(clientBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(clientBucket('unknown')).toBe('unknown');
  });
});
