import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CloudResult, InsightCloud } from './cloud';
import { checkInsightInput, generateCurrentInsight, generatePlanInsight, type FallbackEvent } from './compose';
import { composeCurrentInsight } from './local/current';
import * as plan from './local/plan';
import { sampleCurrentInsight, samplePlanInsight } from '@/content/insight/samples';
import { currentRequest as request, planRequest as plans } from '@/tests/fixtures/insight-requests';

const currentRequest = request('family', '엄마와 대화만 하면 자꾸 싸우게 돼서 속상해요');
const planRequest = plans(['이직 준비를 마치고 원하는 회사에 합격하기', '매달 월급의 30%를 저축하기', '가족과 함께 해외여행 다녀오기']);

function fakeCloud(answers: Partial<{ [K in keyof InsightCloud]: CloudResult<unknown> }>) {
  const calls: string[] = [];
  const reply = (name: keyof InsightCloud) => async () => {
    calls.push(name);
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected call ${name}`);
    return answer;
  };
  const cloud = { check: reply('check'), current: reply('current'), plan: reply('plan') } as unknown as InsightCloud;
  return { cloud, calls };
}

const down: CloudResult<never> = { ok: false, reason: { kind: 'http', status: 503 } };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('generateCurrentInsight', () => {
  it('hosted: takes the cloud\'s answer when it is good', async () => {
    const answer = sampleCurrentInsight('en');
    const { cloud, calls } = fakeCloud({ current: { ok: true, value: answer } });
    const generated = await generateCurrentInsight({ request: currentRequest, locale: 'en', mode: 'hosted', cloud });
    expect(generated).toEqual({ result: answer, source: 'cloud' });
    expect(calls).toEqual(['current']);
  });

  it('hosted: when the cloud fails, the oracle composes the reading, marked local, and the failure is told', async () => {
    const { cloud } = fakeCloud({ current: down });
    const events: FallbackEvent[] = [];
    const generated = await generateCurrentInsight({ request: currentRequest, locale: 'ko', mode: 'hosted', cloud, onFallback: (e) => events.push(e) });
    expect(generated.source).toBe('local');
    expect(generated.cloudFailure).toEqual({ kind: 'http', status: 503 });
    expect(generated.result).toEqual(composeCurrentInsight(currentRequest, 'ko'));
    expect(generated.usedSample).toBeUndefined();
    expect(events).toEqual([{ stage: 'cloud', call: 'current', failure: { kind: 'http', status: 503 } }]);
  });

  it('hosted without a configured client still answers from the oracle', async () => {
    const generated = await generateCurrentInsight({ request: currentRequest, locale: 'en', mode: 'hosted', onFallback: () => {} });
    expect(generated.source).toBe('local');
    expect(generated.result.hexagram_id).toBe(composeCurrentInsight(currentRequest, 'en').hexagram_id);
  });

  it('embedded: never calls the cloud', async () => {
    const { cloud, calls } = fakeCloud({});
    const generated = await generateCurrentInsight({ request: currentRequest, locale: 'ko', mode: 'embedded', cloud });
    expect(calls).toEqual([]);
    expect(generated).toEqual({ result: composeCurrentInsight(currentRequest, 'ko'), source: 'local' });
  });
});

describe('generatePlanInsight', () => {
  it('falls back cloud → oracle → the fixed sample (hexagram 1), always local after the cloud', async () => {
    const { cloud } = fakeCloud({ plan: { ok: false, reason: { kind: 'timeout', afterMs: 20_000 } } });
    vi.spyOn(plan, 'composePlanInsight').mockImplementation(() => {
      throw new Error('oracle broke');
    });
    const events: FallbackEvent[] = [];
    const generated = await generatePlanInsight({ request: planRequest, locale: 'en', mode: 'hosted', cloud, firstYear: 2025, onFallback: (e) => events.push(e) });
    expect(generated).toEqual({
      result: samplePlanInsight('en'),
      source: 'local',
      usedSample: true,
      cloudFailure: { kind: 'timeout', afterMs: 20_000 },
    });
    expect(generated.result.hexagram_id).toBe(1);
    expect(events.map((e) => e.stage)).toEqual(['cloud', 'oracle']);
  });

  it('uses the sample when the oracle answers something outside the contract', async () => {
    vi.spyOn(plan, 'composePlanInsight').mockReturnValue({ ...samplePlanInsight('ko'), hexagram_id: 0 });
    const generated = await generatePlanInsight({ request: planRequest, locale: 'ko', mode: 'embedded', firstYear: 2025, onFallback: () => {} });
    expect(generated.result).toEqual(samplePlanInsight('ko'));
    expect(generated.usedSample).toBe(true);
  });

  it('embedded: the oracle\'s plan reading', async () => {
    const generated = await generatePlanInsight({ request: planRequest, locale: 'ko', mode: 'embedded', firstYear: 2025 });
    expect(generated.source).toBe('local');
    expect(generated.result.journey_analysis['2025']).toContain('이직 준비를 마치고');
  });
});

describe('checkInsightInput', () => {
  it('hosted: the cloud\'s verdict when it answers, the local check when it does not', async () => {
    const verdict = { valid: true, situation: '클라우드의 요약', category: 'love' as const, input: 'x' };
    const good = fakeCloud({ check: { ok: true, value: verdict } });
    expect(await checkInsightInput({ request: { userInput: 'x' }, locale: 'ko', mode: 'hosted', cloud: good.cloud })).toEqual({ result: verdict, source: 'cloud' });

    const bad = fakeCloud({ check: { ok: false, reason: { kind: 'malformed', message: 'valid: expected boolean' } } });
    const local = await checkInsightInput({ request: { userInput: 'ㅋㅋㅋㅋㅋㅋ' }, locale: 'ko', mode: 'hosted', cloud: bad.cloud, onFallback: () => {} });
    expect(local.source).toBe('local');
    expect(local.result.valid).toBe(false);
    expect(local.result.situation).toMatch(/자음과 모음만으로는/u);
  });

  it('embedded: the local check classifies and restates', async () => {
    const { result, source } = await checkInsightInput({ request: { userInput: currentRequest.question }, locale: 'en', mode: 'embedded' });
    expect(source).toBe('local');
    expect(result).toMatchObject({ valid: true, category: 'family', input: currentRequest.question });
  });
});

describe('the fixed samples', () => {
  it('are hexagram 38 for the current insight and 1 for the plan, in both locales', async () => {
    const { currentInsightResultSchema, planInsightResultSchema } = await import('./schemas');
    for (const locale of ['ko', 'en'] as const) {
      expect(currentInsightResultSchema.parse(sampleCurrentInsight(locale)).hexagram_id).toBe(38);
      expect(planInsightResultSchema.parse(samplePlanInsight(locale)).hexagram_id).toBe(1);
    }
    expect(sampleCurrentInsight('ko').situation).toMatch(/[가-힣]/u);
    expect(samplePlanInsight('en').guidance).not.toMatch(/[가-힣]/u);
  });
});
