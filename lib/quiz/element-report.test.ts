import { describe, expect, it } from 'vitest';
import type { Element } from '@/content/quizzes/schema';
import { elementInRelation, relationOf } from './cycles';
import { elementReportModel, joinNames } from './element-report';
import { scoreElements } from './scoring';

const answers = (counts: Partial<Record<Element, number>>): Element[] =>
  (Object.entries(counts) as [Element, number][]).flatMap(([element, n]) => Array<Element>(n).fill(element));

describe('the five-element cycles', () => {
  it('generate wood → fire → earth → metal → water → wood', () => {
    expect(['wood', 'fire', 'earth', 'metal', 'water'].map((e) => elementInRelation(e as Element, 'child'))).toEqual(['fire', 'earth', 'metal', 'water', 'wood']);
    expect(elementInRelation('wood', 'mother')).toBe('water');
  });

  it('overcome wood → earth → water → fire → metal → wood', () => {
    expect(['wood', 'earth', 'water', 'fire', 'metal'].map((e) => elementInRelation(e as Element, 'controlled'))).toEqual(['earth', 'water', 'fire', 'metal', 'wood']);
    expect(elementInRelation('wood', 'controller')).toBe('metal');
    expect(elementInRelation('fire', 'controller')).toBe('water');
  });

  it('gives each of the other four elements exactly one relation', () => {
    for (const self of ['wood', 'fire', 'earth', 'metal', 'water'] as Element[]) {
      const others = (['wood', 'fire', 'earth', 'metal', 'water'] as Element[]).filter((e) => e !== self);
      expect(new Set(others.map((other) => relationOf(self, other))).size).toBe(4);
      expect(relationOf(self, self)).toBeUndefined();
    }
  });
});

describe('elementReportModel', () => {
  it('names a single leading element when nothing ties, each supporting energy with its relation', () => {
    // 4 fire, 2 water, 1 wood of 7
    const model = elementReportModel(scoreElements(answers({ fire: 4, water: 2, wood: 1 })));
    expect(model).toEqual({
      leading: 'fire',
      percent: 57,
      tied: ['fire'],
      blendPairs: [],
      supporting: [
        { element: 'water', percent: 29, relation: 'controller', tied: false },
        { element: 'wood', percent: 14, relation: 'mother', tied: false },
      ],
    });
  });

  it('keeps the tie rule (first in wood…water leads) but names all tied elements together, with a blend for each pair', () => {
    // 2 earth, 2 metal, 2 water, 1 fire: the spec picks earth, and metal and water weigh the same
    const model = elementReportModel(scoreElements(answers({ metal: 2, earth: 2, water: 2, fire: 1 })));
    expect(model.leading).toBe('earth');
    expect(model.percent).toBe(29);
    expect(model.tied).toEqual(['earth', 'metal', 'water']);
    expect(model.blendPairs).toEqual(['earth-metal', 'earth-water', 'metal-water']);
    expect(model.supporting).toEqual([
      { element: 'metal', percent: 29, relation: 'child', tied: true },
      { element: 'water', percent: 29, relation: 'controlled', tied: true },
    ]);
  });

  it('tells a two-way tie beside a smaller supporting energy apart', () => {
    // 3 wood, 3 metal, 2 fire of 8
    const model = elementReportModel(scoreElements(answers({ metal: 3, wood: 3, fire: 2 })));
    expect(model.leading).toBe('wood');
    expect(model.tied).toEqual(['wood', 'metal']);
    expect(model.blendPairs).toEqual(['wood-metal']);
    expect(model.supporting.map((s) => [s.element, s.percent, s.tied])).toEqual([
      ['metal', 38, true],
      ['fire', 25, false],
    ]);
  });

  it('sees a four-way tie of eight answers, the tied ones named beyond the two supporting energies', () => {
    const model = elementReportModel(scoreElements(answers({ water: 2, fire: 2, metal: 2, earth: 2 })));
    expect(model.leading).toBe('fire');
    expect(model.tied).toEqual(['fire', 'earth', 'metal', 'water']);
    expect(model.blendPairs).toHaveLength(6);
  });

  it('treats no answers as wood alone, not as a five-way tie at 0 %', () => {
    const model = elementReportModel(scoreElements([]));
    expect(model).toMatchObject({ leading: 'wood', percent: 0, tied: ['wood'], blendPairs: [], supporting: [] });
  });

  it('gives one element with every answer no supporting energy and no tie', () => {
    const model = elementReportModel(scoreElements(answers({ water: 8 })));
    expect(model).toMatchObject({ leading: 'water', percent: 100, tied: ['water'], supporting: [], blendPairs: [] });
  });
});

describe('joinNames', () => {
  it('joins Korean names with 와 or 과 by the last syllable, and English ones with "and"', () => {
    expect(joinNames(['불', '물'], 'ko')).toBe('불과 물');
    expect(joinNames(['나무', '쇠'], 'ko')).toBe('나무와 쇠');
    expect(joinNames(['흙', '쇠', '물'], 'ko')).toBe('흙, 쇠와 물');
    expect(joinNames(['나무', '불', '쇠', '물'], 'ko')).toBe('나무, 불, 쇠와 물');
    expect(joinNames(['Fire', 'Water'], 'en')).toBe('Fire and Water');
    expect(joinNames(['Earth', 'Metal', 'Water'], 'en')).toBe('Earth, Metal, and Water');
  });
});
