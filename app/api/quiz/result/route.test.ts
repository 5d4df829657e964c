import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/types';
import { badTokensFor, signUpUser, type TestUser } from '@/tests/api/embedded-users';
import { bearer, buy, postJson, withEmbeddedApp } from '@/tests/api/route-harness';
import { findPurchase } from '@/lib/purchases/ledger';
import { applyStoreEvent } from '@/lib/purchases/store-events';
import { GET as VERIFY } from '../../purchases/verify/route';
import { GET, POST } from './route';

let db: Db, alice: TestUser, bob: TestUser;
withEmbeddedApp(['quiz-alice', 'quiz-bob'], (app) => ([db, alice, bob] = [app.db, ...app.users]));

const submit = (body: unknown, headers: Record<string, string>) => postJson(POST, '/api/quiz/result', body, headers);

function stored(query: Record<string, string>, headers: Record<string, string>) {
  return GET(new Request(`http://localhost/api/quiz/result?${new URLSearchParams(query)}`, { headers }), undefined);
}

const reportCount = async () => Number((await db.query<{ n: string }>('select count(*) as n from public.reports')).rows[0]!.n);

// character answers: question 1 index 0 is wood, 1 fire, 2 earth, 3 metal, 4 water (see content/quizzes/character.ts)
const CHARACTER = [0, 0, 1, 1, 0, 0, 0];

