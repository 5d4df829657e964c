/**
 * The long report of one element profile as a quiz page sends it: ONE language, the hexagram's
 * names and figure from the library. Built on the server (views.ts); the types are client-safe.
 */
import { characterBlends, characterReports } from '@/content/quizzes/character-report';
import { relationshipBlends, relationshipReports } from '@/content/quizzes/relationship-report';
import { CHARACTER_SECTIONS, RELATIONS, RELATIONSHIP_SECTIONS, elementPair, type Relation } from '@/content/quizzes/report-schema';
import { ELEMENTS, type Element } from '@/content/quizzes/schema';
import type { Locale } from '@/i18n/routing';
import { getHexagram } from '@/lib/iching/library';
import { elementInRelation } from './cycles';

export type ReportSectionKey = (typeof CHARACTER_SECTIONS)[number] | (typeof RELATIONSHIP_SECTIONS)[number];

export interface ElementReportView {
  sections: { key: ReportSectionKey; text: string }[];
  /** Relationship quiz only: the element in each relation and what it means in love */
  matches: { relation: Relation; element: Element; text: string }[];
  season: { name: string; text: string };
  hexagram: { id: number; title: string; kor: string; name: string; pattern: string; reason: string };
  practices: { title: string; text: string }[];
  /** how each other element, as a supporting energy, shapes this one (by its relation) */
  shapedBy: Record<Relation, string>;
  /** for a tie: what this element and each other one weighing the same make together */
  blends: Partial<Record<Element, string>>;
}

export function elementReportView(quiz: 'character' | 'relationship', element: Element, locale: Locale): ElementReportView {
  const report = quiz === 'character' ? characterReports[element] : relationshipReports[element];
  const blends = quiz === 'character' ? characterBlends : relationshipBlends;
  const sections =
    quiz === 'character'
      ? CHARACTER_SECTIONS.map((key) => ({ key, text: characterReports[element].sections[key][locale] }))
      : RELATIONSHIP_SECTIONS.map((key) => ({ key, text: relationshipReports[element].sections[key][locale] }));
  const matches = 'matches' in report ? RELATIONS.map((relation) => ({ relation, element: elementInRelation(element, relation), text: report.matches[relation][locale] })) : [];
  const hexagram = getHexagram(report.hexagram.id);
  if (!hexagram) throw new Error(`the ${quiz} ${element} report names hexagram ${report.hexagram.id}, which the library lacks`);
  return {
    sections,
    matches,
    season: { name: report.season.name[locale], text: report.season.text[locale] },
    hexagram: {
      id: hexagram.number,
      title: hexagram.name[locale],
      // the Korean name on Korean pages, its romanization on English ones (not shown there)
      kor: locale === 'ko' ? hexagram.koreanName : hexagram.koreanNameRomanized,
      name: hexagram.chineseName,
      pattern: hexagram.pattern,
      reason: report.hexagram.reason[locale],
    },
    practices: report.practices.map((practice) => ({ title: practice.title[locale], text: practice.text[locale] })),
    shapedBy: Object.fromEntries(RELATIONS.map((relation) => [relation, report.shapedBy[relation][locale]])) as Record<Relation, string>,
    blends: Object.fromEntries(ELEMENTS.filter((other) => other !== element).map((other) => [other, blends[elementPair(element, other)][locale]])),
  };
}

