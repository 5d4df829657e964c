import { describe, expect, it } from 'vitest';
import * as v11 from './crisis.heldout-v11';
import * as v12 from './crisis.heldout-v12';
import * as plain from './crisis.plain';
import { type CrisisLabelledSets, type CrisisSet, readSet, trainingSets } from './crisis.sets';
import { screenText } from './crisis';

/**
 * The screen's figures, on the set its rules were tuned on (train, crisis.corpus.ts), on the set
 * written before the rules and never tuned on (held-out, crisis.heldout.ts) and on the large
 * development set (dev, crisis.dev.ts: written before the concept rules were rewritten, then tuned
 * on), printed apart.
 * The targets are asserted on the held-out set: crisis recall ≥ 97 %, distress recall (care or
 * crisis) ≥ 90 %, ordinary sentences flagged (care or crisis) ≤ 2 %, no negation ever given the
 * crisis screen.
 *
 * Held-out v3 and v4 were measured once blind (their figures and floors are in docs/safety.md and
 * in the history of this file); they are training data of the learned scorer now, printed here as
 * such beside training set v2, with no floor. Held-out v5 and v6 were measured once blind too (their
 * figures are recorded below and in docs/safety.md); they are used up now, tuned on by the concept
 * rules and learned from by the scorer, and their floors are what the screen reaches on them since.
 * Training set v3 (crisis.train-v3.ts) was written beside those rules: its ordinary sentences are
 * held at the dev set's ≤ 1 % flagged and its negations at none. Held-out v7 was measured once blind
 * (its figures are recorded below and in docs/safety.md) and is used up now like v5 and v6: the
 * scorer learns from it and a few rules were written for the slips and denials its misses showed; its floors are
 * what the screen reaches on it since (tuned on). Training set v4 (crisis.train-v4.ts) was written
 * after it, for the kinds it showed missed: printed, its ordinary sentences held at ≤ 1 % flagged and
 * its negations at none. Held-out v8 (crisis.heldout-v8.ts) was written blind during that round and
 * measured once on the screen before it and once on what shipped (below, the last blind figures); it
 * is used up now like v7: the concept rules were written for the kinds its misses showed and the
 * scorer learns from it, and its floors are what the screen reaches on it since (tuned on). Training
 * set v5 (crisis.train-v5.ts) was written after it, for the same kinds: printed, its ordinary
 * sentences held at ≤ 1 % flagged and its negations at none. Held-out v9
 * (crisis.heldout-v9.ts) was written blind after the round before and measured on the screen before
 * that round and on what shipped; held-out v10 (crisis.heldout-v10.ts) was written blind during that
 * round and measured the same two times. v9 is used up since (the round tuned on v9: the concept rules
 * were written for the kinds its misses showed, and the scorer learns from it); its floors are what the
 * screen reaches on it now (tuned on). v10 is used up since too (the round tuned on v10, like v9's),
 * its floors what the screen reaches on it now (tuned on). Training set v6 (crisis.train-v6.ts)
 * was written in the round tuned on v9, for the concepts it added and their innocent look-alikes:
 * printed, its negations held at none given the crisis screen. Held-out v11 (crisis.heldout-v11.ts)
 * was written blind by a third writer while that round ran, measured on the screen before it and on
 * what ships, never tuned on: floors at what ships, printed whole and on its sentences met in no
 * earlier set. Training set v7 (crisis.train-v7.ts) was written in the round tuned on v10, for the
 * concepts it added and their look-alikes: printed, its negations held at none given the crisis screen.
 * Held-out v12 (crisis.heldout-v12.ts) was written blind by a fourth writer while the round tuned on
 * v10 ran, measured on the screen before it and on what ships, never tuned on, held like v11.
 * The learned scorer's out-of-fold figures are printed by `node scripts/safety-train.mjs`.
 */

type Sets = CrisisSet;
/** A set's two languages under the names the figures print. */
const named = ({ ko, en }: CrisisLabelledSets) => ({ Korean: ko, English: en });

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

