/**
 * How each element looks, shared by the Character and Relationship profile sets: a color dark
 * enough to read as text on paper (contrast ≥ 4.5:1, checked in content.test.ts) and an illustration.
 */
import type { Element } from './schema';

export const elementLook: Record<Element, { color: string; image: string }> = {
  wood: { color: '#3f7050', image: '/images/quiz/element-wood.svg' },
  fire: { color: '#b8452f', image: '/images/quiz/element-fire.svg' },
  earth: { color: '#8a6a25', image: '/images/quiz/element-earth.svg' },
  metal: { color: '#5d6670', image: '/images/quiz/element-metal.svg' },
  water: { color: '#2b4763', image: '/images/quiz/element-water.svg' },
};
