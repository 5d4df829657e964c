import { describe, expect, it } from 'vitest';
import { PEER_HEADER } from '@/lib/api/request';
import { EMBEDDED_ANON_KEY } from '@/lib/supabase/embedded-anon-key';
import { startTestAuth, SUPABASE_URL, uniqueEmail } from '@/tests/api/embedded-auth';

process.env.DATA_DIR = 'memory://';

/** Issue 15: a rotating client-sent X-Forwarded-For / X-Real-IP must not buy fresh sign-in tries. */
describe('embedded auth limits: no client header buys fresh sign-in tries', () => {
  it('refuses the 4th wrong password of one account however the forwarding headers or the socket rotate', async () => {
    const auth = await startTestAuth({ limits: { signInPerAccount: { max: 3, windowSeconds: 300 } } });
    try {
      const email = uniqueEmail('rotating');
      const attempt = (i: number, peer: string, who = email) =>
        auth.fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: {
            apikey: EMBEDDED_ANON_KEY,
            'content-type': 'application/json',
            [PEER_HEADER]: peer,
            'x-forwarded-for': `192.0.2.${i + 1}`,
            'x-real-ip': `198.18.0.${i + 1}`,
          },
          body: JSON.stringify({ email: who, password: 'Wr0ng!pass' }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await attempt(i, '203.0.113.40')).status);
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
      // the failures count per account (GoTrue-style), so another socket gets no fresh tries either
      expect((await attempt(9, '203.0.113.41')).status).toBe(429);
      // while another account from the first socket is not locked out
      expect((await attempt(10, '203.0.113.40', uniqueEmail('other'))).status).toBe(400);
    } finally {
      await auth.db.close();
    }
  }, 120_000); // five password hashes and a fresh database on a shared 2-core machine
});
