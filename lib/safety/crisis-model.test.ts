import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crisisModelData } from '@/content/safety/crisis-model.generated';
import { learn, modelFile, readText, trainingPool } from './crisis-learn';
import { crisisModel, crisisProbabilities, parseCrisisModel } from './crisis-model';
import { screenRules, screenText, screenValue, withModel } from './crisis';

/**
 * The learned scorer beside the rules (docs/safety.md, "The learned scorer"): the committed model
 * is what scripts/safety-train.mjs learns, and it may only add care, never the crisis screen over a
 * negation the rules read.
 */

// a model that says one thing of every text, whatever its words
const sure = (distress: number, crisis: number) => parseCrisisModel({ step: 1, bias: [distress, crisis], weights: '' });
const SAYS_CRISIS = sure(0, 30);
const SAYS_DISTRESS = sure(30, 0);
const SAYS_ORDINARY = sure(-30, -30);
const HALF = { ko: { care: 0.5, crisis: 0.5 }, en: { care: 0.5, crisis: 0.5 } };

describe('the committed model', () => {
  it('is what the training script learns from the corpora (regenerate: node scripts/safety-train.mjs)', () => {
    const committed = readFileSync(new URL('../../content/safety/crisis-model.generated.ts', import.meta.url), 'utf8');
    expect(modelFile(learn(trainingPool()), crisisModelData.thresholds)).toBe(committed);
  }, 60_000);

  it('keeps at most 2,000 features and reads both languages', () => {
    const model = crisisModel();
    expect(model.weights.size).toBeGreaterThan(500);
    expect(model.weights.size).toBeLessThanOrEqual(2000);
    expect([...model.weights.keys()].some((f) => /[가-힣]/u.test(f))).toBe(true);
    expect([...model.weights.keys()].some((f) => f.startsWith('w '))).toBe(true);
    for (const language of ['ko', 'en'] as const) {
      expect(crisisModelData.thresholds[language].care).toBeGreaterThan(0.5);
      expect(crisisModelData.thresholds[language].crisis).toBeGreaterThan(0.5);
    }
  });

  it('catches, in Korean, what the rules miss: the crisis screen and a care note', () => {
    expect(screenText('물에 뛰어들면 편해질까', { learned: false }).care).toBe(false);
    expect(screenText('물에 뛰어들면 편해질까')).toEqual({ crisis: true, care: true, rule: 'model:crisis' });
    for (const text of ['방법은 이미 찾아놨어요', '삶이 무겁게만 느껴져요']) {
      expect(screenText(text, { learned: false }).care).toBe(false);
      expect(screenText(text)).toEqual({ crisis: false, care: true, rule: 'model:distress' });
    }
  });

  // its English word features learned function words ("be", "this is", "it") as signs of a crisis:
  // these questions, and the situation the check writes back, got the crisis screen from it
  it('leaves English to the rules: long ordinary English questions get no care', () => {
    for (const text of [
      'My sister and I have not spoken since the funeral last spring, and I keep wondering whether I should be the one to call first or wait until she is ready.',
      'Should I sell my apartment now or wait until prices go up? It is the only thing I own.',
      'This is a question about your work and where it is going; what you wrote, “I was offered a job in another city”, seems to be what weighs on you most.',
    ]) {
      expect(crisisProbabilities(crisisModel(), readText(text).features).crisis).toBeGreaterThan(0.5);
      expect(screenText(text)).toEqual({ crisis: false, care: false });
    }
    expect(screenText('I keep thinking about how to make it all end')).toEqual(screenText('I keep thinking about how to make it all end', { learned: false }));
  });

  it('scores a plain question as ordinary', () => {
    for (const text of ['이직을 해야 할까요?', '올해 이사를 가도 될까요?', 'Should I change jobs this year?', 'I want to live a long life']) {
      expect(crisisProbabilities(crisisModel(), readText(text).features).ordinary).toBeGreaterThan(0.5);
      expect(screenText(text)).toEqual({ crisis: false, care: false });
    }
  });
});

describe('the scorer beside the rules', () => {
  it('may only add: a rules crisis or care verdict stands when the scorer says ordinary', () => {
    const crisis = screenRules('죽고 싶어요');
    const distress = screenRules('요즘 너무 지쳤어요');
    expect(withModel(crisis, SAYS_ORDINARY, HALF)).toEqual(crisis.verdict);
    expect(withModel(distress, SAYS_ORDINARY, HALF)).toEqual(distress.verdict);
    expect(distress.verdict).toMatchObject({ crisis: false, care: true });
  });

  it('gives the crisis screen above its crisis threshold, care above its care threshold', () => {
    const plain = screenRules('올해 이사를 가도 될까요?');
    expect(withModel(plain, SAYS_CRISIS, HALF)).toEqual({ crisis: true, care: true, rule: 'model:crisis' });
    expect(withModel(plain, SAYS_DISTRESS, HALF)).toEqual({ crisis: false, care: true, rule: 'model:distress' });
    expect(withModel(plain, SAYS_CRISIS, { ...HALF, ko: { care: 0.5, crisis: 1.01 } })).toEqual({ crisis: false, care: true, rule: 'model:distress' });
    expect(withModel(plain, SAYS_DISTRESS, { ...HALF, ko: { care: 1.01, crisis: 0.5 } })).toEqual({ crisis: false, care: false });
  });

  it('never gives the crisis screen over a negation the rules read: care at most', () => {
    for (const text of ['죽고 싶지는 않아요. 그냥 좀 쉬고 싶어요']) {
      const rules = screenRules(text);
      expect(rules.negated).toBe(true);
      expect(withModel(rules, SAYS_CRISIS, HALF)).toEqual({ crisis: false, care: true, rule: 'model:distress' });
      expect(screenText(text).crisis).toBe(false);
    }
  });

  it('is left out of what reads our own generated reports ({ learned: false })', () => {
    const text = '물에 뛰어들면 편해질까';
    expect(screenValue({ summary: text }, { learned: false })).toEqual({ crisis: false, care: false });
    expect(screenValue({ summary: text }).crisis).toBe(true);
  });
});
