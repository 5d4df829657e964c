import { describe, expect, it } from 'vitest';
import { INSIGHT_CHECK_RATE_LIMIT } from '@/lib/insight/constants';
import { SUBSCRIPTION_DAILY_REPORT_LIMIT } from '@/lib/reports/constants';
import type { Db } from '@/lib/db/types';
import { PEER_HEADER } from '@/lib/api/request';
import { screenCounts } from '@/lib/safety/screen-log';
import { signUpUser, type TestUser } from '@/tests/api/embedded-users';
import { bearer, buy, postJson, withEmbeddedApp } from '@/tests/api/route-harness';
import { POST as NOTIFY } from '../notify/route';
import { POST as CHECK } from './current/check/route';
import { POST as CURRENT } from './current/route';
import { POST as PLAN } from './plan/route';
import { GET as REPORT } from './report/route';

/**
 * At the API: a statement of suicide or self-harm is met before anything else. The check
 * answers 200 `crisis: true, valid: false` without spending a slot of its limit; generation answers
 * 422 crisis_support, stores nothing, and leaves the purchase unused for later.
 */

let db: Db, alice: TestUser;
withEmbeddedApp(['alice'], (app) => ([db, alice] = [app.db, ...app.users]));

const check = (body: unknown, user: TestUser = alice) => postJson(CHECK, '/api/insight/current/check', body, bearer(user));
const current = (body: unknown, user: TestUser = alice) => postJson(CURRENT, '/api/insight/current', body, bearer(user));
const plan = (body: unknown, user: TestUser = alice) => postJson(PLAN, '/api/insight/plan', body, bearer(user));
const storedReport = (purchaseId: string, product: string) =>
  REPORT(new Request(`http://localhost/api/insight/report?${new URLSearchParams({ purchaseId, product })}`, { headers: bearer(alice) }), undefined);
const reportCount = async () => Number((await db.query<{ n: string }>('select count(*) as n from public.reports')).rows[0]!.n);

const crisisKo = '요즘 너무 힘들어서 그냥 죽고 싶어요. 어떻게 해야 할까요?';
const crisisEn = 'I just want to die, what should I do?';
const idiom = '배고파 죽겠는데 이직할까요?';

describe('POST /api/insight/current/check meets a crisis first', () => {
  it('answers 200 crisis: true, valid: false, with a kind situation in the page language', async () => {
    for (const [userInput, locale, script] of [[crisisKo, 'ko', /109/], [crisisEn, 'en', /988/]] as const) {
      const response = await check({ userInput, locale });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ crisis: true, valid: false, category: 'general', input: userInput });
      expect(body.situation).toMatch(script);
    }
  });

  it('lets an idiom through to an ordinary check: crisis: false', async () => {
    const response = await check({ userInput: idiom, locale: 'ko' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ crisis: false, valid: true });
  });

  it('answers distress with care: true, crisis: false, and the check goes ahead; an ordinary question has care: false', async () => {
    for (const [userInput, locale] of [['이제 그만하고 싶어요. 다 지쳤어요. 이직을 해야 할까요?', 'ko'], ['I feel like a burden to everyone. Should I move out?', 'en']] as const) {
      const response = await check({ userInput, locale });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ crisis: false, care: true, valid: true, input: userInput });
    }
    expect(await (await check({ userInput: '서울에서 계속 살고 싶지 않아요. 이사할까요?', locale: 'ko' })).json()).toMatchObject({ crisis: false, care: false });
  });

  it('sees through the evasions: zero-width space, soft hyphen, Hangul filler, Cyrillic і, hanja', async () => {
    for (const userInput of ['죽\u200b고 싶어요', '자\u00ad살할까 봐요', '죽고\u3164싶다 진짜', 'I will k\u0456ll myself', '自殺하고 싶어요']) {
      expect(await (await check({ userInput, locale: 'ko' })).json()).toMatchObject({ crisis: true, care: true, valid: false });
    }
  });

  it('charges no slot of the check limit', async () => {
    const fern = await signUpUser('fern');
    for (let i = 0; i < INSIGHT_CHECK_RATE_LIMIT.max + 3; i++) expect((await check({ userInput: `${crisisKo} (${i})` }, fern)).status).toBe(200);
    // every slot is still there for ordinary questions
    for (let i = 0; i < INSIGHT_CHECK_RATE_LIMIT.max; i++) expect((await check({ userInput: `Should I move to Busan this year? (${i})` }, fern)).status).toBe(200);
    expect((await check({ userInput: 'Should I move to Busan this year?' }, fern)).status).toBe(429);
  });

  it('counts what it met per surface, never the text', () => {
    const counts = screenCounts();
    expect(counts['insight-check']!.crisis).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(counts)).not.toMatch(/죽고|die/);
  });
});

