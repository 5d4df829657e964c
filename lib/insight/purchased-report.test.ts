import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/types';
import { recordPurchase } from '@/lib/purchases/ledger';
import { sandboxVerifier } from '@/lib/purchases/stores';
import { signUpUser, type TestUser } from '@/tests/api/embedded-users';
import { createInsightCloud } from './cloud';
import { answerCloudContract } from './oracle-contract';
import { currentInsightReport, planInsightReport, type ReportContext } from './purchased-report';
import { currentInsightResultSchema, planInsightResultSchema } from './schemas';
import { provideTestRuntime } from '@/tests/setup/runtime';

// Hosted mode's path over real HTTP: the proxy asks a cloud (here the oracle behind the cloud
// contract, or a cloud that fails in each way), stores exactly one report, and falls back to the
// oracle composing it here (source 'local') when the cloud fails.

provideTestRuntime();

type Behaviour = 'oracle' | 'error500' | 'malformed' | 'slow' | 'errorField';
const hits: Record<string, number> = {};
let server: Server;
let base: string;
let downBase: string;
let db: Db;
let user: TestUser;

beforeAll(async () => {
  db = await getDb();
  user = await signUpUser('hosted');
  server = createServer((req, res) => {
    const [, behaviour, handler] = (req.url ?? '').split('/') as [string, Behaviour, string];
    hits[behaviour] = (hits[behaviour] ?? 0) + 1;
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk));
    req.on('end', () => {
      const send = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
      if (behaviour === 'error500') return send(500, '{"error":"boom"}');
      if (behaviour === 'malformed') return send(200, '{"hexagram_id": 99, "situation": ');
      if (behaviour === 'errorField') return send(200, '{"error":"model overloaded"}');
      if (behaviour === 'slow') return void setTimeout(() => send(200, '{}'), 2_000);
      const answer = answerCloudContract(handler, JSON.parse(raw), req.headers['accept-language'] ?? null, (req.headers['x-plan-first-year'] as string | undefined) ?? null);
      send(answer.status, JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // a port that was open a moment ago and is closed now: connection refused
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  downBase = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
});
afterAll(async () => {
  server.close();
  await db.close();
});

let tx = 0;
async function buy(productId: 'current_insight' | 'plan_insight'): Promise<string> {
  const { purchase } = await recordPurchase(db, sandboxVerifier(), { userId: user.id, store: 'sandbox', productId, storeTransactionId: `hosted-${Date.now()}-${++tx}` });
  return purchase.id;
}

function hosted(baseUrl: string): ReportContext {
  return { db, userId: user.id, locale: 'en', mode: 'hosted', cloud: createInsightCloud({ baseUrl, timeoutMs: 500, retryDelayMs: 10 }) };
}

const rows = async (purchaseId: string) => (await db.query<{ source: string }>('select source from public.reports where purchase_id = $1', [purchaseId])).rows;
const question = { category: 'love' as const, question: 'My partner and I keep arguing about where to live.', situation: 'You and your partner disagree about where to live.' };
const plans = { plan2025: 'Save money and learn to cook.', plan2026: 'Move to Jeju and open a small cafe.', plan2027: 'Hire two people and take a long holiday.' };
const quiet = () => undefined;

describe('the hosted proxy over HTTP', () => {
  it('stores the cloud’s answer (source cloud) once, also when several requests race', async () => {
    const purchaseId = await buy('current_insight');
    const before = hits.oracle ?? 0;
    const answers = await Promise.all(Array.from({ length: 4 }, () => currentInsightReport(hosted(`${base}/oracle`), { ...question, purchaseId })));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.source).toBe('cloud');
    expect(currentInsightResultSchema.parse(answers[0]!.result)).toEqual(answers[0]!.result);
    expect((hits.oracle ?? 0) - before).toBe(1);
    expect(await rows(purchaseId)).toEqual([{ source: 'cloud' }]);
    // and the plan, through the plan handler
    const planId = await buy('plan_insight');
    const plan = await planInsightReport(hosted(`${base}/oracle`), { ...plans, purchaseId: planId }, 2026);
    expect(plan.source).toBe('cloud');
    expect(planInsightResultSchema.parse(plan.result).journey_analysis['2026']).toContain('Jeju');
    // the first calendar year reaches the cloud as X-Plan-First-Year and is stored with the plans
    expect(plan.firstYear).toBe(2026);
    expect(plan.result.journey_analysis['2025']).toMatch(/^(For 2026 you plan|2026년에는)/u);
    expect(plan.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/u);
  });

  it.each([
    ['answering 500 (retried once)', 'error500', 2],
    ['answering malformed JSON', 'malformed', 1],
    ['answering an error field', 'errorField', 1],
    ['too slow (timeout, not retried)', 'slow', 1],
  ] as const)('a cloud %s: the oracle composes the report here (source local), stored once', async (_name, behaviour, expectedHits) => {
    const original = console.warn;
    console.warn = quiet;
    try {
      const purchaseId = await buy('current_insight');
      const before = hits[behaviour] ?? 0;
      const answer = await currentInsightReport(hosted(`${base}/${behaviour}`), { ...question, purchaseId });
      expect(answer.source).toBe('local');
      expect(currentInsightResultSchema.parse(answer.result)).toEqual(answer.result);
      expect((hits[behaviour] ?? 0) - before).toBe(expectedHits);
      expect(await rows(purchaseId)).toEqual([{ source: 'local' }]);
      // asked again, the stored report comes back without asking the cloud
      expect(await currentInsightReport(hosted(`${base}/${behaviour}`), { ...question, purchaseId })).toEqual(answer);
      expect((hits[behaviour] ?? 0) - before).toBe(expectedHits);
    } finally {
      console.warn = original;
    }
  });

  it('a cloud that is down: the plan is composed here and stored once', async () => {
    const original = console.warn;
    console.warn = quiet;
    try {
      const purchaseId = await buy('plan_insight');
      const answer = await planInsightReport(hosted(downBase), { ...plans, purchaseId }, 2026);
      expect(answer).toMatchObject({ source: 'local', stored: true });
      expect(await rows(purchaseId)).toEqual([{ source: 'local' }]);
    } finally {
      console.warn = original;
    }
  });
});
