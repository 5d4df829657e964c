/**
 * How the crisis screen's scorer is learned (scripts/safety-train.mjs runs it; no ML library):
 * multinomial logistic regression over the features of `crisisFeatures`, three classes (ordinary,
 * distress, crisis; ordinary's score held at zero), L2-regularised, fitted by full-batch Adam from
 * zero (no randomness: the same sentences give the same model). Then only the features that carry
 * weight are kept (the `keep` largest by their largest weight), the model is fitted again on them
 * alone, and its weights are rounded to whole numbers of 1/`STEP`.
 */
import * as train from './crisis.corpus';
import * as dev from './crisis.dev';
import * as heldOut from './crisis.heldout';
import { enPlain, koPlain } from './crisis.plain';
import { crisisFeatures } from './crisis-features';
import type { CrisisModel, CrisisModelData, CrisisModelLanguage } from './crisis-model';
import { screenRules } from './crisis';

export const CLASSES = ['ordinary', 'distress', 'crisis'] as const;
export type CrisisClass = (typeof CLASSES)[number];

export interface Example {
  text: string;
  label: CrisisClass;
  /** the list it came from */
  list: CrisisModelLanguage;
  negation: boolean;
  /** one of the plain everyday sentences (crisis.plain.ts): learned from, not used to choose thresholds */
  plain: boolean;
  /** how much the sentence counts in the loss (a negation twice) */
  weight: number;
  features: string[];
  /** the language its thresholds are read in (Hangul in it: Korean) */
  language: CrisisModelLanguage;
  rules: ReturnType<typeof screenRules>;
}

export interface LearnOptions {
  /** L2 penalty, per unit of total example weight */
  l2: number;
  iterations: number;
  /** features kept after the first fit */
  keep: number;
  /** a feature must occur in this many sentences to be read at all */
  minCount: number;
}

export const LEARN_OPTIONS: LearnOptions = { l2: 0.0001, iterations: 400, keep: 2000, minCount: 2 };

/** The weights' grid: a kept weight is a whole number of 1/STEP. */
export const STEP = 16;

/** What the scorer reads of a text, the language its thresholds are read in, and the rules' verdict. */
export function readText(text: string) {
  const rules = screenRules(text);
  return {
    rules,
    features: crisisFeatures(rules.cut.ko.text, rules.cut.en.text),
    language: (/[가-힣ㄱ-ㅣ]/u.test(rules.readings.ko) ? 'ko' : 'en') as CrisisModelLanguage,
  };
}

/** The training pool: every labelled sentence of train, held-out v1 and dev (negations are ordinary), and the plain sentences. */
export function trainingPool(): Example[] {
  const pool: Example[] = [];
  const lists = {
    ko: {
      crisis: [train.koCrisis, dev.koCrisisDev, heldOut.koCrisisHeldOut],
      distress: [train.koDistress, dev.koDistressDev, heldOut.koDistressHeldOut],
      ordinary: [train.koOrdinary, dev.koOrdinaryDev, heldOut.koOrdinaryHeldOut],
      negation: [train.koNegation, dev.koNegationDev, heldOut.koNegationHeldOut],
    },
    en: {
      crisis: [train.enCrisis, dev.enCrisisDev, heldOut.enCrisisHeldOut],
      distress: [train.enDistress, dev.enDistressDev, heldOut.enDistressHeldOut],
      ordinary: [train.enOrdinary, dev.enOrdinaryDev, heldOut.enOrdinaryHeldOut],
      negation: [train.enNegation, dev.enNegationDev, heldOut.enNegationHeldOut],
    },
  };
  for (const list of ['ko', 'en'] as const) {
    const negations = new Set(lists[list].negation.flat());
    for (const label of CLASSES) {
      for (const text of lists[list][label].flat()) {
        const negation = label === 'ordinary' && negations.has(text);
        pool.push({ text, label, list, negation, plain: false, weight: negation ? 2 : 1, ...readText(text) });
      }
    }
    for (const text of list === 'ko' ? koPlain : enPlain) pool.push({ text, label: 'ordinary', list, negation: false, plain: true, weight: 1, ...readText(text) });
  }
  return pool;
}

interface Fitted {
  bias: [number, number];
  w: Float64Array;
}