describe('POST /api/quiz/result', () => {
  it('scores the answers on the server and stores them against the purchase: 201', async () => {
    const purchaseId = await buy(alice, 'character_insight');
    const response = await submit({ purchaseId, quiz: 'character', answers: CHARACTER, locale: 'en', dominant: 'water' }, bearer(alice));
    // an extra field (a client's own score) is refused outright
    expect(response.status).toBe(400);

    const ok = await submit({ purchaseId, quiz: 'character', answers: CHARACTER, locale: 'en' }, bearer(alice));
    expect(ok.status).toBe(201);
    const body = await ok.json();
    expect(body).toMatchObject({ quiz: 'character', purchaseId, answers: CHARACTER, stored: true, createdAt: expect.any(String) });
    expect(body.result).toEqual({
      dominant: expect.stringMatching(/^(wood|fire|earth|metal|water)$/),
      percents: expect.any(Object),
      supporting: expect.any(Array),
    });
    const percents = Object.values(body.result.percents as Record<string, number>);
    expect(percents.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(99);
    const { rows } = await db.query('select user_id, kind, locale, input, result, source from public.reports where purchase_id = $1', [purchaseId]);
    expect(rows).toEqual([{ user_id: alice.id, kind: 'character_insight', locale: 'en', input: { answers: CHARACTER }, result: body.result, source: 'local' }]);
  });

  it('scores the Life Book quiz to a reader type with its hexagram', async () => {
    const purchaseId = await buy(alice, 'book_insight');
    // book-1 index 1, book-2 index 2, book-3 index 4, book-4 index 0, book-5 index 3: all growth
    const response = await submit({ purchaseId, quiz: 'book', answers: [1, 2, 4, 0, 3] }, bearer(alice));
    expect(response.status).toBe(201);
    expect((await response.json()).result).toEqual({ dominant: 'growth', hexagramId: 1, hexagram: { name: '乾', kor: expect.any(String), eng: expect.any(String) } });
  });

  it('answers 400 with a clear message to bad answers, and stores nothing', async () => {
    const purchaseId = await buy(alice, 'relationship_insight');
    const before = await reportCount();
    const cases: [unknown, RegExp][] = [
      [{ purchaseId, quiz: 'relationship', answers: [0, 1, 2] }, /expected 8 answers, received 3/],
      [{ purchaseId, quiz: 'relationship', answers: [0, 1, 2, 3, 4, 5, 0, 1] }, /answer 6 must be a whole number from 0 to 4/],
      [{ purchaseId, quiz: 'relationship', answers: [0, 1, 2, 3, 4, 0, 1.5, 1] }, /answer 7/],
      [{ purchaseId, quiz: 'relationship', answers: ['0', 1, 2, 3, 4, 0, 1, 1] }, /answer 1/],
      [{ purchaseId, quiz: 'relationship', answers: 'all of them' }, /list of answer indexes/],
      [{ purchaseId, quiz: 'horoscope', answers: [] }, /quiz/],
      [{ purchaseId: 'not-a-uuid', quiz: 'relationship', answers: [] }, /purchaseId/],
      [{ quiz: 'relationship', answers: [0, 1, 2, 3, 4, 0, 1, 1] }, /purchaseId/],
      ['{oops', /JSON/],
    ];
    for (const [body, message] of cases) {
      const response = await submit(body, bearer(alice));
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('bad_request');
      expect(error.message).toMatch(message);
    }
    expect(await reportCount()).toBe(before);
  });

  it('answers 403 to someone else’s purchase, an unknown purchase and a purchase of another report', async () => {
    const alices = await buy(alice, 'character_insight');
    const current = await buy(bob, 'current_insight');
    const before = await reportCount();
    const cases = [
      { user: bob, body: { purchaseId: alices, quiz: 'character', answers: CHARACTER } },
      { user: bob, body: { purchaseId: '00000000-0000-4000-8000-000000000000', quiz: 'character', answers: CHARACTER } },
      { user: bob, body: { purchaseId: current, quiz: 'character', answers: CHARACTER } },
      { user: alice, body: { purchaseId: alices, quiz: 'book', answers: [0, 0, 0, 0, 0] } },
    ];
    for (const { user, body } of cases) {
      const response = await submit(body, bearer(user));
      expect(response.status, JSON.stringify(body)).toBe(403);
      expect((await response.json()).error.code).toBe('forbidden');
    }
    // the stranger's purchase and a missing one answer alike
    const [stranger, missing] = await Promise.all([
      submit(cases[0]!.body, bearer(bob)).then((r) => r.json()),
      submit(cases[1]!.body, bearer(bob)).then((r) => r.json()),
    ]);
    expect(stranger).toEqual(missing);
    expect(await reportCount()).toBe(before);
  });

  it('keeps one result per purchase: a second submission gets the first result back unchanged', async () => {
    const purchaseId = await buy(alice, 'character_insight');
    const first = await submit({ purchaseId, quiz: 'character', answers: [0, 0, 0, 0, 0, 0, 0] }, bearer(alice));
    expect(first.status).toBe(201);
    const kept = await first.json();
    const second = await submit({ purchaseId, quiz: 'character', answers: [4, 4, 4, 4, 4, 4, 4], locale: 'en' }, bearer(alice));
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(kept);
    const { rows } = await db.query('select input, locale from public.reports where purchase_id = $1', [purchaseId]);
    expect(rows).toEqual([{ input: { answers: [0, 0, 0, 0, 0, 0, 0] }, locale: 'ko' }]);
  });

  it('keeps one result when submissions arrive at once', async () => {
    const purchaseId = await buy(alice, 'relationship_insight');
    const answerSets = [0, 1, 2, 3, 4, 0, 1, 2].map((i) => Array.from({ length: 8 }, () => i));
    const responses = await Promise.all(answerSets.map((answers) => submit({ purchaseId, quiz: 'relationship', answers }, bearer(alice))));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const bodies = await Promise.all(responses.map((r) => r.json()));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    const { rows } = await db.query('select input from public.reports where purchase_id = $1', [purchaseId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({ input: { answers: bodies[0].answers } });
  });

  it('stores each quiz of a premium subscriber as its own report, reopened by reportId for its owner only', async () => {
    const subscription = await buy(bob, 'premium_monthly');
    const before = await reportCount();
    const first = await submit({ purchaseId: subscription, quiz: 'book', answers: [0, 0, 0, 0, 0] }, bearer(bob));
    const second = await submit({ purchaseId: subscription, quiz: 'book', answers: [1, 1, 1, 1, 1] }, bearer(bob));
    expect([first.status, second.status]).toEqual([201, 201]);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as { reportId: string; stored: boolean; result: unknown }[];
    expect(a).toMatchObject({ stored: true, reportId: expect.any(String), result: { dominant: expect.any(String), hexagramId: expect.any(Number) } });
    expect(b!.reportId).not.toBe(a!.reportId);
    expect(await reportCount()).toBe(before + 2);
    const reopened = await GET(new Request(`http://localhost/api/quiz/result?reportId=${a!.reportId}&quiz=book`, { headers: bearer(bob) }), undefined);
    expect(reopened.status).toBe(200);
    expect(await reopened.json()).toMatchObject({ reportId: a!.reportId, result: a!.result });
    const stranger = await GET(new Request(`http://localhost/api/quiz/result?reportId=${a!.reportId}`, { headers: bearer(alice) }), undefined);
    expect(stranger.status).toBe(404);
    const both = await GET(new Request(`http://localhost/api/quiz/result?reportId=${a!.reportId}&purchaseId=${subscription}`, { headers: bearer(bob) }), undefined);
    expect(both.status).toBe(400);
  });

  it('accepts a premium subscriber\'s quiz without a one-off purchase: kept against the subscription', async () => {
    const carol = await signUpUser('quiz-carol');
    const subscription = await buy(carol, 'premium_annual');
    const otherReport = await buy(carol, 'current_insight');
    for (const purchaseId of [otherReport, '00000000-0000-4000-8000-000000000000']) {
      const response = await submit({ purchaseId, quiz: 'character', answers: CHARACTER }, bearer(carol));
      expect(response.status, purchaseId).toBe(201);
      const body = await response.json();
      expect(body).toMatchObject({ quiz: 'character', purchaseId: subscription, stored: true, reportId: expect.any(String) });
      const { rows } = await db.query('select user_id, purchase_id, kind, via_subscription from public.reports where id = $1', [body.reportId]);
      expect(rows).toEqual([{ user_id: carol.id, purchase_id: subscription, kind: 'character_insight', via_subscription: true }]);
    }
  });

  it('on localhost without any credentials (the development bypass) scores without storing', async () => {
    const before = await reportCount();
    const response = await POST(
      new Request('http://localhost/api/quiz/result', {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'localhost:3000' },
        body: JSON.stringify({ quiz: 'character', answers: [4, 4, 4, 4, 4, 4, 4] }),
      }),
      undefined,
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ stored: false, purchaseId: null });
    expect(body.result.percents).toEqual({ wood: expect.any(Number), fire: expect.any(Number), earth: expect.any(Number), metal: expect.any(Number), water: expect.any(Number) });
    expect(await reportCount()).toBe(before);
  });

  it('answers 401 to a missing or bad token', async () => {
    const purchaseId = await buy(alice, 'character_insight');
    const body = { purchaseId, quiz: 'character', answers: CHARACTER };
    // a request from elsewhere than localhost gets no development bypass
    const remote = await POST(
      new Request('http://example.com/api/quiz/result', { method: 'POST', headers: { 'content-type': 'application/json', host: 'example.com' }, body: JSON.stringify(body) }),
      undefined,
    );
    expect(remote.status).toBe(401);
    for (const token of Object.values(await badTokensFor(alice))) {
      const response = await submit(body, bearer(token));
      expect(response.status).toBe(401);
    }
  });

  it('answers 413 to an oversized body, declared or not, and stores nothing', async () => {
    const purchaseId = await buy(alice, 'character_insight');
    const before = await reportCount();
    const huge = JSON.stringify({ purchaseId, quiz: 'character', answers: CHARACTER, locale: 'ko', pad: 'x'.repeat(10_000) });
    const declared = await submit(huge, bearer(alice));
    expect(declared.status).toBe(413);
    expect((await declared.json()).error.code).toBe('payload_too_large');
    const chunk = new TextEncoder().encode('x'.repeat(1024));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const streamed = await POST(
      new Request('http://localhost/api/quiz/result', { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(alice) }, body: stream, duplex: 'half' } as RequestInit),
      undefined,
    );
    expect(streamed.status).toBe(413);
    expect(await reportCount()).toBe(before);
  });
});

