import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db, Executor } from '@/lib/db/types';
import { signUpConsentData } from '@/lib/consents/signup-consents';
import { EMBEDDED_ANON_KEY } from '@/lib/supabase/embedded-anon-key';
import { confirmedSignUp, migratedMemoryDb, startTestAuth, STRONG_PASSWORD, SUPABASE_URL, uniqueEmail, type TestAuth } from '@/tests/api/embedded-auth';
import { provideTestRuntime } from '@/tests/setup/runtime';

// every password hash of the server is one scrypt call (passwords.ts): counted here
const scryptCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  const scrypt = ((...args: Parameters<typeof actual.scrypt>) => {
    scryptCalls.count += 1;
    return (actual.scrypt as (...a: unknown[]) => void)(...args);
  }) as typeof actual.scrypt;
  return { ...actual, default: { ...actual, scrypt }, scrypt };
});

provideTestRuntime();

/** The statements a request ran, in order, with their parameters' kinds (not their values). */
const statements: string[] = [];
function recording(db: Db): Db {
  const record = (sql: string) => statements.push(sql.replace(/\s+/g, ' ').trim());
  const wrap = <Q extends Executor>(target: Q): Q =>
    Object.assign(Object.create(target) as Q, {
      query: (sql: string, params?: readonly unknown[]) => (record(sql), target.query(sql, params)),
    });
  return Object.assign(wrap(db), { transaction: <T>(fn: (tx: Executor) => Promise<T>) => db.transaction((tx) => fn(wrap(tx))) });
}

let auth: TestAuth;
let db: Db;
beforeAll(async () => {
  db = await migratedMemoryDb();
  const started = await startTestAuth({ db: recording(db) });
  await started.db.close(); // (the one it made; the server runs on the recorded one)
  auth = { ...started, db };
});
afterAll(async () => {
  await db.close();
});

const post = (endpoint: string, body: unknown) =>
  auth.fetch(`${SUPABASE_URL}/auth/v1/${endpoint}`, {
    method: 'POST',
    headers: { apikey: EMBEDDED_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A request's answer, and the password hashes and statements it cost. */
async function measured(endpoint: string, body: unknown) {
  const [hashes, from] = [scryptCalls.count, statements.length];
  const response = await post(endpoint, body);
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, hashes: scryptCalls.count - hashes, sql: statements.slice(from) };
}

const shape = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(shape) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)])) : typeof value;

/** The relations between a sign-up answer's fields that a prober could compare. */
function relations(user: Record<string, unknown>) {
  const time = (key: string) => Date.parse(String(user[key]));
  const identity = (user.identities as Record<string, unknown>[])[0]!;
  return {
    createdBeforeSent: time('created_at') < time('confirmation_sent_at'),
    updatedIsSent: user.updated_at === user.confirmation_sent_at,
    identityTimes: identity.created_at === user.created_at && identity.updated_at === user.updated_at,
    identityIds: identity.id === user.id && identity.user_id === user.id,
    unconfirmed: user.email_confirmed_at === undefined && user.last_sign_in_at === undefined,
    // an old account would show an old created_at: measured against the answer's own send time
    // (the server's clock), not this process's, which the test moves the server ahead of
    recentlyCreated: time('confirmation_sent_at') - time('created_at') < 60_000,
  };
}

describe('sign-up answers the same whether or not the address has an account', () => {
  it('same shape, same field relations, one password hash and a stable id at a repeat, on every path', async () => {
    const { email: taken } = await confirmedSignUp(auth);
    const fresh = uniqueEmail('fresh');
    const password = 'An0ther!Passw0rd';
    const data = { note: 'x', ...signUpConsentData() };
    auth.advance(61); // past the per-e-mail mail limit of the confirmed sign-up's own mail
    try {
      const first = { taken: await measured('signup', { email: taken, password, data }), fresh: await measured('signup', { email: fresh, password, data }) };
      // a repeat within the minute: no mail, no change, and still the same answer
      const limited = { taken: await measured('signup', { email: taken, password, data }), fresh: await measured('signup', { email: fresh, password, data }) };
      auth.advance(61);
      // a repeat after it: the never-confirmed address starts over, the taken one is mailed a notice
      const again = { taken: await measured('signup', { email: taken, password, data }), fresh: await measured('signup', { email: fresh, password, data }) };
      for (const [label, pair] of Object.entries({ first, limited, again })) {
        expect([pair.taken.status, pair.fresh.status], label).toEqual([200, 200]);
        expect(shape(pair.taken.body), label).toEqual(shape(pair.fresh.body));
        expect(relations(pair.taken.body), label).toEqual(relations(pair.fresh.body));
        // the old answer for a taken address had created_at = confirmation_sent_at exactly
        expect(relations(pair.taken.body).createdBeforeSent, label).toBe(true);
        expect([pair.taken.hashes, pair.fresh.hashes], label).toEqual([1, 1]);
        expect(pair.taken.body).toMatchObject({ email: taken, user_metadata: data });
      }
      // a never-confirmed address answers its own id at every sign-up, and so does a taken one
      // (GoTrue's fresh random id each time gave it away)
      expect(new Set([first.fresh.body.id, limited.fresh.body.id, again.fresh.body.id]).size).toBe(1);
      expect(new Set([first.taken.body.id, limited.taken.body.id, again.taken.body.id]).size).toBe(1);
      expect(first.taken.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const owner = (await db.query<{ id: string }>(`select id from auth.users where email = $1`, [taken])).rows[0]!;
      expect(first.taken.body.id).not.toBe(owner.id);
      // the stored never-confirmed user has the times its answer showed
      const stored = (await db.query<{ created_at: Date; confirmation_sent_at: Date }>(`select created_at, confirmation_sent_at from auth.users where email = $1`, [fresh])).rows[0]!;
      expect([stored.created_at.toISOString(), stored.confirmation_sent_at.toISOString()]).toEqual([again.fresh.body.created_at, again.fresh.body.confirmation_sent_at]);
    } finally {
      auth.advance(-122);
    }
  }, 120_000);
});

describe('recovery does the same work whether or not the address has an account', () => {
  it('runs the same statements in the same order, with no password hash, and answers the same {}', async () => {
    const { email: registered } = await confirmedSignUp(auth);
    const unknown = uniqueEmail('nobody');
    const a = await measured('recover', { email: registered });
    const b = await measured('recover', { email: unknown });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body, b.body]).toEqual([{}, {}]);
    expect(a.sql.length).toBeGreaterThan(0);
    expect(a.sql).toEqual(b.sql);
    expect([a.hashes, b.hashes]).toEqual([0, 0]);
    // only the registered address got a mail with a live link
    const mails = async (to: string) => (await db.query(`select 1 from auth.mail_outbox where recipient = $1 and action_link like '%type=recovery%'`, [to])).rows.length;
    expect([await mails(registered), await mails(unknown)]).toEqual([1, 0]);
    const tokens = await db.query(`select 1 from auth.one_time_tokens t join auth.users u on u.id = t.user_id where u.email = $1 and t.token_type = 'recovery_token'`, [registered]);
    expect(tokens.rows).toHaveLength(1);
  }, 60_000);
});

describe('the parity does not cost the right password', () => {
  it('still signs in after all of that', async () => {
    const { email } = await confirmedSignUp(auth);
    expect((await auth.client().auth.signInWithPassword({ email, password: STRONG_PASSWORD })).error).toBeNull();
  }, 60_000);
});
