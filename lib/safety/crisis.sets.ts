/**
 * The crisis screen's labelled sets the learned scorer learns from, each read as four lists per
 * language (crisis, distress, ordinary, negation). Every file names its lists the same way
 * (`koCrisisV8`, `enNegationTrain5`, `koOrdinaryDev`: language, label, the file's suffix), so a set is
 * its module and its suffix, listed once here for both the training pool (crisis-learn.ts) and the
 * figures test. The blind held-out sets (v11 on) are not here: nothing that trains may import them.
 */
import * as train from './crisis.corpus';
import * as dev from './crisis.dev';
import * as heldOut from './crisis.heldout';
import * as v3 from './crisis.heldout-v3';
import * as v4 from './crisis.heldout-v4';
import * as v5 from './crisis.heldout-v5';
import * as v6 from './crisis.heldout-v6';
import * as v7 from './crisis.heldout-v7';
import * as v8 from './crisis.heldout-v8';
import * as v9 from './crisis.heldout-v9';
import * as v10 from './crisis.heldout-v10';
import * as t2 from './crisis.train-v2';
import * as t3 from './crisis.train-v3';
import * as t4 from './crisis.train-v4';
import * as t5 from './crisis.train-v5';
import * as t6 from './crisis.train-v6';
import * as t7 from './crisis.train-v7';

export interface CrisisSet {
  crisis: readonly string[];
  distress: readonly string[];
  ordinary: readonly string[];
  negation: readonly string[];
}
export type CrisisLabelledSets = Record<'ko' | 'en', CrisisSet>;

const LABELS = { crisis: 'Crisis', distress: 'Distress', ordinary: 'Ordinary', negation: 'Negation' } as const;

/** A set file's lists, by the names every set file gives them (`${language}${Label}${suffix}`). */
export function readSet(lists: Record<string, unknown>, suffix: string): CrisisLabelledSets {
  const language = (code: 'ko' | 'en') =>
    Object.fromEntries(
      Object.entries(LABELS).map(([label, name]) => {
        const list = lists[`${code}${name}${suffix}`];
        if (!Array.isArray(list)) throw new Error(`no list ${code}${name}${suffix}`);
        return [label, list as readonly string[]];
      }),
    ) as unknown as CrisisSet;
  return { ko: language('ko'), en: language('en') };
}

/** The sets the scorer learns from, in the order the pool reads them (the order the model was trained in). */
export const trainingSets = {
  train: readSet(train, ''),
  dev: readSet(dev, 'Dev'),
  heldOut: readSet(heldOut, 'HeldOut'),
  v3: readSet(v3, 'V3'),
  v4: readSet(v4, 'V4'),
  t2: readSet(t2, 'Train2'),
  v5: readSet(v5, 'V5'),
  v6: readSet(v6, 'V6'),
  t3: readSet(t3, 'Train3'),
  v7: readSet(v7, 'V7'),
  t4: readSet(t4, 'Train4'),
  v8: readSet(v8, 'V8'),
  t5: readSet(t5, 'Train5'),
  v9: readSet(v9, 'V9'),
  t6: readSet(t6, 'Train6'),
  v10: readSet(v10, 'V10'),
  t7: readSet(t7, 'Train7'),
};
