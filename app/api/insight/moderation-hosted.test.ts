import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/types';
import { screenText } from '@/lib/safety/crisis';
import { freshDatabaseUrl, HOSTED_SETTINGS, hostedUser, migrateHosted } from '@/tests/setup/hosted-users';
import { MODERATION_RULES, MODERATION_TEXTS, startFakeModeration, type FakeModeration } from '@/tests/setup/fake-moderation';
import { freePort } from '@/tests/setup/postgres';
import { provideTestRuntime } from '@/tests/setup/runtime';
import { POST as DRAFTS, GET as READ_DRAFT } from '../drafts/route';
import { POST as JOURNAL } from '../journal/route';
import { POST as NOTIFY } from '../notify/route';
import { POST as CHECK } from './current/check/route';
import { POST as CURRENT } from './current/route';
import { POST as PLAN } from './plan/route';

/**
 * The routes in hosted mode with SAFETY_MODERATION_URL pointing at a local fake moderation model
 * (tests/setup/fake-moderation.ts), on the test PostgreSQL server. A text the local rules let
 * through but the model reads as a plan to die meets the care screen on every typed surface; one it
 * reads as self-harm alone gets the care note; a failing model changes nothing; a journal note is
 * never sent. The insight cloud is an address where nothing listens, so readings come from the
 * local engine (the hosted fallback).
 */

const PLANNED = MODERATION_TEXTS.planned;
const PLANNED_KO = MODERATION_TEXTS.plannedKo;
const AFFAIRS = 'Should I finish the degree first, then sort out my affairs for good?';
const ORDINARY = MODERATION_TEXTS.ordinary;
const LOCAL_CRISIS = MODERATION_TEXTS.localCrisis;

let db: Db;
let fake: FakeModeration;

beforeAll(async () => {
  fake = await startFakeModeration(MODERATION_RULES);
  provideTestRuntime({
    ...HOSTED_SETTINGS,
    DATABASE_URL: await freshDatabaseUrl(inject('postgresUrl'), 'hosted_moderation'),
    // nothing listens there: the cloud fails at once and the local engine answers
    INSIGHT_API_URL: `http://127.0.0.1:${await freePort()}`,
    SAFETY_MODERATION_URL: fake.url,
    SAFETY_MODERATION_KEY: 'sk-test-moderation',
    SAFETY_MODERATION_TIMEOUT_MS: '400',
  });
  db = await getDb();
  await migrateHosted(db);
});
afterAll(async () => {
  await db?.close();
  await fake?.close();
});
afterEach(() => {
  fake.mode = 'answer';
  fake.requests.length = 0;
});

const user = () => hostedUser(db, 'm');

