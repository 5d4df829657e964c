import { describe, expect, it } from 'vitest';
import { characterBlends } from '@/content/quizzes/character-report';
import { relationshipReports } from '@/content/quizzes/relationship-report';
import { ELEMENTS } from '@/content/quizzes/schema';
import { elementReportView } from './element-report-view';

describe('elementReportView', () => {
  it('gives a Character profile its five sections in order, no matches, and the hexagram from the library', () => {
    const view = elementReportView('character', 'wood', 'ko');
    expect(view.sections.map((s) => s.key)).toEqual(['best', 'blindSpots', 'recharge', 'work', 'love']);
    expect(view.matches).toEqual([]);
    expect(view.hexagram).toMatchObject({ id: 46, kor: '지풍승', name: '升', pattern: '011000' });
    expect(view.practices).toHaveLength(3);
  });

  it('puts each Relationship match on the element the cycles give (water: fed by metal, feeds wood, checked by earth, checks fire)', () => {
    const view = elementReportView('relationship', 'water', 'en');
    expect(view.sections.map((s) => s.key)).toEqual(['howYouLove', 'needs', 'watchFor']);
    expect(view.matches.map(({ relation, element }) => [relation, element])).toEqual([
      ['mother', 'metal'],
      ['child', 'wood'],
      ['controller', 'earth'],
      ['controlled', 'fire'],
    ]);
    expect(view.matches[0]!.text).toBe(relationshipReports.water.matches.mother.en);
  });

  it('sends one language only, and the blend with each other element', () => {
    for (const element of ELEMENTS) {
      const en = JSON.stringify(elementReportView('relationship', element, 'en'));
      expect(en).not.toMatch(/[가-힣]/u);
      const ko = elementReportView('character', element, 'ko');
      expect(Object.keys(ko.blends).sort()).toEqual(ELEMENTS.filter((e) => e !== element).sort());
    }
    expect(elementReportView('character', 'metal', 'ko').blends.earth).toBe(characterBlends['earth-metal'].ko);
  });
});
