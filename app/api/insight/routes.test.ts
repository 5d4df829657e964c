import { describe, expect, it } from 'vitest';
import { INSIGHT_BODY_MAX_BYTES, INSIGHT_CHECK_RATE_LIMIT } from '@/lib/insight/constants';
import { SUBSCRIPTION_DAILY_REPORT_LIMIT } from '@/lib/reports/constants';
import type { Db } from '@/lib/db/types';
import { currentInsightResultSchema, planInsightResultSchema } from '@/lib/insight/schemas';
import { planFirstYear } from '@/lib/insight/plan-years';
import { badTokensFor, signUpUser, type TestUser } from '@/tests/api/embedded-users';
import { bearer, buy, postJson, withEmbeddedApp } from '@/tests/api/route-harness';
import { findPurchase } from '@/lib/purchases/ledger';
import { applyStoreEvent } from '@/lib/purchases/store-events';
import { GET as VERIFY } from '../purchases/verify/route';
import { GET as LIST } from '../reports/route';
import { POST as CHECK } from './current/check/route';
import { POST as CURRENT } from './current/route';
import { POST as PLAN } from './plan/route';
import { GET as REPORT } from './report/route';

let db: Db, alice: TestUser, bob: TestUser;
withEmbeddedApp(['alice', 'bob'], (app) => ([db, alice, bob] = [app.db, ...app.users]));

const check = (body: unknown, headers: Record<string, string> = bearer(alice)) => postJson(CHECK, '/api/insight/current/check', body, headers);
const current = (body: unknown, headers: Record<string, string> = bearer(alice)) => postJson(CURRENT, '/api/insight/current', body, headers);
const plan = (body: unknown, headers: Record<string, string> = bearer(alice)) => postJson(PLAN, '/api/insight/plan', body, headers);
const report = (query: Record<string, string>, user: TestUser = alice) =>
  REPORT(new Request(`http://localhost/api/insight/report?${new URLSearchParams(query)}`, { headers: bearer(user) }), undefined);

const reportCount = async () => Number((await db.query<{ n: string }>('select count(*) as n from public.reports')).rows[0]!.n);
const question = {
  category: 'career',
  question: 'I have been offered a job in another city and cannot decide whether to leave my team.',
  situation: 'You are weighing a job offer in another city against the team you have now.',
};
const plans = {
  plan2025: 'Finish my degree and save enough money for a year abroad.',
  plan2026: 'Live in Berlin, learn German and work at a small design studio.',
  plan2027: 'Come home and open my own studio with two friends.',
};

