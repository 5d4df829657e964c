/**
 * The five elements and how they pair, without zod: client components (the quiz result) import
 * these, and content/quizzes/schema.ts (zod, server and tests only) re-exports them.
 */

/** The five elements (오행), in the order the scoring breaks ties: wood, fire, earth, metal, water. */
export const ELEMENTS = ['wood', 'fire', 'earth', 'metal', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];

/** How another element stands to a profile's element: feeds it, is fed by it, checks it, is checked by it. */
export const RELATIONS = ['mother', 'child', 'controller', 'controlled'] as const;
export type Relation = (typeof RELATIONS)[number];

/** The ten pairs of different elements, each written in the wood…water order. */
export const ELEMENT_PAIRS = [
  'wood-fire',
  'wood-earth',
  'wood-metal',
  'wood-water',
  'fire-earth',
  'fire-metal',
  'fire-water',
  'earth-metal',
  'earth-water',
  'metal-water',
] as const satisfies readonly `${Element}-${Element}`[];
export type ElementPair = (typeof ELEMENT_PAIRS)[number];

/** The pair of two different elements, in the wood…water order whichever comes first. */
export function elementPair(a: Element, b: Element): ElementPair {
  const [first, second] = ELEMENTS.indexOf(a) < ELEMENTS.indexOf(b) ? [a, b] : [b, a];
  const pair = ELEMENT_PAIRS.find((p) => p === `${first}-${second}`);
  if (!pair) throw new Error(`${a} and ${b} are not two different elements`);
  return pair;
}
