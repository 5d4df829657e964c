import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '@/lib/supabase/public-config';
import { badTokensFor, type TestUser } from '@/tests/api/embedded-users';
import { bearer, postJson, withEmbeddedApp } from '@/tests/api/route-harness';
import { PATCH } from '../../../[id]/route';
import { POST as WRITE } from '../../../route';
import { GET, POST } from './route';

let writer: TestUser, newcomer: TestUser;
withEmbeddedApp(['year-card-writer', 'year-card-newcomer'], (app) => ([writer, newcomer] = app.users));

const thisYear = String(new Date(Date.now() + 9 * 3_600_000).getUTCFullYear());
const card = (year: string, query = '', headers: Record<string, string> = bearer(writer)) =>
  GET(new Request(`http://localhost/api/journal/year/${year}/card${query}`, { headers }), { params: Promise.resolve({ year }) });
const png = async (response: Response) => Buffer.from(await response.arrayBuffer());
/** The PNG's width and height, read from its IHDR chunk. */
const dimensions = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

async function expectCard(response: Response): Promise<Buffer> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const bytes = await png(response);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(dimensions(bytes)).toEqual({ width: 1080, height: 1350 });
  return bytes;
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(await response.json()).toMatchObject({ error: { code, message: expect.any(String) } });
}

describe('GET /api/journal/year/{year}/card', () => {
  it('draws the year as a 1080 × 1350 PNG in ko and en; the note is on it only with notes=1', { timeout: 120_000 }, async () => {
    const written = await postJson(WRITE, '/api/journal', { subject: { kind: 'cast', id: '789667' }, text: '멈춰 서서 부산 일을 다시 보기로. 서두르지 않는다.' }, bearer(writer));
    expect(written.status).toBe(201);
    const { id } = (await written.json()) as { id: string };
    expect((await postJson(WRITE, '/api/journal', { subject: { kind: 'cast', id: '999999' }, text: 'Push on, but gently.' }, bearer(writer))).status).toBe(201);

    const ko = await expectCard(await card(thisYear));
    const en = await expectCard(await card(thisYear, '?locale=en&notes=0'));
    expect(en.equals(ko)).toBe(false);
    const koWithNote = await expectCard(await card(thisYear, '?locale=ko&notes=1'));
    expect(koWithNote.equals(ko)).toBe(false);
    await expectCard(await card(thisYear, '?locale=en&notes=1'));

    // the newest note changes: the card without notes is the very same image, the one with a note is not
    const edited = await postJson(WRITE, '/api/journal', { subject: { kind: 'cast', id: '999999' }, text: 'x' }, bearer(writer));
    expect(edited.status).toBe(201);
    const { id: newest } = (await edited.json()) as { id: string };
    const patch = (noteId: string, text: string) =>
      PATCH(new Request(`http://localhost/api/journal/${noteId}`, { method: 'PATCH', headers: { 'content-type': 'application/json', ...bearer(writer) }, body: JSON.stringify({ text }) }), {
        params: Promise.resolve({ id: noteId }),
      });
    const before = await expectCard(await card(thisYear, '?notes=0'));
    const beforeNote = await expectCard(await card(thisYear, '?notes=1'));
    expect((await patch(newest, '전혀 다른 이야기를 적었다.')).status).toBe(200);
    expect((await patch(id, '첫 기록도 고쳐 썼다.')).status).toBe(200);
    expect((await expectCard(await card(thisYear, '?notes=0'))).equals(before)).toBe(true);
    expect((await expectCard(await card(thisYear, '?notes=1'))).equals(beforeNote)).toBe(false);
  });

  it('reads the session cookie as the page in a browser sends it', { timeout: 60_000 }, async () => {
    const cookie = `${AUTH_COOKIE_NAME}=base64-${Buffer.from(JSON.stringify({ access_token: writer.token })).toString('base64url')}`;
    await expectCard(await card(thisYear, '?locale=ko', { cookie }));
  });

  it('draws a calm card for a year with nothing in it, not a 404', { timeout: 60_000 }, async () => {
    for (const query of ['?locale=ko&notes=1', '?locale=en']) await expectCard(await card('2001', query, bearer(newcomer)));
    await expectCard(await card(thisYear, '', bearer(newcomer)));
  });

  it('answers 401 without a valid session', async () => {
    for (const headers of [{}, ...Object.values(await badTokensFor(writer)).map((token) => bearer(token))]) await expectError(await card(thisYear, '', headers), 401, 'unauthorized');
  });

  it('answers 400 to a year that is not one and to a bad query', async () => {
    for (const year of ['1999', '2201', 'abcd', '20261', '-2026', '2026.0']) await expectError(await card(year), 400, 'bad_request');
    for (const query of ['?locale=fr', '?notes=2', '?notes=true', '?note=1', '?locale=ko&download=1']) await expectError(await card(thisYear, query), 400, 'bad_request');
  });

  it('answers 405 to other methods', () => {
    const response = POST();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });
});
