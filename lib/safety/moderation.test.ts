import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '@/lib/config/schema';
import { parseConfig } from '@/lib/config/env';
import { createRuntime } from '@/lib/runtime';
import { noteCare } from '@/lib/journal/care';
import { TEST_JOURNAL_KEYS } from '@/tests/fixtures/journal-keys';
import { TEST_SITE_IDENTITY } from '@/tests/fixtures/site-identity';
import { MODERATION_RULES, MODERATION_TEXTS, startFakeModeration, type FakeModeration } from '@/tests/setup/fake-moderation';
import { provideTestRuntime } from '@/tests/setup/runtime';
import { screenText, type CrisisVerdict } from './crisis';
import { assertNoCrisisCare, screenInput } from './guard';
import { createModeration, moderationCounts, verdictOfAnswer, withModeration } from './moderation';

/**
 * The crisis screen's second opinion against a local fake of an OpenAI-compatible moderation
 * endpoint (tests/setup/fake-moderation.ts): what the model says can add care or a crisis the
 * local rules did not see, never take one away, and nothing it does wrong changes the verdict.
 */

// texts the local rules let through (checked below), and what the fake model says of them
const PLANNED = MODERATION_TEXTS.planned;
const PLANNED_KO = MODERATION_TEXTS.plannedKo;
const AFFAIRS = 'My plans: finish the degree, then sort out my affairs for good.';
const ORDINARY = MODERATION_TEXTS.ordinary;
// what the local rules already read
const LOCAL_CRISIS = MODERATION_TEXTS.localCrisis;
const LOCAL_CARE = 'I feel like a burden to everyone. Should I move out?';

const NONE: CrisisVerdict = { crisis: false, care: false };

const HOSTED_ENV = {
  APP_MODE: 'hosted',
  DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
  NEXT_PUBLIC_SUPABASE_URL: 'https://project.supabase.co',
  NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon-key',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
  INSIGHT_API_URL: 'https://insight.example',
  SITE_URL: 'https://gyeol.example',
  JOURNAL_KEYS: TEST_JOURNAL_KEYS,
  ...TEST_SITE_IDENTITY,
};

let fake: FakeModeration;
beforeAll(async () => {
  fake = await startFakeModeration(MODERATION_RULES);
});
afterAll(() => fake.close());
afterEach(() => {
  fake.mode = 'answer';
  fake.requests.length = 0;
});

const moderation = (timeoutMs = 1500, log: (line: string) => void = () => {}) => createModeration({ url: fake.url, key: 'sk-test-key', model: 'omni-moderation-latest', timeoutMs }, fetch, log);

describe('the texts of these tests', () => {
  it('are ones the local rules read as the test says', () => {
    for (const text of [PLANNED, PLANNED_KO, AFFAIRS, ORDINARY]) expect(screenText(text), text).toMatchObject(NONE);
    expect(screenText(LOCAL_CRISIS)).toMatchObject({ crisis: true });
    expect(screenText(LOCAL_CARE)).toMatchObject({ crisis: false, care: true });
  });
});

