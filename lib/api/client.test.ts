import { describe, expect, it } from 'vitest';
import { ApiFetchError, apiFetch } from './client';

const answer = (status: number, body: unknown) => {
  const seen: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { fetchImpl, seen };
};

const failure = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('should have rejected'), (error: unknown) => error);

describe('apiFetch', () => {
  it('sends JSON with the Bearer token, uncached, and resolves to the parsed answer', async () => {
    const { fetchImpl, seen } = answer(201, { id: 'r1' });
    expect(await apiFetch('/api/notify', { method: 'POST', token: 'a.b.c', body: { message: 'x' }, fetchImpl })).toEqual({ id: 'r1' });
    expect(seen[0]).toEqual({
      url: '/api/notify',
      init: { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer a.b.c' }, cache: 'no-store', body: '{"message":"x"}' },
    });
  });

  it('sends no Authorization header and no body without a token or a body', async () => {
    const { fetchImpl, seen } = answer(200, { ok: true });
    await apiFetch('/api/reports', { fetchImpl });
    expect(seen[0]!.init).toEqual({ method: 'GET', headers: { 'Content-Type': 'application/json' }, cache: 'no-store' });
  });

  it("rejects with the API's error code and message and the status", async () => {
    const error = await failure(apiFetch('/api/quiz/result', { fetchImpl: answer(429, { error: { code: 'fair_use_limit', message: 'Enough for today.' } }).fetchImpl }));
    expect(error).toBeInstanceOf(ApiFetchError);
    expect(error).toMatchObject({ status: 429, code: 'fair_use_limit', message: 'Enough for today.' });
  });

  it('names an error without the API’s body by its status, an unreadable answer and a failed network by their own codes', async () => {
    expect(await failure(apiFetch('/x', { fetchImpl: answer(502, '<html>bad gateway</html>').fetchImpl }))).toMatchObject({ status: 502, code: 'http_502' });
    expect(await failure(apiFetch('/x', { fetchImpl: answer(200, '<html>proxy</html>').fetchImpl }))).toMatchObject({ status: 200, code: 'invalid_response' });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await failure(apiFetch('/x', { fetchImpl: offline }))).toMatchObject({ status: 0, code: 'network_error', message: 'TypeError: Failed to fetch' });
  });
});
