import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedBackends, insertPurchase, insertUser } from '@/tests/setup/databases';
import { ApiError } from '@/lib/api/errors';
import type { Db } from '@/lib/db/types';
import { keyring } from './crypto';
import { exportMarkdown, exportNotes, type ExportLabels } from './export';
import { listQuerySchema } from './schemas';
import { createNote, deleteNote, listNotes, updateNote } from './store';
import { yearSummary } from './year';

const ring = keyring([{ id: 'k1', key: randomBytes(32) }]);
const query = (q: Record<string, string> = {}) => listQuerySchema.parse(q);
const notFound = { code: 'not_found', status: 404 };

describe.each(migratedBackends)('the journal on %s', (_name, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });

  /** A stored Current Insight of the user: hexagram, changing lines, category, made at `at`. */
  async function report(userId: string, { hexagram, lines, category, at }: { hexagram: number; lines: number[]; category: string; at: string }) {
    const purchaseId = await insertPurchase(db, userId, 'current_insight');
    const { rows } = await db.query<{ id: string }>(
      `insert into public.reports (user_id, purchase_id, kind, locale, input, result, source, created_at)
       values ($1, $2, 'current_insight', 'ko', $3::jsonb, $4::jsonb, 'local', $5::timestamptz) returning id`,
      [userId, purchaseId, JSON.stringify({ category, question: `${category}: 이사를 가도 될까요?` }), JSON.stringify({ hexagram_id: hexagram, changing_lines: lines }), at],
    );
    return rows[0]!.id;
  }

  it('writes, edits, follows up, lists newest first and deletes; another person finds nothing', async () => {
    const alice = await insertUser(db, 'j');
    const bob = await insertUser(db, 'j');
    const reportId = await report(alice, { hexagram: 49, lines: [3], category: 'career', at: '2026-03-01T00:00:00Z' });
    const first = await createNote(db, ring, { userId: alice, subject: { kind: 'report', id: reportId }, text: '이직을 결심했다', now: new Date('2026-03-01T01:00:00Z') });
    const second = await createNote(db, ring, { userId: alice, subject: { kind: 'cast', id: '789667' }, text: 'Keep still.', now: new Date('2026-03-02T01:00:00Z') });
    await updateNote(db, ring, { userId: alice, noteId: first.id, change: { text: '이직을 결심했다. 3월에 말하기로.' } });
    await updateNote(db, ring, { userId: alice, noteId: first.id, change: { followUp: { text: '한 달 뒤: 제안을 받아들였다' } } });

    const page = await listNotes(db, ring, alice, query());
    expect(page.next).toBeNull();
    expect(page.entries.map((e) => e.id)).toEqual([second.id, first.id]);
    const [cast, noted] = page.entries;
    expect(cast).toMatchObject({ subject: { kind: 'cast', id: '789667' }, hexagram: 22, text: 'Keep still.', followUps: [], followUpDue: '2026-04-01' });
    expect(noted).toMatchObject({ subject: { kind: 'report', id: reportId }, hexagram: 49, text: '이직을 결심했다. 3월에 말하기로.', followUpDue: null });
    expect(noted!.followUps.map((f) => f.text)).toEqual(['한 달 뒤: 제안을 받아들였다']);

    // 49: Fire below, Lake (metal) above, a career question; 22: Fire below, Mountain (earth) above
    const ids = async (q: Record<string, string>) => (await listNotes(db, ring, alice, query(q))).entries.map((e) => e.id);
    expect(await ids({ element: 'fire' })).toEqual([second.id, first.id]);
    expect(await ids({ element: 'metal' })).toEqual([first.id]);
    expect(await ids({ element: 'earth' })).toEqual([second.id]);
    expect(await ids({ element: 'water' })).toEqual([]);
    expect(await ids({ category: 'career' })).toEqual([first.id]);
    expect(await ids({ category: 'love' })).toEqual([]);
    // the notes under one reading (what the note box under a report or a cast shows)
    expect(await ids({ subject: `report:${reportId.toUpperCase()}` })).toEqual([first.id]);
    expect(await ids({ subject: 'cast:789667' })).toEqual([second.id]);
    expect(await ids({ subject: 'cast:999999' })).toEqual([]);
    expect((await listNotes(db, ring, bob, query({ subject: `report:${reportId}` }))).entries).toEqual([]);

    // Bob: no note of Alice's, and none of her reports to write under
    expect((await listNotes(db, ring, bob, query())).entries).toEqual([]);
    for (const change of [{ text: 'mine now' }, { followUp: { text: 'x' } }, { followUpDue: null }] as const) {
      await expect(updateNote(db, ring, { userId: bob, noteId: first.id, change })).rejects.toMatchObject(notFound);
    }
    await expect(deleteNote(db, { userId: bob, noteId: first.id })).rejects.toMatchObject(notFound);
    await expect(createNote(db, ring, { userId: bob, subject: { kind: 'report', id: reportId }, text: 'x' })).rejects.toMatchObject(notFound);
    await expect(deleteNote(db, { userId: alice, noteId: 'not-a-uuid' })).rejects.toBeInstanceOf(ApiError);

    // the cast's follow-up is due 30 days on (the report's was answered); then a date picked
    const due = async (at: string) => (await listNotes(db, ring, alice, query({ due: '1' }), new Date(at))).entries.map((e) => e.id);
    expect(await due('2026-03-31T14:59:00Z')).toEqual([]);
    expect(await due('2026-03-31T15:00:00Z')).toEqual([second.id]); // 2026-04-01 00:00 in Seoul
    await updateNote(db, ring, { userId: alice, noteId: second.id, change: { followUpDue: '2026-05-05' } });
    expect(await due('2026-04-02T00:00:00Z')).toEqual([]);
    await expect(createNote(db, ring, { userId: alice, subject: { kind: 'today', id: '2026-03-03' }, text: 'x', now: new Date('2026-03-02T14:59:00Z') })).rejects.toMatchObject({
      code: 'bad_request',
    });
    expect((await listNotes(db, ring, alice, query())).entries[0]!.followUpDue).toBe('2026-05-05');
    await deleteNote(db, { userId: alice, noteId: first.id });
    expect((await db.query('select 1 from public.journal_follow_ups where note_id = $1', [first.id])).rows).toEqual([]);
    expect((await listNotes(db, ring, alice, query())).entries.map((e) => e.id)).toEqual([second.id]);
    await expect(deleteNote(db, { userId: alice, noteId: first.id })).rejects.toMatchObject(notFound);
  });

  it('pages with a cursor, searches the writer’s own words and follow-ups, filters by hexagram and year', async () => {
    const carol = await insertUser(db, 'j');
    const dave = await insertUser(db, 'j');
    // 2025-12-31 14:59 UTC is 23:59 in Seoul: still 2025
    const lastYear = await createNote(db, ring, { userId: carol, subject: { kind: 'cast', id: '999999' }, text: 'busan, last year', now: new Date('2025-12-31T14:59:00Z') });
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const day = `2026-01-0${i + 1}`;
      ids.push((await createNote(db, ring, { userId: carol, subject: { kind: 'today', id: day }, text: i % 2 ? `Ｂusan ${i}` : `서울 ${i}`, now: new Date(`${day}T03:00:00Z`) })).id);
    }
    await createNote(db, ring, { userId: dave, subject: { kind: 'cast', id: '999999' }, text: 'Busan is Dave’s', now: new Date('2026-01-01T00:00:00Z') });
    await updateNote(db, ring, { userId: carol, noteId: ids[0]!, change: { followUp: { text: '결국 부산으로' } } });

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listNotes(db, ring, carol, query({ limit: '3', ...(cursor ? { cursor } : {}) }));
      expect(page.entries.length).toBeLessThanOrEqual(3);
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.next ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse().concat(lastYear.id));

    // full-width letters and case folded; Dave's note is never searched
    const busan = await listNotes(db, ring, carol, query({ q: 'busan' }));
    expect(busan.entries.map((e) => e.text)).toEqual(['Ｂusan 5', 'Ｂusan 3', 'Ｂusan 1', 'busan, last year']);
    const paged = await listNotes(db, ring, carol, query({ q: 'BUSAN', limit: '2' }));
    expect(paged.entries.map((e) => e.text)).toEqual(['Ｂusan 5', 'Ｂusan 3']);
    expect((await listNotes(db, ring, carol, query({ q: 'busan', limit: '2', cursor: paged.next! }))).entries.map((e) => e.text)).toEqual(['Ｂusan 1', 'busan, last year']);
    expect((await listNotes(db, ring, carol, query({ q: '부산' }))).entries.map((e) => e.id)).toEqual([ids[0]]);
    expect((await listNotes(db, ring, carol, query({ year: '2025' }))).entries.map((e) => e.id)).toEqual([lastYear.id]);
    expect((await listNotes(db, ring, carol, query({ year: '2026', q: 'busan' }))).entries).toHaveLength(3);
    expect((await listNotes(db, ring, carol, query({ hexagram: '1' }))).entries.map((e) => e.id)).toEqual([lastYear.id]);
    await expect(listNotes(db, ring, carol, query({ cursor: 'bm9wZQ' }))).rejects.toMatchObject({ code: 'bad_request' });
  });

  it('sums up a year from the readings and notes, opening no note', async () => {
    const erin = await insertUser(db, 'j');
    await report(erin, { hexagram: 49, lines: [3, 5], category: 'career', at: '2027-02-01T00:00:00Z' });
    await report(erin, { hexagram: 49, lines: [3], category: 'career', at: '2027-06-01T00:00:00Z' });
    await report(erin, { hexagram: 2, lines: [], category: 'love', at: '2027-07-01T00:00:00Z' });
    await report(erin, { hexagram: 1, lines: [1], category: 'love', at: '2026-07-01T00:00:00Z' }); // another year
    const at = new Date('2027-03-01T00:00:00Z');
    // 999999: Heaven, every line changing; noted twice, counted once
    await createNote(db, ring, { userId: erin, subject: { kind: 'cast', id: '999999' }, text: 'a', now: at });
    await createNote(db, ring, { userId: erin, subject: { kind: 'cast', id: '999999' }, text: 'b', now: at });
    await createNote(db, ring, { userId: erin, subject: { kind: 'cast', id: '977777' }, text: 'c', now: at });
    // the notes are sealed with a key the summary never has: it opens nothing
    const summary = await yearSummary(db, erin, 2027);
    expect(summary).toEqual({
      year: 2027,
      entries: 3,
      hexagrams: [
        { id: 1, count: 2 },
        { id: 49, count: 2 },
        { id: 2, count: 1 },
      ],
      // 49 = Fire below, Lake above; 2 = Earth twice; 1 = Heaven twice (two casts)
      elements: { wood: 0, fire: 2, earth: 2, metal: 6, water: 0 },
      categories: { love: 1, career: 2, health: 0, finance: 0, personal: 0, family: 0, decision: 0, general: 0 },
      recurringLines: [
        { hexagram: 1, line: 1, count: 2 },
        { hexagram: 49, line: 3, count: 2 },
      ],
    });
    expect(await yearSummary(db, erin, 2031)).toMatchObject({ entries: 0, hexagrams: [], recurringLines: [] });
  });

  it('exports every note with its reading, as JSON and Markdown', async () => {
    const fay = await insertUser(db, 'j');
    const reportId = await report(fay, { hexagram: 49, lines: [3], category: 'career', at: '2026-05-01T00:00:00Z' });
    await createNote(db, ring, { userId: fay, subject: { kind: 'report', id: reportId }, text: '# 결심\n바꾸기로 했다', now: new Date('2026-05-01T01:00:00Z') });
    const today = await createNote(db, ring, { userId: fay, subject: { kind: 'today', id: '2026-05-02' }, text: 'A quiet day.', now: new Date('2026-05-02T01:00:00Z') });
    await updateNote(db, ring, { userId: fay, noteId: today.id, change: { followUp: { text: 'It stayed quiet.' } } });
    const notes = await exportNotes(db, ring, fay);
    expect(notes.map((n) => [n.text, n.reading.kind, n.reading.hexagram?.number])).toEqual([
      ['A quiet day.', 'today', expect.any(Number)],
      ['# 결심\n바꾸기로 했다', 'report', 49],
    ]);
    expect(notes[1]!.reading).toMatchObject({ lines: [3], report: { kind: 'current_insight', question: 'career: 이사를 가도 될까요?' } });
    const labels: ExportLabels = {
      title: 'Journal',
      exportedAt: (d) => `Downloaded ${d}`,
      empty: 'Nothing',
      subject: { report: 'Report', cast: 'Cast', today: 'Today' },
      product: { current_insight: 'Current Insight', character_insight: 'C', relationship_insight: 'R', plan_insight: 'P', book_insight: 'B' },
      hexagram: (n, name) => `Hexagram ${n}, ${name}`,
      lines: (l) => `Changing lines: ${l}`,
      todayLine: (l) => `Today's line: ${l}`,
      question: 'My question',
      written: (d) => `Written ${d}`,
      edited: (d) => `edited ${d}`,
      followUps: 'What happened next',
      readingGone: 'Gone',
    };
    const md = exportMarkdown(notes, { locale: 'en', labels, now: new Date('2026-06-01T00:00:00Z') });
    expect(md).toContain('# Journal\n\nDownloaded 2026-06-01');
    expect(md).toContain('## 2026-05-01 · Current Insight · Hexagram 49, Revolution 革');
    expect(md).toContain('Changing lines: 3');
    expect(md).toContain('> career: 이사를 가도 될까요?');
    expect(md).toContain('# 결심\n바꾸기로 했다');
    expect(md).toContain('### What happened next\n\n- ');
    expect(md).toContain('It stayed quiet.');
    expect(exportMarkdown([], { locale: 'en', labels, now: new Date() })).toContain('Nothing');
  });
});
