import { describe, expect, it } from 'vitest';
import * as train from './crisis.corpus';
import * as dev from './crisis.dev';
import * as v3 from './crisis.heldout-v3';
import * as v4 from './crisis.heldout-v4';
import * as heldOut from './crisis.heldout';
import { screenText } from './crisis';

/**
 * The screen's figures, on the set its rules were tuned on (train, crisis.corpus.ts), on the set
 * written before the rules and never tuned on (held-out, crisis.heldout.ts) and on the large
 * development set (dev, crisis.dev.ts: written before the concept rules were rewritten, then tuned
 * on), printed apart.
 * The targets are asserted on the held-out set: crisis recall ≥ 97 %, distress recall (care or
 * crisis) ≥ 90 %, ordinary sentences flagged (care or crisis) ≤ 2 %, no negation ever given the
 * crisis screen.
 */

interface Sets {
  crisis: readonly string[];
  distress: readonly string[];
  ordinary: readonly string[];
  negation: readonly string[];
}

const verdict = (text: string) => screenText(text) as { crisis: boolean; care?: boolean };
const flagged = (text: string) => {
  const v = verdict(text);
  return v.crisis || v.care === true;
};

function measure(sets: Sets) {
  const crisisMissed = sets.crisis.filter((text) => !verdict(text).crisis);
  const distressMissed = sets.distress.filter((text) => !flagged(text));
  const ordinaryFlagged = sets.ordinary.filter(flagged);
  const negationCrisis = sets.negation.filter((text) => verdict(text).crisis);
  return {
    crisisRecall: 1 - crisisMissed.length / sets.crisis.length,
    distressRecall: 1 - distressMissed.length / sets.distress.length,
    ordinaryRate: ordinaryFlagged.length / sets.ordinary.length,
    crisisMissed,
    distressMissed,
    ordinaryFlagged,
    negationCrisis,
    sizes: sets,
  };
}

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

const V3_FLOORS = {
  // measured once on 2026-11-29 with the rules alone: Korean 67.4 % / 58.5 % / 6.2 % / 5 of 29, English 62.0 % / 53.1 % / 3.3 % / 5 of 28;
  // then once with the learned scorer beside them: Korean 74.1 % (143/193) / 71.2 % (84/118) / 7.7 % (21/273) / 5 of 29,
  // English 67.9 % (127/187) / 69.9 % (79/113) / 4.4 % (12/274) / 5 of 28; English then went back to
  // the rules alone (the scorer gave long ordinary English questions the crisis screen): 62.6 % (117/187) /
  // 53.1 % (60/113) / 3.3 % (9/274) / 5 of 28
  Korean: { crisis: 0.74, distress: 0.71, ordinary: 0.08, negations: 5 },
  English: { crisis: 0.62, distress: 0.53, ordinary: 0.04, negations: 5 },
};
const blindSizes = (setName: 'held-out v3' | 'held-out v4', language: 'Korean' | 'English') => {
  const set = sets[setName][language];
  return set.crisis.length >= 150 && set.distress.length >= 80 && set.ordinary.length >= 200 && set.negation.every((text) => set.ordinary.includes(text));
};

// what the rules reached on the dev set, rounded down to a whole percent
const DEV_FLOORS = { Korean: { crisis: 0.97, distress: 0.97 }, English: { crisis: 0.98, distress: 1 } } as const;

const V4_FLOORS = {
  // measured once on 2026-11-29 with the rules alone: Korean 58.4 % (156/267) / 47.5 % (67/141) /
  // 5.0 % (17/341) / 9 of 34, English 56.8 % (150/264) / 57.4 % (85/148) / 6.8 % (22/323) / 7 of 32;
  // then once with the learned scorer beside them: Korean 65.2 % (174/267) / 61.7 % (87/141) /
  // 7.0 % (24/341) / 12 of 34, English 63.3 % (167/264) / 63.5 % (94/148) / 6.8 % (22/323) / 7 of 32;
  // English then back to the rules alone: 56.8 % / 57.4 % / 6.8 % / 7 of 32, as before
  Korean: { crisis: 0.65, distress: 0.61, ordinary: 0.08, negations: 12 },
  English: { crisis: 0.56, distress: 0.57, ordinary: 0.07, negations: 7 },
};

