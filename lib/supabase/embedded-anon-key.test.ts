import { createHash } from 'node:crypto';
import { decodeJwt, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_ANON_KEY, EMBEDDED_ANON_KEY_SEED } from './embedded-anon-key';

describe('the embedded anon key', () => {
  it('is the role-anon JWT made from the public seed', async () => {
    const key = createHash('sha256').update(EMBEDDED_ANON_KEY_SEED).digest();
    const { payload } = await jwtVerify(EMBEDDED_ANON_KEY, key, { algorithms: ['HS256'] });
    expect(payload).toMatchObject({ role: 'anon', iss: 'gyeol-embedded-auth' });
  });

  it('carries no user and no audience, so it never passes as a signed-in user', () => {
    const claims = decodeJwt(EMBEDDED_ANON_KEY);
    expect(claims.sub).toBeUndefined();
    expect(claims.aud).toBeUndefined();
  });
});
