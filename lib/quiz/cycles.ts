/**
 * The two cycles of the five elements (오행), client-safe and pure.
 * - Generating (상생): wood → fire → earth → metal → water → wood (each feeds the next).
 * - Overcoming (상극): wood → earth → water → fire → metal → wood (each checks the next).
 * Seen from one element, each of the other four stands in exactly one relation to it.
 */
import type { Element } from '@/content/quizzes/element-order';
import { RELATIONS, type Relation } from '@/content/quizzes/element-order';

export const GENERATES: Record<Element, Element> = { wood: 'fire', fire: 'earth', earth: 'metal', metal: 'water', water: 'wood' };
export const OVERCOMES: Record<Element, Element> = { wood: 'earth', earth: 'water', water: 'fire', fire: 'metal', metal: 'wood' };

const keyOf = <V extends string>(map: Record<Element, V>, value: V): Element => (Object.keys(map) as Element[]).find((key) => map[key] === value)!;

/** The element standing in `relation` to `self`: mother feeds it, child is fed by it, controller checks it, controlled is checked by it. */
export function elementInRelation(self: Element, relation: Relation): Element {
  switch (relation) {
    case 'mother':
      return keyOf(GENERATES, self);
    case 'child':
      return GENERATES[self];
    case 'controller':
      return keyOf(OVERCOMES, self);
    case 'controlled':
      return OVERCOMES[self];
  }
}

/** How `other` stands to `self`; undefined for the element itself. */
export function relationOf(self: Element, other: Element): Relation | undefined {
  return RELATIONS.find((relation) => elementInRelation(self, relation) === other);
}