describe('POST /api/insight/current/check', () => {
  it('answers valid with a category and a restated situation in the page locale', async () => {
    const response = await check({ userInput: '이직 제안을 받았는데 지금 팀을 떠나야 할지 고민입니다. 연봉은 오르지만 불안해요.', locale: 'ko' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ valid: true, category: 'career' });
    expect(body.situation).toMatch(/[가-힣]/);
  });

  it('answers valid: false with a helpful situation for meaningless input, in English by Accept-Language', async () => {
    const response = await check({ userInput: 'asdf qwer' }, { ...bearer(alice), 'accept-language': 'en-US,en;q=0.9' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.valid).toBe(false);
    expect(body.situation).toMatch(/[a-z]{3}/);
    expect(body.situation).not.toMatch(/[가-힣]/);
  });

  it('requires a verified user: 401 without or with a bad token', async () => {
    expect((await check({ userInput: 'anything at all' }, {})).status).toBe(401);
    for (const token of Object.values(await badTokensFor(alice))) {
      const response = await check({ userInput: 'anything at all' }, bearer(token));
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe('unauthorized');
    }
  });

  it('answers 400 to malformed bodies and 413 to oversized ones', async () => {
    const bad = ['{oops', {}, { userInput: '' }, { userInput: '   ' }, { userInput: 42 }, { userInput: 'x'.repeat(2001) }, { userInput: 'fine question here', locale: 'fr' }, { userInput: 'fine', extra: 1 }];
    for (const body of bad) {
      const response = await check(body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect((await response.json()).error.code).toBe('bad_request');
    }
    const huge = await check({ userInput: 'x'.repeat(INSIGHT_BODY_MAX_BYTES) });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toMatchObject({ code: 'payload_too_large', message: expect.stringContaining(String(INSIGHT_BODY_MAX_BYTES)) });
    // a Content-Length over the limit is refused before the body is read
    const declared = await check('{}', { ...bearer(alice), 'content-length': String(INSIGHT_BODY_MAX_BYTES + 1) });
    expect(declared.status).toBe(413);
  });

  it('limits checks per user: 429 with Retry-After, other users unaffected', async () => {
    const carol = await signUpUser('carol');
    for (let i = 0; i < INSIGHT_CHECK_RATE_LIMIT.max; i++) expect((await check({ userInput: `Should I move to Busan this year? attempt ${i}` }, bearer(carol))).status).toBe(200);
    const refused = await check({ userInput: 'Should I move to Busan this year?' }, bearer(carol));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe('rate_limited');
    expect((await check({ userInput: 'Should I move to Busan this year?' }, bearer(bob))).status).toBe(200);
  });
});

describe('POST /api/insight/current', () => {
  it('generates the report once per purchase and stores it; a second call answers the stored one', async () => {
    const purchaseId = await buy(alice, 'current_insight');
    const before = await reportCount();
    const first = await current({ ...question, purchaseId, locale: 'en' });
    expect(first.status).toBe(200);
    const body = await first.json();
    const { source, stored, reportId, createdAt, careNote, ...result } = body;
    expect(careNote).toBe(false); // an ordinary question: no care note above the reading
    expect(reportId).toEqual(expect.any(String));
    expect(new Date(createdAt).toISOString()).toBe(createdAt);
    expect(currentInsightResultSchema.parse(result)).toEqual(result);
    expect(source).toBe('local');
    expect(stored).toBe(true);
    // English prose (the hexagram's Korean name may stand in parentheses)
    expect(result.situation.replace(/\([^)]*\)/g, '')).not.toMatch(/[가-힣]/);

    // another question and another locale for the same purchase: still the first report
    const again = await current({ ...question, question: 'Something else entirely, about my health and sleep.', purchaseId, locale: 'ko' });
    expect(await again.json()).toEqual(body);
    expect(await reportCount()).toBe(before + 1);
    const { rows } = await db.query('select user_id, kind, locale, input, source from public.reports where purchase_id = $1', [purchaseId]);
    expect(rows).toEqual([{ user_id: alice.id, kind: 'current_insight', locale: 'en', input: question, source: 'local' }]);
  });

  it('under concurrent requests writes exactly one row and everyone gets the same report', async () => {
    const purchaseId = await buy(alice, 'current_insight');
    const before = await reportCount();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => current({ ...question, question: `${question.question} (${i})`, purchaseId })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await reportCount()).toBe(before + 1);
  });

  it('refuses someone else’s purchase, another product and an unknown purchase: 403, storing nothing', async () => {
    const bobs = await buy(bob, 'current_insight');
    const alicesPlan = await buy(alice, 'plan_insight');
    const before = await reportCount();
    const cases: [string, string][] = [
      [bobs, 'No valid purchase found'],
      [alicesPlan, 'This purchase is for a different report.'],
      ['0b0f7a64-3f5e-4a55-9a3c-5d8f2f3c1a11', 'No valid purchase found'],
    ];
    for (const [purchaseId, message] of cases) {
      const response = await current({ ...question, purchaseId });
      expect(response.status).toBe(403);
      expect((await response.json()).error).toEqual({ code: 'forbidden', message });
    }
    expect(await reportCount()).toBe(before);
  });

  it('answers 400 to bad fields, 401 without a user and 413 to a huge body, storing nothing', async () => {
    const purchaseId = await buy(alice, 'current_insight');
    const before = await reportCount();
    const bad = [
      { ...question, purchaseId, category: 'astrology' },
      { ...question, purchaseId: 'not-a-uuid' },
      { ...question, purchaseId, question: '' },
      { ...question, purchaseId, question: 'x'.repeat(2001) },
      { ...question, purchaseId, situation: 'x'.repeat(2001) },
      { category: 'love', purchaseId },
      '[]',
    ];
    for (const body of bad) expect((await current(body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    expect((await current({ ...question, purchaseId }, {})).status).toBe(401);
    expect((await current({ ...question, purchaseId, situation: 'y'.repeat(INSIGHT_BODY_MAX_BYTES) })).status).toBe(413);
    expect(await reportCount()).toBe(before);
  });

  it('stores each reading under a premium subscription as its own report: listed, reopened by reportId, the owner only', async () => {
    const dana = await signUpUser('dana');
    const stranger = await signUpUser('stranger');
    const subscription = await buy(dana, 'premium_monthly');
    const before = await reportCount();
    const answers = [];
    for (const q of [question, { ...question, question: 'Should I tell my sister that I am moving away next spring?' }]) {
      const response = await current({ ...q, purchaseId: subscription }, bearer(dana));
      expect(response.status).toBe(200);
      answers.push((await response.json()) as { stored: boolean; reportId: string; hexagram_id: number });
    }
    expect(answers.map((a) => a.stored)).toEqual([true, true]);
    expect(answers[0]!.reportId).not.toBe(answers[1]!.reportId);
    expect(await reportCount()).toBe(before + 2);

    const listed = await LIST(new Request('http://localhost/api/reports', { headers: bearer(dana) }), undefined);
    expect(listed.status).toBe(200);
    const page = (await listed.json()) as { reports: { id: string; kind: string; title: string; hexagram: { number: number } | null }[]; nextCursor: string | null };
    expect(page.reports.map((r) => r.id)).toEqual([answers[1]!.reportId, answers[0]!.reportId]);
    expect(page.reports[1]).toMatchObject({ kind: 'current_insight', title: question.question.slice(0, 59).trimEnd() + '…', hexagram: { number: answers[0]!.hexagram_id } });
    expect(page.nextCursor).toBeNull();

    for (const a of answers) {
      const reopened = await report({ reportId: a.reportId, product: 'current_insight' }, dana);
      expect(reopened.status).toBe(200);
      expect(await reopened.json()).toMatchObject({ id: a.reportId, kind: 'current_insight', result: { hexagram_id: a.hexagram_id } });
      const access = await VERIFY(new Request(`http://localhost/api/purchases/verify?product=current_insight&reportId=${a.reportId}`, { headers: bearer(dana) }), undefined);
      expect(await access.json()).toMatchObject({ hasAccess: true, via: 'subscription', reportId: a.reportId, purchaseId: subscription });
      // a stranger: the same answers as for a report that does not exist
      expect((await report({ reportId: a.reportId }, stranger)).status).toBe(404);
      const refused = await VERIFY(new Request(`http://localhost/api/purchases/verify?product=current_insight&reportId=${a.reportId}`, { headers: bearer(stranger) }), undefined);
      expect(await refused.json()).toMatchObject({ hasAccess: false, reason: 'no_purchase' });
    }
    // the subscription's id opens no stored report by purchase: a subscriber starts a new reading there
    expect((await report({ purchaseId: subscription }, dana)).status).toBe(404);
    const none = await LIST(new Request('http://localhost/api/reports', { headers: bearer(stranger) }), undefined);
    expect(await none.json()).toEqual({ reports: [], nextCursor: null, unused: [] });
  });

  it('answers 429 fair_use_limit, storing nothing, once a subscriber’s readings for today are used up', async () => {
    const erin = await signUpUser('erin');
    const subscription = await buy(erin, 'premium_monthly');
    await db.query(`insert into public.report_usage (user_id, day, used) values ($1, $2::date, $3)`, [erin.id, new Date().toISOString().slice(0, 10), SUBSCRIPTION_DAILY_REPORT_LIMIT]);
    const before = await reportCount();
    const response = await current({ ...question, purchaseId: subscription }, bearer(erin));
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ error: { code: 'fair_use_limit' } });
    expect(await reportCount()).toBe(before);
  });
});

describe('POST /api/insight/plan and GET /api/insight/report', () => {
  it('generates the plan report once, and GET reads it back for its owner only', async () => {
    const purchaseId = await buy(alice, 'plan_insight');
    expect((await report({ purchaseId })).status).toBe(404);

    const responses = await Promise.all([plan({ ...plans, purchaseId, locale: 'ko' }), plan({ ...plans, purchaseId, locale: 'ko' })]);
    const [first, second] = await Promise.all(responses.map((r) => r.json()));
    expect(second).toEqual(first);
    const { source, stored, reportId, createdAt, firstYear, careNote, ...result } = first;
    expect(careNote).toBe(false);
    expect(reportId).toEqual(expect.any(String));
    // no firstYear in the body: the server's own year rule (Asia/Seoul)
    expect(firstYear).toBe(planFirstYear());
    expect(planInsightResultSchema.parse(result)).toEqual(result);
    expect([source, stored]).toEqual(['local', true]);
    expect(result.overall_theme).toMatch(/[가-힣]/);

    const read = await report({ purchaseId, product: 'plan_insight' });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ id: reportId, kind: 'plan_insight', locale: 'ko', input: { ...plans, firstYear }, result, source: 'local', createdAt, careNote: false });
    // another user, the wrong product, a malformed id
    expect((await report({ purchaseId }, bob)).status).toBe(404);
    expect((await report({ purchaseId, product: 'current_insight' })).status).toBe(404);
    expect((await report({ purchaseId: 'nope' })).status).toBe(400);
  });

  it('keeps the first year the form showed (plan2025 is its plan), and refuses one far from now', async () => {
    const purchaseId = await buy(alice, 'plan_insight');
    const shown = planFirstYear() + 1;
    expect((await plan({ ...plans, purchaseId, firstYear: planFirstYear() + 2 })).status).toBe(400);
    expect((await plan({ ...plans, purchaseId, firstYear: String(shown) })).status).toBe(400);
    const answer = await plan({ ...plans, purchaseId, locale: 'en', firstYear: shown });
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body.firstYear).toBe(shown);
    expect(body.journey_analysis['2025']).toMatch(new RegExp(`^For ${shown} you plan`, 'u'));
    // the purchase's report keeps its years, whatever a later call asks
    expect((await (await plan({ ...plans, purchaseId, firstYear: shown - 1 })).json()).firstYear).toBe(shown);
    const read = await (await report({ purchaseId })).json();
    expect(read.input).toEqual({ ...plans, firstYear: shown });
  });

  it('answers 400 to a blank or missing plan and 403 to a Current Insight purchase', async () => {
    const purchaseId = await buy(alice, 'plan_insight');
    expect((await plan({ ...plans, plan2026: '   ', purchaseId })).status).toBe(400);
    expect((await plan({ plan2025: plans.plan2025, purchaseId })).status).toBe(400);
    const wrong = await buy(alice, 'current_insight');
    const refused = await plan({ ...plans, purchaseId: wrong });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe('This purchase is for a different report.');
  });
});