// the blind sets measured once and then made training data (docs/safety.md); they keep the shape they were written in
const trainingShape = (setName: 'v3, training since' | 'v4, training since', language: 'Korean' | 'English') => {
  const set = sets[setName][language];
  return set.crisis.length >= 150 && set.distress.length >= 80 && set.ordinary.length >= 200 && set.negation.every((text) => set.ordinary.includes(text));
};

// what the screen reaches on training set v3, rounded down to a whole percent (it was written beside the rules);
// English 0.87 / 0.78 until the scorer read stems and dropped function words (86.1 % and 76.4 % since);
// Korean distress 0.96 until the scorer learned from v8 and train v5 (146/153, 95.4 %, since: one sentence
// of plain-worded distress lost to its thresholds, docs/safety.md)
const TRAIN_V3_FLOORS = { Korean: { crisis: 0.87, distress: 0.95 }, English: { crisis: 0.86, distress: 0.76 } } as const;

// train v6's ordinary sentences flagged, at most (written in the round tuned on v9; learned from): 1 %,
// as train v5's (none of its 60 + 60 is flagged now)
const TRAIN_V6_ORDINARY = 0.01;
// train v7's ordinary sentences flagged, at most (written in the round tuned on v10; learned from): what
// the screen gives on it after that round (docs/safety.md)
const TRAIN_V7_ORDINARY = 0.017;

// what the rules reached on the dev set, rounded down to a whole percent
const DEV_FLOORS = { Korean: { crisis: 0.97, distress: 0.97 }, English: { crisis: 0.98, distress: 1 } } as const;

// Held-out v5 (crisis.heldout-v5.ts), written blind; measured once on the screen as it shipped
// before (rules + the Korean scorer; English by the rules alone): Korean 59.0 % (177/300) /
// 65.2 % (101/155) / 7.2 % (32/443) / 5 of 36, English 43.3 % (117/270) / 42.1 % (61/145) /
// 3.6 % (14/385) / 4 of 36; then once on the retrained scorer reading both languages (what ships):
// Korean 54.7 % (164/300) / 70.3 % (109/155) / 5.2 % (23/443) / 4 of 36, English 52.6 % (142/270) /
// 66.9 % (97/145) / 3.9 % (15/385) / 4 of 36. The targets are not met; the floors keep it from
// slipping back. Later, with the denials' scopes (content/safety/crisis-denials.ts): Korean 54.7 % /
// 70.3 % / 5.0 % (22/443) / 3 of 36, English 52.6 % / 66.9 % / 3.1 % (12/385) / 1 of 36: the last
// blind figures. Used up since: the implicit kinds' concept rules were written against its misses
// and the scorer learns from it; the floors are what the screen reaches on it now (tuned on):
// Korean 63.7 % (191/300) / 87.7 % (136/155) / 3.4 % (15/443) / 3 of 36, English 61.5 % (166/270) /
// 75.9 % (110/145) / 3.1 % (12/385) / 1 of 36.
const V5_FLOORS = {
  Korean: { crisis: 0.63, distress: 0.87, ordinary: 0.034, negations: 3 },
  English: { crisis: 0.61, distress: 0.75, ordinary: 0.032, negations: 1 },
};

