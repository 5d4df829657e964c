/**
 * What a Character or Relationship result says, from its stored score (pure, client-safe).
 *
 * The spec's tie rule still picks the leading profile (lib/quiz/scoring.ts: the first of the
 * highest in the order wood, fire, earth, metal, water), but a tie is told as what it is: `tied`
 * names every element holding the top share, the leading one first, and `blendPairs` gives each
 * pair among them, whose blend text the report shows. Each supporting energy (the spec's list,
 * unchanged) carries its relation to the leading element by the two cycles, or `tied` when it
 * weighs the same as the leading one.
 */
import { ELEMENTS, type Element } from '@/content/quizzes/element-order';
import { elementPair, type ElementPair, type Relation } from '@/content/quizzes/element-order';
import { relationOf } from './cycles';
import type { ElementScore } from './scoring';

export interface SupportingEnergy {
  element: Element;
  percent: number;
  /** how it stands to the leading element (generating / overcoming cycle) */
  relation: Relation;
  /** true when it weighs exactly as much as the leading element */
  tied: boolean;
}

export interface ElementReportModel {
  leading: Element;
  /** the leading element's share, whole percent */
  percent: number;
  /** every element holding the top share, the leading one first; one element when there is no tie */
  tied: Element[];
  supporting: SupportingEnergy[];
  /** each pair of tied elements, in the wood…water order: their blend texts speak to the tie */
  blendPairs: ElementPair[];
}

export function elementReportModel(score: ElementScore): ElementReportModel {
  const leading = score.dominant;
  const percent = score.percents[leading] ?? 0;
  // nothing answered (0 % everywhere) is no tie: the spec's default, wood, leads alone
  const tied = percent > 0 ? ELEMENTS.filter((element) => score.percents[element] === percent) : [leading];
  const ordered = [leading, ...tied.filter((element) => element !== leading)];
  const blendPairs = tied.flatMap((a, i) => tied.slice(i + 1).map((b) => elementPair(a, b)));
  const supporting = score.supporting.map(({ element, percent: share }) => ({
    element,
    percent: share,
    relation: relationOf(leading, element)!,
    tied: tied.includes(element),
  }));
  return { leading, percent, tied: ordered, supporting, blendPairs };
}

/** 와 after a final vowel, 과 after a final consonant (받침) of a Hangul syllable. */
const withParticle = (word: string) => {
  const code = word.codePointAt(word.length - 1)! - 0xac00;
  return `${word}${code >= 0 && code < 11172 && code % 28 !== 0 ? '과' : '와'}`;
};

/** Names said as one list: "불과 물", "흙, 쇠와 물" / "Fire and Water", "Earth, Metal, and Water". */
export function joinNames(names: readonly string[], locale: 'ko' | 'en'): string {
  if (locale === 'en') return new Intl.ListFormat('en', { type: 'conjunction' }).format(names);
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -2).map((name) => `${name}, `).join('')}${withParticle(names.at(-2)!)} ${names.at(-1)}`;
}

/**
 * The elements a tie matches and clashes with as a whole: an element is a match when it stands in
 * the generating cycle (mother or child) to every tied element, a clash when it stands in the
 * overcoming cycle (controller or controlled) to every one of them; tied elements are never their
 * own match or clash. One element alone gets its four relations. Earth and water tied: metal is a
 * match (earth's child, water's mother) and no element clashes with both.
 */
export function tieRelations(tied: readonly Element[]): { generating: Element[]; overcoming: Element[] } {
  const others = ELEMENTS.filter((element) => !tied.includes(element));
  const all = (cycle: readonly Relation[]) => others.filter((other) => tied.every((self) => cycle.includes(relationOf(self, other)!)));
  return { generating: all(['mother', 'child']), overcoming: all(['controller', 'controlled']) };
}
