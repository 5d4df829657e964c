/**
 * The journal's encryption keys as a deployment gives them: JOURNAL_KEYS="id1:base64key,id2:base64key",
 * each key 32 random bytes (AES-256) in base64. The first seals every new text; all of them open
 * what they sealed, so a key is rotated by putting a new one first and keeping the old ones until no
 * row names them (docs/journal.md). No '@/' imports, like lib/config/ that reads it (lib/config/schema.ts
 * says why).
 */

export interface JournalKey {
  /** stored with each row: which key sealed it */
  id: string;
  /** 32 bytes */
  key: Buffer;
}

export const JOURNAL_KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
/** base64 or base64url (Node's decoder reads both alphabets) */
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
export const JOURNAL_KEY_BYTES = 32;

type Parsed = { ok: true; keys: JournalKey[] } | { ok: false; problem: string };

/** Reads "id:base64key,…" (spaces around entries allowed); every problem is named, no key is echoed. */
export function parseJournalKeys(value: string): Parsed {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return { ok: false, problem: 'must list at least one key as id:base64key' };
  const keys: JournalKey[] = [];
  for (const [i, entry] of entries.entries()) {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    const encoded = colon > 0 ? entry.slice(colon + 1).trim() : '';
    if (!JOURNAL_KEY_ID.test(id)) return { ok: false, problem: `entry ${i + 1}: the key id must be 1-32 letters, digits, '-' or '_', followed by ':'` };
    if (keys.some((k) => k.id === id)) return { ok: false, problem: `entry ${i + 1}: the key id ${id} is listed twice` };
    const key = BASE64.test(encoded) ? Buffer.from(encoded, 'base64') : Buffer.alloc(0);
    if (key.length !== JOURNAL_KEY_BYTES) return { ok: false, problem: `key ${id} must be ${JOURNAL_KEY_BYTES} bytes in base64 (openssl rand -base64 32)` };
    keys.push({ id, key });
  }
  return { ok: true, keys };
}