// Held-out v6 (crisis.heldout-v6.ts), written blind like v5 by another writer; measured once on the
// screen as it shipped before the denials' scopes: Korean 60.9 % (223/366) / 77.2 % (149/193) /
// 7.7 % (45/587) / 14 of 42, English 48.0 % (171/356) / 65.0 % (132/203) / 6.4 % (37/580) / 7 of
// 42; then with them (what ships): Korean 60.9 % / 77.2 % / 6.3 % (37/587) / 5 of 42, English
// 47.8 % (170/356) / 65.0 % / 6.0 % (35/580) / 5 of 42: the last blind figures. Used up since, like v5
// (tuned on by the concept rules, learned from by the scorer); the floors are what the screen reaches
// on it now: Korean 83.9 % (307/366) / 88.6 % (171/193) / 3.6 % (21/587) / 5 of 42, English 82.3 %
// (293/356) / 93.1 % (189/203) / 4.5 % (26/580) / 4 of 42. Since the round after v8 (its rules, the
// scorer learned from v8 and train v5): Korean 86.6 % (317/366) / 89.6 % (173/193) / 3.2 % (19/587) / 3
// of 42, English 83.1 % (296/356) / 92.1 % (187/203) / 4.0 % (23/580) / 4 of 42 (two English distress
// sentences lost to the scorer's new thresholds, the floor lowered to match).
const V6_FLOORS = {
  Korean: { crisis: 0.83, distress: 0.88, ordinary: 0.036, negations: 5 },
  English: { crisis: 0.82, distress: 0.92, ordinary: 0.045, negations: 4 },
};
// Held-out v7 (crisis.heldout-v7.ts), written blind (its writer read no rule, no corpus and no
// earlier set) while the rules of the implicit kinds were written and the scorer learned from v5, v6
// and train v3. Measured on the screen before them: Korean 58.8 % (174/296) / 69.6 % (103/148) /
// 6.6 % (27/411) / 2 of 39, English 52.3 % (159/304) / 60.6 % (86/142) / 5.5 % (22/400) / 3 of 39;
// then once on them: Korean 61.1 % (181/296) / 76.4 % (113/148) / 4.6 % (19/411) / 2 of 39, English
// 63.8 % (194/304) / 72.5 % (103/142) / 5.3 % (21/400) / 3 of 39: the last blind figures. Used up
// since (learned from by the scorer, a few slips and denials read by the rules); the floors are what the screen
// reaches on it now (tuned on): Korean 64.9 % (192/296) / 81.1 % (120/148) / 3.6 % (15/411) / 1 of 39,
// English 65.8 % (200/304) / 73.2 % (104/142) / 3.8 % (15/400) / 1 of 39.
const V7_FLOORS = {
  Korean: { crisis: 0.64, distress: 0.81, ordinary: 0.037, negations: 1 },
  English: { crisis: 0.65, distress: 0.73, ordinary: 0.038, negations: 1 },
};
// Held-out v8 (crisis.heldout-v8.ts), written blind (its writer read no rule, no corpus and no
// earlier set) while the scorer learned from v7 and train v4 and a few slips and denials were added.
// Measured on the screen before that round: Korean 65.1 % (211/324) / 71.6 % (131/183) / 4.7 %
// (21/449) / 6 of 40, English 63.1 % (195/309) / 75.4 % (132/175) / 2.7 % (12/441) / 4 of 40; then
// once on what ships: Korean 67.3 % (218/324) / 74.9 % (137/183) / 4.5 % (20/449) / 6 of 40, English
// 63.1 % (195/309) / 77.1 % (135/175) / 2.3 % (10/441) / 3 of 40: the last blind figures. Used up
// since (the concept rules written for the kinds its misses showed, learned from by the scorer); the
// floors are what the screen reaches on it now (tuned on): Korean 90.7 % (294/324) / 96.2 % (176/183)
// / 0.4 % (2/449) / 0 of 40, English 92.2 % (285/309) / 94.9 % (166/175) / 0.2 % (1/441) / 0 of 40;
// since the rules of absence read a reason for being away in the same sentence, Korean 90.1 %
// (292/324) and English 91.6 % (283/309) crisis.
const V8_FLOORS = {
  Korean: { crisis: 0.9, distress: 0.96, ordinary: 0.005, negations: 0 },
  English: { crisis: 0.91, distress: 0.94, ordinary: 0.003, negations: 0 },
};
// Held-out v9 (crisis.heldout-v9.ts), written blind (its writer read no rule, no corpus and no
// earlier set) after the round v8 measured. Measured on the screen before the round tuned on v8:
// Korean 77.1 % (205/266) / 82.9 % (116/140) / 3.8 % (15/394) / 1 of 38, English 63.9 % (172/269) /
// 80.1 % (113/141) / 4.1 % (16/391) / 3 of 38; then once on what ships: Korean 77.8 % (207/266) /
// 84.3 % (118/140) / 3.3 % (13/394) / 1 of 38, English 67.7 % (182/269) / 80.9 % (114/141) / 3.8 %
// (15/391) / 3 of 38. Then, after fixes written from sentences of our own (a reason for being away
// read by the rules of absence; one's own wish told to someone not read as someone else's; the scorer
// retrained on the cuts), English 66.9 % (180/269) crisis: the last blind figures. Used up since (the
// round tuned on v9: the concept rules written for the kinds its misses and false alarms showed, the
// scorer learns from it); the floors are what the screen reaches on it now (tuned on): Korean 96.2 %
// (256/266) / 99.3 % (139/140) / 0.5 % (2/394) / 0 of 38, English 97.4 % (262/269) / 97.9 % (138/141) /
// 0.3 % (1/391) / 0 of 38.
const V9_FLOORS = {
  Korean: { crisis: 0.96, distress: 0.99, ordinary: 0.006, negations: 0 },
  English: { crisis: 0.97, distress: 0.97, ordinary: 0.003, negations: 0 },
};
// Held-out v10 (crisis.heldout-v10.ts), written blind by another writer while the round tuned on v8.
// Measured on the screen before the round: Korean 65.9 % (176/267) / 78.7 % (111/141) / 4.6 % (19/412)
// / 5 of 38, English 65.8 % (177/269) / 66.7 % (94/141) / 4.1 % (17/418) / 4 of 38; then once on what
// ships: Korean 70.8 % (189/267) / 80.9 % (114/141) / 4.9 % (20/412) / 5 of 38, English 67.7 %
// (182/269) / 66.7 % (94/141) / 4.5 % (19/418) / 4 of 38; after the fixes of our own (above), Korean
// 71.2 % (190/267) crisis and 5.1 % (21/412) ordinary flagged. After the round tuned on v9 and the
// fixes from sentences of our own that followed it: Korean 74.2 % (198/267) / 80.1 % (113/141) / 4.4 %
// (18/412) / 5 of 38, English 69.9 % (188/269) / 66.7 % (94/141) / 3.8 % (16/418) / 2 of 38: the last
// blind figures. Used up since (the round tuned on v10: the concept rules written for the kinds its
// misses and false alarms showed, the scorer learns from it); the floors are what the screen reaches
// on it now (tuned on): Korean 96.3 % (257/267) / 98.6 % (139/141) / 1.2 % (5/412) / 1 of 38,
// English 96.3 % (259/269) / 98.6 % (139/141) / 1.4 % (6/418) / 0 of 38.
const V10_FLOORS = {
  Korean: { crisis: 0.96, distress: 0.98, ordinary: 0.013, negations: 1 },
  English: { crisis: 0.96, distress: 0.98, ordinary: 0.015, negations: 0 },
};
// Held-out v11 (crisis.heldout-v11.ts), written blind by a third writer while the round tuned on v9.
// Measured on the screen before that round: Korean 66.2 % (184/278) / 78.5 % (117/149) / 7.5 % (31/416)
// / 7 of 40, English 62.2 % (176/283) / 73.2 % (112/153) / 4.5 % (19/422) / 2 of 40; after the round
// (rules and scorer): Korean 71.9 % (200/278) crisis, 81.2 % (121/149), 6.7 % (28/416), 7 of 40, English
// 62.5 % (177/283), 73.9 % (113/153), 3.8 % (16/422), 2 of 40; with the fixes of our own after it, what
// ships: Korean 72.3 % (201/278) crisis, the rest the same. After the round tuned on v10 (its rules and
// the scorer trained again, a higher Korean crisis threshold): Korean 70.5 % (196/278) / 81.9 % (122/149)
// / 6.7 % (28/416) / 7 of 40, English 66.4 % (188/283) / 75.8 % (116/153) / 4.5 % (19/422) / 2 of 40.
// Blind: never tuned on; floors at what ships.
const V11_FLOORS = {
  Korean: { crisis: 0.7, distress: 0.81, ordinary: 0.068, negations: 7 },
  English: { crisis: 0.66, distress: 0.75, ordinary: 0.046, negations: 2 },
};
// Held-out v12 (crisis.heldout-v12.ts), written blind by a fourth writer while the round tuned on v10.
// Measured on the screen before that round: Korean 79.5 % (213/268) / 86.5 % (122/141) / 4.8 % (20/421)
// / 4 of 40, English 69.4 % (188/271) / 64.8 % (94/145) / 5.3 % (22/416) / 5 of 40; after the round:
// Korean 77.2 % (207/268) / 87.9 % (124/141) / 3.8 % (16/421) / 4 of 40, English 71.2 % (193/271) / 67.6 %
// (98/145) / 5.5 % (23/416) / 5 of 40. Blind: never tuned on; floors at what ships.
const V12_FLOORS = {
  Korean: { crisis: 0.77, distress: 0.87, ordinary: 0.039, negations: 4 },
  English: { crisis: 0.71, distress: 0.67, ordinary: 0.056, negations: 5 },
};
// v9 and v10 on their sentences met in no earlier set (below), before the round and on what ships:
// v9 Korean 73.0 → 73.9 % crisis (167/226), 79.5 → 80.4 % distress (90/112), 3.9 → 3.6 % ordinary
// flagged (13/359), 1 of 37 negations; English 54.3 → 59.1 % (123/208), 69.9 → 72.3 % (60/83), 4.7 →
// 4.4 % (15/341), 3 of 35; v10 Korean 63.0 → 68.1 % (162/238), 77.1 → 78.8 % (93/118), 4.9 → 4.9 %
// (19/385), 5 of 37; English 61.3 → 63.0 % (145/230), 61.9 → 61.0 % (72/118), 4.1 → 4.6 % (19/410),
// 4 of 36. After the fixes of our own (above): v9 English 58.2 % (121/208); v10 Korean 68.5 % (163/238)
// crisis and 5.2 % (20/385) ordinary flagged. Floors at what ships.
const UNSEEN_FLOORS = {
  // before the round tuned on v9: Korean 65.2 % (172/264) / 76.8 % (106/138) / 7.8 % (31/398) / 7 of 37,
  // English 60.5 % (164/271) / 70.3 % (97/138) / 4.7 % (19/402) / 2 of 40
  // after the round tuned on v9 and our fixes: Korean 71.2 % (188/264) / 79.7 % (110/138) / 7.0 % (28/398)
  // / 7 of 37, English 60.9 % (165/271) / 71.0 % (98/138) / 4.0 % (16/402) / 2 of 40; after the round
  // tuned on v10: Korean 69.3 % (183/264) / 80.4 % (111/138) / 7.0 % / 7 of 37, English 64.9 % (176/271)
  // / 73.2 % (101/138) / 4.7 % (19/402) / 2 of 40
  'v11, blind': {
    Korean: { crisis: 0.69, distress: 0.8, ordinary: 0.071, negations: 7 },
    English: { crisis: 0.64, distress: 0.73, ordinary: 0.048, negations: 2 },
  },
  // before the round tuned on v10: Korean 77.7 % (192/247) / 85.1 % (103/121) / 4.9 % (20/405) / 4 of 39,
  // English 65.5 % (156/238) / 59.0 % (69/117) / 5.5 % (22/397) / 5 of 37; after it: Korean 75.3 %
  // (186/247) / 86.8 % (105/121) / 4.0 % (16/405) / 4 of 39, English 67.2 % (160/238) / 60.7 % (71/117) /
  // 5.8 % (23/397) / 5 of 37
  'v12, blind': {
    Korean: { crisis: 0.75, distress: 0.86, ordinary: 0.04, negations: 4 },
    English: { crisis: 0.67, distress: 0.6, ordinary: 0.058, negations: 5 },
  },
} as const;
// the sets held at floors (v11 blind; v5 to v10 used up), with the least each must hold to count
const FLOORED = {
  'v12, blind': { floors: V12_FLOORS, least: { crisis: 265, distress: 140, ordinary: 410, negation: 38 } },
  'v11, blind': { floors: V11_FLOORS, least: { crisis: 265, distress: 140, ordinary: 410, negation: 38 } },
  'v10, used up (tuned on)': { floors: V10_FLOORS, least: { crisis: 260, distress: 135, ordinary: 400, negation: 38 } },
  'v9, used up (tuned on)': { floors: V9_FLOORS, least: { crisis: 260, distress: 135, ordinary: 385, negation: 38 } },
  'v8, used up (tuned on)': { floors: V8_FLOORS, least: { crisis: 300, distress: 170, ordinary: 440, negation: 40 } },
  'v7, used up (tuned on)': { floors: V7_FLOORS, least: { crisis: 290, distress: 140, ordinary: 400, negation: 39 } },
  'v5, used up (tuned on)': { floors: V5_FLOORS, least: { crisis: 260, distress: 140, ordinary: 340, negation: 0 } },
  'v6, used up (tuned on)': { floors: V6_FLOORS, least: { crisis: 260, distress: 140, ordinary: 340, negation: 0 } },
} as const;
const isFloored = (name: string): name is keyof typeof FLOORED => name in FLOORED;

