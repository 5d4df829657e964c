#!/usr/bin/env node
/**
 * Learns the crisis screen's scorer (docs/safety.md, "The learned scorer") from the labelled
 * sentences of lib/safety/crisis.corpus.ts, crisis.dev.ts, crisis.heldout.ts, the blind sets
 * crisis.heldout-v3.ts to crisis.heldout-v10.ts (measured once each, now training data),
 * crisis.train-v2.ts to crisis.train-v7.ts and crisis.plain.ts, and the check's restatements of the ordinary ones
 * (crisis-learn.ts `trainingPool`). Chooses the L2 strength and the thresholds by 5-fold
 * cross-validation and writes content/safety/crisis-model.generated.ts. Deterministic: the same
 * sentences and code give the same file.
 *
 *   node scripts/safety-train.mjs           cross-validate, print the figures, write the model
 *   node scripts/safety-train.mjs --check   the same, but fail if the committed file differs
 *
 * The blind held-out sets from v11 on (crisis.heldout-v11.ts and later) are never read here.
 */
import './ts-paths.mjs';
import { readFileSync, writeFileSync } from 'node:fs';

const { FOLDS, L2_GRID, LEARN_OPTIONS, folds, learn, modelFile, trainingPool } = await import('../lib/safety/crisis-learn.ts');
const { crisisProbabilities } = await import('../lib/safety/crisis-model.ts');
const { withModel } = await import('../lib/safety/crisis.ts');

const target = new URL('../content/safety/crisis-model.generated.ts', import.meta.url);
const check = process.argv.includes('--check');

// what the scorer alone may flag among the ordinary sentences, out of fold, per language
const CARE_RATE = 0.01;
const CRISIS_RATE = 0.002;
// the figures read the scorer on both languages, whatever withModel ships with
const BOTH = { ko: true, en: true };

const pool = trainingPool();
const fold = folds(pool);
// the ordinary sentences the thresholds are chosen on: neither the plain ones nor our own restatements
const measured = (e) => !e.plain && e.restates < 0;

/** The smallest threshold (to 0.001) that flags at most `rate` of the scores. */
function thresholdFor(scores, rate) {
  const sorted = [...scores].sort((a, b) => b - a);
  const allowed = Math.floor(rate * sorted.length);
  const above = sorted[allowed] ?? 0;
  return Math.min(1, Math.floor(above * 1000) / 1000 + 0.001);
}

/** Out-of-fold probabilities, the fold models and the thresholds they give, for one set of options. */
function crossValidate(options) {
  const outOfFold = new Array(pool.length);
  const models = [];
  for (let f = 0; f < FOLDS; f++) {
    const model = learn(
      pool.filter((_, i) => fold[i] !== f),
      options,
    );
    models[f] = model;
    pool.forEach((e, i) => {
      if (fold[i] === f) outOfFold[i] = crisisProbabilities(model, e.features);
    });
  }
  const thresholds = {};
  let found = 0;
  for (const language of ['ko', 'en']) {
    const of = (label) => pool.map((e, i) => [e, outOfFold[i]]).filter(([e]) => e.label === label && e.language === language && measured(e));
    thresholds[language] = {
      care: thresholdFor(
        of('ordinary').map(([, p]) => p.crisis + p.distress),
        CARE_RATE,
      ),
      crisis: thresholdFor(
        of('ordinary').map(([, p]) => p.crisis),
        CRISIS_RATE,
      ),
    };
    // what the choice of L2 maximises: the scorer's own out-of-fold recall at those thresholds
    found += of('crisis').filter(([, p]) => p.crisis >= thresholds[language].crisis).length / of('crisis').length;
    found += of('distress').filter(([, p]) => p.crisis + p.distress >= thresholds[language].care).length / of('distress').length;
  }
  return { options, outOfFold, models, thresholds, found };
}

let best;
for (const l2 of L2_GRID) {
  const run = crossValidate({ ...LEARN_OPTIONS, l2 });
  console.info(`L2 ${l2}: the scorer alone finds ${(run.found / 4).toFixed(4)} of crisis and distress (mean recall, out of fold); thresholds ${JSON.stringify(run.thresholds)}`);
  if (!best || run.found > best.found) best = run;
}
const { models, thresholds, options } = best;

const percent = (part, whole) => `${((100 * part) / whole).toFixed(1)} % (${part}/${whole})`;
function figures(name, verdictOf) {
  for (const list of ['ko', 'en']) {
    const of = (label) => pool.map((e, i) => [e, verdictOf(e, i)]).filter(([e]) => e.list === list && e.label === label);
    const crisis = of('crisis');
    const distress = of('distress');
    const ordinary = of('ordinary').filter(([e]) => measured(e));
    const plain = of('ordinary').filter(([e]) => e.plain);
    const restated = of('ordinary').filter(([e]) => e.restates >= 0);
    const negations = ordinary.filter(([e]) => e.negation);
    console.info(
      `${name.padEnd(10)} ${list === 'ko' ? 'Korean ' : 'English'}: crisis recall ${percent(crisis.filter(([, v]) => v.crisis).length, crisis.length)}, ` +
        `distress recall ${percent(distress.filter(([, v]) => v.care).length, distress.length)} (given the crisis screen ${distress.filter(([, v]) => v.crisis).length}), ` +
        `ordinary flagged ${percent(ordinary.filter(([, v]) => v.care).length, ordinary.length)}, ` +
        `negations → crisis ${negations.filter(([, v]) => v.crisis).length} of ${negations.length}, ` +
        `plain flagged ${plain.filter(([, v]) => v.care).length} of ${plain.length}, ` +
        `restatements flagged ${restated.filter(([, v]) => v.care).length} of ${restated.length}`,
    );
  }
}

const noRules = (e) => ({ ...e.rules, verdict: { crisis: false, care: false }, negated: false });
const sizes = ['ko', 'en'].map((list) => `${list}: ${['crisis', 'distress', 'ordinary'].map((label) => `${pool.filter((e) => e.list === list && e.label === label && measured(e)).length} ${label}`).join(', ')}, ${pool.filter((e) => e.list === list && e.negation).length} negations, ${pool.filter((e) => e.list === list && e.plain).length} plain, ${pool.filter((e) => e.list === list && e.restates >= 0).length} restatements`);
console.info(`${FOLDS}-fold cross-validation on ${pool.length} sentences (${sizes.join('; ')}); L2 ${options.l2}; thresholds ${JSON.stringify(thresholds)}`);
figures('rules', (e) => e.rules.verdict);
figures('model', (e, i) => withModel(noRules(e), models[fold[i]], thresholds, BOTH));
figures('combined', (e, i) => withModel(e.rules, models[fold[i]], thresholds, BOTH));

const model = learn(pool, options);
const text = modelFile(model, thresholds, options.l2);
console.info(`model: ${model.weights.size} features, ${Buffer.byteLength(text)} bytes`);
if (check) {
  if (readFileSync(target, 'utf8') !== text) {
    console.error('content/safety/crisis-model.generated.ts is not what the script makes: run node scripts/safety-train.mjs');
    process.exit(1);
  }
} else writeFileSync(target, text);
