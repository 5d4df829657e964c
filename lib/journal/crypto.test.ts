import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedBackends, insertUser } from '@/tests/setup/databases';
import type { Db } from '@/lib/db/types';
import { loadLocalJournalKeys } from '@/lib/embedded/journal-key';
import { keyring, JournalSealError, open, seal } from './crypto';
import { parseJournalKeys } from './keys';
import { createNote, listNotes, updateNote } from './store';

const key = (id: string) => ({ id, key: randomBytes(32) });
const page = { limit: 20 } as const;
const TODAY = { kind: 'today', id: '2026-11-28' } as const;

describe('sealing a text', () => {
  it('opens with its key and context only', () => {
    const ring = keyring([key('k1')]);
    const sealed = seal(ring, '제안을 받아들였다', 'ctx-a');
    expect(sealed.keyId).toBe('k1');
    expect(sealed.iv).toHaveLength(12);
    expect(open(ring, sealed, 'ctx-a')).toBe('제안을 받아들였다');
    expect(() => open(ring, sealed, 'ctx-b')).toThrow(JournalSealError);
    expect(() => open(keyring([{ id: 'k1', key: randomBytes(32) }]), sealed, 'ctx-a')).toThrow(JournalSealError);
    expect(() => open(keyring([key('k2')]), sealed, 'ctx-a')).toThrow(/k1, which this deployment does not have/);
    const flipped = Buffer.from(sealed.ciphertext);
    flipped[0]! ^= 1;
    expect(() => open(ring, { ...sealed, ciphertext: flipped }, 'ctx-a')).toThrow(JournalSealError);
    expect(() => open(ring, { ...sealed, ciphertext: sealed.ciphertext.subarray(0, 8) }, 'ctx-a')).toThrow(JournalSealError);
    // a fresh IV every time: the same text never seals alike
    expect(seal(ring, 'same', 'c').ciphertext.equals(seal(ring, 'same', 'c').ciphertext)).toBe(false);
  });
});

describe('JOURNAL_KEYS', () => {
  const b64 = Buffer.alloc(32, 1).toString('base64');
  it('reads id:base64 pairs, the first one sealing', () => {
    const parsed = parseJournalKeys(` new:${b64} , old:${Buffer.alloc(32, 2).toString('base64url')}`);
    expect(parsed.ok && parsed.keys.map((k) => [k.id, k.key[0]])).toEqual([
      ['new', 1],
      ['old', 2],
    ]);
  });
  it('names the problem, never the key', () => {
    for (const [value, problem] of [
      ['', /at least one key/],
      [b64, /key id/],
      [`a b:${b64}`, /key id/],
      [`k:${Buffer.alloc(16).toString('base64')}`, /32 bytes/],
      [`k:not base64!`, /32 bytes/],
      [`k:${b64},k:${b64}`, /listed twice/],
    ] as const) {
      const parsed = parseJournalKeys(value);
      expect(parsed.ok, value).toBe(false);
      if (!parsed.ok) {
        expect(parsed.problem).toMatch(problem);
        expect(parsed.problem).not.toContain(b64);
      }
    }
  });
});

describe('the embedded journal key', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gyeol-journal-key-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it('is made once, private to the user, and kept', () => {
    const path = join(dir, 'data', 'journal-keys');
    const first = loadLocalJournalKeys(path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const again = loadLocalJournalKeys(path);
    expect(again.map((k) => [k.id, k.key.toString('hex')])).toEqual(first.map((k) => [k.id, k.key.toString('hex')]));
    expect(readFileSync(path, 'utf8')).toMatch(/^local-1:[A-Za-z0-9+/=]+\n$/);
    expect(loadLocalJournalKeys(undefined)[0]!.key).toHaveLength(32);
  });
});

