import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jwtVerify, createLocalJWKSet, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSigningKey, SIGNING_KEY_FILE } from './signing-key';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'gyeol-key-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded ES256 signing key', () => {
  it('is made once in the data dir with mode 0600, and the same kid and key come back on the next start', async () => {
    const path = join(tempDir(), 'nested', SIGNING_KEY_FILE);
    const first = await loadSigningKey(path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(path, '..')).mode & 0o777).toBe(0o700);
    const again = await loadSigningKey(path);
    expect(again.kid).toBe(first.kid);
    expect(again.jwks).toEqual(first.jwks);
    const token = await new SignJWT({ sub: 'x' }).setProtectedHeader({ alg: 'ES256', kid: first.kid }).sign(again.privateKey);
    await expect(jwtVerify(token, createLocalJWKSet(first.jwks))).resolves.toMatchObject({ payload: { sub: 'x' } });
    expect(JSON.stringify(first.jwks)).not.toContain(JSON.parse(readFileSync(path, 'utf8')).d);
  });

  it('fixes the mode of an existing key file and refuses a garbled one', async () => {
    const path = join(tempDir(), SIGNING_KEY_FILE);
    await loadSigningKey(path);
    const { chmodSync } = await import('node:fs');
    chmodSync(path, 0o644);
    await loadSigningKey(path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    writeFileSync(path, '{"kty":"oct","k":"abc"}');
    await expect(loadSigningKey(path)).rejects.toThrow(/not an EC P-256 private JWK/);
  });

  it('makes a fresh key per process without a path', async () => {
    expect((await loadSigningKey()).kid).not.toBe((await loadSigningKey()).kid);
  });
});
