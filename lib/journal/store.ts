import { randomUUID } from 'node:crypto';
import { ApiError } from '@/lib/api/errors';
import { JOURNAL_FOLLOW_UP_DAYS } from '@/lib/journal/constants';
import type { Queryable } from '@/lib/db/types';
import { seoulDate, SEOUL_UTC_OFFSET_MS } from '@/lib/iching/today';
import { bytes, followUpContext, noteContext, open, seal, type JournalKeyring } from './crypto';
import { HEXAGRAMS_OF_ELEMENT } from './elements';
import { NOTE_NOT_FOUND, readSubject } from './subjects';
import type { ListQuery, NoteUpdate, Subject, SubjectKind } from './schemas';

/**
 * The reflection journal's notes (public.journal_notes) and their follow-ups: sealed before they
 * are stored (lib/journal/crypto.ts), opened only for their writer. Every statement names the
 * writer, so another person's note is "not found", the same as one that never was.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface FollowUp {
  id: string;
  text: string;
  createdAt: string;
}

export interface JournalEntry {
  id: string;
  subject: { kind: SubjectKind; id: string };
  hexagram: number | null;
  text: string;
  followUps: FollowUp[];
  createdAt: string;
  updatedAt: string;
  /** when the note asks how things went ('YYYY-MM-DD', Korean date); null once answered */
  followUpDue: string | null;
}

export interface JournalPage {
  entries: JournalEntry[];
  /** pass as ?cursor= for the next page; null on the last */
  next: string | null;
}

export interface NoteRow {
  id: string;
  subject_kind: SubjectKind;
  subject_id: string;
  hexagram: number | null;
  ciphertext: Uint8Array;
  iv: Uint8Array;
  key_id: string;
  created_at: Date | string;
  updated_at: Date | string;
  follow_up_due: string | null;
  /** the writing order, as text (a bigint); not named seq, so ORDER BY seq means the column */
  seq_text: string;
}

interface FollowUpRow {
  id: string;
  note_id: string;
  ciphertext: Uint8Array;
  iv: Uint8Array;
  key_id: string;
  created_at: Date | string;
}

export const NOTE_COLUMNS = 'id, subject_kind, subject_id, hexagram, ciphertext, iv, key_id, created_at, updated_at, follow_up_due::text as follow_up_due, seq::text as seq_text';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The instants a Korean calendar year runs between. */
export function seoulYearBounds(year: number): [string, string] {
  return [new Date(Date.UTC(year, 0, 1) - SEOUL_UTC_OFFSET_MS).toISOString(), new Date(Date.UTC(year + 1, 0, 1) - SEOUL_UTC_OFFSET_MS).toISOString()];
}

/** Writes a note under a reading; its follow-up is due JOURNAL_FOLLOW_UP_DAYS later unless a date is given. */
export async function createNote(
  db: Queryable,
  ring: JournalKeyring,
  { userId, subject, text, followUpDue, now = new Date() }: { userId: string; subject: Subject; text: string; followUpDue?: string; now?: Date },
): Promise<{ id: string }> {
  const reading = await readSubject(db, userId, subject, now);
  const id = randomUUID();
  const sealed = seal(ring, text, noteContext(userId, id));
  await db.query(
    `insert into public.journal_notes (id, user_id, subject_kind, subject_id, hexagram, ciphertext, iv, key_id, created_at, updated_at, follow_up_due)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10::date)`,
    [id, userId, subject.kind, subject.id, reading.hexagram, sealed.ciphertext, sealed.iv, sealed.keyId, now.toISOString(), followUpDue ?? seoulDate(new Date(now.getTime() + JOURNAL_FOLLOW_UP_DAYS * DAY_MS))],
  );
  return { id };
}

/** Changes a note's text, adds a follow-up (which answers the due date), or moves the due date. */
export async function updateNote(db: Queryable, ring: JournalKeyring, { userId, noteId, change }: { userId: string; noteId: string; change: NoteUpdate }): Promise<void> {
  if (!UUID.test(noteId)) throw new ApiError('not_found', NOTE_NOT_FOUND);
  let rows: unknown[];
  if ('text' in change) {
    const sealed = seal(ring, change.text, noteContext(userId, noteId));
    ({ rows } = await db.query(
      'update public.journal_notes set ciphertext = $3, iv = $4, key_id = $5, updated_at = now() where id = $1 and user_id = $2 returning id',
      [noteId, userId, sealed.ciphertext, sealed.iv, sealed.keyId],
    ));
  } else if ('followUp' in change) {
    const id = randomUUID();
    const sealed = seal(ring, change.followUp.text, followUpContext(userId, noteId, id));
    // the note is the writer's, or nothing is inserted: one statement
    ({ rows } = await db.query(
      `with note as (
         update public.journal_notes set updated_at = now(), follow_up_due = null where id = $1 and user_id = $2 returning id
       )
       insert into public.journal_follow_ups (id, note_id, ciphertext, iv, key_id) select $3, id, $4, $5, $6 from note returning id`,
      [noteId, userId, id, sealed.ciphertext, sealed.iv, sealed.keyId],
    ));
  } else {
    ({ rows } = await db.query('update public.journal_notes set follow_up_due = $3::date, updated_at = now() where id = $1 and user_id = $2 returning id', [
      noteId,
      userId,
      change.followUpDue,
    ]));
  }
  if (rows.length === 0) throw new ApiError('not_found', NOTE_NOT_FOUND);
}