describe.each(migratedBackends)('notes at rest on %s', (_name, openDb) => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('stores no note or follow-up in clear: not in any column, not in the raw bytes', async () => {
    const ring = keyring([key('k1')]);
    const alice = await insertUser(db, 'sealed');
    const secret = '회사를 그만두기로 했다: the offer from Busan';
    const later = '한 달 뒤: 제안을 받아들였다';
    const { id } = await createNote(db, ring, { userId: alice, subject: TODAY, text: secret });
    await updateNote(db, ring, { userId: alice, noteId: id, change: { followUp: { text: later } } });
    const dump = await db.query<{ row: string }>(
      `select t::text as row from public.journal_notes t where user_id = $1
       union all select f::text from public.journal_follow_ups f join public.journal_notes n on n.id = f.note_id where n.user_id = $1`,
      [alice],
    );
    expect(dump.rows).toHaveLength(2);
    const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');
    for (const { row } of dump.rows) {
      for (const words of [secret, later, '그만두기로', 'Busan', '받아들였다']) {
        expect(row).not.toContain(words);
        expect(row).not.toContain(hex(words));
      }
    }
    expect((await listNotes(db, ring, alice, page)).entries.map((e) => [e.text, e.followUps.map((f) => f.text)])).toEqual([[secret, [later]]]);
  });

  it('fails closed on a wrong key, a changed byte, or a text moved to another row', async () => {
    const ring = keyring([key('k1')]);
    const bob = await insertUser(db, 'tamper');
    const carol = await insertUser(db, 'tamper');
    const { id } = await createNote(db, ring, { userId: bob, subject: TODAY, text: 'only mine' });
    await expect(listNotes(db, keyring([{ id: 'k1', key: randomBytes(32) }]), bob, page)).rejects.toBeInstanceOf(JournalSealError);
    await db.query(`update public.journal_notes set ciphertext = set_byte(ciphertext, 0, get_byte(ciphertext, 0) # 1) where id = $1`, [id]);
    await expect(listNotes(db, ring, bob, page)).rejects.toBeInstanceOf(JournalSealError);
    // Carol's own note, given Bob's sealed text and IV: it does not open as hers
    const mine = await createNote(db, ring, { userId: bob, subject: TODAY, text: 'moved' });
    const hers = await createNote(db, ring, { userId: carol, subject: TODAY, text: 'hers' });
    await db.query(
      `update public.journal_notes c set ciphertext = b.ciphertext, iv = b.iv from public.journal_notes b where c.id = $1 and b.id = $2`,
      [hers.id, mine.id],
    );
    await expect(listNotes(db, ring, carol, page)).rejects.toBeInstanceOf(JournalSealError);
  });

  it('rotates: after a new first key, old notes still open and new ones use the new key', async () => {
    const old = key('2026a');
    const next = key('2026b');
    const dave = await insertUser(db, 'rotate');
    const before = await createNote(db, keyring([old]), { userId: dave, subject: TODAY, text: 'before' });
    await updateNote(db, keyring([old]), { userId: dave, noteId: before.id, change: { followUp: { text: 'a follow-up' } } });
    const rotated = keyring([next, old]);
    const after = await createNote(db, rotated, { userId: dave, subject: TODAY, text: 'after' });
    expect((await listNotes(db, rotated, dave, page)).entries.map((e) => [e.text, e.followUps.map((f) => f.text)])).toEqual([
      ['after', []],
      ['before', ['a follow-up']],
    ]);
    const ids = await db.query<{ id: string; key_id: string }>('select id, key_id from public.journal_notes where user_id = $1', [dave]);
    expect(Object.fromEntries(ids.rows.map((r) => [r.id, r.key_id]))).toEqual({ [before.id]: '2026a', [after.id]: '2026b' });
    // an edit re-seals the old note with the new key; then the old key can go
    await updateNote(db, rotated, { userId: dave, noteId: before.id, change: { text: 'before, edited' } });
    await expect(listNotes(db, keyring([next]), dave, page)).rejects.toThrow(/2026a/); // the follow-up still needs it
    await expect(listNotes(db, keyring([old]), dave, page)).rejects.toThrow(/2026b/);
  });
});