describe('POST /api/insight/current and /api/insight/plan answer 422 crisis_support', () => {
  it('Current Insight: nothing generated or stored; the purchase stays unused and later reads normally', async () => {
    const purchaseId = await buy(alice, 'current_insight');
    const before = await reportCount();
    for (const question of [crisisKo, crisisEn]) {
      const response = await current({ category: 'decision', question, situation: '두 길 사이에서 고민하고 있습니다.', purchaseId, locale: 'ko' });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ error: { code: 'crisis_support', message: expect.stringContaining('unused') } });
    }
    expect(await reportCount()).toBe(before);
    expect((await storedReport(purchaseId, 'current_insight')).status).toBe(404);

    // the same purchase, an ordinary question (an idiom of hunger): a normal reading
    const response = await current({ category: 'career', question: idiom, situation: '이직을 고민하고 있습니다.', purchaseId, locale: 'ko' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ stored: true, hexagram_id: expect.any(Number) });
    expect(await reportCount()).toBe(before + 1);
  });

  it('a situation carrying a crisis statement is refused the same way', async () => {
    const purchaseId = await buy(alice, 'current_insight');
    const response = await current({ category: 'general', question: 'Should I change jobs?', situation: 'You said you want to end it all.', purchaseId, locale: 'en' });
    expect(response.status).toBe(422);
    expect((await storedReport(purchaseId, 'current_insight')).status).toBe(404);
  });

  it('3-Year Plan: one plan is enough; nothing stored; the purchase still works', async () => {
    const purchaseId = await buy(alice, 'plan_insight');
    const before = await reportCount();
    const plans = { plan2025: 'Finish my degree.', plan2026: 'Move to Busan and work.', plan2027: 'Open a small studio.' };
    for (const slot of ['plan2025', 'plan2026', 'plan2027'] as const) {
      const response = await plan({ ...plans, [slot]: '3년 뒤에 저는 여기 없을 거예요. 사라지고 싶어요', purchaseId, locale: 'ko' });
      expect(response.status, slot).toBe(422);
      expect((await response.json()).error.code).toBe('crisis_support');
    }
    expect(await reportCount()).toBe(before);
    expect((await storedReport(purchaseId, 'plan_insight')).status).toBe(404);
    expect((await plan({ ...plans, purchaseId, locale: 'en' })).status).toBe(200);
    expect(await reportCount()).toBe(before + 1);
  });

  it('under a subscription: no reading counted against the day', async () => {
    const gale = await signUpUser('gale');
    const subscription = await buy(gale, 'premium_monthly');
    const usage = async () => Number((await db.query<{ used: number }>('select coalesce(sum(used), 0) as used from public.report_usage where user_id = $1', [gale.id])).rows[0]!.used);
    for (let i = 0; i < SUBSCRIPTION_DAILY_REPORT_LIMIT + 2; i++) {
      expect((await current({ category: 'general', question: `${crisisEn} ${i}`, situation: '', purchaseId: subscription }, gale)).status).toBe(422);
    }
    expect(await usage()).toBe(0);
    expect((await current({ category: 'general', question: 'Should I move to Busan?', situation: '', purchaseId: subscription }, gale)).status).toBe(200);
  });
});

describe('the situation the check wrote back is read as our own words', () => {
  // ordinary questions whose restatement (“…”라고 적어 주신 것을 바탕으로 …) the learned scorer took
  // for a crisis: the situation is read by the rules alone, the question by the whole screen
  it('an ordinary Korean question goes ahead with the situation its check wrote', async () => {
    for (const question of ['남자친구와 3년째 만나고 있는데 결혼 얘기만 나오면 서로 말이 없어져요. 이 관계를 계속 이어가도 될까요?', '제가 하는 일이 의미가 있는지 모르겠어요. 다른 길을 찾아봐야 할까요?']) {
      const checked = await (await check({ userInput: question, locale: 'ko' })).json();
      expect(checked).toMatchObject({ crisis: false, valid: true });
      const purchaseId = await buy(alice, 'current_insight');
      const response = await current({ category: checked.category, question, situation: checked.situation, purchaseId, locale: 'ko' });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ stored: true, careNote: false });
    }
  });
});

