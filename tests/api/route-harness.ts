/**
 * The set-up the API route tests share: embedded mode with the whole stack in-process on an
 * in-memory database, users signed up through the embedded auth server, and purchases recorded
 * through POST /api/purchases.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { POST as RECORD_PURCHASE } from '@/app/api/purchases/route';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/types';
import { signUpUser, type TestUser } from './embedded-users';
import { provideTestRuntime } from '@/tests/setup/runtime';

/**
 * Gives the test file embedded mode on an in-memory database, opens it and signs up one user per
 * label before the file's tests (closed after them); `ready` receives them in the labels' order.
 */
export function withEmbeddedApp<const L extends readonly string[]>(labels: L, ready: (app: { db: Db; users: { -readonly [K in keyof L]: TestUser } }) => void): void {
  provideTestRuntime();
  let db: Db | undefined;
  beforeAll(async () => {
    db = await getDb();
    const users = await Promise.all(labels.map((label) => signUpUser(label)));
    ready({ db, users: users as { -readonly [K in keyof L]: TestUser } });
  });
  afterAll(async () => {
    await db?.close();
  });
}

/** The Authorization header of a user (or of a raw token). */
export const bearer = (user: TestUser | string) => ({ authorization: `Bearer ${typeof user === 'string' ? user : user.token}` });

let tx = 0;
/** A store transaction id no other purchase of this run has. */
export const newTx = () => `sandbox-${Date.now()}-${++tx}`;

type Handler = (request: Request, context: undefined) => Promise<Response>;

/** A JSON POST (a raw string is sent as it is) to a route handler at this path. */
export function postJson(handler: Handler, path: string, body: unknown, headers: Record<string, string> = {}) {
  const init = { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) };
  return handler(new Request(`http://localhost${path}`, init), undefined);
}

/** POST /api/purchases with these headers. */
export const recordPurchase = (body: unknown, headers: Record<string, string>) => postJson(RECORD_PURCHASE, '/api/purchases', body, headers);

export interface RecordedPurchase {
  purchaseId: string;
  productId: string;
  purchasedAt: string;
  expiresAt: string | null;
}

/** A sandbox purchase of the product by the user: 201 and what the route answered. */
export async function purchase(user: TestUser, productId: string): Promise<RecordedPurchase> {
  const response = await recordPurchase({ store: 'sandbox', productId, storeTransactionId: newTx() }, bearer(user));
  expect(response.status).toBe(201);
  return (await response.json()) as RecordedPurchase;
}

/** A sandbox purchase of the product by the user: its id. */
export const buy = async (user: TestUser, productId: string): Promise<string> => (await purchase(user, productId)).purchaseId;
