import { describe, expect, it } from 'vitest';
import { createInsightCloud, type CloudOptions } from './cloud';
import { sampleCurrentInsight, samplePlanInsight } from '@/content/insight/samples';
import { currentRequest as request } from '@/tests/fixtures/insight-requests';

const BASE = 'https://insight.example/api/';
const currentRequest = request('career', '회사를 옮길지 고민입니다', { situation: '일에 관한 고민' });

interface Seen {
  url: string;
  init: RequestInit;
}

/** A fake fetch answering from a script of steps, recording what it was asked. */
function fakeFetch(steps: Array<() => Promise<Response> | Response>) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: String(input), init: init ?? {} });
    const step = steps[Math.min(seen.length - 1, steps.length - 1)];
    if (!step) throw new Error('no step');
    return step();
  }) as typeof fetch;
  return { fetchImpl, seen };
}

const json = (body: unknown, status = 200) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const networkDown = () => () => Promise.reject(new TypeError('fetch failed'));

function client(fetchImpl: typeof fetch, extra: Partial<CloudOptions> = {}) {
  return createInsightCloud({ baseUrl: BASE, fetch: fetchImpl, ...extra });
}

describe('the cloud insight client', () => {
  it('posts the spec\'s body to the right handler and returns the validated answer', async () => {
    const answer = sampleCurrentInsight('ko');
    const { fetchImpl, seen } = fakeFetch([json(answer)]);
    const result = await client(fetchImpl).current(currentRequest, 'ko');
    expect(result).toEqual({ ok: true, value: answer });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('https://insight.example/api/current_insight_handler');
    expect(seen[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(seen[0]?.init.body))).toEqual(currentRequest);
    expect(new Headers(seen[0]?.init.headers).get('accept-language')).toBe('ko');
    expect(seen[0]?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('uses the check and plan handlers and maps an unknown category to general', async () => {
    const { fetchImpl, seen } = fakeFetch([
      json({ valid: true, situation: 'ok', category: 'astrology', input: 'x' }),
      json(samplePlanInsight('en')),
    ]);
    const cloud = client(fetchImpl);
    expect(await cloud.check({ userInput: 'x' }, 'en')).toEqual({
      ok: true,
      value: { valid: true, situation: 'ok', category: 'general', input: 'x' },
    });
    const plan = await cloud.plan({ plan2025: 'a', plan2026: 'b', plan2027: 'c', purchaseId: currentRequest.purchaseId }, 'en');
    expect(plan.ok).toBe(true);
    expect(seen.map((s) => s.url.split('/').at(-1))).toEqual(['current_insight_check_handler', 'plan_insight_handler']);
  });

  it('retries once on a 5xx and succeeds on the second try', async () => {
    const { fetchImpl, seen } = fakeFetch([json({ message: 'busy' }, 503), json(sampleCurrentInsight('en'))]);
    const result = await client(fetchImpl).current(currentRequest, 'en');
    expect(result.ok).toBe(true);
    expect(seen).toHaveLength(2);
  });

  it('retries once on a network error, then gives up with the reason', async () => {
    const { fetchImpl, seen } = fakeFetch([networkDown(), networkDown(), json(sampleCurrentInsight('en'))]);
    const result = await client(fetchImpl).current(currentRequest, 'en');
    expect(result).toEqual({ ok: false, reason: { kind: 'network', message: 'fetch failed' } });
    expect(seen).toHaveLength(2);
  });

  it('gives up after a second 5xx', async () => {
    const { fetchImpl, seen } = fakeFetch([json({}, 500), json({}, 502), json(sampleCurrentInsight('en'))]);
    expect(await client(fetchImpl).current(currentRequest, 'en')).toEqual({ ok: false, reason: { kind: 'http', status: 502 } });
    expect(seen).toHaveLength(2);
  });

  it('does not retry a 4xx', async () => {
    const { fetchImpl, seen } = fakeFetch([json({ error: 'bad request' }, 400), json(sampleCurrentInsight('en'))]);
    expect(await client(fetchImpl).current(currentRequest, 'en')).toEqual({ ok: false, reason: { kind: 'http', status: 400 } });
    expect(seen).toHaveLength(1);
  });

  it('times out a slow answer without retrying it', async () => {
    const slow = () => (init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const seen: RequestInit[] = [];
    const fetchImpl = ((_: RequestInfo | URL, init?: RequestInit) => {
      seen.push(init ?? {});
      return slow()(init);
    }) as typeof fetch;
    const started = Date.now();
    const result = await client(fetchImpl, { timeoutMs: 50 }).current(currentRequest, 'en');
    expect(result).toEqual({ ok: false, reason: { kind: 'timeout', afterMs: 50 } });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(seen).toHaveLength(1);
  });

  it('rejects an answer carrying an error field, even with status 200', async () => {
    const { fetchImpl } = fakeFetch([json({ error: 'model overloaded' })]);
    expect(await client(fetchImpl).current(currentRequest, 'en')).toEqual({
      ok: false,
      reason: { kind: 'error_field', message: 'model overloaded' },
    });
    const nested = fakeFetch([json({ ...sampleCurrentInsight('en'), error: { message: 'partial' } })]);
    expect(await client(nested.fetchImpl).current(currentRequest, 'en')).toEqual({
      ok: false,
      reason: { kind: 'error_field', message: 'partial' },
    });
  });

  it('rejects malformed answers: not JSON, wrong shape, out-of-range hexagram', async () => {
    const notJson = fakeFetch([() => new Response('<html>oops</html>', { status: 200 })]);
    expect(await client(notJson.fetchImpl).current(currentRequest, 'en')).toEqual({
      ok: false,
      reason: { kind: 'malformed', message: 'the answer is not JSON' },
    });
    const missing = fakeFetch([json({ hexagram_id: 3, situation: 'x' })]);
    const r1 = await client(missing.fetchImpl).current(currentRequest, 'en');
    expect(r1.ok).toBe(false);
    if (!r1.ok) expect(r1.reason.kind).toBe('malformed');
    const outOfRange = fakeFetch([json({ ...sampleCurrentInsight('en'), hexagram_id: 65 })]);
    const r2 = await client(outOfRange.fetchImpl).current(currentRequest, 'en');
    expect(r2).toEqual({ ok: false, reason: { kind: 'malformed', message: expect.stringContaining('hexagram_id') } });
    const emptyList = fakeFetch([json({ ...samplePlanInsight('en'), key_insights: [] })]);
    const r3 = await client(emptyList.fetchImpl).plan({ plan2025: 'a', plan2026: 'b', plan2027: 'c', purchaseId: currentRequest.purchaseId }, 'en');
    expect(r3.ok).toBe(false);
  });
});
