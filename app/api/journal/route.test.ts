import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '@/lib/db/types';
import { AUTH_COOKIE_NAME } from '@/lib/supabase/public-config';
import { badTokensFor, type TestUser } from '@/tests/api/embedded-users';
import { bearer, buy, postJson, withEmbeddedApp } from '@/tests/api/route-harness';
import { DELETE as DELETE_ACCOUNT } from '../account/route';
import { DELETE as DELETE_NOTE, GET as NOTE_GET, PATCH } from './[id]/route';
import { GET as EXPORT } from './export/route';
import { GET as YEAR } from './year/[year]/route';
import { GET, POST, PUT } from './route';

let db: Db, alice: TestUser, bob: TestUser, carol: TestUser, dan: TestUser;
withEmbeddedApp(['journal-alice', 'journal-bob', 'journal-carol', 'journal-dan'], (app) => ([db, alice, bob, carol, dan] = [app.db, ...app.users]));

type Json = Record<string, unknown>;
const write = (body: unknown, headers: Record<string, string> = bearer(alice)) => postJson(POST, '/api/journal', body, headers);
const list = (query: Record<string, string> = {}, headers: Record<string, string> = bearer(alice)) =>
  GET(new Request(`http://localhost/api/journal?${new URLSearchParams(query)}`, { headers }), undefined);
const note = (id: string) => ({ params: Promise.resolve({ id }) });
const patch = (id: string, body: unknown, headers: Record<string, string> = bearer(alice)) =>
  PATCH(
    new Request(`http://localhost/api/journal/${id}`, { method: 'PATCH', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) }),
    note(id),
  );
const remove = (id: string, headers: Record<string, string> = bearer(alice)) => DELETE_NOTE(new Request(`http://localhost/api/journal/${id}`, { method: 'DELETE', headers }), note(id));
const year = (value: string, headers: Record<string, string> = bearer(alice)) =>
  YEAR(new Request(`http://localhost/api/journal/year/${value}`, { headers }), { params: Promise.resolve({ year: value }) });
const exported = (query: Record<string, string>, headers: Record<string, string> = bearer(alice)) =>
  EXPORT(new Request(`http://localhost/api/journal/export?${new URLSearchParams(query)}`, { headers }), undefined);
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;
const noteRows = async () => Number((await db.query<{ n: string }>('select count(*) as n from public.journal_notes')).rows[0]!.n);

