#!/usr/bin/env node
/**
 * Learns the crisis screen's scorer (docs/safety.md, "The learned scorer") from the labelled
 * sentences of lib/safety/crisis.corpus.ts, crisis.dev.ts, crisis.heldout.ts and crisis.plain.ts, chooses its
 * thresholds by 5-fold cross-validation and writes content/safety/crisis-model.generated.ts.
 * Deterministic: the same sentences and code give the same file.
 *
 *   node scripts/safety-train.mjs           cross-validate, print the figures, write the model
 *   node scripts/safety-train.mjs --check   the same, but fail if the committed file differs
 *
 * The blind held-out sets (crisis.heldout-v3.ts and later) are never read here.
 */
import './ts-paths.mjs';
import { readFileSync, writeFileSync } from 'node:fs';

const { FOLDS, folds, learn, modelFile, trainingPool } = await import('../lib/safety/crisis-learn.ts');
const { crisisProbabilities } = await import('../lib/safety/crisis-model.ts');
const { withModel } = await import('../lib/safety/crisis.ts');

const target = new URL('../content/safety/crisis-model.generated.ts', import.meta.url);
const check = process.argv.includes('--check');

// what the scorer alone may flag among the ordinary sentences, out of fold, per language
const CARE_RATE = 0.01;
const CRISIS_RATE = 0.005;

const pool = trainingPool();
const fold = folds(pool);
const outOfFold = new Array(pool.length);
const models = [];
for (let f = 0; f < FOLDS; f++) {
  const model = learn(pool.filter((_, i) => fold[i] !== f));
  models[f] = model;
  pool.forEach((e, i) => {
    if (fold[i] === f) outOfFold[i] = crisisProbabilities(model, e.features);
  });
}

/** The smallest threshold (to 0.001) that flags at most `rate` of the scores. */
function thresholdFor(scores, rate) {
  const sorted = [...scores].sort((a, b) => b - a);
  const allowed = Math.floor(rate * sorted.length);
  const above = sorted[allowed] ?? 0;
  return Math.min(1, Math.floor(above * 1000) / 1000 + 0.001);
}

const thresholds = {};
for (const language of ['ko', 'en']) {
  const ordinary = pool.map((e, i) => [e, outOfFold[i]]).filter(([e]) => e.label === 'ordinary' && !e.plain && e.language === language);
  thresholds[language] = {
    care: thresholdFor(ordinary.map(([, p]) => p.crisis + p.distress), CARE_RATE),
    crisis: thresholdFor(ordinary.map(([, p]) => p.crisis), CRISIS_RATE),
  };
}

const percent = (part, whole) => `${((100 * part) / whole).toFixed(1)} % (${part}/${whole})`;
function figures(name, verdictOf) {
  for (const list of ['ko', 'en']) {
    const of = (label) => pool.map((e, i) => [e, verdictOf(e, i)]).filter(([e]) => e.list === list && e.label === label);
    const crisis = of('crisis');
    const distress = of('distress');
    const ordinary = of('ordinary').filter(([e]) => !e.plain);
    const plain = of('ordinary').filter(([e]) => e.plain);
    const negations = ordinary.filter(([e]) => e.negation);
    console.info(
      `${name.padEnd(10)} ${list === 'ko' ? 'Korean ' : 'English'}: crisis recall ${percent(crisis.filter(([, v]) => v.crisis).length, crisis.length)}, ` +
        `distress recall ${percent(distress.filter(([, v]) => v.care).length, distress.length)} (given the crisis screen ${distress.filter(([, v]) => v.crisis).length}), ` +
        `ordinary flagged ${percent(ordinary.filter(([, v]) => v.care).length, ordinary.length)}, ` +
        `negations → crisis ${negations.filter(([, v]) => v.crisis).length} of ${negations.length}, ` +
        `plain flagged ${plain.filter(([, v]) => v.care).length} of ${plain.length}`,
    );
  }
}

const noRules = (e) => ({ ...e.rules, verdict: { crisis: false, care: false }, negated: false });
console.info(`${FOLDS}-fold cross-validation on ${pool.length} sentences; thresholds ${JSON.stringify(thresholds)}`);
figures('rules', (e) => e.rules.verdict);
figures('model', (e, i) => withModel(noRules(e), models[fold[i]], thresholds));
figures('combined', (e, i) => withModel(e.rules, models[fold[i]], thresholds));

const model = learn(pool);
const text = modelFile(model, thresholds);
console.info(`model: ${model.weights.size} features, ${Buffer.byteLength(text)} bytes`);
if (check) {
  if (readFileSync(target, 'utf8') !== text) {
    console.error('content/safety/crisis-model.generated.ts is not what the script makes: run node scripts/safety-train.mjs');
    process.exit(1);
  }
} else writeFileSync(target, text);
