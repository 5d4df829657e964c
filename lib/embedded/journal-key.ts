import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { JOURNAL_KEY_BYTES, parseJournalKeys, type JournalKey } from '@/lib/journal/keys';

/** The file, inside the data directory, that holds the embedded server's journal keys (JOURNAL_KEYS's format). */
export const JOURNAL_KEY_FILE = 'journal-keys';

const newKeys = (): JournalKey[] => [{ id: 'local-1', key: randomBytes(JOURNAL_KEY_BYTES) }];
const format = (keys: readonly JournalKey[]) => `${keys.map((k) => `${k.id}:${k.key.toString('base64')}`).join(',')}\n`;

/**
 * The journal keys of an embedded server: made on first start and kept beside the database (file
 * mode 0600, never overwritten), like the auth signing key. A developer rotates them by editing the
 * file as JOURNAL_KEYS is edited (a new key first). Without a path (an in-memory database) the key
 * lives as long as the process, like the notes it seals.
 */
export function loadLocalJournalKeys(path?: string): JournalKey[] {
  if (!path) return newKeys();
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const keys = newKeys();
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    try {
      writeFileSync(path, format(keys), { mode: 0o600, flag: 'wx' });
      return keys;
    } catch (writeError) {
      if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError;
      text = readFileSync(path, 'utf8');
    }
  }
  chmodSync(path, 0o600);
  const parsed = parseJournalKeys(text);
  if (!parsed.ok) throw new Error(`The journal keys ${path} are malformed (${parsed.problem}). Restore the file: without it no note can be read.`);
  return parsed.keys;
}
