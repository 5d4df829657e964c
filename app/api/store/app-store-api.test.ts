import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/types';
import { findPurchase } from '@/lib/purchases/ledger';
import { signUpUser, type TestUser } from '@/tests/api/embedded-users';
import { makeChain, signJws, newTransactionId, TEST_BUNDLE as BUNDLE, testTransaction, type TestChain } from '@/tests/store/apple-chain';
import { POST as RECORD } from '../purchases/route';
import { provideTestRuntime } from '@/tests/setup/runtime';

// The App Store Server API, offline: with its key configured, each transaction is also looked up
// with getTransactionInfo. A local HTTP fake answers for Apple (APP_STORE_API_BASE_URL); it checks
// the request's bearer token the way Apple does and answers with transactions signed by the test chain.
provideTestRuntime();
const KEY_ID = 'TESTKEY123';
const ISSUER = '57246542-96fe-1a63-e053-0824d011072a';
const chain: TestChain = makeChain('api');
const apiKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });

interface Fake {
  /** transaction id → what the API answers: a signed transaction, or an HTTP status */
  answers: Map<string, string | number>;
  asked: string[];
}
const fake: Fake = { answers: new Map(), asked: [] };
let server: Server;
let db: Db;
let alice: TestUser;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    try {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const { payload, protectedHeader } = await jwtVerify(token, apiKey.publicKey, { issuer: ISSUER, audience: 'appstoreconnect-v1', algorithms: ['ES256'] });
      if (protectedHeader.kid !== KEY_ID || payload.bid !== BUNDLE) throw new Error('wrong key id or bundle id');
    } catch {
      return send(401, {});
    }
    const match = /^\/inApps\/v1\/transactions\/([^/?]+)/.exec(req.url ?? '');
    if (!match || req.method !== 'GET') return send(404, {});
    const id = decodeURIComponent(match[1]!);
    fake.asked.push(id);
    const answer = fake.answers.get(id) ?? 404;
    if (typeof answer === 'string') return send(200, { signedTransactionInfo: answer });
    if (answer === 404) return send(404, { errorCode: 4040010, errorMessage: 'Transaction id not found.' });
    return send(answer, { errorCode: 5000000, errorMessage: 'An unknown error occurred.' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    APP_STORE_BUNDLE_ID: BUNDLE,
    APP_STORE_ENVIRONMENT: 'Sandbox',
    APPLE_ROOT_CA_PATHS: chain.root.path,
    APP_STORE_ONLINE_CHECKS: 'false',
    APP_STORE_KEY_ID: KEY_ID,
    APP_STORE_ISSUER_ID: ISSUER,
    APP_STORE_PRIVATE_KEY: apiKey.privateKey.export({ type: 'pkcs8', format: 'pem' }),
    APP_STORE_API_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
  db = await getDb();
  alice = await signUpUser('apple-api-alice');
});
afterAll(async () => {
  await db.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  fake.answers.clear();
  fake.asked = [];
});

const newTx = () => newTransactionId(3000000000);

function transaction(user: TestUser, overrides: Record<string, unknown> = {}) {
  return testTransaction(user.id, 3000000000, overrides);
}

async function record(user: TestUser, payload: Record<string, unknown>) {
  const body = { store: 'app_store', productId: 'current_insight', storeTransactionId: payload.transactionId, signedTransaction: await signJws(chain, payload) };
  return RECORD(
    new Request('http://localhost/api/purchases', { method: 'POST', headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    undefined,
  );
}

const purchaseCount = async () => (await db.query<{ n: number }>('select count(*)::int as n from public.purchases')).rows[0]!.n;

describe('App Store purchases looked up with the App Store Server API (getTransactionInfo)', () => {
  it('records a transaction the API knows and agrees on, with the bearer token Apple expects', async () => {
    const tx = transaction(alice);
    fake.answers.set(tx.transactionId, await signJws(chain, tx));
    const response = await record(alice, tx);
    expect(response.status).toBe(201);
    expect(fake.asked).toEqual([tx.transactionId]);
    const { purchaseId } = await response.json();
    expect(await findPurchase(db, purchaseId)).toMatchObject({ store: 'app_store', storeTransactionId: tx.transactionId, status: 'active', userId: alice.id });
  });

  const refusals: { name: string; status: number; answer: (tx: ReturnType<typeof transaction>) => Promise<string | number> }[] = [
    // the device's copy predates the refund; Apple's current copy carries it
    { name: 'revoked in the API’s answer', status: 403, answer: (tx) => signJws(chain, { ...tx, revocationDate: Date.now(), revocationReason: 0 }) },
    { name: 'not found by the API', status: 400, answer: async () => 404 },
    { name: 'answered with another transaction', status: 400, answer: (tx) => signJws(chain, { ...tx, transactionId: newTx() }) },
    { name: 'answered with a copy signed outside Apple’s chain', status: 400, answer: (tx) => signJws(makeChain('api-forger'), tx) },
    { name: 'looked up while the API fails (503: retry later)', status: 503, answer: async () => 500 },
  ];
  for (const { name, status, answer } of refusals) {
    it(`refuses a transaction ${name} with ${status}, recording nothing`, async () => {
      const tx = transaction(alice);
      fake.answers.set(tx.transactionId, await answer(tx));
      const before = await purchaseCount();
      const response = await record(alice, tx);
      expect(response.status).toBe(status);
      expect((await response.json()).error.message).toEqual(expect.any(String));
      expect(fake.asked).toEqual([tx.transactionId]);
      expect(await purchaseCount()).toBe(before);
      expect((await db.query('select 1 from public.purchases where store_transaction_id = $1', [tx.transactionId])).rows).toEqual([]);
    });
  }
});