describe('GET /api/quiz/result', () => {
  it('gives the stored result to its owner, and 404 to anyone else or before there is one', async () => {
    const purchaseId = await buy(alice, 'book_insight');
    const before = await stored({ purchaseId }, bearer(alice));
    expect(before.status).toBe(404);
    expect((await before.json()).error.code).toBe('not_found');

    const posted = await (await submit({ purchaseId, quiz: 'book', answers: [2, 3, 1, 3, 0] }, bearer(alice))).json();
    const mine = await stored({ purchaseId, quiz: 'book' }, bearer(alice));
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual(posted);
    expect((await stored({ purchaseId, quiz: 'character' }, bearer(alice))).status).toBe(404);
    expect((await stored({ purchaseId }, bearer(bob))).status).toBe(404);
  });

  it('answers 400 to a malformed id and 401 without a token', async () => {
    expect((await stored({ purchaseId: 'nope' }, bearer(alice))).status).toBe(400);
    expect((await stored({}, bearer(alice))).status).toBe(400);
    expect((await stored({ purchaseId: '00000000-0000-4000-8000-000000000000' }, {})).status).toBe(401);
  });
});

describe('a refunded purchase', () => {
  it('closes its stored result and takes no new answers: 403 with the refund message', async () => {
    const purchaseId = await buy(alice, 'character_insight');
    expect((await submit({ purchaseId, quiz: 'character', answers: CHARACTER, locale: 'en' }, bearer(alice))).status).toBe(201);
    expect((await stored({ purchaseId }, bearer(alice))).status).toBe(200);

    const purchase = await findPurchase(db, purchaseId);
    expect(await applyStoreEvent(db, { store: 'sandbox', notificationId: `refund-${purchaseId}`, storeKey: purchase!.storeKey!, event: 'refunded', occurredAt: new Date() })).toBe('applied');

    const read = await stored({ purchaseId }, bearer(alice));
    expect(read.status).toBe(403);
    expect((await read.json()).error.message).toMatch(/refunded or revoked/);
    const again = await submit({ purchaseId, quiz: 'character', answers: CHARACTER, locale: 'en' }, bearer(alice));
    expect(again.status).toBe(403);
  });
});