/** A stored Current Insight of the user (hexagram 49, line 3 changing). */
async function storedReport(user: TestUser): Promise<string> {
  const purchaseId = await buy(user, 'current_insight');
  const { rows } = await db.query<{ id: string }>(
    `insert into public.reports (user_id, purchase_id, kind, locale, input, result, source)
     values ($1, $2, 'current_insight', 'ko', '{"category": "career", "question": "이직해도 될까요?"}', '{"hexagram_id": 49, "changing_lines": [3]}', 'local') returning id`,
    [user.id, purchaseId],
  );
  return rows[0]!.id;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/api/journal', () => {
  it('writes a note under a report and a cast, edits it, follows it up, finds it, sums up the year, exports and deletes it; nothing leaves the server', async () => {
    const reportId = await storedReport(alice);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const created = await write({ subject: { kind: 'report', id: reportId }, text: '제안을 받아들일지 고민 중이다.' });
    expect(created.status).toBe(201);
    const { id, care } = (await created.json()) as { id: string; care: null };
    expect(care).toBeNull();
    const cast = await write({ subject: { kind: 'cast', id: '789667' }, text: 'Keep still, then act.' });
    expect(cast.status).toBe(201);

    const edited = await patch(id, { text: '제안을 받아들이기로 했다.' });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toEqual({ care: null });
    expect((await patch(id, { followUp: { text: '한 달 뒤: 새 일을 시작했다' } })).status).toBe(200);
    expect((await patch(id, { followUpDue: '2027-01-15' })).status).toBe(200);

    const page = await list();
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    const { entries, next } = (await page.json()) as { entries: Json[]; next: string | null };
    expect(next).toBeNull();
    expect(entries.map((e) => e.subject)).toEqual([
      { kind: 'cast', id: '789667' },
      { kind: 'report', id: reportId },
    ]);
    expect(entries[1]).toMatchObject({ id, hexagram: 49, text: '제안을 받아들이기로 했다.', followUps: [{ text: '한 달 뒤: 새 일을 시작했다' }], followUpDue: '2027-01-15' });
    expect(Object.keys(entries[1]!).sort()).toEqual(['createdAt', 'followUpDue', 'followUps', 'hexagram', 'id', 'subject', 'text', 'updatedAt']);
    const found = (await (await list({ q: '새 일' })).json()) as { entries: Json[] };
    expect(found.entries.map((e) => e.id)).toEqual([id]);
    expect(((await (await list({ hexagram: '22' })).json()) as { entries: Json[] }).entries.map((e) => e.text)).toEqual(['Keep still, then act.']);

    const thisYear = String(new Date(Date.now() + 9 * 3_600_000).getUTCFullYear());
    const summary = await year(thisYear);
    expect(summary.status).toBe(200);
    expect(await summary.json()).toMatchObject({ entries: 2, hexagrams: expect.arrayContaining([{ id: 49, count: 1 }, { id: 22, count: 1 }]), categories: { career: 1 } });

    const json = await exported({ format: 'json' });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toMatch(/^attachment; filename="gyeol-journal-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = (await json.json()) as { notes: { text: string; reading: Json }[] };
    expect(data.notes.map((n) => [n.text, n.reading.kind])).toEqual([
      ['Keep still, then act.', 'cast'],
      ['제안을 받아들이기로 했다.', 'report'],
    ]);
    const md = await exported({ format: 'md' });
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const text = await md.text();
    expect(text).toContain('# 나의 주역 일기');
    expect(text).toContain('지금 내 고민 풀이 · 제49괘');
    expect(text).toContain('> 이직해도 될까요?');
    expect(text).toContain('### 그 뒤의 이야기');
    expect(await (await exported({ format: 'md', locale: 'en' })).text()).toContain('# My I Ching journal');

    const deleted = await remove(id);
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect((await remove(id)).status).toBe(404);
    // no request left the process: the notes go to no cloud API or AI provider
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps a note whatever it says, and tells the page which care to show beside it', async () => {
    const crisis = await write({ subject: { kind: 'today', id: '2026-11-28' }, text: '요즘 너무 힘들어서 죽\u200b고 싶어요' });
    expect(crisis.status).toBe(201);
    const { id, care } = (await crisis.json()) as { id: string; care: string };
    expect(care).toBe('crisis');
    expect(await (await patch(id, { followUp: { text: '이제 그만하고 싶어요. 다 지쳤어요' } })).json()).toEqual({ care: 'distress' });
    const kept = (await (await list({ q: '힘들어서' })).json()) as { entries: Json[] };
    expect(kept.entries.map((e) => e.id)).toEqual([id]);
  });

  it('answers 404 to another person’s note or report, the same as to none, and changes nothing', async () => {
    const reportId = await storedReport(alice);
    const { id } = (await (await write({ subject: { kind: 'report', id: reportId }, text: 'only mine' })).json()) as { id: string };
    const none = '6f1c1e2a-3b4c-4d5e-8f60-718293a4b5c6';
    for (const target of [id, none, 'not-a-uuid']) {
      const responses = [await patch(target, { text: 'taken' }, bearer(bob)), await patch(target, { followUp: { text: 'x' } }, bearer(bob)), await remove(target, bearer(bob))];
      for (const response of responses) {
        expect(response.status, target).toBe(404);
        expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'There is no such note.' } });
      }
    }
    const theirs = await write({ subject: { kind: 'report', id: reportId }, text: 'under her report' }, bearer(bob));
    expect(theirs.status).toBe(404);
    expect(await errorOf(theirs)).toBe('not_found');
    expect(((await (await list({}, bearer(bob))).json()) as { entries: Json[] }).entries).toEqual([]);
    expect(((await (await exported({}, bearer(bob))).json()) as { notes: Json[] }).notes).toEqual([]);
    const mine = (await (await list({ q: 'only mine' })).json()) as { entries: Json[] };
    expect(mine.entries.map((e) => e.text)).toEqual(['only mine']);
  });

  it('answers 401 without a valid session, to every route', async () => {
    const { id } = (await (await write({ subject: { kind: 'cast', id: '999999' }, text: 'x' })).json()) as { id: string };
    const before = await noteRows();
    for (const headers of [{}, ...Object.values(await badTokensFor(alice)).map((token) => bearer(token))]) {
      const responses = [
        await write({ subject: { kind: 'cast', id: '999999' }, text: 'x' }, headers),
        await list({}, headers),
        await patch(id, { text: 'y' }, headers),
        await remove(id, headers),
        await year('2026', headers),
        await exported({}, headers),
      ];
      for (const response of responses) {
        expect(response.status).toBe(401);
        expect(await errorOf(response)).toBe('unauthorized');
      }
    }
    expect(await noteRows()).toBe(before);
  });

  it('deletes a note only with a live session: a token kept after signing out reads but cannot delete', async () => {
    const { id } = (await (await write({ subject: { kind: 'cast', id: '999999' }, text: 'keep me' }, bearer(dan))).json()) as { id: string };
    await db.query('delete from auth.sessions where user_id = $1', [dan.id]);
    const refused = await remove(id, bearer(dan));
    expect(refused.status).toBe(401);
    expect(await errorOf(refused)).toBe('unauthorized');
    expect(((await (await list({}, bearer(dan))).json()) as { entries: Json[] }).entries.map((e) => e.id)).toEqual([id]);
  });

  it('refuses a cookie-authenticated write from another site: 403, nothing stored', async () => {
    const cookie = `${AUTH_COOKIE_NAME}=base64-${Buffer.from(JSON.stringify({ access_token: alice.token })).toString('base64url')}`;
    const before = await noteRows();
    const body = { subject: { kind: 'cast', id: '999999' }, text: 'forged' };
    for (const headers of [{ cookie }, { cookie, origin: 'https://evil.example' }, { cookie, 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const response = await write(body, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await errorOf(response)).toBe('forbidden');
    }
    expect(await noteRows()).toBe(before);
    expect((await write(body, { cookie, 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    expect((await list({}, { cookie })).status).toBe(200);
  });

  it('answers 400 to bad input and 413 to an oversized note, keeping nothing', async () => {
    const { id } = (await (await write({ subject: { kind: 'cast', id: '999999' }, text: 'x' })).json()) as { id: string };
    const before = await noteRows();
    const bad: unknown[] = [
      '{oops',
      'null',
      [],
      {},
      { subject: { kind: 'cast', id: '999999' } },
      { subject: { kind: 'cast', id: '999999' }, text: '' },
      { subject: { kind: 'cast', id: '999999' }, text: '   ' },
      { subject: { kind: 'cast', id: '999999' }, text: 42 },
      { subject: { kind: 'cast', id: '999999' }, text: 'a\u0000b' },
      { subject: { kind: 'cast', id: '123456' }, text: 'x' },
      { subject: { kind: 'today', id: '2026-02-30' }, text: 'x' },
      { subject: { kind: 'today', id: '2999-01-01' }, text: 'x' },
      { subject: { kind: 'report', id: 'abc' }, text: 'x' },
      { subject: { kind: 'quiz', id: '1' }, text: 'x' },
      { subject: { kind: 'cast', id: '999999', extra: 1 }, text: 'x' },
      { subject: { kind: 'cast', id: '999999' }, text: 'x', userId: bob.id },
      { subject: { kind: 'cast', id: '999999' }, text: 'x', followUpDue: 'tomorrow' },
    ];
    for (const body of bad) {
      const response = await write(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(response)).toBe('bad_request');
    }
    for (const body of ['{', {}, { text: '' }, { text: 'x', followUp: { text: 'y' } }, { followUp: { text: '' } }, { followUp: 'y' }, { followUpDue: '2026-13-01' }]) {
      expect((await patch(id, body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const query of [{ hexagram: '65' }, { hexagram: 'x' }, { year: '1999' }, { limit: '0' }, { cursor: 'bm9wZQ' }, { element: 'air' }, { category: 'fame' }, { due: 'yes' }, { subject: 'cast' }, { subject: 'cast:123456' }, { subject: 'quiz:1' }, { subject: 'report:abc' }, { other: '1' }] as Record<string, string>[]) {
      expect((await list(query)).status, JSON.stringify(query)).toBe(400);
    }
    for (const value of ['20x6', '1999', '99999', '2026.5']) expect((await year(value)).status, value).toBe(400);
    for (const query of [{ format: 'pdf' }, { locale: 'fr' }, { other: '1' }] as Record<string, string>[]) expect((await exported(query)).status, JSON.stringify(query)).toBe(400);

    // 10,000 characters fit (emoji count as one each); one more is 413, and so is a huge body
    expect((await write({ subject: { kind: 'cast', id: '999999' }, text: '😀'.repeat(10_000) })).status).toBe(201);
    for (const response of [
      await write({ subject: { kind: 'cast', id: '999999' }, text: '가'.repeat(10_001) }),
      await patch(id, { text: 'x'.repeat(10_001) }),
      await patch(id, { followUp: { text: 'x'.repeat(10_001) } }),
      await write({ subject: { kind: 'cast', id: '999999' }, text: 'x'.repeat(60_000) }),
    ]) {
      expect(response.status).toBe(413);
      expect(await errorOf(response)).toBe('payload_too_large');
    }
    expect(await noteRows()).toBe(before + 1);
  });

  it('deletes every note and follow-up with the account', async () => {
    const reportId = await storedReport(carol);
    const { id } = (await (await write({ subject: { kind: 'report', id: reportId }, text: 'mine' }, bearer(carol))).json()) as { id: string };
    await patch(id, { followUp: { text: 'later' } }, bearer(carol));
    await write({ subject: { kind: 'today', id: '2026-11-28' }, text: 'today' }, bearer(carol));
    const response = await DELETE_ACCOUNT(new Request('http://localhost/api/account', { method: 'DELETE', headers: bearer(carol) }), undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ deleted: true, notesDeleted: 2 });
    expect((await db.query('select 1 from public.journal_notes where user_id = $1', [carol.id])).rows).toEqual([]);
    expect((await db.query('select 1 from public.journal_follow_ups where note_id = $1', [id])).rows).toEqual([]);
    expect(await noteRows()).toBeGreaterThan(0); // the others' notes stay
  });

  it('answers 405 to the methods a route does not serve', async () => {
    expect((await PUT()).status).toBe(405);
    expect((await NOTE_GET()).status).toBe(405);
  });
});
