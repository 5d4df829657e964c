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
  /** the distress and crisis intercepts, in steps */
  bias: readonly [number, number];
  /** feature → its distress and crisis weights, in steps */
  weights: ReadonlyMap<string, readonly [number, number]>;
}

export interface CrisisModelData {
  step: number;
  bias: readonly [number, number];
  thresholds: Readonly<Record<CrisisModelLanguage, { readonly care: number; readonly crisis: number }>>;
  /** `feature,distress,crisis` joined by `|`, a zero weight left empty */
  weights: string;
}

/** The model written out as the generated file holds it. */
export function parseCrisisModel(data: Pick<CrisisModelData, 'step' | 'bias' | 'weights'>): CrisisModel {
  const weights = new Map<string, readonly [number, number]>();
  for (const line of data.weights ? data.weights.split('|') : []) {
    const [feature, distress, crisis] = line.split(',');
    weights.set(feature ?? '', [Number(distress) || 0, Number(crisis) || 0]);
  }
  return { step: data.step, bias: data.bias, weights };
}

/** The three classes' probabilities for a text's features. */
export function crisisProbabilities(model: CrisisModel, features: readonly string[]): { ordinary: number; distress: number; crisis: number } {
  let distress = model.bias[0];
  let crisis = model.bias[1];
  for (const feature of features) {
    const pair = model.weights.get(feature);
    if (pair) {
      distress += pair[0];
      crisis += pair[1];
    }
  }
  distress /= model.step;
  crisis /= model.step;
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