function fit(rows: readonly Int32Array[], labels: Uint8Array, weights: Float64Array, dims: number, options: LearnOptions): Fitted {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const size = dims * 2 + 2;
  const theta = new Float64Array(size);
  const m = new Float64Array(size);
  const v = new Float64Array(size);
  const grad = new Float64Array(size);
  const rate = 0.05;
  const [beta1, beta2, eps] = [0.9, 0.999, 1e-8];
  for (let t = 1; t <= options.iterations; t++) {
    grad.fill(0);
    rows.forEach((row, r) => {
      let z1 = theta[dims * 2]!;
      let z2 = theta[dims * 2 + 1]!;
      for (const f of row) {
        z1 += theta[f * 2]!;
        z2 += theta[f * 2 + 1]!;
      }
      const top = Math.max(0, z1, z2);
      const e0 = Math.exp(-top);
      const e1 = Math.exp(z1 - top);
      const e2 = Math.exp(z2 - top);
      const sum = e0 + e1 + e2;
      const scale = weights[r]! / total;
      const g1 = scale * (e1 / sum - (labels[r] === 1 ? 1 : 0));
      const g2 = scale * (e2 / sum - (labels[r] === 2 ? 1 : 0));
      for (const f of row) {
        grad[f * 2]! += g1;
        grad[f * 2 + 1]! += g2;
      }
      grad[dims * 2]! += g1;
      grad[dims * 2 + 1]! += g2;
    });
    for (let i = 0; i < dims * 2; i++) grad[i]! += options.l2 * theta[i]!;
    const c1 = 1 - beta1 ** t;
    const c2 = 1 - beta2 ** t;
    for (let i = 0; i < size; i++) {
      const g = grad[i]!;
      m[i] = beta1 * m[i]! + (1 - beta1) * g;
      v[i] = beta2 * v[i]! + (1 - beta2) * g * g;
      theta[i]! -= (rate * (m[i]! / c1)) / (Math.sqrt(v[i]! / c2) + eps);
    }
  }
  return { bias: [theta[dims * 2]!, theta[dims * 2 + 1]!], w: theta.subarray(0, dims * 2) };
}

function encode(featureLists: string[][], vocabulary: Map<string, number>): Int32Array[] {
  return featureLists.map((features) => Int32Array.from(features.map((f) => vocabulary.get(f)).filter((i): i is number => i !== undefined)));
}

/** Learns a model from featurised examples (features from `featuresOfText`). */
export function learn(examples: readonly Pick<Example, 'features' | 'label' | 'weight'>[], options: LearnOptions = LEARN_OPTIONS): CrisisModel {
  const counts = new Map<string, number>();
  for (const { features } of examples) for (const f of features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const names = [...counts].filter(([, count]) => count >= options.minCount).map(([name]) => name).sort();
  const vocabulary = new Map(names.map((name, i) => [name, i]));
  const labels = Uint8Array.from(examples.map((e) => CLASSES.indexOf(e.label)));
  const exampleWeights = Float64Array.from(examples.map((e) => e.weight));
  const first = fit(encode(examples.map((e) => e.features), vocabulary), labels, exampleWeights, names.length, options);
  const strength = names.map((name, i) => ({ name, s: Math.max(Math.abs(first.w[i * 2]!), Math.abs(first.w[i * 2 + 1]!)) }));
  strength.sort((a, b) => b.s - a.s || (a.name < b.name ? -1 : 1));
  const kept = strength.slice(0, options.keep).map((x) => x.name).sort();
  const keptVocabulary = new Map(kept.map((name, i) => [name, i]));
  const second = fit(encode(examples.map((e) => e.features), keptVocabulary), labels, exampleWeights, kept.length, options);
  const q = (x: number) => Math.round(x * STEP) || 0;
  const weights = new Map<string, readonly [number, number]>();
  kept.forEach((name, i) => {
    const pair = [q(second.w[i * 2]!), q(second.w[i * 2 + 1]!)] as const;
    if (pair[0] || pair[1]) weights.set(name, pair);
  });
  return { step: STEP, bias: [q(second.bias[0]), q(second.bias[1])], weights };
}

/** The generated file's text: the model, its thresholds, how to make it again. */
export function modelFile(model: CrisisModel, thresholds: CrisisModelData['thresholds']): string {
  const lines = [...model.weights].map(([feature, [distress, crisis]]) => `${feature},${distress || ''},${crisis || ''}`.replace(/,+$/, ''));
  return `/**
 * Generated by scripts/safety-train.mjs from the crisis corpora (train, dev, held-out v1, plain); do not
 * edit. Regenerate after changing a corpus, lib/safety/crisis-features.ts, lib/safety/crisis-learn.ts
 * or the rules' cuts: node scripts/safety-train.mjs (crisis-model.test.ts checks it is current).
 * ${model.weights.size} features; weights in 1/${model.step}; thresholds chosen by ${FOLDS}-fold cross-validation.
 */
import type { CrisisModelData } from '@/lib/safety/crisis-model';

export const crisisModelData: CrisisModelData = {
  step: ${model.step},
  bias: [${model.bias[0]}, ${model.bias[1]}],
  thresholds: {
    ko: { care: ${thresholds.ko.care}, crisis: ${thresholds.ko.crisis} },
    en: { care: ${thresholds.en.care}, crisis: ${thresholds.en.crisis} },
  },
  weights:
    ${JSON.stringify(lines.join('|'))},
};
`;
}

export const FOLDS = 5;

const fnv = (text: string) => {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619) >>> 0;
  return hash;
};

/** Each example's fold, stratified by list, class and negation, in the order of a hash of its text. */
export function folds(pool: readonly Example[]): number[] {
  const strata = new Map<string, number[]>();
  pool.forEach((e, i) => {
    const key = `${e.list}:${e.label}:${e.negation}:${e.plain}`;
    strata.set(key, [...(strata.get(key) ?? []), i]);
  });
  const out = new Array<number>(pool.length);
  for (const members of strata.values()) {
    members.sort((a, b) => fnv(pool[a]!.text) - fnv(pool[b]!.text) || (pool[a]!.text < pool[b]!.text ? -1 : 1));
    members.forEach((index, rank) => (out[index] = rank % FOLDS));
  }
  return out;
}