describe('a refunded purchase', () => {
  it('no longer generates, and its stored report no longer reads: 403', async () => {
    const purchaseId = await buy(bob, 'plan_insight');
    expect((await plan({ ...plans, purchaseId, locale: 'en' }, bearer(bob))).status).toBe(200);
    expect((await report({ purchaseId }, bob)).status).toBe(200);
    const purchase = await findPurchase(db, purchaseId);
    await applyStoreEvent(db, { store: 'sandbox', notificationId: `refund-${purchaseId}`, storeKey: purchase!.storeKey!, event: 'refunded', occurredAt: new Date() });
    const read = await report({ purchaseId }, bob);
    expect(read.status).toBe(403);
    expect((await read.json()).error.message).toMatch(/refunded or revoked/);
    expect((await plan({ ...plans, purchaseId, locale: 'en' }, bearer(bob))).status).toBe(403);
  });
});

describe('a refunded or revoked purchase, reopened by ?reportId=', () => {
  const withdraw = async (purchaseId: string, event: 'refunded' | 'revoked') => {
    const purchase = await findPurchase(db, purchaseId);
    expect(await applyStoreEvent(db, { store: 'sandbox', notificationId: `${event}-${purchaseId}`, storeKey: purchase!.storeKey!, event, occurredAt: new Date() })).toBe('applied');
  };
  const verify = async (user: TestUser, product: string, reportId: string) =>
    (await VERIFY(new Request(`http://localhost/api/purchases/verify?product=${product}&reportId=${reportId}`, { headers: bearer(user) }), undefined)).json();
  const expectRefused = async (response: Response) => {
    expect(response.status).toBe(403);
    expect((await response.json()).error).toEqual({ code: 'forbidden', message: expect.stringMatching(/refunded or revoked/) });
  };

  for (const event of ['refunded', 'revoked'] as const) {
    it(`closes a one-off purchase's stored report when ${event}: 403, and verify says purchase_refunded`, async () => {
      const owner = await signUpUser(`insight-${event}-once`);
      const purchaseId = await buy(owner, 'plan_insight');
      const { reportId } = await (await plan({ ...plans, purchaseId }, bearer(owner))).json();
      expect((await report({ reportId, product: 'plan_insight' }, owner)).status).toBe(200);
      expect(await verify(owner, 'plan_insight', reportId)).toMatchObject({ hasAccess: true, via: 'purchase' });

      await withdraw(purchaseId, event);
      await expectRefused(await report({ reportId, product: 'plan_insight' }, owner));
      expect(await verify(owner, 'plan_insight', reportId)).toMatchObject({ hasAccess: false, reason: 'purchase_refunded' });
      // a premium subscription bought since does not reopen the withdrawn purchase's report
      await buy(owner, 'premium_monthly');
      await expectRefused(await report({ reportId }, owner));
      expect(await verify(owner, 'plan_insight', reportId)).toMatchObject({ hasAccess: false, reason: 'purchase_refunded' });
    });

    it(`closes a reading stored under a subscription when the subscription is ${event}, also beside a newer subscription`, async () => {
      const owner = await signUpUser(`insight-${event}-sub`);
      const subscription = await buy(owner, 'premium_monthly');
      const { reportId } = await (await current({ ...question, purchaseId: subscription }, bearer(owner))).json();
      expect((await report({ reportId }, owner)).status).toBe(200);
      await withdraw(subscription, event);
      await expectRefused(await report({ reportId, product: 'current_insight' }, owner));
      expect(await verify(owner, 'current_insight', reportId)).toMatchObject({ hasAccess: false, reason: 'purchase_refunded' });
      await buy(owner, 'premium_annual');
      await expectRefused(await report({ reportId }, owner));
      expect(await verify(owner, 'current_insight', reportId)).toMatchObject({ hasAccess: false, reason: 'purchase_refunded' });
    });
  }
});
