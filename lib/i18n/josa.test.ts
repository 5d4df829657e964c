import { describe, expect, it } from 'vitest';
import { glueParticles, hasFinalConsonant, josa, particle } from './josa';

describe('josa', () => {
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
