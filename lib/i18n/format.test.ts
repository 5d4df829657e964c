import { describe, expect, it } from 'vitest';
import { formatMessage } from './format';

describe('formatMessage', () => {
  it('fills parameters and leaves plain text alone', () => {
    expect(formatMessage('Line {n} of 6', { n: 3 })).toBe('Line 3 of 6');
    expect(formatMessage('no params')).toBe('no params');
  });

  it('chooses plural cases, exact ones first, with # as the number', () => {
    const m = '{count, plural, =0 {No changing lines} =1 {Changing line: {list}} other {# changing lines: {list}}}';
    expect(formatMessage(m, { count: 0, list: '' })).toBe('No changing lines');
    expect(formatMessage(m, { count: 1, list: '3' })).toBe('Changing line: 3');
    expect(formatMessage(m, { count: 2, list: '3, 5' })).toBe('2 changing lines: 3, 5');
    expect(formatMessage('{n, plural, one {# item} other {# items}}', { n: 1 })).toBe('1 item');
  });

  it('chooses select cases, nested, with other as the default', () => {
    const m = 'Coin {n}: {face, select, heads {heads} other {tails}}, {points}';
    expect(formatMessage(m, { n: 2, face: 'heads', points: 3 })).toBe('Coin 2: heads, 3');
    expect(formatMessage(m, { n: 2, face: 'tails', points: 2 })).toBe('Coin 2: tails, 2');
    expect(formatMessage('{n, select, 1 {First} 2 {Second} other {Third}} division', { n: 2 })).toBe('Second division');
  });
});