const sets: Record<'train' | 'held-out' | 'dev' | 'held-out v3' | 'held-out v4', Record<'Korean' | 'English', Sets>> = {
  // written blind like v3, after v3 was measured, by another writer; measured once on the rules
  // alone and once on the rules with the learned model beside them, never tuned on (docs/safety.md)
  'held-out v4': {
    Korean: { crisis: v4.koCrisisV4, distress: v4.koDistressV4, ordinary: v4.koOrdinaryV4, negation: v4.koNegationV4 },
    English: { crisis: v4.enCrisisV4, distress: v4.enDistressV4, ordinary: v4.enOrdinaryV4, negation: v4.enNegationV4 },
  },
  // written blind (its writer read no rule and no corpus) while the concept rules were rewritten,
  // measured once on the merged rules and never tuned on: the honest figure (docs/safety.md)
  'held-out v3': {
    Korean: { crisis: v3.koCrisisV3, distress: v3.koDistressV3, ordinary: v3.koOrdinaryV3, negation: v3.koNegationV3 },
    English: { crisis: v3.enCrisisV3, distress: v3.enDistressV3, ordinary: v3.enOrdinaryV3, negation: v3.enNegationV3 },
  },
  train: {
    Korean: { crisis: train.koCrisis, distress: train.koDistress, ordinary: train.koOrdinary, negation: train.koNegation },
    English: { crisis: train.enCrisis, distress: train.enDistress, ordinary: train.enOrdinary, negation: train.enNegation },
  },
  'held-out': {
    Korean: { crisis: heldOut.koCrisisHeldOut, distress: heldOut.koDistressHeldOut, ordinary: heldOut.koOrdinaryHeldOut, negation: heldOut.koNegationHeldOut },
    English: { crisis: heldOut.enCrisisHeldOut, distress: heldOut.enDistressHeldOut, ordinary: heldOut.enOrdinaryHeldOut, negation: heldOut.enNegationHeldOut },
  },
  dev: {
    Korean: { crisis: dev.koCrisisDev, distress: dev.koDistressDev, ordinary: dev.koOrdinaryDev, negation: dev.koNegationDev },
    English: { crisis: dev.enCrisisDev, distress: dev.enDistressDev, ordinary: dev.enOrdinaryDev, negation: dev.enNegationDev },
  },
};

function report(setName: string, language: string, figures: ReturnType<typeof measure>) {
  const { sizes } = figures;
  console.info(
    `[crisis ${setName}] ${language}: crisis recall ${percent(figures.crisisRecall)} (${sizes.crisis.length - figures.crisisMissed.length}/${sizes.crisis.length}), ` +
      `distress recall ${percent(figures.distressRecall)} (${sizes.distress.length - figures.distressMissed.length}/${sizes.distress.length}), ` +
      `ordinary flagged ${percent(figures.ordinaryRate)} (${figures.ordinaryFlagged.length}/${sizes.ordinary.length}), ` +
      `negations given the crisis screen ${figures.negationCrisis.length}/${sizes.negation.length}`,
  );
}

describe('the development set', () => {
  it('holds at least 250 crisis, 120 distress, 250 ordinary and 30 negation sentences per language, its negations among the ordinary ones, none shared with train or held-out', () => {
    const others = new Set([...Object.values(train), ...Object.values(heldOut)].flat());
    for (const language of ['Korean', 'English'] as const) {
      const set = sets.dev[language];
      expect(set.crisis.length).toBeGreaterThanOrEqual(250);
      expect(set.distress.length).toBeGreaterThanOrEqual(120);
      expect(set.ordinary.length).toBeGreaterThanOrEqual(250);
      expect(set.negation.length).toBeGreaterThanOrEqual(30);
      expect(set.negation.filter((text) => !set.ordinary.includes(text))).toEqual([]);
      expect([...set.crisis, ...set.distress, ...set.ordinary].filter((text) => others.has(text))).toEqual([]);
    }
  });
});

