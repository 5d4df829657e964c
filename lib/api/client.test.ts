import { describe, expect, it } from 'vitest';
import { callApi, consentStepPath } from './client';

const answer = (status: number, body: unknown) => {
  const seen: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { fetchImpl, seen };
};

const offline = (async () => {
  throw new TypeError('Failed to fetch');
}) as unknown as typeof fetch;

describe('callApi', () => {
  it('sends JSON with the Bearer token, uncached, and resolves to the parsed answer', async () => {
    const { fetchImpl, seen } = answer(201, { id: 'r1' });
    expect(await callApi('/api/notify', { method: 'POST', token: 'a.b.c', body: { message: 'x' }, fetchImpl })).toEqual({ ok: true, value: { id: 'r1' } });
    expect(seen[0]).toEqual({
      url: '/api/notify',
      init: { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer a.b.c' }, cache: 'no-store', body: '{"message":"x"}' },
    });
  });

  it('sends no Authorization header and no body without a token or a body; keepalive only when asked', async () => {
    const { fetchImpl, seen } = answer(200, { ok: true });
    await callApi('/api/reports', { fetchImpl });
    expect(seen[0]!.init).toEqual({ method: 'GET', headers: { 'Content-Type': 'application/json' }, cache: 'no-store' });
    expect(seen[0]!.init.body).toBeUndefined();
    expect(seen[0]!.init.keepalive).toBeFalsy();
    await callApi('/api/drafts', { method: 'POST', token: 't', body: {}, keepalive: true, fetchImpl });
    expect(seen[1]!.init).toMatchObject({ keepalive: true });
  });

  it('sends PATCH as asked, and reads 204 No Content as success with no value', async () => {
    const patched = answer(200, { care: null });
    expect(await callApi('/api/journal/n1', { method: 'PATCH', token: 't', body: { text: 'x' }, fetchImpl: patched.fetchImpl })).toEqual({ ok: true, value: { care: null } });
    expect(patched.seen[0]!.init.method).toBe('PATCH');
    const deleted = (async () => new Response(null, { status: 204 })) as unknown as typeof fetch;
    expect(await callApi('/api/journal/n1', { method: 'DELETE', token: 't', fetchImpl: deleted })).toEqual({ ok: true, value: undefined });
  });

  it('never throws: a failed network is status 0, code network_error', async () => {
    expect(await callApi('/x', { fetchImpl: offline })).toEqual({ ok: false, error: { status: 0, code: 'network_error', message: 'TypeError: Failed to fetch' } });
  });

  it("a 4xx with the API's JSON error carries its code, message and status", async () => {
    const { fetchImpl } = answer(429, { error: { code: 'fair_use_limit', message: 'Enough for today.' } });
    expect(await callApi('/api/quiz/result', { fetchImpl })).toEqual({ ok: false, error: { status: 429, code: 'fair_use_limit', message: 'Enough for today.' } });
    expect(await callApi('/x', { fetchImpl: answer(401, { error: { code: 'unauthorized', message: 'no' } }).fetchImpl })).toMatchObject({ ok: false, error: { status: 401, code: 'unauthorized' } });
  });

  it('an answer that is not JSON: invalid_response when the status was OK, else http_<status>', async () => {
    expect(await callApi('/x', { fetchImpl: answer(200, '<html>proxy</html>').fetchImpl })).toEqual({ ok: false, error: { status: 200, code: 'invalid_response', message: 'invalid_response' } });
    expect(await callApi('/x', { fetchImpl: answer(502, '<html>bad gateway</html>').fetchImpl })).toMatchObject({ ok: false, error: { status: 502, code: 'http_502' } });
    expect(await callApi('/x', { fetchImpl: answer(500, { error: {} }).fetchImpl })).toEqual({ ok: false, error: { status: 500, code: 'http_500', message: 'http_500' } });
  });
});

describe('the consent step on consent_required', () => {
  it('sends the page to its locale’s /auth, where a provider account gives the sign-up consents', async () => {
    const assigned: string[] = [];
    const fake = { location: { pathname: '/en/report/current-insight', assign: (to: string) => assigned.push(to) } };
    (globalThis as { window?: unknown }).window = fake;
    try {
      const { fetchImpl } = answer(403, { error: { code: 'consent_required', message: 'finish signing up on /auth first' } });
      const result = await callApi('/api/purchases', { method: 'POST', body: {}, fetchImpl });
      expect(result).toEqual({ ok: false, error: { status: 403, code: 'consent_required', message: 'finish signing up on /auth first' } });
      expect(assigned).toEqual(['/en/auth']);
      // another 403 leaves the page where it is
      await callApi('/api/purchases', { method: 'POST', body: {}, fetchImpl: answer(403, { error: { code: 'forbidden', message: 'x' } }).fetchImpl });
      expect(assigned).toEqual(['/en/auth']);
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });

  it('names the step’s page per locale', () => {
    expect(consentStepPath('/report')).toBe('/auth');
    expect(consentStepPath('/en')).toBe('/en/auth');
    expect(consentStepPath('/english')).toBe('/auth');
  });
});