describe('the moderation model’s opinion', () => {
  it('adds a crisis the rules did not see (intent flagged, or scored at least 0.5), sending the text with the key and model only', async () => {
    expect(await withModeration(NONE, [PLANNED], moderation())).toEqual({ crisis: true, care: true });
    expect(await withModeration(NONE, [PLANNED_KO], moderation())).toEqual({ crisis: true, care: true });
    expect(fake.requests).toEqual([
      { authorization: 'Bearer sk-test-key', body: { model: 'omni-moderation-latest', input: PLANNED } },
      { authorization: 'Bearer sk-test-key', body: { model: 'omni-moderation-latest', input: PLANNED_KO } },
    ]);
  });

  it('adds care for self-harm alone, and leaves an ordinary text alone', async () => {
    expect(await withModeration(NONE, [AFFAIRS], moderation())).toEqual({ crisis: false, care: true });
    expect(await withModeration(NONE, [ORDINARY], moderation())).toEqual(NONE);
    // a plan's three years: one of them is enough
    expect(await withModeration(NONE, [ORDINARY, AFFAIRS, ORDINARY], moderation())).toEqual({ crisis: false, care: true });
    expect(fake.requests).toHaveLength(5);
  });

  it('never takes away what the rules saw: a local crisis is not even sent; local care stays when the model sees nothing', async () => {
    const localCrisis = screenText(LOCAL_CRISIS);
    expect(await withModeration(localCrisis, [LOCAL_CRISIS], moderation())).toBe(localCrisis);
    expect(fake.requests).toHaveLength(0);
    const localCare = screenText(LOCAL_CARE);
    expect(await withModeration(localCare, [LOCAL_CARE], moderation())).toEqual(localCare);
    expect(fake.requests).toHaveLength(1);
    // and care the model adds on top of local care is still care, not less
    expect(await withModeration(localCare, [LOCAL_CARE, PLANNED], moderation())).toEqual({ crisis: true, care: true });
  });

  it('leaves the local verdict as it was when the model is slow, failing or answers garbage, and logs counts without the text', async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const localCare = screenText(LOCAL_CARE);
    for (const mode of ['slow', 'error', 'garbage'] as const) {
      fake.mode = mode;
      const started = performance.now();
      expect(await withModeration(NONE, [PLANNED], moderation(300, log)), mode).toEqual(NONE);
      expect(await withModeration(localCare, [PLANNED], moderation(300, log)), mode).toEqual(localCare);
      // the slow model is given up on at the timeout (300 ms), not waited for (3 s)
      expect(performance.now() - started, mode).toBeLessThan(1_500);
    }
    expect(fake.requests).toHaveLength(6);
    expect(lines).toHaveLength(6);
    expect(lines.map((line) => line.match(/\((timeout|status|malformed)\)/)?.[1])).toEqual(['timeout', 'timeout', 'status', 'status', 'malformed', 'malformed']);
    expect(lines.join('\n')).not.toMatch(/Friday|letters|burden/);
    expect(moderationCounts().outcomes).toMatchObject({ timeout: 2, status: 2, malformed: 2 });
  });

  it('leaves it as it was when nothing listens at the address', async () => {
    const closed = await startFakeModeration();
    await closed.close();
    const lines: string[] = [];
    const nobody = createModeration({ url: closed.url, key: 'k', timeoutMs: 1000 }, fetch, (line) => lines.push(line));
    expect(await withModeration(NONE, [PLANNED], nobody)).toEqual(NONE);
    expect(lines).toEqual([expect.stringContaining('(network)')]);
  });

  it('reads the answer’s categories and scores by name, whatever their spelling, and nothing else', () => {
    const result = (categories: Record<string, unknown>, scores: Record<string, unknown> = {}) => ({ results: [{ categories, category_scores: scores }] });
    expect(verdictOfAnswer(result({ 'self-harm/instructions': true }))).toEqual({ crisis: true, care: true });
    expect(verdictOfAnswer(result({ self_harm_intent: true }))).toEqual({ crisis: true, care: true });
    expect(verdictOfAnswer(result({}, { 'self-harm/intent': 0.5 }))).toEqual({ crisis: true, care: true });
    expect(verdictOfAnswer(result({}, { 'self-harm/intent': 0.49, 'self-harm': 0.3 }))).toEqual({ crisis: false, care: true });
    expect(verdictOfAnswer(result({}, { 'self-harm': 0.29 }))).toEqual(NONE);
    expect(verdictOfAnswer(result({ violence: true, 'self-harm': false }, { violence: 0.99 }))).toEqual(NONE);
    for (const garbage of [null, 'ok', {}, { results: [] }, { results: [{}] }, { results: 'none' }]) expect(verdictOfAnswer(garbage), JSON.stringify(garbage)).toBeNull();
  });
});