describe('the held-out corpus', () => {
  it('holds at least 150 crisis, 80 distress and 200 ordinary sentences per language, its negations among the ordinary ones, none shared with train', () => {
    const trainAll = new Set([...train.koCrisis, ...train.enCrisis, ...train.koOrdinary, ...train.enOrdinary, ...train.koDistress, ...train.enDistress]);
    for (const language of ['Korean', 'English'] as const) {
      const set = sets['held-out'][language];
      expect(set.crisis.length).toBeGreaterThanOrEqual(150);
      expect(set.distress.length).toBeGreaterThanOrEqual(80);
      expect(set.ordinary.length).toBeGreaterThanOrEqual(200);
      expect(set.negation.filter((text) => !set.ordinary.includes(text))).toEqual([]);
      expect([...set.crisis, ...set.distress, ...set.ordinary].filter((text) => trainAll.has(text))).toEqual([]);
    }
  });
});

for (const setName of ['train', 'held-out', 'dev', 'held-out v3', 'held-out v4'] as const) {
  describe(`figures on the ${setName} set`, () => {
    for (const language of ['Korean', 'English'] as const) {
      const figures = measure(sets[setName][language]);
      const title = `${language}: crisis recall ${percent(figures.crisisRecall)}, distress recall ${percent(figures.distressRecall)}, ordinary flagged ${percent(figures.ordinaryRate)}`;
      it(title, () => {
        report(setName, language, figures);
        if (setName === 'held-out') {
          expect(figures.crisisRecall, `missed: ${JSON.stringify(figures.crisisMissed)}`).toBeGreaterThanOrEqual(0.97);
          expect(figures.distressRecall, `missed: ${JSON.stringify(figures.distressMissed)}`).toBeGreaterThanOrEqual(0.9);
          expect(figures.ordinaryRate, `flagged: ${JSON.stringify(figures.ordinaryFlagged)}`).toBeLessThanOrEqual(0.02);
          expect(figures.negationCrisis).toEqual([]);
        } else if (setName === 'held-out v3' || setName === 'held-out v4') {
          // the targets are not met on it; a floor at the figure measured once keeps it from slipping back
          const floor = (setName === 'held-out v3' ? V3_FLOORS : V4_FLOORS)[language];
          expect(blindSizes(setName, language)).toBe(true);
          expect(figures.crisisRecall).toBeGreaterThanOrEqual(floor.crisis);
          expect(figures.distressRecall).toBeGreaterThanOrEqual(floor.distress);
          expect(figures.ordinaryRate).toBeLessThanOrEqual(floor.ordinary);
          expect(figures.negationCrisis.length).toBeLessThanOrEqual(floor.negations);
        } else if (setName === 'dev') {
          // the dev set was tuned on: its floors are what the rules reached, rounded down (docs/safety.md)
          const floor = DEV_FLOORS[language];
          expect(figures.crisisRecall, `missed: ${JSON.stringify(figures.crisisMissed)}`).toBeGreaterThanOrEqual(floor.crisis);
          expect(figures.distressRecall, `missed: ${JSON.stringify(figures.distressMissed)}`).toBeGreaterThanOrEqual(floor.distress);
          expect(figures.ordinaryRate, `flagged: ${JSON.stringify(figures.ordinaryFlagged)}`).toBeLessThanOrEqual(0.01);
          expect(figures.negationCrisis).toEqual([]);
        } else {
          // the train set is what the rules were written against: every sentence holds
          expect(figures.crisisMissed).toEqual([]);
          expect(figures.distressMissed).toEqual([]);
          expect(figures.negationCrisis).toEqual([]);
          expect(figures.ordinaryRate).toBeLessThanOrEqual(0.02);
        }
      });
    }
  });
}