describe('a reading in distress goes ahead and its stored report remembers the care note', () => {
  const storedById = (reportId: string, user: TestUser = alice) =>
    REPORT(new Request(`http://localhost/api/insight/report?${new URLSearchParams({ reportId })}`, { headers: bearer(user) }), undefined);
  const careColumn = async (reportId: string) => (await db.query<{ care_note: boolean }>('select care_note from public.reports where id = $1', [reportId])).rows[0]!.care_note;

  it('Current Insight, ko and en: careNote true in the answer, in the row and on reopening; an ordinary question false', async () => {
    for (const [question, locale] of [['요즘 숨 쉬는 것도 지쳤어요. 이직을 해야 할까요?', 'ko'], ["I'm so tired of everything lately. Should I change jobs?", 'en']] as const) {
      const purchaseId = await buy(alice, 'current_insight');
      const response = await current({ category: 'career', question, situation: '', purchaseId, locale });
      expect(response.status).toBe(200);
      const answer = await response.json();
      expect(answer).toMatchObject({ stored: true, careNote: true, hexagram_id: expect.any(Number) });
      expect(await careColumn(answer.reportId)).toBe(true);
      expect(await (await storedReport(purchaseId, 'current_insight')).json()).toMatchObject({ id: answer.reportId, careNote: true });
      expect(await (await storedById(answer.reportId)).json()).toMatchObject({ id: answer.reportId, careNote: true });
      // asked again for the same purchase, the stored report answers with its note
      expect(await (await current({ category: 'career', question, situation: '', purchaseId, locale })).json()).toMatchObject({ reportId: answer.reportId, careNote: true });
    }
    const purchaseId = await buy(alice, 'current_insight');
    const ordinary = await (await current({ category: 'career', question: idiom, situation: '', purchaseId, locale: 'ko' })).json();
    expect(ordinary).toMatchObject({ stored: true, careNote: false });
    expect(await careColumn(ordinary.reportId)).toBe(false);
    expect(await (await storedReport(purchaseId, 'current_insight')).json()).toMatchObject({ careNote: false });
  });

  it('3-Year Plan: one plan in distress is enough for the note, stored and reopened', async () => {
    const purchaseId = await buy(alice, 'plan_insight');
    const plans = { plan2025: 'Finish my degree.', plan2026: "I'm so tired of everything lately. Next year I want to finish my degree.", plan2027: 'Open a small studio.' };
    const answer = await (await plan({ ...plans, purchaseId, locale: 'en' })).json();
    expect(answer).toMatchObject({ stored: true, careNote: true });
    expect(await (await storedReport(purchaseId, 'plan_insight')).json()).toMatchObject({ careNote: true });
    const other = await buy(alice, 'plan_insight');
    expect(await (await plan({ ...plans, plan2026: 'Move to Busan and work.', purchaseId: other, locale: 'en' })).json()).toMatchObject({ careNote: false });
  });

  it('under a subscription each reading keeps its own note', async () => {
    const hana = await signUpUser('hana');
    const subscription = await buy(hana, 'premium_monthly');
    const tired = await (await current({ category: 'general', question: '요즘 숨 쉬는 것도 지쳤어요. 이사할까요?', situation: '', purchaseId: subscription }, hana)).json();
    const plain = await (await current({ category: 'general', question: 'Should I move to Busan?', situation: '', purchaseId: subscription }, hana)).json();
    expect([tired.careNote, plain.careNote]).toEqual([true, false]);
    expect(await (await storedById(tired.reportId, hana)).json()).toMatchObject({ careNote: true });
    expect(await (await storedById(plain.reportId, hana)).json()).toMatchObject({ careNote: false });
  });
});

describe('POST /api/notify with details that speak of self-harm', () => {
  const send = (details: string) =>
    NOTIFY(
      new Request('http://localhost/api/notify', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [PEER_HEADER]: '198.51.100.77' },
        body: JSON.stringify({ message: 'Current Insight', reasons: ['harmful'], details }),
      }),
      undefined,
    );

  it('keeps the flag and answers crisis: true, so the modal shows the care screen', async () => {
    const response = await send('이 풀이를 읽고 나니 더 죽고 싶어졌어요');
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ id: expect.any(String), crisis: true });
    const { rows } = await db.query<{ reasons: string[] }>('select reasons from public.report_flags where id = $1', [body.id]);
    expect(rows[0]!.reasons).toEqual(['harmful']);
  });

  it('answers an ordinary flag without the crisis mark', async () => {
    const response = await send('The reading contradicts itself.');
    expect(await response.json()).toEqual({ id: expect.any(String) });
  });
});