describe('a refunded or revoked purchase, reopened by ?reportId=', () => {
  const withdraw = async (purchaseId: string, event: 'refunded' | 'revoked') => {
    const purchase = await findPurchase(db, purchaseId);
    expect(await applyStoreEvent(db, { store: 'sandbox', notificationId: `${event}-${purchaseId}`, storeKey: purchase!.storeKey!, event, occurredAt: new Date() })).toBe('applied');
  };
  const verify = async (user: TestUser, reportId: string) =>
    (await VERIFY(new Request(`http://localhost/api/purchases/verify?product=character_insight&reportId=${reportId}`, { headers: bearer(user) }), undefined)).json();

  for (const event of ['refunded', 'revoked'] as const) {
    it(`closes a one-off purchase's stored result when ${event}: 403 with the refund message, verify says purchase_refunded`, async () => {
      const owner = await signUpUser(`quiz-${event}-once`);
      const purchaseId = await buy(owner, 'character_insight');
      const { reportId } = await (await submit({ purchaseId, quiz: 'character', answers: CHARACTER }, bearer(owner))).json();
      expect((await stored({ reportId }, bearer(owner))).status).toBe(200);
      expect(await verify(owner, reportId)).toMatchObject({ hasAccess: true });

      await withdraw(purchaseId, event);
      const read = await stored({ reportId, quiz: 'character' }, bearer(owner));
      expect(read.status).toBe(403);
      const { error } = await read.json();
      expect(error).toEqual({ code: 'forbidden', message: expect.stringMatching(/refunded or revoked/) });
      expect(await verify(owner, reportId)).toMatchObject({ hasAccess: false, reason: 'purchase_refunded' });
      // a premium subscription bought since does not reopen the withdrawn purchase's reading
      await buy(owner, 'premium_monthly');
      expect((await stored({ reportId }, bearer(owner))).status).toBe(403);
      expect(await verify(owner, reportId)).toMatchObject({ hasAccess: false, reason: 'purchase_refunded' });
    });

    it(`closes a reading stored under a subscription when the subscription is ${event}`, async () => {
      const owner = await signUpUser(`quiz-${event}-sub`);
      const subscription = await buy(owner, 'premium_annual');
      const { reportId } = await (await submit({ purchaseId: subscription, quiz: 'character', answers: CHARACTER }, bearer(owner))).json();
      expect((await stored({ reportId }, bearer(owner))).status).toBe(200);
      await withdraw(subscription, event);
      const read = await stored({ reportId }, bearer(owner));
      expect(read.status).toBe(403);
      expect((await read.json()).error.message).toMatch(/refunded or revoked/);
      expect(await verify(owner, reportId)).toMatchObject({ hasAccess: false, reason: 'purchase_refunded' });
      // still mine to be refused: a stranger hears 404, as for any report not theirs
      expect((await stored({ reportId }, bearer(bob))).status).toBe(404);
    });
  }
});
