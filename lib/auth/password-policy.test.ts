import { describe, expect, it } from 'vitest';
import { brokenPasswordRules, passwordStrength, SPECIAL_CHARACTERS } from './password-policy';

describe('the password rules', () => {
  it('lists every broken rule in checklist order', () => {
    expect(brokenPasswordRules('')).toEqual(['length', 'lowercase', 'uppercase', 'digit', 'special']);
    expect(brokenPasswordRules('abc')).toEqual(['length', 'uppercase', 'digit', 'special']);
    expect(brokenPasswordRules('abcdefgH')).toEqual(['digit', 'special']);
    expect(brokenPasswordRules('Abcdef1!')).toEqual([]);
  });

  it('counts only the fixed punctuation set as special', () => {
    expect(brokenPasswordRules('Abcdef12 ')).toEqual(['special']);
    expect(brokenPasswordRules('Abcdef12★')).toEqual(['special']);
    for (const c of SPECIAL_CHARACTERS) expect(brokenPasswordRules(`Abcdef12${c}`)).toEqual([]);
  });
});

describe('the strength meter', () => {
  it.each([
    ['', 0, 5, 'weak'],
    ['abcdefgh', 2, 5, 'weak'], // length 8, lowercase
    ['abcdefg1', 3, 5, 'medium'], // 60 %
    ['Abcdefg1', 4, 5, 'strong'], // 80 %
    ['Abcdef1!', 5, 5, 'strong'],
    ['Abcdefghij1!', 6, 5, 'strong'], // 12+ with every class passes 100 %
    ['abcdefghijklmnop', 4, 7, 'weak'], // 16 letters: 8+, 12+, 16+, lowercase → 4/7
    ['abcdefghijklmno1', 5, 7, 'medium'], // 71 %
    ['Abcdefghijklmn1!', 7, 7, 'strong'],
  ] as const)('%j scores %i of %i: %s', (password, points, maximum, level) => {
    const strength = passwordStrength(password);
    expect(strength).toMatchObject({ points, maximum, level });
    expect(strength.ratio).toBeCloseTo(points / maximum);
  });
});
