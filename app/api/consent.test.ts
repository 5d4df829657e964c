import { describe, expect, it } from 'vitest';
import { signUpConsentData } from '@/lib/consents/signup-consents';
import type { Db } from '@/lib/db/types';
import type { TestUser } from '@/tests/api/embedded-users';
import { bearer, buy, newTx, postJson, recordPurchase, withEmbeddedApp } from '@/tests/api/route-harness';
import { POST as SAVE_DRAFT } from './drafts/route';
import { PATCH as EDIT_NOTE } from './journal/[id]/route';
import { GET as LIST_NOTES, POST as WRITE_NOTE } from './journal/route';
import { POST as CHECK } from './insight/current/check/route';
import { POST as CURRENT } from './insight/current/route';
import { POST as PLAN } from './insight/plan/route';
import { POST as NOTIFY } from './notify/route';
import { POST as SUBMIT_QUIZ } from './quiz/result/route';
import { GET as LIST_REPORTS } from './reports/route';

let db: Db, kakao: TestUser;
withEmbeddedApp(['consent-kakao'], (app) => ([db, kakao] = [app.db, ...app.users]));

/**
 * The account as a Kakao sign-in leaves it before the consent step on /auth: made by the provider,
 * no consents in its metadata. Its access token stays valid (the signature does not change).
 */
const owesConsents = () =>
  db.query(`update auth.users set raw_app_meta_data = '{"provider":"kakao","providers":["kakao"]}'::jsonb, raw_user_meta_data = '{"name":"홍길동"}'::jsonb where id = $1`, [kakao.id]);
/** What the consent step saves (supabase-js updateUser({data: signUpConsentData()})). */
const givesConsents = () => db.query(`update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb where id = $1`, [kakao.id, JSON.stringify(signUpConsentData())]);

const count = async (table: string) => Number((await db.query<{ n: string }>(`select count(*) as n from public.${table}`)).rows[0]!.n);

const CONSENT_REQUIRED = { error: { code: 'consent_required', message: expect.stringMatching(/\/auth/) } };
const FLAG = { message: 'Current Insight', reasons: ['inaccurate'], details: 'The reading contradicts itself.', timestamp: '2026-11-21T09:30:00.000Z' };

describe('a provider account that owes the sign-up consents', () => {
  it('is refused 403 consent_required by every route that buys, generates, stores or files, and nothing is written', async () => {
    // bought while the account was in order, so the report routes have a purchase to refuse on
    const current = await buy(kakao, 'current_insight');
    const plan = await buy(kakao, 'plan_insight');
    const character = await buy(kakao, 'character_insight');
    const note = (await (await postJson(WRITE_NOTE, '/api/journal', { subject: { kind: 'cast', id: '999999' }, text: 'before' }, bearer(kakao))).json()) as { id: string };
    await owesConsents();
    const before = {
      purchases: await count('purchases'),
      reports: await count('reports'),
      drafts: await count('report_drafts'),
      flags: await count('report_flags'),
      notes: await count('journal_notes'),
      followUps: await count('journal_follow_ups'),
    };

    const auth = bearer(kakao);
    const refused = [
      await recordPurchase({ store: 'sandbox', productId: 'current_insight', storeTransactionId: newTx() }, auth),
      await postJson(CHECK, '/api/insight/current/check', { userInput: '이직 제안을 받았는데 지금 팀을 떠나야 할지 고민입니다.' }, auth),
      await postJson(CURRENT, '/api/insight/current', { purchaseId: current, category: 'career', question: 'Should I take the offer in another city?', situation: 'An offer in another city.' }, auth),
      await postJson(PLAN, '/api/insight/plan', { purchaseId: plan, plan2025: 'Finish my degree.', plan2026: 'Live in Berlin.', plan2027: 'Open a studio.' }, auth),
      await postJson(SUBMIT_QUIZ, '/api/quiz/result', { purchaseId: character, quiz: 'character', answers: [0, 0, 1, 1, 0, 0, 0] }, auth),
      await postJson(SAVE_DRAFT, '/api/drafts', { purchaseId: character, kind: 'character_insight', draft: { answers: [1] }, revision: 1 }, auth),
      await postJson(NOTIFY, '/api/notify', FLAG, auth),
      await postJson(WRITE_NOTE, '/api/journal', { subject: { kind: 'cast', id: '999999' }, text: 'a note' }, auth),
      await EDIT_NOTE(
        new Request(`http://localhost/api/journal/${note.id}`, { method: 'PATCH', headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify({ followUp: { text: 'later' } }) }),
        { params: Promise.resolve({ id: note.id }) },
      ),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(CONSENT_REQUIRED);
    }
    expect({
      purchases: await count('purchases'),
      reports: await count('reports'),
      drafts: await count('report_drafts'),
      flags: await count('report_flags'),
      notes: await count('journal_notes'),
      followUps: await count('journal_follow_ups'),
    }).toEqual(before);

    // reading what the account already has stays open
    const list = await LIST_REPORTS(new Request('http://localhost/api/reports', { headers: auth }), undefined);
    expect(list.status).toBe(200);
    expect((await LIST_NOTES(new Request('http://localhost/api/journal', { headers: auth }), undefined)).status).toBe(200);
  });

  it('uses the routes again once the consent step has saved the consents', async () => {
    await owesConsents();
    expect((await recordPurchase({ store: 'sandbox', productId: 'current_insight', storeTransactionId: newTx() }, bearer(kakao))).status).toBe(403);
    await givesConsents();
    expect((await recordPurchase({ store: 'sandbox', productId: 'current_insight', storeTransactionId: newTx() }, bearer(kakao))).status).toBe(201);
    expect((await postJson(NOTIFY, '/api/notify', FLAG, bearer(kakao))).status).toBe(201);
  });
});
