import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/types';
import { badTokensFor, type TestUser } from '@/tests/api/embedded-users';
import { bearer, buy, postJson, withEmbeddedApp } from '@/tests/api/route-harness';
import { POST as SUBMIT_QUIZ } from '../quiz/result/route';
import { DELETE, GET, POST, PUT } from './route';

let db: Db, alice: TestUser, bob: TestUser;
withEmbeddedApp(['drafts-alice', 'drafts-bob'], (app) => ([db, alice, bob] = [app.db, ...app.users]));

const read = (query: Record<string, string>, headers: Record<string, string> = bearer(alice)) =>
  GET(new Request(`http://localhost/api/drafts?${new URLSearchParams(query)}`, { headers }), undefined);
const save = (body: unknown, headers: Record<string, string> = bearer(alice)) => postJson(POST, '/api/drafts', body, headers);
const draftRows = async () => Number((await db.query<{ n: string }>('select count(*) as n from public.report_drafts')).rows[0]!.n);

describe('/api/drafts', () => {
  it('keeps a quiz’s progress for a new session until the answers are submitted', async () => {
    const purchaseId = await buy(alice, 'character_insight');
    expect(await (await read({ purchaseId, kind: 'character_insight' })).json()).toEqual({ draft: null });
    const saved = await save({ purchaseId, kind: 'character_insight', draft: { answers: [3, 1, 4] }, revision: 3 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ saved: true });
    const again = await read({ purchaseId, kind: 'character_insight' });
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(await again.json()).toEqual({ draft: { answers: [3, 1, 4] } });
    // an older save that arrives late changes nothing
    expect(await (await save({ purchaseId, kind: 'character_insight', draft: { answers: [3] }, revision: 1 })).json()).toEqual({ saved: false });

    const submitted = await postJson(SUBMIT_QUIZ, '/api/quiz/result', { purchaseId, quiz: 'character', answers: [3, 1, 4, 1, 0, 2, 2] }, bearer(alice));
    expect(submitted.status).toBe(201);
    expect(await (await read({ purchaseId, kind: 'character_insight' })).json()).toEqual({ draft: null });
    const late = await save({ purchaseId, kind: 'character_insight', draft: { answers: [3, 1, 4, 1] }, revision: 4 });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ error: { code: 'conflict', message: expect.any(String) } });
  });

  it('keeps the question and the plans as typed', async () => {
    const current = await buy(alice, 'current_insight');
    const plan = await buy(alice, 'plan_insight');
    const question = '지금 다니는 회사를 그만두고 이사를 가도 될까요?\n가족은 찬성합니다.';
    const plans = { '2025': '대학원을 마칩니다.', '2026': '', '2027': '스튜디오를 엽니다.' };
    expect((await save({ purchaseId: current, kind: 'current_insight', draft: { question }, revision: Date.now() })).status).toBe(200);
    expect((await save({ purchaseId: plan, kind: 'plan_insight', draft: { plans }, revision: Date.now() })).status).toBe(200);
    expect(await (await read({ purchaseId: current, kind: 'current_insight' })).json()).toEqual({ draft: { question } });
    expect(await (await read({ purchaseId: plan, kind: 'plan_insight' })).json()).toEqual({ draft: { plans } });
  });

  it('never keeps a crisis statement: 422 crisis_support, and the draft kept before is wiped', async () => {
    const current = await buy(alice, 'current_insight');
    const plan = await buy(alice, 'plan_insight');
    expect((await save({ purchaseId: current, kind: 'current_insight', draft: { question: '요즘 너무 힘들어서' }, revision: 1 })).status).toBe(200);
    // a zero-width space inside the word does not hide it
    const refused = await save({ purchaseId: current, kind: 'current_insight', draft: { question: '요즘 너무 힘들어서 죽\u200b고 싶어요' }, revision: 2 });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: { code: 'crisis_support', message: expect.any(String) } });
    expect(await (await read({ purchaseId: current, kind: 'current_insight' })).json()).toEqual({ draft: null });
    const plans = { '2025': '대학원을 마칩니다.', '2026': '自殺', '2027': '' };
    expect((await save({ purchaseId: plan, kind: 'plan_insight', draft: { plans }, revision: 1 })).status).toBe(422);
    expect(await (await read({ purchaseId: plan, kind: 'plan_insight' })).json()).toEqual({ draft: null });
    // distress is kept: the reading goes ahead under a care note
    const tired = await save({ purchaseId: current, kind: 'current_insight', draft: { question: '이제 그만하고 싶어요. 다 지쳤어요' }, revision: 3 });
    expect(tired.status).toBe(200);
  });

  it('answers 400 to bad input and 413 to a huge body, keeping nothing', async () => {
    const purchaseId = await buy(alice, 'book_insight');
    const before = await draftRows();
    const bad: unknown[] = [
      '{oops',
      'null',
      [],
      { purchaseId, kind: 'book_insight', draft: { answers: [0, 9] }, revision: 1 },
      { purchaseId, kind: 'book_insight', draft: { answers: [0, 0, 0, 0, 0, 0] }, revision: 1 },
      { purchaseId, kind: 'book_insight', draft: { question: 'hi' }, revision: 1 },
      { purchaseId, kind: 'book_insight', draft: { answers: [] } },
      { purchaseId, kind: 'book_insight', draft: { answers: [] }, revision: 1, userId: bob.id },
      { purchaseId: 'abc', kind: 'book_insight', draft: { answers: [] }, revision: 1 },
      { purchaseId, kind: 'premium_annual', draft: { answers: [] }, revision: 1 },
      { purchaseId, kind: 'current_insight', draft: { question: 'x'.repeat(2001) }, revision: 1 },
    ];
    for (const body of bad) {
      const response = await save(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
    }
    for (const query of [{}, { purchaseId }, { purchaseId: 'abc', kind: 'book_insight' }, { purchaseId, kind: 'everything' }, { purchaseId, kind: 'book_insight', extra: '1' }]) {
      expect((await read(query as Record<string, string>)).status, JSON.stringify(query)).toBe(400);
    }
    const huge = await save({ purchaseId, kind: 'current_insight', draft: { question: 'x'.repeat(40_000) }, revision: 1 });
    expect(huge.status).toBe(413);
    expect(await draftRows()).toBe(before);
  });

  it('answers 401 without a valid token and 403 to another user’s purchase, the same as to none', async () => {
    const purchaseId = await buy(alice, 'relationship_insight');
    await save({ purchaseId, kind: 'relationship_insight', draft: { answers: [1, 2] }, revision: 1 });
    for (const token of Object.values(await badTokensFor(alice))) {
      expect((await read({ purchaseId, kind: 'relationship_insight' }, bearer(token))).status).toBe(401);
      expect((await save({ purchaseId, kind: 'relationship_insight', draft: { answers: [] }, revision: 9 }, bearer(token))).status).toBe(401);
    }
    expect((await read({ purchaseId, kind: 'relationship_insight' }, {})).status).toBe(401);
    const theirs = await read({ purchaseId, kind: 'relationship_insight' }, bearer(bob));
    const none = await read({ purchaseId: '6f1c1e2a-3b4c-4d5e-8f60-718293a4b5c6', kind: 'relationship_insight' }, bearer(bob));
    expect(theirs.status).toBe(403);
    expect(await theirs.json()).toEqual(await none.json());
    expect((await save({ purchaseId, kind: 'relationship_insight', draft: { answers: [] }, revision: 9 }, bearer(bob))).status).toBe(403);
    expect(await (await read({ purchaseId, kind: 'relationship_insight' })).json()).toEqual({ draft: { answers: [1, 2] } });
  });

  it('serves GET and POST only', async () => {
    expect((await PUT()).status).toBe(405);
    expect((await DELETE()).status).toBe(405);
  });
});
