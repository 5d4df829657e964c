import { describe, expect, it } from 'vitest';
import { badTokensFor, signUpUser, type TestUser } from '@/tests/api/embedded-users';
import { bearer, buy, postJson, purchase, withEmbeddedApp } from '@/tests/api/route-harness';
import { POST as SUBMIT_QUIZ } from '../quiz/result/route';
import { DELETE, GET, POST } from './route';

let owner: TestUser;
withEmbeddedApp(['reports-owner'], (app) => ([owner] = app.users));

const list = (query = '', headers: Record<string, string> = bearer(owner)) => GET(new Request(`http://localhost/api/reports${query}`, { headers }), undefined);

describe('GET /api/reports', () => {
  it('answers 401 without a valid token', async () => {
    expect((await list('', {})).status).toBe(401);
    for (const token of Object.values(await badTokensFor(owner))) {
      const response = await list('', bearer(token));
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });

  // cursors of the old (created_at|id) form with dates PostgreSQL refuses (they answered 503)
  const IMPOSSIBLE_CURSORS = ['2026-02-30T00:00:00.000000Z', '0000-00-00T00:00:00.000000Z'].map(
    (at) => `?cursor=${Buffer.from(`${at}|00000000-0000-0000-0000-000000000000`).toString('base64url')}`,
  );
  it('answers 400 for a bad limit, cursor or parameter', async () => {
    for (const query of ['?limit=0', '?limit=51', '?limit=abc', '?limit=2.5', '?cursor=nope', '?cursor=', '?page=2', `?cursor=${'x'.repeat(500)}`, ...IMPOSSIBLE_CURSORS]) {
      const response = await list(query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'bad_request', message: expect.any(String) } });
    }
  });

  it('lists the stored reports newest first, paged with nextCursor', async () => {
    expect(await (await list()).json()).toEqual({ reports: [], nextCursor: null, unused: [] });
    const subscription = await buy(owner, 'premium_annual');
    const ids: string[] = [];
    for (const answers of [[0, 0, 0, 0, 0], [1, 1, 1, 1, 1], [2, 2, 2, 2, 2]]) {
      const response = await postJson(SUBMIT_QUIZ, '/api/quiz/result', { purchaseId: subscription, quiz: 'book', answers, locale: 'en' }, bearer(owner));
      ids.push(((await response.json()) as { reportId: string }).reportId);
    }
    const first = await list('?limit=2');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('no-store');
    const page1 = (await first.json()) as { reports: { id: string; kind: string; locale: string; title: string; createdAt: string; hexagram: unknown }[]; nextCursor: string };
    expect(page1.reports.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    expect(page1.reports[0]).toEqual({ id: ids[2], kind: 'book_insight', locale: 'en', title: expect.any(String), createdAt: expect.any(String), hexagram: expect.objectContaining({ number: expect.any(Number) }) });
    const page2 = (await (await list(`?limit=2&cursor=${page1.nextCursor}`)).json()) as { reports: { id: string }[]; nextCursor: string | null };
    expect(page2.reports.map((r) => r.id)).toEqual([ids[0]]);
    expect(page2.nextCursor).toBeNull();
  });

  it('lists the one-off purchases not made into a report yet as unused, newest first, on every page, until their report is stored', async () => {
    const buyer = await signUpUser('reports-unused');
    const book = await purchase(buyer, 'book_insight');
    const character = await purchase(buyer, 'character_insight');
    const first = (await (await list('?limit=1', bearer(buyer))).json()) as { reports: unknown[]; unused: unknown[] };
    expect(first.reports).toEqual([]);
    expect(first.unused).toEqual([
      { purchaseId: character.purchaseId, product: 'character_insight', purchasedAt: character.purchasedAt },
      { purchaseId: book.purchaseId, product: 'book_insight', purchasedAt: book.purchasedAt },
    ]);
    // the character quiz answered: its purchase is used, the book one stays unused
    expect((await postJson(SUBMIT_QUIZ, '/api/quiz/result', { purchaseId: character.purchaseId, quiz: 'character', answers: [0, 1, 2, 3, 4, 0, 1] }, bearer(buyer))).status).toBe(201);
    const after = (await (await list('', bearer(buyer))).json()) as { reports: { kind: string }[]; unused: unknown[] };
    expect(after.reports.map((r) => r.kind)).toEqual(['character_insight']);
    expect(after.unused).toEqual([{ purchaseId: book.purchaseId, product: 'book_insight', purchasedAt: book.purchasedAt }]);
    // nobody else's purchases
    expect(((await (await list()).json()) as { unused: { purchaseId: string }[] }).unused.map((u) => u.purchaseId)).not.toContain(book.purchaseId);
  });

  it('serves GET only', async () => {
    expect((await POST()).status).toBe(405);
    expect((await DELETE()).status).toBe(405);
  });
});
