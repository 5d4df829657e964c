import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { JournalKey } from './keys';

/**
 * What a journal text becomes before it is stored: AES-256-GCM under the deployment's first key,
 * a fresh 12-byte IV per text, the 16-byte tag appended to the ciphertext, and the key's id beside
 * it. The associated data binds a sealed text to its row (the note's owner and id), so a ciphertext
 * copied onto another row, or another person's, does not open. Anything that does not open (an
 * unknown key id, a wrong key, a changed byte) throws: nothing is ever shown in its place.
 */

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealed {
  ciphertext: Buffer;
  iv: Buffer;
  keyId: string;
}

/** The keys of this process: the first seals, every one opens what it sealed. */
export interface JournalKeyring {
  current: JournalKey;
  byId: ReadonlyMap<string, Buffer>;
}

export class JournalSealError extends Error {
  override name = 'JournalSealError';
}

export function keyring(keys: readonly JournalKey[]): JournalKeyring {
  const [current] = keys;
  if (!current) throw new JournalSealError('The journal has no encryption key.');
  return { current, byId: new Map(keys.map((k) => [k.id, k.key])) };
}

export function seal(ring: JournalKeyring, text: string, context: string): Sealed {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, ring.current.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { ciphertext, iv, keyId: ring.current.id };
}

/** Reads a sealed text back; throws JournalSealError when it does not open (never returns a guess). */
export function open(ring: JournalKeyring, sealed: Sealed, context: string): string {
  const key = ring.byId.get(sealed.keyId);
  if (!key) throw new JournalSealError(`A journal text is sealed with the key ${sealed.keyId}, which this deployment does not have (JOURNAL_KEYS).`);
  if (sealed.iv.length !== IV_BYTES || sealed.ciphertext.length < TAG_BYTES) throw new JournalSealError('A journal text is malformed.');
  try {
    const decipher = createDecipheriv(ALGORITHM, key, sealed.iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(sealed.ciphertext.subarray(sealed.ciphertext.length - TAG_BYTES));
    const body = sealed.ciphertext.subarray(0, sealed.ciphertext.length - TAG_BYTES);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    throw new JournalSealError(`A journal text sealed with the key ${sealed.keyId} did not open: a wrong key, or the row was changed.`);
  }
}

/** A bytea column as both drivers return it (pg: Buffer, PGlite: Uint8Array). */
export const bytes = (value: Uint8Array): Buffer => Buffer.from(value.buffer, value.byteOffset, value.byteLength);

/** The associated data of a note's text and of a follow-up's. */
export const noteContext = (userId: string, noteId: string) => `journal-note\0${userId}\0${noteId}`;
export const followUpContext = (userId: string, noteId: string, followUpId: string) => `journal-follow-up\0${userId}\0${noteId}\0${followUpId}`;