const sets = {
  // written blind (its writer read no rule, no corpus, no earlier set), measured before and after the round (above), never tuned on
  'v12, blind': named(readSet(v12, 'V12')),
  // written blind (its writer read no rule, no corpus, no earlier set), measured before and after the round (above), never tuned on
  'v11, blind': named(readSet(v11, 'V11')),
  // written blind (its writer read no rule, no corpus, no earlier set), measured before and after the round tuned on v9 (above), used up since
  'v10, used up (tuned on)': named(trainingSets.v10),
  // written blind (its writer read no rule, no corpus, no earlier set), measured before and after the round (above), used up since
  'v9, used up (tuned on)': named(trainingSets.v9),
  // written blind (its writer read no rule, no corpus, no earlier set), measured once (above), used up since
  'v8, used up (tuned on)': named(trainingSets.v8),
  // written blind (its writer read no rule, no corpus, no earlier set), measured once (above), used up since
  'v7, used up (tuned on)': named(trainingSets.v7),
  // written blind (its writer read no rule, no corpus, no earlier set), measured once (above), used up since
  'v5, used up (tuned on)': named(trainingSets.v5),
  'v6, used up (tuned on)': named(trainingSets.v6),
  // written blind like v3, after v3 was measured, by another writer; measured once on the rules
  // alone and once on the rules with the learned model beside them (docs/safety.md); since then
  // training data of the learned scorer
  'v4, training since': named(trainingSets.v4),
  // written blind (its writer read no rule and no corpus) while the concept rules were rewritten,
  // measured once on the merged rules and once with the learned scorer (docs/safety.md); since
  // then training data of the learned scorer
  'v3, training since': named(trainingSets.v3),
  // written after v5 and v6 were measured, beside the concept rules of the implicit kinds (crisis.train-v3.ts)
  'train v3': named(trainingSets.t3),
  // written after v7 was measured, for the kinds it showed missed (crisis.train-v4.ts)
  'train v4': named(trainingSets.t4),
  // written after v8 was measured, for the kinds it showed missed (crisis.train-v5.ts)
  'train v5': named(trainingSets.t5),
  // written in the round tuned on v9, for the concepts it added and their look-alikes (crisis.train-v6.ts)
  'train v6': named(trainingSets.t6),
  // written in the round tuned on v10, for the concepts it added and their look-alikes (crisis.train-v7.ts)
  'train v7': named(trainingSets.t7),
  // written for the learned scorer after v3 and v4 were measured (crisis.train-v2.ts)
  'train v2': named(trainingSets.t2),
  train: named(trainingSets.train),
  'held-out': named(trainingSets.heldOut),
  dev: named(trainingSets.dev),
} satisfies Record<string, Record<'Korean' | 'English', Sets>>;

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
    const others = new Set([trainingSets.train, trainingSets.heldOut].flatMap(({ ko, en }) => [...Object.values(ko), ...Object.values(en)].flat()));
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
    const { ko, en } = trainingSets.train;
    const trainAll = new Set([...ko.crisis, ...en.crisis, ...ko.ordinary, ...en.ordinary, ...ko.distress, ...en.distress]);
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