describe('the settings', () => {
  it('are read in hosted mode only: embedded mode asks no model even with them set', () => {
    const settings = { SAFETY_MODERATION_URL: fake.url, SAFETY_MODERATION_KEY: 'sk-test-key' };
    expect(createRuntime(parseConfig({ DATA_DIR: 'memory://', ...settings })).moderation).toBeNull();
    expect(createRuntime(parseConfig(HOSTED_ENV)).moderation).toBeNull();
    expect(createRuntime(parseConfig({ ...HOSTED_ENV, ...settings })).moderation).toEqual(expect.any(Function));
  });

  it('stop start-up with the variable named when malformed', () => {
    const problem = (env: Record<string, string>) => {
      try {
        parseConfig({ ...HOSTED_ENV, ...env });
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
    };
    expect(problem({ SAFETY_MODERATION_URL: 'api.openai.com/v1/moderations', SAFETY_MODERATION_KEY: 'k' })).toMatch(/SAFETY_MODERATION_URL /);
    expect(problem({ SAFETY_MODERATION_URL: 'ftp://moderation.example/v1', SAFETY_MODERATION_KEY: 'k' })).toMatch(/SAFETY_MODERATION_URL /);
    expect(problem({ SAFETY_MODERATION_URL: 'https://moderation.example/v1/moderations' })).toMatch(/SAFETY_MODERATION_KEY is missing/);
    expect(problem({ SAFETY_MODERATION_KEY: 'k' })).toMatch(/SAFETY_MODERATION_KEY is set without SAFETY_MODERATION_URL/);
    expect(problem({ SAFETY_MODERATION_URL: fake.url, SAFETY_MODERATION_KEY: 'k', SAFETY_MODERATION_TIMEOUT_MS: '1.5s' })).toMatch(/SAFETY_MODERATION_TIMEOUT_MS must be a whole number/);
    expect(problem({ SAFETY_MODERATION_URL: fake.url, SAFETY_MODERATION_KEY: 'k', SAFETY_MODERATION_TIMEOUT_MS: '60000' })).toMatch(/SAFETY_MODERATION_TIMEOUT_MS must be between/);
    expect(problem({ SAFETY_MODERATION_URL: fake.url, SAFETY_MODERATION_KEY: 'k', SAFETY_MODERATION_TIMEOUT_MS: '800', SAFETY_MODERATION_MODEL: 'omni-moderation-latest' })).toBeNull();
  });
});

describe('the guard in a hosted runtime with the model configured', () => {
  it('asks the model about typed input, and answers 422 when it says crisis; never about a journal note', async () => {
    provideTestRuntime({ ...HOSTED_ENV, SAFETY_MODERATION_URL: fake.url, SAFETY_MODERATION_KEY: 'sk-test-key' });
    expect(await screenInput('insight-check', PLANNED)).toEqual({ crisis: true, care: true });
    expect(await screenInput('insight-plan', [ORDINARY, AFFAIRS, ''])).toEqual({ crisis: false, care: true });
    // the blank year is not sent, and no model is named when none is set
    expect(fake.requests.map((request) => request.body)).toEqual([{ input: PLANNED }, { input: ORDINARY }, { input: AFFAIRS }]);
    await expect(assertNoCrisisCare('insight-current', [PLANNED, ''])).rejects.toMatchObject({ code: 'crisis_support' });

    fake.requests.length = 0;
    expect(noteCare(PLANNED)).toBeNull();
    expect(noteCare(LOCAL_CRISIS)).toBe('crisis');
    expect(fake.requests).toHaveLength(0);
  });

  it('asks nothing when SAFETY_MODERATION_URL is unset', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    provideTestRuntime(HOSTED_ENV);
    expect(await screenInput('insight-check', PLANNED)).toMatchObject(NONE);
    expect(await assertNoCrisisCare('insight-plan', [LOCAL_CARE])).toBe(true);
    expect(spy).not.toHaveBeenCalled();
    expect(fake.requests).toHaveLength(0);
    spy.mockRestore();
  });
});
