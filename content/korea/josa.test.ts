import { describe, expect, it } from 'vitest';
import { glueParticles, hasFinalConsonant, josa, particle, type JosaPair } from './josa';

describe('josa', () => {
  it.each<[string | number, JosaPair, string]>([
    ['괘', '은/는', '괘는'],
    ['승진', '은/는', '승진은'],
    ['가족', '이/가', '가족이'],
    ['끈기', '이/가', '끈기가'],
    ['마음', '을/를', '마음을'],
    ['나무', '과/와', '나무와'],
    ['‘서로 어긋남’', '으로/로', '‘서로 어긋남’으로'],
    ['‘굳센 하늘’', '으로/로', '‘굳센 하늘’로'], // ㄹ takes 로
    ['재정', '으로/로', '재정으로'],
    ['바다', '으로/로', '바다로'],
  ])('picks the particle by the last syllable: %s + %s → %s', (word, pair, expected) => {
    expect(josa(word, pair)).toBe(expected);
  });

  it.each<[string | number, JosaPair, string]>([
    // the case: 이십육 ends in ㄱ
    [26, '으로/로', '26으로'],
    ['26', '으로/로', '26으로'],
    [3, '으로/로', '3으로'], // 삼
    [6, '으로/로', '6으로'], // 육
    [2, '으로/로', '2로'], // 이
    [4, '으로/로', '4로'], // 사
    [5, '으로/로', '5로'], // 오
    [9, '으로/로', '9로'], // 구
    // 일, 칠, 팔 end in ㄹ, which takes 로 but 이/을/은
    [1, '으로/로', '1로'],
    [7, '으로/로', '7로'],
    [8, '으로/로', '8로'],
    [1, '이/가', '1이'],
    [8, '을/를', '8을'],
    // a number ending in zeros ends on its unit: 영, 십, 백, 천, 만 all end in a consonant (not ㄹ)
    [0, '으로/로', '0으로'],
    [10, '으로/로', '10으로'],
    [20, '이/가', '20이'],
    [100, '은/는', '100은'],
    [1000, '과/와', '1000과'],
    [49, '을/를', '49를'], // 사십구
    [2025, '과/와', '2025와'],
    [2027, '과/와', '2027과'],
    ['3.5', '이/가', '3.5가'], // 삼 점 오
  ])('reads numbers the way they are spoken (Sino-Korean): %s + %s → %s', (word, pair, expected) => {
    expect(josa(word, pair)).toBe(expected);
  });

  it.each<[string | number, JosaPair, string]>([
    ['“26”', '으로/로', '“26”으로'],
    ['(3)', '이/가', '(3)이'],
    ['‘괘’', '을/를', '‘괘’를'],
  ])('reads past closing quotes, brackets and punctuation: %s + %s → %s', (word, pair, expected) => {
    expect(josa(word, pair)).toBe(expected);
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
  it.each<[string | number, JosaPair, string]>([
    ['괘', '은/는', '괘는'],
    ['효', '을/를', '효를'],
    ['하늘', '과/와', '하늘과'],
    ['마음', '이/가', '마음이'],
    ['‘차근차근 오름’', '으로/로', '‘차근차근 오름’으로'],
    ['‘하늘’', '으로/로', '‘하늘’로'], // ㄹ takes 로
    ['‘바다’', '으로/로', '‘바다’로'],
    ['“승진”', '이라는/라는', '“승진”이라는'],
  ])('follows the last syllable of a Korean word: %s + %s → %s', (word, pair, expected) => {
    expect(josa(word, pair)).toBe(expected);
  });

  it.each<[string | number, JosaPair, string]>([
    ['26', '으로/로', '26으로'], // 이십육
    ['2', '으로/로', '2로'], // 이
    ['3', '으로/로', '3으로'], // 삼
    ['1', '으로/로', '1로'], // 일: ㄹ takes 로
    ['7', '으로/로', '7로'],
    ['8', '으로/로', '8로'],
    ['10', '으로/로', '10으로'], // 십
    ['49', '으로/로', '49로'], // 사십구
    ['100', '으로/로', '100으로'], // 백
    ['1,000', '으로/로', '1,000으로'], // 천
    ['0', '으로/로', '0으로'], // 영
  ])('reads numbers the Korean way: 26으로, 2로, 3으로: %s + %s → %s', (word, pair, expected) => {
    expect(josa(word, pair)).toBe(expected);
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

describe('josa after Latin letters, digits and symbols, as they are read aloud', () => {
  it.each<[string, JosaPair, string]>([
    // the cases: Google is 구글 (ㄹ), PM is 피엠 (ㅁ)
    ['Google', '이라는/라는', 'Google이라는'],
    ['PM', '이라고/라고', 'PM이라고'],
    ['Google', '으로/로', 'Google로'], // ㄹ takes 로
    ['Apple', '은/는', 'Apple은'], // 애플
    ['Excel', '을/를', 'Excel을'], // 엑셀
    ['Zoom', '을/를', 'Zoom을'], // 줌
    ['Notion', '이/가', 'Notion이'], // 노션
    ['Chrome', '과/와', 'Chrome과'], // 크롬: a silent e after m
    ['iPhone', '으로/로', 'iPhone으로'], // 아이폰
    ['Slack', '이/가', 'Slack이'], // 슬랙
    ['App', '을/를', 'App을'], // 앱
    ['Facebook', '은/는', 'Facebook은'], // 페이스북
    ['Spring', '이/가', 'Spring이'], // 스프링: -ng is ㅇ
    ['Marketing', '을/를', 'Marketing을'], // 마케팅
    ['Hong Kong', '으로/로', 'Hong Kong으로'], // 홍콩
  ])('reads a word the way Korean writes it: %s + %s → %s', (word, pair, expected) => {
    expect(josa(word, pair)).toBe(expected);
  });

  it.each<[string, JosaPair, string]>([
    ['Word', '을/를', 'Word를'], // 워드
    ['YouTube', '이/가', 'YouTube가'], // 유튜브
    ['Netflix', '은/는', 'Netflix는'], // 넷플릭스
    ['Naver', '이/가', 'Naver가'], // 네이버
    ['Kakao', '과/와', 'Kakao와'], // 카카오
    ['Toast', '이/가', 'Toast가'], // 토스트
    ['NASA', '이/가', 'NASA가'], // 나사: a longer capital word read as a word
  ])('and words that end open, with 으 or a vowel: %s + %s → %s', (word, pair, expected) => {
    expect(josa(word, pair)).toBe(expected);
  });

  it.each<[string, JosaPair, string]>([
    ['PM', '은/는', 'PM은'], // 피엠
    ['AI', '이/가', 'AI가'], // 에이아이
    ['IBM', '과/와', 'IBM과'], // 아이비엠
    ['URL', '을/를', 'URL을'], // 유알엘
    ['URL', '으로/로', 'URL로'], // ㄹ takes 로
    ['HTML', '이/가', 'HTML이'], // 에이치티엠엘: no vowel, spelled out
    ['ChatGPT', '이/가', 'ChatGPT가'], // 챗지피티
    ['iOS', '은/는', 'iOS는'], // 아이오에스
    ['N', '이/가', 'N이'], // 엔
    ['B', '이/가', 'B가'], // 비
    ['‘PM’', '이라고/라고', '‘PM’이라고'],
  ])('spells out an acronym letter by letter: %s + %s → %s', (word, pair, expected) => {
    expect(josa(word, pair)).toBe(expected);
  });

  it.each<[string, JosaPair, string]>([
    ['50%', '이/가', '50%가'], // 오십 퍼센트
    ['C#', '은/는', 'C#은'], // 씨샵
    ['C++', '을/를', 'C++를'], // 씨플러스플러스
    ['R&', '과/와', 'R&와'], // 앤드
    ['₩', '으로/로', '₩으로'], // 원
    ['0', '이라는/라는', '0이라는'], // 영
    ['1', '이라는/라는', '1이라는'], // 일
    ['2', '이라는/라는', '2라는'], // 이
    ['3', '이라고/라고', '3이라고'], // 삼
    ['6', '은/는', '6은'], // 육
  ])('reads a closing symbol or digit by its spoken name: %s + %s → %s', (word, pair, expected) => {
    expect(josa(word, pair)).toBe(expected);
  });
});