// A round that tunes the rules must not see the figures of the set it will be measured on:
// CRISIS_FIGURES_HIDE=v10 (names, comma-separated, matched at the start of a set's name) leaves those
// sets out of this file's run. Unset, as in npm test, every set is measured and held.
const hidden = (process.env.CRISIS_FIGURES_HIDE ?? '').split(',').map((name) => name.trim()).filter(Boolean);
const shown = (setName: string) => !hidden.some((name) => setName.startsWith(`${name},`) || setName === name);

for (const setName of (Object.keys(sets) as (keyof typeof sets)[]).filter(shown)) {
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
        } else if (isFloored(setName)) {
          // measured blind (figures above): a floor at what the screen gives on it now (v11 never tuned on)
          const { floors, least } = FLOORED[setName];
          const floor = floors[language];
          const set = sets[setName][language];
          expect((['crisis', 'distress', 'ordinary', 'negation'] as const).every((kind) => set[kind].length >= least[kind])).toBe(true);
          expect(set.negation.filter((text) => !set.ordinary.includes(text))).toEqual([]);
          expect(figures.crisisRecall).toBeGreaterThanOrEqual(floor.crisis);
          expect(figures.distressRecall).toBeGreaterThanOrEqual(floor.distress);
          expect(figures.ordinaryRate).toBeLessThanOrEqual(floor.ordinary);
          expect(figures.negationCrisis.length).toBeLessThanOrEqual(floor.negations);
        } else if (setName === 'v3, training since' || setName === 'v4, training since') {
          // measured once blind, now learned from: printed, no floor; the set is whole
          expect(trainingShape(setName, language)).toBe(true);
        } else if (setName === 'train v3') {
          // written beside the rules of the implicit kinds: at least 300 / 150 / 400 with 40 negations
          // among the ordinary ones; ordinary flagged at most 1 % and no negation given the crisis screen
          const set = figures.sizes;
          expect(set.crisis.length >= 300 && set.distress.length >= 150 && set.ordinary.length >= 400 && set.negation.length >= 40).toBe(true);
          expect(set.negation.filter((text) => !set.ordinary.includes(text))).toEqual([]);
          expect(figures.ordinaryRate, `flagged: ${JSON.stringify(figures.ordinaryFlagged)}`).toBeLessThanOrEqual(0.01);
          expect(figures.negationCrisis).toEqual([]);
          const floor = TRAIN_V3_FLOORS[language];
          expect(figures.crisisRecall, `missed: ${JSON.stringify(figures.crisisMissed)}`).toBeGreaterThanOrEqual(floor.crisis);
          expect(figures.distressRecall, `missed: ${JSON.stringify(figures.distressMissed)}`).toBeGreaterThanOrEqual(floor.distress);
        } else if (setName === 'train v4') {
          // written after v7 for its missed kinds: at least 60 / 30 / 60 with 12 negations among the
          // ordinary ones; learned from, printed, no floor (the rules still flag a few of its ordinary
          // sentences and denials: docs/safety.md)
          const set = figures.sizes;
          expect(set.crisis.length >= 60 && set.distress.length >= 30 && set.ordinary.length >= 60 && set.negation.length >= 12).toBe(true);
          expect(set.negation.filter((text) => !set.ordinary.includes(text))).toEqual([]);
        } else if (setName === 'train v5') {
          // written after v8 for its missed kinds: at least 30 / 15 / 30 with 8 negations among the
          // ordinary ones; learned from, printed; ordinary flagged at most 1 % and no negation given the
          // crisis screen
          const set = figures.sizes;
          expect(set.crisis.length >= 30 && set.distress.length >= 15 && set.ordinary.length >= 30 && set.negation.length >= 8).toBe(true);
          expect(set.negation.filter((text) => !set.ordinary.includes(text))).toEqual([]);
          expect(figures.ordinaryRate, `flagged: ${JSON.stringify(figures.ordinaryFlagged)}`).toBeLessThanOrEqual(0.01);
          expect(figures.negationCrisis).toEqual([]);
        } else if (setName === 'train v6') {
          // written in the round tuned on v9: at least 40 / 20 / 60 with 8 negations among the ordinary
          // ones; learned from, printed; no negation given the crisis screen, ordinary flagged at most TRAIN_V6_ORDINARY
          const set = figures.sizes;
          expect(set.crisis.length >= 40 && set.distress.length >= 20 && set.ordinary.length >= 60 && set.negation.length >= 8).toBe(true);
          expect(set.negation.filter((text) => !set.ordinary.includes(text))).toEqual([]);
          expect(figures.negationCrisis).toEqual([]);
          expect(figures.ordinaryRate, `flagged: ${JSON.stringify(figures.ordinaryFlagged)}`).toBeLessThanOrEqual(TRAIN_V6_ORDINARY);
        } else if (setName === 'train v7') {
          // written in the round tuned on v10: at least 40 / 20 / 60 with 8 negations among the ordinary
          // ones; learned from, printed; no negation given the crisis screen, ordinary flagged at most TRAIN_V7_ORDINARY
          const set = figures.sizes;
          expect(set.crisis.length >= 40 && set.distress.length >= 20 && set.ordinary.length >= 60 && set.negation.length >= 8).toBe(true);
          expect(set.negation.filter((text) => !set.ordinary.includes(text))).toEqual([]);
          expect(figures.negationCrisis).toEqual([]);
          expect(figures.ordinaryRate, `flagged: ${JSON.stringify(figures.ordinaryFlagged)}`).toBeLessThanOrEqual(TRAIN_V7_ORDINARY);
        } else if (setName === 'train v2') {
          // learned from: printed, no floor; its negations are among its ordinary sentences
          expect(figures.sizes.negation.length).toBeGreaterThanOrEqual(20);
          expect(figures.sizes.negation.filter((text) => !figures.sizes.ordinary.includes(text))).toEqual([]);
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

// A blind set's writer read no earlier set, yet short sentences come out the same ("희망이 안 보여요"):
// about a sixth of v9 and v10 is met, letter for letter (case, spacing, punctuation and invisible
// characters aside), in a set written before it, which the scorer learned from or the rules were
// tuned on. The figures are printed again on the rest, the sentences met nowhere before, and held
// at floors there too: the figure that says how the screen reads words it has never seen.
const letters = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[\s\p{P}\p{S}\p{Cf}\u3164\ufe0f]/gu, '');
// the blind sets in the order they were written (UNSEEN_FLOORS lists them so)
const BLIND = Object.keys(UNSEEN_FLOORS) as (keyof typeof UNSEEN_FLOORS)[];
function metBefore(setName: keyof typeof UNSEEN_FLOORS): Set<string> {
  const later: readonly string[] = BLIND.slice(BLIND.indexOf(setName));
  const earlier = Object.entries(sets)
    .filter(([name]) => !later.includes(name))
    .flatMap(([, languages]) => Object.values(languages).flatMap((set) => [...set.crisis, ...set.distress, ...set.ordinary]));
  return new Set([...earlier, ...plain.koPlain, ...plain.enPlain].map(letters));
}
const unseen = (set: Sets, met: Set<string>): Sets => {
  const keep = (texts: readonly string[]) => texts.filter((text) => !met.has(letters(text)));
  return { crisis: keep(set.crisis), distress: keep(set.distress), ordinary: keep(set.ordinary), negation: keep(set.negation) };
};

for (const setName of BLIND.filter(shown)) {
  describe(`figures on the ${setName} set, on its sentences met in no earlier set`, () => {
    const met = metBefore(setName);
    for (const language of ['Korean', 'English'] as const) {
      const whole = sets[setName][language];
      const rest = unseen(whole, met);
      const figures = measure(rest);
      it(`${language}: crisis recall ${percent(figures.crisisRecall)}, distress recall ${percent(figures.distressRecall)}, ordinary flagged ${percent(figures.ordinaryRate)}`, () => {
        report(`${setName}, met in no earlier set`, language, figures);
        // most of the set is new: the subset is not a handful
        expect(rest.crisis.length).toBeGreaterThan(whole.crisis.length * 0.75);
        expect(rest.ordinary.length).toBeGreaterThan(whole.ordinary.length * 0.75);
        const floor = UNSEEN_FLOORS[setName][language];
        expect(figures.crisisRecall).toBeGreaterThanOrEqual(floor.crisis);
        expect(figures.distressRecall).toBeGreaterThanOrEqual(floor.distress);
        expect(figures.ordinaryRate).toBeLessThanOrEqual(floor.ordinary);
        expect(figures.negationCrisis.length).toBeLessThanOrEqual(floor.negations);
      });
    }
  });
}
