import { describe, expect, it } from 'vitest';
import { describeLines } from './describe';
import { getHexagram, hexagrams } from './library';
import { relatedHexagrams } from './related';

const related = (n: number) => Object.fromEntries(relatedHexagrams(getHexagram(n)!).map((r) => [r.relation, r.hexagram.number]));

describe('relatedHexagrams', () => {
  it('finds the inverse, opposite and nuclear hexagram of each of the 64', () => {
    for (const h of hexagrams) {
      const found = relatedHexagrams(h);
      expect(found.map((r) => r.relation)).toEqual(['inverse', 'opposite', 'nuclear']);
      expect(found.every((r) => r.isSelf === (r.hexagram.number === h.number))).toBe(true);
    }
  });

  it('gives the classical answers', () => {
    expect(related(1)).toEqual({ inverse: 1, opposite: 2, nuclear: 1 });
    expect(related(3)).toEqual({ inverse: 4, opposite: 50, nuclear: 23 });
    expect(related(11)).toEqual({ inverse: 12, opposite: 12, nuclear: 54 });
    expect(related(63)).toEqual({ inverse: 64, opposite: 64, nuclear: 64 });
    expect(related(29)).toEqual({ inverse: 29, opposite: 30, nuclear: 27 });
  });
});

describe('describeLines', () => {
  it('reads the lines from the bottom up', () => {
    const ko = { fromBottom: '아래에서부터', yang: '양', yin: '음', separator: ' ' };
    expect(describeLines(getHexagram(3)!.pattern, ko)).toBe('아래에서부터 양 음 음 음 양 음');
    const en = { fromBottom: 'From the bottom:', yang: 'yang', yin: 'yin', separator: ', ' };
    expect(describeLines('101', en)).toBe('From the bottom: yang, yin, yang');
  });
});
