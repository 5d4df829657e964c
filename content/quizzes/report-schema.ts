/**
 * The long report of each element profile of the Character and Relationship quizzes:
 * sections of its own, a season and a hexagram with the reason it fits, three practices, and a
 * text for each way another element can shape it (by the relation the two cycles give, see
 * lib/quiz/cycles.ts). content.test.ts checks lengths and that no sentence is shared.
 */
import { z } from 'zod';
import { ELEMENTS } from './schema';
import { ELEMENT_PAIRS, type ElementPair } from './element-order';

export { ELEMENT_PAIRS, RELATIONS, elementPair, type ElementPair, type Relation } from './element-order';

const text = z.string().trim().min(1);
const localized = z.strictObject({ ko: text, en: text });
const practice = z.strictObject({ title: localized, text: localized });
const byRelation = z.strictObject({ mother: localized, child: localized, controller: localized, controlled: localized });

const common = {
  season: z.strictObject({ name: localized, text: localized }),
  /** the hexagram that speaks to this profile (its names come from the library) and why it fits */
  hexagram: z.strictObject({ id: z.number().int().min(1).max(64), reason: localized }),
  practices: z.tuple([practice, practice, practice]),
  /** how each of the four other elements, as a supporting energy, shapes this leading one */
  shapedBy: byRelation,
};

export const CHARACTER_SECTIONS = ['best', 'blindSpots', 'recharge', 'work', 'love'] as const;
export const RELATIONSHIP_SECTIONS = ['howYouLove', 'needs', 'watchFor'] as const;

const characterReport = z.strictObject({
  sections: z.strictObject({ best: localized, blindSpots: localized, recharge: localized, work: localized, love: localized }),
  ...common,
});
const relationshipReport = z.strictObject({
  sections: z.strictObject({ howYouLove: localized, needs: localized, watchFor: localized }),
  /** the elements this one matches (generating cycle) and clashes with (overcoming cycle), one text per relation */
  matches: byRelation,
  ...common,
});

export type CharacterReport = z.infer<typeof characterReport>;
export type RelationshipReport = z.infer<typeof relationshipReport>;
export const characterReportsSchema = z.record(z.enum(ELEMENTS), characterReport);
export const relationshipReportsSchema = z.record(z.enum(ELEMENTS), relationshipReport);

/** What two elements weighing the same make together: the blend text of a tie. */
export const blendsSchema = z.record(z.string(), localized).refine((blends) => ELEMENT_PAIRS.every((pair) => pair in blends) && Object.keys(blends).length === ELEMENT_PAIRS.length, {
  message: 'one blend per pair of elements',
});
export type Blends = Record<ElementPair, z.infer<typeof localized>>;
