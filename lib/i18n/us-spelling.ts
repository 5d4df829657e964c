/**
 * The English house style is American spelling (favorable, center, judgment, practice as a verb).
 * This list pairs British spellings with their American forms so a test can find the British ones in
 * English content and UI strings. Matching is whole-word and case-insensitive; inflected forms are
 * listed explicitly, so "favour" does not catch "flavor" and "practise" never catches "practice".
 */

/** Stems whose -our ending is -or in American spelling, with the endings each one takes. */
const OUR_STEMS = [
  'ardo', 'armo', 'behavio', 'cando', 'clamo', 'colo', 'demeano', 'endeavo', 'favo', 'flavo', 'harbo',
  'hono', 'humo', 'labo', 'neighbo', 'odo', 'parlo', 'rigo', 'rumo', 'savio', 'savo', 'splendo',
  'tumo', 'valo', 'vapo', 'vigo',
];
const OUR_ENDINGS = ['ur', 'urs', 'ured', 'uring', 'urable', 'urably', 'urite', 'urites', 'urful', 'urless', 'urhood', 'urhoods', 'ural', 'urer', 'urers'];

/** Stems whose -ise/-isation ending is -ize/-ization in American spelling. */
const ISE_STEMS = [
  'apolog', 'author', 'capital', 'categor', 'character', 'civil', 'critic', 'custom', 'emphas',
  'energ', 'final', 'harmon', 'ideal', 'legitim', 'maxim', 'memor', 'minim', 'mobil', 'neutral',
  'normal', 'optim', 'organ', 'personal', 'popular', 'priorit', 'real', 'recogn', 'reorgan', 'roman',
  'special', 'stabil', 'standard', 'summar', 'symbol', 'sympath', 'util', 'visual', 'anonym',
];
const ISE_ENDINGS = ['ise', 'ises', 'ised', 'ising', 'isation', 'isations', 'iser', 'isers'];

/** One-off pairs: British form → American form. */
const WORDS: Readonly<Record<string, string>> = {
  centre: 'center', centres: 'centers', centred: 'centered', centring: 'centering',
  theatre: 'theater', theatres: 'theaters', metre: 'meter', metres: 'meters', litre: 'liter',
  fibre: 'fiber', sombre: 'somber', lustre: 'luster', spectre: 'specter', calibre: 'caliber',
  judgement: 'judgment', judgements: 'judgments',
  traveller: 'traveler', travellers: 'travelers', travelling: 'traveling', travelled: 'traveled',
  counsellor: 'counselor', counsellors: 'counselors', counselling: 'counseling', counselled: 'counseled',
  cancelled: 'canceled', cancelling: 'canceling', labelled: 'labeled', labelling: 'labeling',
  modelled: 'modeled', modelling: 'modeling', levelled: 'leveled', levelling: 'leveling',
  signalled: 'signaled', signalling: 'signaling', quarrelled: 'quarreled', quarrelling: 'quarreling',
  marvellous: 'marvelous', jewellery: 'jewelry', fuelled: 'fueled', fuelling: 'fueling',
  totalled: 'totaled', dialled: 'dialed', rivalled: 'rivaled', channelled: 'channeled', 'well-travelled': 'well-traveled',
  fulfil: 'fulfill', fulfils: 'fulfills', fulfilment: 'fulfillment', enrol: 'enroll', enrols: 'enrolls',
  enrolment: 'enrollment', instalment: 'installment', skilful: 'skillful', skilfully: 'skillfully',
  wilful: 'willful', wilfully: 'willfully',
  defence: 'defense', defences: 'defenses', offence: 'offense', offences: 'offenses',
  pretence: 'pretense', licence: 'license', licences: 'licenses',
  practise: 'practice', practises: 'practices', practised: 'practiced', practising: 'practicing',
  analyse: 'analyze', analysed: 'analyzed', analysing: 'analyzing',
  paralyse: 'paralyze', paralysed: 'paralyzed',
  grey: 'gray', greyish: 'grayish', ageing: 'aging', sceptical: 'skeptical', sceptic: 'skeptic',
  plough: 'plow', ploughs: 'plows', mould: 'mold', moult: 'molt', smoulder: 'smolder',
  programme: 'program', programmes: 'programs', cheque: 'check', tyre: 'tire', kerb: 'curb',
  aluminium: 'aluminum', manoeuvre: 'maneuver', catalogue: 'catalog', cosy: 'cozy',
};

function buildPairs(): ReadonlyMap<string, string> {
  const pairs = new Map<string, string>(Object.entries(WORDS));
  for (const stem of OUR_STEMS) {
    for (const ending of OUR_ENDINGS) pairs.set(stem + ending, stem + ending.slice(1));
  }
  for (const stem of ISE_STEMS) {
    for (const ending of ISE_ENDINGS) pairs.set(stem + ending, stem + ending.replace('is', 'iz'));
  }
  return pairs;
}

/** British spelling → American spelling, all lower case. */
const BRITISH_TO_US: ReadonlyMap<string, string> = buildPairs();

interface SpellingHit {
  word: string;
  us: string;
}

function matchCase(model: string, word: string): string {
  if (model.length > 1 && model === model.toUpperCase()) return word.toUpperCase();
  return model[0] === model[0]?.toUpperCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** Every British spelling in a text (whole words, any case), with its American form. */
export function findBritishSpellings(text: string): SpellingHit[] {
  const hits: SpellingHit[] = [];
  for (const match of text.matchAll(/[A-Za-z]+(?:-[A-Za-z]+)*/g)) {
    for (const word of new Set([match[0], ...match[0].split('-')])) {
      const us = BRITISH_TO_US.get(word.toLowerCase());
      if (us) hits.push({ word, us: matchCase(word, us) });
    }
  }
  return hits;
}

/**
 * Pinyin names of the eight trigrams. English pages name trigrams in Korean romanization
 * (Geon, Gon, Jin, Son, Gam, Ri, Gan, Tae: messages "TrigramName"), so these must not appear in
 * English prose. Matched case-sensitively as whole words (with or without tone marks), so that
 * ordinary words ("gen", "Kant") are not caught.
 */
const PINYIN_TRIGRAM_NAMES = ['Qian', 'Kun', 'Zhen', 'Xun', 'Kan', 'Li', 'Gen', 'Dui'] as const;

export function findPinyinTrigramNames(text: string): string[] {
  const plain = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
  const found: string[] = [];
  for (const match of plain.matchAll(/[A-Za-z]+/g)) {
    const word = match[0];
    if ((PINYIN_TRIGRAM_NAMES as readonly string[]).includes(word)) found.push(word);
  }
  return found;
}