let tx = 0;
async function purchase(userId: string, product: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.purchases (user_id, product_id, store, store_transaction_id) values ($1, $2, 'play_store', $3) returning id`,
    [userId, product, `gpa.moderation.${Date.now()}.${++tx}`],
  );
  return rows[0]!.id;
}

type Handler = (request: Request, context: undefined) => Promise<Response>;
const post = (handler: Handler, path: string, body: unknown, token: string) =>
  handler(new Request(`https://gyeol.example${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }), undefined);
const reportCount = async (userId: string) => Number((await db.query<{ n: string }>('select count(*) as n from public.reports where user_id = $1', [userId])).rows[0]!.n);
const sentInputs = () => fake.requests.map((request) => request.body.input);

describe('hosted mode with a moderation model: what the local rules miss, the model may add', () => {
  it('the texts are ones the local rules let through', () => {
    for (const text of [PLANNED, PLANNED_KO, AFFAIRS, ORDINARY]) expect(screenText(text), text).toMatchObject({ crisis: false, care: false });
  });

  it('POST /api/insight/current/check: the model’s crisis is the care answer; its self-harm the care note; only the typed text is sent', async () => {
    const { token } = await user();
    const crisis = await post(CHECK, '/api/insight/current/check', { userInput: PLANNED, locale: 'en' }, token);
    expect(crisis.status).toBe(200);
    expect(await crisis.json()).toMatchObject({ crisis: true, care: true, valid: false, category: 'general', input: PLANNED, situation: expect.stringMatching(/988/) });
    expect(fake.requests).toEqual([{ authorization: 'Bearer sk-test-moderation', body: { input: PLANNED } }]);

    expect(await (await post(CHECK, '/api/insight/current/check', { userInput: AFFAIRS, locale: 'en' }, token)).json()).toMatchObject({ crisis: false, care: true, valid: true });
    expect(await (await post(CHECK, '/api/insight/current/check', { userInput: ORDINARY, locale: 'en' }, token)).json()).toMatchObject({ crisis: false, care: false, valid: true });
    // a crisis the rules see is answered without asking
    fake.requests.length = 0;
    expect(await (await post(CHECK, '/api/insight/current/check', { userInput: LOCAL_CRISIS, locale: 'en' }, token)).json()).toMatchObject({ crisis: true, valid: false });
    expect(fake.requests).toHaveLength(0);
  });

  it('a model that times out, fails or answers garbage leaves the rules’ verdict: the check goes ahead', async () => {
    const { token } = await user();
    fake.slowMs = 2_000;
    for (const mode of ['slow', 'error', 'garbage'] as const) {
      fake.mode = mode;
      const started = performance.now();
      const response = await post(CHECK, '/api/insight/current/check', { userInput: PLANNED, locale: 'en' }, token);
      expect(response.status, mode).toBe(200);
      expect(await response.json(), mode).toMatchObject({ crisis: false, care: false, valid: true });
      // the slow model is waited for 400 ms (SAFETY_MODERATION_TIMEOUT_MS), not 2 s
      if (mode === 'slow') expect(performance.now() - started).toBeLessThan(1_800);
    }
  });

  it('POST /api/insight/current and /plan: 422 crisis_support when the model says crisis, nothing stored; self-harm alone reads under the care note', async () => {
    const { id, token } = await user();
    const currentPurchase = await purchase(id, 'current_insight');
    const refused = await post(CURRENT, '/api/insight/current', { category: 'general', question: ORDINARY, situation: PLANNED, purchaseId: currentPurchase, locale: 'en' }, token);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: { code: 'crisis_support' } });
    expect(sentInputs()).toEqual(expect.arrayContaining([ORDINARY, PLANNED]));
    expect(await reportCount(id)).toBe(0);

    const planPurchase = await purchase(id, 'plan_insight');
    const plans = { plan2025: 'Finish my degree.', plan2026: PLANNED_KO, plan2027: 'Open a small studio.' };
    const refusedPlan = await post(PLAN, '/api/insight/plan', { ...plans, purchaseId: planPurchase, locale: 'ko' }, token);
    expect(refusedPlan.status).toBe(422);
    expect((await refusedPlan.json()).error.code).toBe('crisis_support');
    expect(await reportCount(id)).toBe(0);

    const cared = await post(PLAN, '/api/insight/plan', { ...plans, plan2026: AFFAIRS, purchaseId: planPurchase, locale: 'en' }, token);
    expect(cared.status).toBe(200);
    expect(await cared.json()).toMatchObject({ stored: true, careNote: true });
    const reading = await post(CURRENT, '/api/insight/current', { category: 'general', question: ORDINARY, situation: '', purchaseId: currentPurchase, locale: 'en' }, token);
    expect(reading.status).toBe(200);
    expect(await reading.json()).toMatchObject({ stored: true, careNote: false });
    expect(await reportCount(id)).toBe(2);
  });

  it('POST /api/drafts: a draft the model calls a crisis is refused with 422 and the draft kept before is wiped', async () => {
    const { id, token } = await user();
    const purchaseId = await purchase(id, 'current_insight');
    expect(await (await post(DRAFTS, '/api/drafts', { purchaseId, kind: 'current_insight', draft: { question: ORDINARY }, revision: 1 }, token)).json()).toEqual({ saved: true });
    const refused = await post(DRAFTS, '/api/drafts', { purchaseId, kind: 'current_insight', draft: { question: PLANNED }, revision: 2 }, token);
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.code).toBe('crisis_support');
    const kept = await READ_DRAFT(new Request(`https://gyeol.example/api/drafts?purchaseId=${purchaseId}&kind=current_insight`, { headers: { authorization: `Bearer ${token}` } }), undefined);
    expect(await kept.json()).toEqual({ draft: null });
  });

  it('POST /api/notify: details the model calls a crisis keep the flag and answer crisis: true', async () => {
    const { token } = await user();
    const flag = { message: 'Current Insight', reasons: ['harmful'], details: PLANNED };
    const response = await post(NOTIFY, '/api/notify', flag, token);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(String), crisis: true });
    expect(await (await post(NOTIFY, '/api/notify', { ...flag, details: 'The reading repeats itself.' }, token)).json()).toEqual({ id: expect.any(String) });
  });

  it('POST /api/journal: a note is never sent to the model (the local rules alone read it)', async () => {
    const { token } = await user();
    const saved = await post(JOURNAL, '/api/journal', { subject: { kind: 'today', id: '2026-01-15' }, text: PLANNED }, token);
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ care: null });
    const local = await post(JOURNAL, '/api/journal', { subject: { kind: 'today', id: '2026-01-15' }, text: LOCAL_CRISIS }, token);
    expect(await local.json()).toMatchObject({ care: 'crisis' });
    expect(fake.requests).toHaveLength(0);
  });
});
