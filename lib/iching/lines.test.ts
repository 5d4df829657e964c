import { describe, expect, it } from 'vitest';
import {
  changedValue,
  changingPositions,
  formatLines,
  isCastLines,
  LINE_VALUES,
  parseLines,
  primaryPattern,
  relatingPattern,
  staticLines,
  type CastLines,
  oldLineMark,
} from './lines';
import { asHexagramPattern } from './pattern';

function* allCasts(): Generator<CastLines> {
  for (let n = 0; n < 4 ** 6; n++) {
    const values = Array.from({ length: 6 }, (_, k) => LINE_VALUES[Math.floor(n / 4 ** k) % 4]!);
    if (!isCastLines(values)) throw new Error('unreachable');
    yield values;
  }
}

describe('line values', () => {
  it('turns old lines into their opposite and keeps young ones', () => {
    expect(LINE_VALUES.map(changedValue)).toEqual([7, 7, 8, 8]);
  });

  it('reads a cast bottom to top: the first value is line 1', () => {
    const cast = parseLines('977888')!;
    expect(primaryPattern(cast)).toBe('111000');
    expect(relatingPattern(cast)).toBe('011000');
    expect(changingPositions(cast)).toEqual([1]);
    expect(relatingPattern(parseLines('778886')!)).toBe('110001');
    expect(changingPositions(parseLines('696969')!)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('has no relating pattern when nothing changes', () => {
    expect(relatingPattern(parseLines('787878')!)).toBeUndefined();
    expect(changingPositions(parseLines('787878')!)).toEqual([]);
  });

  it('makes static lines from a pattern', () => {
    expect(staticLines(asHexagramPattern('100010'))).toEqual([7, 8, 8, 8, 7, 8]);
  });
});

describe('the shareable form ?lines=', () => {
  it('round-trips all 4096 casts', () => {
    let count = 0;
    for (const cast of allCasts()) {
      expect(parseLines(formatLines(cast))).toEqual(cast);
      count++;
    }
    expect(count).toBe(4096);
  });

  it('accepts exactly six digits from 6 to 9 and nothing else', () => {
    for (const bad of [null, undefined, '', '78978', '7897897', '789785', '0789789', '78978a', ' 789789', '789789 ', '７８９７８９', '7,8,9,7,8,9']) {
      expect(parseLines(bad), String(bad)).toBeUndefined();
    }
    expect(parseLines('666999')).toEqual([6, 6, 6, 9, 9, 9]);
  });
});

describe('oldLineMark', () => {
  it('marks old yang ○ and old yin ×, and young lines not at all: one mark for each everywhere', () => {
    expect(oldLineMark(9)).toBe('○');
    expect(oldLineMark(6)).toBe('×');
    expect(oldLineMark(7)).toBeNull();
    expect(oldLineMark(8)).toBeNull();
  });
});
