import { ELEMENTS, type Element } from '@/content/quizzes/element-order';
import { hexagrams } from '@/lib/iching/library';
import type { TrigramKey } from '@/lib/iching/types';

/** Each trigram's element, as the five elements are taught with the eight trigrams. */
export const TRIGRAM_ELEMENT: Record<TrigramKey, Element> = {
  heaven: 'metal',
  lake: 'metal',
  fire: 'fire',
  thunder: 'wood',
  wind: 'wood',
  water: 'water',
  mountain: 'earth',
  earth: 'earth',
};

/** The hexagrams with the element in either trigram, by element. */
export const HEXAGRAMS_OF_ELEMENT: Record<Element, number[]> = Object.fromEntries(
  ELEMENTS.map((element) => [element, hexagrams.filter((h) => TRIGRAM_ELEMENT[h.lower.key] === element || TRIGRAM_ELEMENT[h.upper.key] === element).map((h) => h.number)]),
) as Record<Element, number[]>;