/** Deletes a note and its follow-ups (on delete cascade). */
export async function deleteNote(db: Queryable, { userId, noteId }: { userId: string; noteId: string }): Promise<void> {
  if (!UUID.test(noteId)) throw new ApiError('not_found', NOTE_NOT_FOUND);
  const { rows } = await db.query('delete from public.journal_notes where id = $1 and user_id = $2 returning id', [noteId, userId]);
  if (rows.length === 0) throw new ApiError('not_found', NOTE_NOT_FOUND);
}

/** Opens a batch of the writer's note rows with their follow-ups, oldest follow-up first. */
export async function openNotes(db: Queryable, ring: JournalKeyring, userId: string, rows: readonly NoteRow[]): Promise<JournalEntry[]> {
  if (rows.length === 0) return [];
  const { rows: followRows } = await db.query<FollowUpRow>(
    'select id, note_id, ciphertext, iv, key_id, created_at from public.journal_follow_ups where note_id = any($1::uuid[]) order by created_at, id',
    [rows.map((row) => row.id)],
  );
  const followUps = new Map<string, FollowUp[]>();
  for (const f of followRows) {
    const text = open(ring, { ciphertext: bytes(f.ciphertext), iv: bytes(f.iv), keyId: f.key_id }, followUpContext(userId, f.note_id, f.id));
    followUps.set(f.note_id, [...(followUps.get(f.note_id) ?? []), { id: f.id, text, createdAt: iso(f.created_at) }]);
  }
  return rows.map((row) => ({
    id: row.id,
    subject: { kind: row.subject_kind, id: row.subject_id },
    hexagram: row.hexagram,
    text: open(ring, { ciphertext: bytes(row.ciphertext), iv: bytes(row.iv), keyId: row.key_id }, noteContext(userId, row.id)),
    followUps: followUps.get(row.id) ?? [],
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    followUpDue: row.follow_up_due,
  }));
}

/** A cursor is `seq:<n>` in base64url, n a positive bigint. */
const CURSOR = /^seq:([1-9]\d{0,17})$/;
const encodeCursor = (seq: string) => Buffer.from(`seq:${seq}`, 'utf8').toString('base64url');
const decodeCursor = (cursor: string) => CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'))?.[1] ?? null;

/** How a search reads text: compatibility forms folded, case ignored, spaces collapsed. */
const searchable = (text: string) => text.normalize('NFKC').toLocaleLowerCase('und').replace(/\s+/g, ' ');

/** Notes read per statement while a search looks for a page of matches. */
const SEARCH_BATCH = 200;

/**
 * The writer's notes, newest first, a page at a time (a keyset cursor of the writing order),
 * filtered by the reading's hexagram, an element of its trigrams, its question's category and the
 * year written, or to the notes whose follow-up is due. `q` searches the writer's own notes and follow-ups: they are opened here, batch by batch, since the
 * database holds nothing it could search.
 */
export async function listNotes(
  db: Queryable,
  ring: JournalKeyring,
  userId: string,
  { cursor, q, hexagram, year, element, category, due, subject, limit }: ListQuery,
  now: Date = new Date(),
): Promise<JournalPage> {
  let after = cursor === undefined ? null : decodeCursor(cursor);
  if (cursor !== undefined && after === null) throw new ApiError('bad_request', 'cursor is not one this API gave out');
  const needle = q ? searchable(q) : '';
  const found: { entry: JournalEntry; seq: string }[] = [];
  const batch = needle ? SEARCH_BATCH : limit + 1;
  for (;;) {
    const params: unknown[] = [userId, batch];
    const where = ['user_id = $1'];
    if (after !== null) where.push(`seq < $${params.push(after)}::bigint`);
    if (hexagram !== undefined) where.push(`hexagram = $${params.push(hexagram)}`);
    if (year !== undefined) {
      const [from, to] = seoulYearBounds(year);
      where.push(`created_at >= $${params.push(from)}::timestamptz and created_at < $${params.push(to)}::timestamptz`);
    }
    if (subject !== undefined) where.push(`subject_kind = $${params.push(subject.kind)} and subject_id = $${params.push(subject.id)}`);
    if (due !== undefined) where.push(`follow_up_due <= $${params.push(seoulDate(now))}::date`);
    if (element !== undefined) where.push(`hexagram = any($${params.push(HEXAGRAMS_OF_ELEMENT[element])}::int[])`);
    if (category !== undefined) {
      where.push(
        `subject_kind = 'report' and exists (select 1 from public.reports r where r.id::text = journal_notes.subject_id and r.user_id = $1 and r.kind = 'current_insight' and r.input ->> 'category' = $${params.push(category)})`,
      );
    }
    const { rows } = await db.query<NoteRow>(`select ${NOTE_COLUMNS} from public.journal_notes where ${where.join(' and ')} order by seq desc limit $2`, params);
    const entries = await openNotes(db, ring, userId, rows);
    entries.forEach((entry, i) => {
      if (!needle || [entry.text, ...entry.followUps.map((f) => f.text)].some((text) => searchable(text).includes(needle))) found.push({ entry, seq: rows[i]!.seq_text });
    });
    if (found.length > limit || rows.length < batch) break;
    after = rows.at(-1)!.seq_text;
  }
  const page = found.slice(0, limit);
  return { entries: page.map((f) => f.entry), next: found.length > limit ? encodeCursor(page.at(-1)!.seq) : null };
}
