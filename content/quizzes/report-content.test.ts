/**
 * The long reports of the Character and Relationship profiles: each profile at least
 * 1,500 characters of Korean text of its own (counted without whitespace, as rendered), English
 * text for every Korean one, no sentence shared between profiles (or repeated anywhere in the
 * reports and blends) in either language, every relation text about the element the two cycles
 * put there, and every hexagram one the library has.
 */
import { describe, expect, it } from 'vitest';
import { getHexagram } from '@/lib/iching/library';
import { elementInRelation } from '@/lib/quiz/cycles';
import { characterBlends, characterReports } from './character-report';
import { characterProfiles } from './character';
import { relationshipBlends, relationshipReports } from './relationship-report';
import { relationshipProfiles } from './relationship';
import { ELEMENT_PAIRS, RELATIONS, blendsSchema, characterReportsSchema, relationshipReportsSchema, type CharacterReport, type RelationshipReport } from './report-schema';
import { ELEMENTS, type Element, type Localized } from './schema';

type Locale = 'ko' | 'en';
type Report = CharacterReport | RelationshipReport;

/** The text every reader of this profile sees, whatever the score: sections, the match texts, season, hexagram reason, practices. */
function ownText(report: Report, locale: Locale): string[] {
  const parts: Localized[] = [
    ...Object.values(report.sections),
    ...('matches' in report ? RELATIONS.map((relation) => report.matches[relation]) : []),
    report.season.name,
    report.season.text,
    report.hexagram.reason,
    ...report.practices.flatMap((practice) => [practice.title, practice.text]),
  ];
  return parts.map((part) => part[locale]);
}

const countChars = (texts: string[]) => texts.join('').replace(/\s/gu, '').length;

/** Sentences, split after . ? ! (and a closing quote), whitespace squeezed. */
const sentences = (text: string) =>
  text
    .split(/(?<=[.?!][”’]?)\s+/u)
    .map((s) => s.replace(/\s+/gu, ' ').trim())
    .filter(Boolean);

const QUIZZES = [
  { quiz: 'character', reports: characterReports, profiles: characterProfiles, blends: characterBlends },
  { quiz: 'relationship', reports: relationshipReports, profiles: relationshipProfiles, blends: relationshipBlends },
] as const;

const NAMES: Record<Locale, Record<Element, string>> = {
  ko: { wood: '나무', fire: '불', earth: '흙', metal: '쇠', water: '물' },
  en: { wood: 'wood', fire: 'fire', earth: 'earth', metal: 'metal', water: 'water' },
};

