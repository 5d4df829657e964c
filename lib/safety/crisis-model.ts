/**
 * The crisis screen's learned scorer (docs/safety.md, "The learned scorer"): a multinomial logistic
 * regression over the features of `crisisFeatures`, three classes (ordinary, distress, crisis),
 * learned by scripts/safety-train.mjs into content/safety/crisis-model.generated.ts. Its weights are
 * whole numbers of `1 / step`; ordinary's score is zero.
 */
import { crisisModelData } from '@/content/safety/crisis-model.generated';

export type CrisisModelLanguage = 'ko' | 'en';

export interface CrisisModel {
  step: number;
  /** a text with more features than this has its sums scaled down by √(length / features); 0: never */
  length: number;
  /** the distress and crisis intercepts, in steps */
  bias: readonly [number, number];
  /** feature → its distress and crisis weights, in steps */
  weights: ReadonlyMap<string, readonly [number, number]>;
}

export interface CrisisModelData {
  /** the L2 strength cross-validation chose (scripts/safety-train.mjs), so that the model can be learned again */
  l2: number;
  step: number;
  length: number;
  bias: readonly [number, number];
  thresholds: Readonly<Record<CrisisModelLanguage, { readonly care: number; readonly crisis: number }>>;
  /** `feature,distress,crisis` joined by `|`, a zero weight left empty */
  weights: string;
}

/** The model written out as the generated file holds it. */
export function parseCrisisModel(data: Pick<CrisisModelData, 'step' | 'length' | 'bias' | 'weights'>): CrisisModel {
  const weights = new Map<string, readonly [number, number]>();
  for (const line of data.weights ? data.weights.split('|') : []) {
    const [feature, distress, crisis] = line.split(',');
    weights.set(feature ?? '', [Number(distress) || 0, Number(crisis) || 0]);
  }
  return { step: data.step, length: data.length, bias: data.bias, weights };
}

/**
 * How much a text's feature sums count: 1 up to `length` features, then √(length / features), so
 * that a long question does not add up many small weights into a crisis (its features are not
 * weaker one by one, there are only more of them).
 */
export function lengthScale(features: number, length: number): number {
  return length > 0 && features > length ? Math.sqrt(length / features) : 1;
}

/** The three classes' probabilities for a text's features. */
export function crisisProbabilities(model: CrisisModel, features: readonly string[]): { ordinary: number; distress: number; crisis: number } {
  let distressSum = 0;
  let crisisSum = 0;
  for (const feature of features) {
    const pair = model.weights.get(feature);
    if (pair) {
      distressSum += pair[0];
      crisisSum += pair[1];
    }
  }
  const scale = lengthScale(features.length, model.length);
  const distress = (model.bias[0] + scale * distressSum) / model.step;
  const crisis = (model.bias[1] + scale * crisisSum) / model.step;
  const top = Math.max(0, distress, crisis);
  const [e0, e1, e2] = [Math.exp(-top), Math.exp(distress - top), Math.exp(crisis - top)];
  const sum = e0 + e1 + e2;
  return { ordinary: e0 / sum, distress: e1 / sum, crisis: e2 / sum };
}

let committed: CrisisModel | undefined;
/** The committed model, parsed on first use. */
export function crisisModel(): CrisisModel {
  committed ??= parseCrisisModel(crisisModelData);
  return committed;
}

/** The thresholds chosen by cross-validation (scripts/safety-train.mjs), per language of the text. */
export const crisisThresholds = crisisModelData.thresholds;
