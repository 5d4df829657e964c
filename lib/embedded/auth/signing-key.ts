import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JSONWebKeySet, type JWK } from 'jose';

/** The file, inside the data directory, that holds the embedded server's private signing key. */
export const SIGNING_KEY_FILE = 'auth-signing-key.json';
export const SIGNING_ALG = 'ES256';

/**
 * The ES256 key the embedded server signs every token with, as a current Supabase project does.
 * `kid` is the key's RFC 7638 thumbprint, so it is stable for as long as the key file is.
 */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  /** The public key set published at /auth/v1/.well-known/jwks.json. */
  jwks: JSONWebKeySet;
  /** A secret derived from the private key: makes a refresh token's one child (see sessions.ts). */
  refreshSecret: Buffer;
  /**
   * The `iss` of the tokens it signs, when not the embedded one: run standalone as a project's
   * auth API (the hosted test suite), the server signs as Supabase does, `<its URL>/auth/v1`.
   */
  issuer?: string;
}

interface StoredKey {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  d: string;
}

function isStoredKey(value: unknown): value is StoredKey {
  const v = value as Partial<StoredKey> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.kty === 'EC' &&
    v.crv === 'P-256' &&
    [v.x, v.y, v.d].every((part) => typeof part === 'string' && part.length > 0)
  );
}

async function fromStored(stored: StoredKey): Promise<SigningKey> {
  const publicJwk: JWK = { kty: stored.kty, crv: stored.crv, x: stored.x, y: stored.y };
  const kid = await calculateJwkThumbprint(publicJwk, 'sha256');
  const privateKey = (await importJWK({ ...stored, alg: SIGNING_ALG }, SIGNING_ALG)) as CryptoKey;
  const refreshSecret = createHash('sha256').update('gyeol-refresh-child\0').update(stored.d).digest();
  return { kid, privateKey, refreshSecret, jwks: { keys: [{ ...publicJwk, kid, alg: SIGNING_ALG, use: 'sig', key_ops: ['verify'] }] } };
}

async function generateStored(): Promise<StoredKey> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  if (!isStoredKey(jwk)) throw new Error('Could not export the generated signing key');
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, d: jwk.d };
}

/**
 * Loads the signing key from `path`, making it on first start (file mode 0600 in a 0700 directory,
 * never overwriting one that exists). Without a path (an in-memory database) the key lives only as
 * long as the process, like the data it signs for.
 */
export async function loadSigningKey(path?: string): Promise<SigningKey> {
  if (!path) return fromStored(await generateStored());
  let text: string | null = null;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text === null) {
    const stored = await generateStored();
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    try {
      writeFileSync(path, `${JSON.stringify(stored)}\n`, { mode: 0o600, flag: 'wx' });
      return fromStored(stored);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      text = readFileSync(path, 'utf8');
    }
  }
  chmodSync(path, 0o600);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!isStoredKey(parsed)) {
    throw new Error(`The auth signing key ${path} is not an EC P-256 private JWK. Restore it, or remove it to make a new one (every session then ends).`);
  }
  return fromStored(parsed);
}