describe('element profile reports', () => {
  it('parse against their schemas', () => {
    expect(() => characterReportsSchema.parse(characterReports)).not.toThrow();
    expect(() => relationshipReportsSchema.parse(relationshipReports)).not.toThrow();
    expect(() => blendsSchema.parse(characterBlends)).not.toThrow();
    expect(() => blendsSchema.parse(relationshipBlends)).not.toThrow();
    expect(Object.keys(characterBlends).sort()).toEqual([...ELEMENT_PAIRS].sort());
    expect(ELEMENT_PAIRS).toHaveLength(10);
  });

  it.each(QUIZZES)('give every $quiz profile at least 1,500 Korean characters of its own (no whitespace), English beside each', ({ quiz, reports, profiles }) => {
    const counts: string[] = [];
    for (const element of ELEMENTS) {
      const report = reports[element];
      const ko = countChars(ownText(report, 'ko'));
      const en = countChars(ownText(report, 'en'));
      const profile = profiles[element];
      const withIntro = ko + countChars([profile.title.ko, profile.description.ko, ...profile.traits.ko]);
      counts.push(`${quiz} ${element}: ko ${ko} (${withIntro} with the title, description and traits), en ${en}`);
      expect(ko, `${quiz} ${element}`).toBeGreaterThanOrEqual(1500);
      // English is longer in letters than Korean in syllables; an English text shorter than the Korean would be thin
      expect(en, `${quiz} ${element}`).toBeGreaterThan(ko * 1.5);
    }
    console.log(counts.join('\n'));
  });

  it('share no sentence between profiles (their title, description and traits included), and repeat none within one, in either language', () => {
    for (const locale of ['ko', 'en'] as const) {
      const owners = new Map<string, string[]>();
      for (const { quiz, reports, profiles, blends } of QUIZZES) {
        for (const element of ELEMENTS) {
          const report = reports[element];
          const profile = profiles[element];
          const texts = [
            profile.title[locale],
            profile.description[locale],
            ...profile.traits[locale],
            ...ownText(report, locale),
            ...RELATIONS.map((relation) => report.shapedBy[relation][locale]),
          ];
          for (const sentence of texts.flatMap(sentences)) owners.set(sentence, [...(owners.get(sentence) ?? []), `${quiz}.${element}`]);
        }
        for (const pair of ELEMENT_PAIRS) {
          for (const sentence of sentences(blends[pair][locale])) owners.set(sentence, [...(owners.get(sentence) ?? []), `${quiz}.blend.${pair}`]);
        }
      }
      const repeated = [...owners].filter(([, where]) => where.length > 1);
      expect(repeated, locale).toEqual([]);
      expect(owners.size, locale).toBeGreaterThan(500);
    }
  });

  it('write each relation text about the element the generating and overcoming cycles put there', () => {
    for (const { quiz, reports } of QUIZZES) {
      for (const element of ELEMENTS) {
        const report = reports[element];
        const groups = { shapedBy: report.shapedBy, ...('matches' in report ? { matches: report.matches } : {}) };
        for (const [group, texts] of Object.entries(groups)) {
          for (const relation of RELATIONS) {
            const other = elementInRelation(element, relation);
            const where = `${quiz}.${element}.${group}.${relation} (${other})`;
            expect(texts[relation].ko.startsWith(`${NAMES.ko[other]}의 기운`), where).toBe(true);
            const firstSentence = sentences(texts[relation].en)[0]!.toLowerCase();
            expect(firstSentence, where).toMatch(new RegExp(`\\b${NAMES.en[other]}\\b`, 'u'));
            // no third element named where the cycles put one
            for (const third of ELEMENTS.filter((e) => e !== element && e !== other)) {
              expect(firstSentence, `${where} names ${third}`).not.toMatch(new RegExp(`\\b${NAMES.en[third]}\\b`, 'u'));
            }
          }
        }
      }
    }
  });

  it('write each blend about its own two elements', () => {
    for (const { quiz, blends } of QUIZZES) {
      for (const pair of ELEMENT_PAIRS) {
        const [a, b] = pair.split('-') as [Element, Element];
        const en = sentences(blends[pair].en)[0]!.toLowerCase();
        expect(en, `${quiz} ${pair}`).toMatch(new RegExp(`^${NAMES.en[a]} and ${NAMES.en[b]} `, 'u'));
        expect(blends[pair].ko, `${quiz} ${pair}`).toMatch(new RegExp(`${NAMES.ko[a]}[와과] ${NAMES.ko[b]}[이가]? `, 'u'));
        // the cycle named is the one the pair stands in
        const generating = elementInRelation(a, 'child') === b || elementInRelation(b, 'child') === a;
        expect(blends[pair].ko, `${quiz} ${pair}`).toContain(generating ? '상생' : '상극');
        expect(blends[pair].en, `${quiz} ${pair}`).toContain(generating ? 'generating cycle' : 'overcoming cycle');
      }
    }
  });

  it('give each profile a different hexagram, one the library has, named by its number in the reason', () => {
    const ids = QUIZZES.flatMap(({ reports }) => ELEMENTS.map((element) => reports[element].hexagram.id));
    expect(new Set(ids).size).toBe(10);
    for (const { reports } of QUIZZES) {
      for (const element of ELEMENTS) {
        const { id, reason } = reports[element].hexagram;
        const hexagram = getHexagram(id)!;
        expect(hexagram).toBeDefined();
        expect(reason.ko).toContain(`제${id}괘 ${hexagram.koreanName}(${hexagram.koreanNameHanja})`);
        expect(reason.en).toContain(`number ${id}, ${hexagram.name.en}`);
        // the title the card above the reason shows, exactly: not a longer form of it ("The Clinging (Fire)" under "The Clinging")
        expect(reason.en.slice(reason.en.indexOf(`number ${id}, ${hexagram.name.en}`) + `number ${id}, ${hexagram.name.en}`.length), `${id}`).toMatch(/^[.,:;]/u);
      }
    }
  });

  it('write Korean without Latin letters and English without Hangul', () => {
    for (const { reports, blends } of QUIZZES) {
      const all = [...Object.values(reports), ...Object.values(blends)];
      const strings = (value: unknown, lang?: Locale): { lang: Locale; text: string }[] =>
        typeof value === 'string'
          ? lang ? [{ lang, text: value }] : []
          : value && typeof value === 'object'
            ? Object.entries(value).flatMap(([key, v]) => strings(v, key === 'ko' || key === 'en' ? key : lang))
            : [];
      for (const { lang, text } of all.flatMap((value) => strings(value))) {
        if (lang === 'ko') expect(text).not.toMatch(/[A-Za-z]/u);
        else expect(text).not.toMatch(/[가-힣]/u);
      }
    }
  });
});
