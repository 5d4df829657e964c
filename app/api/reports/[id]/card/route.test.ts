import { describe, expect, it, vi } from 'vitest';
import { bookQuestions } from '@/content/quizzes/book';
import { characterQuestions } from '@/content/quizzes/character';
import { relationshipQuestions } from '@/content/quizzes/relationship';
import type { Db } from '@/lib/db/types';
import { findPurchase } from '@/lib/purchases/ledger';
import { applyStoreEvent } from '@/lib/purchases/store-events';
import { badTokensFor, type TestUser } from '@/tests/api/embedded-users';
import { bearer, buy, postJson, withEmbeddedApp } from '@/tests/api/route-harness';
import { POST as CURRENT } from '../../../insight/current/route';
import { POST as PLAN } from '../../../insight/plan/route';
import { POST as SUBMIT_QUIZ } from '../../../quiz/result/route';
import { GET, POST } from './route';

let db: Db;
let owner: TestUser;
let stranger: TestUser;
withEmbeddedApp(['card-owner', 'card-stranger'], (app) => {
  db = app.db;
  [owner, stranger] = app.users;
});

const card = (id: string, query = '', headers: Record<string, string> = bearer(owner)) =>
  GET(new Request(`http://localhost/api/reports/${id}/card${query}`, { headers }), { params: Promise.resolve({ id }) });

const png = async (response: Response) => Buffer.from(await response.arrayBuffer());
/** The PNG's width and height, read from its IHDR chunk. */
const dimensions = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

const QUESTION = '지금 하는 일을 정말 사랑하는데 팀장 제안을 받아들여야 할지 고민입니다.';

async function currentReport(user: TestUser): Promise<string> {
  const purchaseId = await buy(user, 'current_insight');
  const response = await postJson(CURRENT, '/api/insight/current', { category: 'career', question: QUESTION, situation: '', purchaseId, locale: 'ko' }, bearer(user));
  expect(response.status).toBe(200);
  return ((await response.json()) as { reportId: string }).reportId;
}

async function quizReport(user: TestUser, quiz: 'character' | 'relationship' | 'book', locale = 'ko'): Promise<string> {
  const purchaseId = await buy(user, `${quiz}_insight`);
  const questions = { character: characterQuestions, relationship: relationshipQuestions, book: bookQuestions }[quiz];
  const answers = questions.map((q, i) => i % q.answers.length);
  const response = await postJson(SUBMIT_QUIZ, '/api/quiz/result', { purchaseId, quiz, answers, locale }, bearer(user));
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { reportId: string }).reportId;
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(await response.json()).toMatchObject({ error: { code, message: expect.any(String) } });
}

describe('GET /api/reports/{id}/card', () => {
  it('gives the owner a 1080 × 1350 PNG of each paid result, in ko and en, kept private', async () => {
    const plan = await buy(owner, 'plan_insight');
    const planned = await postJson(
      PLAN,
      '/api/insight/plan',
      { plan2025: '학위를 마치고 일 년 동안 외국에서 지낼 돈을 모읍니다.', plan2026: '베를린에서 독일어를 배우며 작은 디자인 스튜디오에서 일합니다.', plan2027: '돌아와서 친구 두 명과 스튜디오를 엽니다.', purchaseId: plan, locale: 'ko' },
      bearer(owner),
    );
    expect(planned.status).toBe(200);
    const ids = [
      await currentReport(owner),
      ((await planned.json()) as { reportId: string }).reportId,
      await quizReport(owner, 'character'),
      await quizReport(owner, 'relationship', 'en'),
      await quizReport(owner, 'book'),
    ];
    for (const id of ids) {
      for (const locale of ['ko', 'en']) {
        const response = await card(id, `?locale=${locale}`);
        expect(response.status, `${id} ${locale}`).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/png');
        expect(response.headers.get('cache-control')).toMatch(/^private/);
        const bytes = await png(response);
        expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
        expect(dimensions(bytes)).toEqual({ width: 1080, height: 1350 });
      }
    }
    const saved = await card(ids[2]!, '?download=1');
    expect(saved.headers.get('content-disposition')).toMatch(/^attachment; filename="gyeol-character-\d{4}-\d{2}-\d{2}\.png"$/);
  }, 120_000);

  it('leaves the question off the card unless the owner opts in; with question=1 it is drawn', async () => {
    const id = await currentReport(owner);
    const hidden = await png(await card(id, '?locale=ko&tz=Asia/Seoul'));
    const shown = await png(await card(id, '?locale=ko&tz=Asia/Seoul&question=1'));
    expect(shown.equals(hidden)).toBe(false);
    // whatever the stored question says, the default card is the same picture: it carries none of it
    await db.query(`update public.reports set input = jsonb_set(input, '{question}', to_jsonb($2::text)) where id = $1`, [id, '전혀 다른 질문, 건강과 잠에 관한 것입니다.']);
    expect((await png(await card(id, '?locale=ko&tz=Asia/Seoul'))).equals(hidden)).toBe(true);
    // with the opt-in, the new question changes the picture
    expect((await png(await card(id, '?locale=ko&tz=Asia/Seoul&question=1'))).equals(shown)).toBe(false);
  }, 60_000);

  it('draws with the bundled fonts alone: characters they lack are left out, no font is fetched from the network', async () => {
    const id = await currentReport(owner);
    await db.query(`update public.reports set input = jsonb_set(input, '{question}', to_jsonb($2::text)) where id = $1`, [id, '똠방각하 😀 質問 — what now?']);
    const fetched = vi.fn(() => Promise.reject(new Error('no network for cards')));
    vi.stubGlobal('fetch', fetched);
    try {
      const response = await card(id, '?locale=ko&question=1');
      expect(response.status).toBe(200);
      expect(dimensions(await png(response))).toEqual({ width: 1080, height: 1350 });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(fetched).not.toHaveBeenCalled();
  });

  it('answers 401 without a valid token, 404 to anyone but the owner, 400 for a bad id or query: JSON, never 500', async () => {
    const id = await quizReport(owner, 'book');
    await expectError(await card(id, '', {}), 401, 'unauthorized');
    for (const token of Object.values(await badTokensFor(owner))) await expectError(await card(id, '', bearer(token)), 401, 'unauthorized');
    await expectError(await card(id, '', bearer(stranger)), 404, 'not_found');
    await expectError(await card('00000000-0000-4000-8000-000000000000'), 404, 'not_found');
    for (const bad of ['nope', '1', `${id}x`, "'; drop table reports; --"]) await expectError(await card(bad), 400, 'bad_request');
    for (const query of ['?locale=fr', '?question=yes', '?tz=Mars/Olympus', '?tz=../../etc', '?other=1', '?download=2']) await expectError(await card(id, query), 400, 'bad_request');
    const other = await POST();
    expect(other.status).toBe(405);
  });

  it('answers 403 once the purchase behind the report is refunded', async () => {
    const purchaseId = await buy(owner, 'character_insight');
    const response = await postJson(SUBMIT_QUIZ, '/api/quiz/result', { purchaseId, quiz: 'character', answers: characterQuestions.map(() => 1), locale: 'ko' }, bearer(owner));
    const { reportId } = (await response.json()) as { reportId: string };
    expect((await card(reportId)).status).toBe(200);
    const purchase = await findPurchase(db, purchaseId);
    expect(await applyStoreEvent(db, { store: 'sandbox', notificationId: `card-refund-${purchaseId}`, storeKey: purchase!.storeKey!, event: 'refunded', occurredAt: new Date() })).toBe('applied');
    await expectError(await card(reportId), 403, 'forbidden');
  });
});
