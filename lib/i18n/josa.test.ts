import { describe, expect, it } from 'vitest';
import { glueParticles, hasFinalConsonant, josa, particle } from './josa';

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


describe('josa, as the oracle uses it', () => {
  it('follows the last syllable of a Korean word', () => {
    expect(josa('괘', '은/는')).toBe('괘는');
    expect(josa('효', '을/를')).toBe('효를');
    expect(josa('하늘', '과/와')).toBe('하늘과');
    expect(josa('마음', '이/가')).toBe('마음이');
    expect(josa('‘차근차근 오름’', '으로/로')).toBe('‘차근차근 오름’으로');
    expect(josa('‘하늘’', '으로/로')).toBe('‘하늘’로'); // ㄹ takes 로
    expect(josa('‘바다’', '으로/로')).toBe('‘바다’로');
    expect(josa('“승진”', '이라는/라는')).toBe('“승진”이라는');
  });

  it('reads numbers the Korean way: 26으로, 2로, 3으로', () => {
    expect(josa('26', '으로/로')).toBe('26으로'); // 이십육
    expect(josa('2', '으로/로')).toBe('2로'); // 이
    expect(josa('3', '으로/로')).toBe('3으로'); // 삼
    expect(josa('1', '으로/로')).toBe('1로'); // 일: ㄹ takes 로
    expect(josa('7', '으로/로')).toBe('7로');
    expect(josa('8', '으로/로')).toBe('8로');
    expect(josa('10', '으로/로')).toBe('10으로'); // 십
    expect(josa('49', '으로/로')).toBe('49로'); // 사십구
    expect(josa('100', '으로/로')).toBe('100으로'); // 백
    expect(josa('1,000', '으로/로')).toBe('1,000으로'); // 천
    expect(josa('0', '으로/로')).toBe('0으로'); // 영
  });

  it('uses the consonant form of the other particles after every numeral that ends in a consonant', () => {
    expect(josa('1', '은/는')).toBe('1은');
    expect(josa('2', '은/는')).toBe('2는');
    expect(josa('6', '이/가')).toBe('6이');
    expect(josa('64', '을/를')).toBe('64를');
    expect(josa('2027년', '과/와')).toBe('2027년과');
    expect(josa('2026', '과/와')).toBe('2026과');
    expect(josa('2025', '과/와')).toBe('2025와');
    expect(particle('제26괘', '으로/로')).toBe('로');
  });

  it('looks through closing quotes and brackets', () => {
    expect(hasFinalConsonant('“26”')).toBe(true);
    expect(hasFinalConsonant('(乾)')).toBe(false);
    expect(josa('「위」', '으로/로')).toBe('「위」로');
  });
});

describe('glueParticles', () => {
  it('joins a particle to the closing quote before it, so no line starts with it', () => {
    expect(glueParticles('‘차근차근 오름’으로 향합니다')).toBe('‘차근차근 오름’\u2060으로 향합니다');
    expect(glueParticles('“승진”이라는 계획')).toBe('“승진”\u2060이라는 계획');
    expect(glueParticles('중천건(乾為天)은')).toBe('중천건(乾為天)\u2060은');
  });

  it('leaves other text alone', () => {
    expect(glueParticles('‘오름’ 그리고 “하늘”. Then ‘it’s’ fine')).toBe('‘오름’ 그리고 “하늘”. Then ‘it’s’ fine');
  });
});
