import { describe, expect, it } from 'vitest';
import { PEER_HEADER } from '@/lib/api/request';
import { NOTIFY_RATE_LIMIT } from '@/lib/notify/constants';
import type { Db } from '@/lib/db/types';
import { badTokensFor, signUpUser, type TestUser } from '@/tests/api/embedded-users';
import { withEmbeddedApp } from '@/tests/api/route-harness';
import { POST } from './route';

let db: Db, reader: TestUser;
withEmbeddedApp(['reader'], (app) => ([db, reader] = [app.db, ...app.users]));

let address = 0;
/** Each anonymous request comes from its own socket address unless one is given (the limit is per address). */
function notify(body: unknown, headers: Record<string, string> = {}) {
  return POST(
    new Request('http://localhost/api/notify', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PEER_HEADER]: `198.51.100.${++address % 250}`, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    undefined,
  );
}

const valid = { message: 'Current Insight', reasons: ['inaccurate', 'other'], details: 'The reading contradicts itself.', timestamp: '2026-11-21T09:30:00.000Z' };
const flagCount = async () => Number((await db.query<{ n: string }>('select count(*) as n from public.report_flags')).rows[0]!.n);

describe('POST /api/notify', () => {
  it('stores the message with the signed-in user: 201', async () => {
    const response = await notify({ ...valid, reasons: ['other', 'inaccurate', 'other'] }, { authorization: `Bearer ${reader.token}` });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const { rows } = await db.query<Record<string, unknown>>('select report_kind, reasons, details, user_id, client_timestamp from public.report_flags where id = $1', [id]);
    expect(rows[0]).toEqual({
      report_kind: 'Current Insight',
      reasons: ['inaccurate', 'other'],
      details: 'The reading contradicts itself.',
      user_id: reader.id,
      client_timestamp: new Date(valid.timestamp),
    });
  });

  it('accepts an anonymous message without details, and ignores a token that does not verify', async () => {
    const anonymous = await notify({ message: 'Character Insight', reasons: ['harmful'], timestamp: new Date().toISOString() });
    expect(anonymous.status).toBe(201);
    const { expired } = await badTokensFor(reader);
    const stale = await notify(valid, { authorization: `Bearer ${expired}` });
    expect(stale.status).toBe(201);
    const { rows } = await db.query('select user_id, details from public.report_flags where id = any($1::uuid[]) order by details', [[(await anonymous.json()).id, (await stale.json()).id]]);
    expect(rows).toEqual([
      { user_id: null, details: '' },
      { user_id: null, details: valid.details },
    ]);
  });

  it('answers 400 to a missing or unknown reason, long details and other malformed bodies, storing nothing', async () => {
    const count = await flagCount();
    const bad = [
      '{oops',
      { ...valid, reasons: [] },
      { ...valid, reasons: ['spam'] },
      { ...valid, reasons: 'inaccurate' },
      { ...valid, details: 'x'.repeat(2001) },
      { ...valid, message: '' },
      { ...valid, message: 'x'.repeat(101) },
      { ...valid, timestamp: 'yesterday' },
      { ...valid, extra: true },
    ];
    for (const body of bad) {
      const response = await notify(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await response.json()).error.code).toBe('bad_request');
    }
    expect((await (await notify({ ...valid, reasons: [] })).json()).error.message).toContain('Please select at least one reason for notification.');
    expect(await flagCount()).toBe(count);
  });

  it('limits messages per user and per address: 429 with Retry-After', async () => {
    const limited = await signUpUser('limited');
    const auth = { authorization: `Bearer ${limited.token}` };
    for (let i = 0; i < NOTIFY_RATE_LIMIT.max; i++) expect((await notify(valid, auth)).status).toBe(201);
    const refused = await notify(valid, auth);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe('rate_limited');
    expect((await notify(valid, { authorization: `Bearer ${reader.token}` })).status).toBe(201); // another user is not affected

    const from = { [PEER_HEADER]: '203.0.113.50' };
    for (let i = 0; i < NOTIFY_RATE_LIMIT.max; i++) expect((await notify(valid, from)).status).toBe(201);
    expect((await notify(valid, from)).status).toBe(429);
  });

  it('refuses malformed flags before counting them: ten bad bodies leave all five flags', async () => {
    const from = { [PEER_HEADER]: '203.0.113.88' };
    for (let i = 0; i < 10; i++) expect((await notify({ ...valid, reasons: ['no-such-reason'] }, from)).status).toBe(400);
    for (let i = 0; i < NOTIFY_RATE_LIMIT.max; i++) expect((await notify(valid, from)).status).toBe(201);
    expect((await notify(valid, from)).status).toBe(429);
  });

  it('counts one socket address however its X-Forwarded-For and X-Real-IP rotate (no trusted proxy)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < NOTIFY_RATE_LIMIT.max + 3; i++) {
      const spoof = { [PEER_HEADER]: '203.0.113.77', 'x-forwarded-for': `192.0.2.${i + 1}`, 'x-real-ip': `198.18.0.${i + 1}` };
      statuses.push((await notify(valid, spoof)).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(NOTIFY_RATE_LIMIT.max);
    expect(statuses.slice(NOTIFY_RATE_LIMIT.max).every((status) => status === 429)).toBe(true);
  });

  it('refuses simple cross-site posts: a non-JSON body type, a foreign Origin or Sec-Fetch-Site, storing nothing', async () => {
    const count = await flagCount();
    const refused: [Record<string, string>, number][] = [
      // what any page can send without a preflight: a text/plain or form post
      [{ 'content-type': 'text/plain;charset=UTF-8', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, 400],
      [{ 'content-type': 'text/plain' }, 400],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 400],
      [{ 'content-type': 'multipart/form-data; boundary=x' }, 400],
      // JSON from another site (a browser sends it only after a preflight we never allow)
      [{ origin: 'https://evil.example' }, 403],
      [{ origin: 'null' }, 403],
      [{ 'sec-fetch-site': 'cross-site' }, 403],
      [{ 'sec-fetch-site': 'same-site', origin: 'https://sub.localhost.example' }, 403],
    ];
    for (const [headers, status] of refused) {
      const response = await notify(valid, headers);
      expect(response.status, JSON.stringify(headers)).toBe(status);
      expect((await response.json()).error.code, JSON.stringify(headers)).toBe(status === 400 ? 'bad_request' : 'forbidden');
    }
    const noType = await POST(new Request('http://localhost/api/notify', { method: 'POST', headers: { [PEER_HEADER]: '198.51.100.251' }, body: new Blob([JSON.stringify(valid)]) }), undefined);
    expect(noType.status).toBe(400);
    expect(await flagCount()).toBe(count);
    // our own page (same origin) and the app's bearer token still file
    expect((await notify(valid, { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    expect((await notify(valid, { 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    expect((await notify(valid, { authorization: `Bearer ${reader.token}`, 'content-type': 'text/plain', origin: 'https://app.invalid' })).status).toBe(201);
  });
});
