import { describe, expect, it } from 'vitest';
import { hasFinalConsonant, josa, particle } from './josa';

describe('josa', () => {
  it('picks the particle by the last syllable', () => {
    expect(josa('괘', '은/는')).toBe('괘는');
    expect(josa('승진', '은/는')).toBe('승진은');
    expect(josa('가족', '이/가')).toBe('가족이');
    expect(josa('끈기', '이/가')).toBe('끈기가');
    expect(josa('마음', '을/를')).toBe('마음을');
    expect(josa('나무', '과/와')).toBe('나무와');
    expect(josa('‘서로 어긋남’', '으로/로')).toBe('‘서로 어긋남’으로');
    expect(josa('‘굳센 하늘’', '으로/로')).toBe('‘굳센 하늘’로'); // ㄹ takes 로
    expect(josa('재정', '으로/로')).toBe('재정으로');
    expect(josa('바다', '으로/로')).toBe('바다로');
  });

  it('reads numbers the way they are spoken (Sino-Korean)', () => {
    // the case: 이십육 ends in ㄱ
    expect(josa(26, '으로/로')).toBe('26으로');
    expect(josa('26', '으로/로')).toBe('26으로');
    expect(josa(3, '으로/로')).toBe('3으로'); // 삼
    expect(josa(6, '으로/로')).toBe('6으로'); // 육
    expect(josa(2, '으로/로')).toBe('2로'); // 이
    expect(josa(4, '으로/로')).toBe('4로'); // 사
    expect(josa(5, '으로/로')).toBe('5로'); // 오
    expect(josa(9, '으로/로')).toBe('9로'); // 구
    // 일, 칠, 팔 end in ㄹ, which takes 로 but 이/을/은
    expect(josa(1, '으로/로')).toBe('1로');
    expect(josa(7, '으로/로')).toBe('7로');
    expect(josa(8, '으로/로')).toBe('8로');
    expect(josa(1, '이/가')).toBe('1이');
    expect(josa(8, '을/를')).toBe('8을');
    // a number ending in zeros ends on its unit: 영, 십, 백, 천, 만 all end in a consonant (not ㄹ)
    expect(josa(0, '으로/로')).toBe('0으로');
    expect(josa(10, '으로/로')).toBe('10으로');
    expect(josa(20, '이/가')).toBe('20이');
    expect(josa(100, '은/는')).toBe('100은');
    expect(josa(1000, '과/와')).toBe('1000과');
    expect(josa(49, '을/를')).toBe('49를'); // 사십구
    expect(josa(2025, '과/와')).toBe('2025와');
    expect(josa(2027, '과/와')).toBe('2027과');
    expect(josa('3.5', '이/가')).toBe('3.5가'); // 삼 점 오
  });

  it('reads past closing quotes, brackets and punctuation', () => {
    expect(josa('“26”', '으로/로')).toBe('“26”으로');
    expect(josa('(3)', '이/가')).toBe('(3)이');
    expect(josa('‘괘’', '을/를')).toBe('‘괘’를');
  });

  it('gives the particle alone and tells whether a word ends in a consonant', () => {
    expect(particle('26', '으로/로')).toBe('으로');
    expect(particle('길', '으로/로')).toBe('로');
    expect(particle('길', '이/가')).toBe('이');
    expect(hasFinalConsonant('7')).toBe(true);
    expect(hasFinalConsonant('9')).toBe(false);
    expect(hasFinalConsonant('하늘')).toBe(true);
    expect(hasFinalConsonant('나무')).toBe(false);
  });
});
