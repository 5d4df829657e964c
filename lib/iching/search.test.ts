import { describe, expect, it } from 'vitest';
import { normaliseForSearch, parseNumberQuery, searchHexagrams } from './search';
import { buildSearchIndex } from './search-index';

const ko = buildSearchIndex('ko');
const en = buildSearchIndex('en');
const first = (query: string, entries = ko) => searchHexagrams(entries, query)[0]?.number;
const numbers = (query: string, entries = ko) => searchHexagrams(entries, query).map((e) => e.number);

describe('normaliseForSearch', () => {
  it('folds case, accents, spaces and punctuation', () => {
    expect(normaliseForSearch('  The Creative! ')).toBe('thecreative');
    expect(normaliseForSearch('qián')).toBe('qian');
    expect(normaliseForSearch('Kuei Mei')).toBe('kueimei');
    expect(normaliseForSearch('重天乾')).toBe('重天乾');
  });

  it('folds the Korean reading variants 둔/준, 리/이, 림/임, 려/여, 뢰/뇌 to one form', () => {
    for (const [a, b] of [['수뢰둔', '수뢰준'], ['중화리', '중화이'], ['지택림', '지택임'], ['화산려', '화산여'], ['뇌택귀매', '뢰택귀매']] as const) {
      expect(normaliseForSearch(a), `${a}/${b}`).toBe(normaliseForSearch(b));
    }
    expect(normaliseForSearch('중천건')).toBe('중천건');
  });
});

describe('parseNumberQuery', () => {
  it('reads the ways people type a hexagram number', () => {
    expect(['1', ' 1 ', '#1', '제1괘', '1괘', 'No. 1', 'hexagram 1', '01'].map(parseNumberQuery)).toEqual(Array(8).fill(1));
    expect(parseNumberQuery('64')).toBe(64);
    expect(['0', '65', '100', '1.5', '-1', 'abc', ''].map(parseNumberQuery)).toEqual(Array(7).fill(undefined));
  });
});

describe('searchHexagrams', () => {
  it('finds a hexagram by number, and only that one', () => {
    expect(numbers('1')).toEqual([1]);
    expect(numbers('제29괘')).toEqual([29]);
    expect(numbers('65')).toEqual([]);
  });

  it('finds Korean names under either reading', () => {
    expect(first('수뢰둔')).toBe(3);
    expect(first('수뢰준')).toBe(3);
    expect(first('중화리')).toBe(30);
    expect(first('중화이')).toBe(30);
    expect(first('이위화')).toBe(30);
    expect(first('지택림')).toBe(19);
    expect(first('지택임')).toBe(19);
    expect(first('화산려')).toBe(56);
    expect(first('화산여')).toBe(56);
    expect(first('뇌택귀매')).toBe(54);
    expect(first('뢰택귀매')).toBe(54);
    expect(first('중뇌진')).toBe(51);
    expect(first('중뢰진')).toBe(51);
  });

  it('finds Chinese names, traditional, simplified and variant forms', () => {
    expect(first('乾')).toBe(1);
    expect(first('重天乾')).toBe(1);
    expect(first('歸妹')).toBe(54);
    expect(first('归妹')).toBe(54);
    expect(first('旣濟')).toBe(63);
    expect(numbers('天')).toContain(11); // 地天泰
  });

  it('finds pinyin with or without tone marks', () => {
    expect(numbers('qian').slice(0, 2).sort()).toEqual([1, 15]); // 乾 qián and 謙 qiān
    expect(first('qián')).toBe(1);
    expect(first('guimei')).toBe(54);
  });

  it('finds English and Korean titles in either page language', () => {
    expect(first('The Creative', en)).toBe(1);
    expect(first('creative', en)).toBe(1);
    expect(first('Great Taming', en)).toBe(26);
    expect(first('the well', ko)).toBe(48);
    expect(first('굳센 하늘', en)).toBe(1);
  });

  it('ranks exact matches before prefixes before substrings', () => {
    const results = numbers('the creative', en);
    expect(results[0]).toBe(1);
    const peace = numbers('peace', en);
    expect(peace[0]).toBe(11);
  });

  it('returns nothing for blank or punctuation-only queries, and shows titles in the page language', () => {
    expect(searchHexagrams(ko, '   ')).toEqual([]);
    expect(searchHexagrams(ko, '?!')).toEqual([]);
    expect(searchHexagrams(en, 'xyzzy')).toEqual([]);
    expect(searchHexagrams(en, '1')[0]?.title).toBe('The Creative');
    expect(searchHexagrams(ko, '1')[0]?.title).toBe('굳센 하늘');
    expect(searchHexagrams(ko, '1')[0]?.names).toBe('중천건 · 乾');
    expect(searchHexagrams(en, '1')[0]?.names).toBe('Jungcheon Geon · 乾');
  });

  it('gives English pages the romanized Korean names, never Hangul, and finds hexagrams by them', () => {
    for (const entry of en) expect(entry.names, String(entry.number)).not.toMatch(/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/);
    expect(first('Jungcheon Geon', en)).toBe(1);
    expect(first('taengnoe su', en)).toBe(17);
    expect(numbers('geon', en).slice(0, 2).sort((a, b) => a - b)).toEqual([1, 39]);
  });

  it('finds 49 by its short name with or without 괘, its number, pinyin and English title, in both page languages', () => {
    for (const entries of [ko, en]) {
      for (const query of ['혁괘', '혁 괘', '혁', '49', 'Ge', 'ge', 'GE', 'Revolution', 'revolution', 'REVOL', 'volut', '택화혁', 'ㅎㄱ', 'ㅎ']) {
        expect(numbers(query, entries), query).toContain(49);
      }
      expect(first('혁괘', entries)).toBe(49);
      expect(first('혁 괘', entries)).toBe(49);
      expect(first('Ge', entries)).toBe(49);
      expect(first('Revolution', entries)).toBe(49);
      // 함괘, 항괘, 해괘, 혁괘 … are all exactly ㅎㄱ: 49 among them, in number order, within the shown 12
      expect(numbers('ㅎㄱ', entries).slice(0, 12)).toContain(49);
    }
    expect(first('건괘')).toBe(1);
    expect(first('준괘')).toBe(3);
    expect(first('귀매괘')).toBe(54);
    expect(numbers('화괘')).not.toContain(30); // 이위화 is not "화괘"
  });

  it('matches initial consonants (초성) to the syllables they begin, at the start of a name only', () => {
    // ㅎ alone: the hexagrams whose name (short, full or title) starts with ㅎ, and no other
    const h = numbers('ㅎ');
    expect(h).toContain(49); // 혁
    expect(h).toContain(32); // 항
    expect(h).toContain(31); // 함
    for (const n of h) {
      const entry = ko.find((e) => e.number === n)!;
      const hangul = entry.keys.filter((k) => /^[\uac00-\ud7a3]/.test(k));
      expect(hangul.some((k) => Math.floor((k.charCodeAt(0) - 0xac00) / 588) === 18), `${n} ${hangul.join(',')}`).toBe(true);
    }
    expect(h).not.toContain(1); // 건, 중천건, 굳센 하늘: no ㅎ at the start of any name
    expect(numbers('ㅈㅊㄱ')).toEqual([1]); // 중천건
    expect(first('ㄱㅁ')).toBe(54); // 귀매
    expect(first('혁ㄱ')).toBe(49); // a syllable and an initial mixed, as typed mid-word
    expect(numbers('ㅋㅋㅋ')).toEqual([]);
    expect(numbers('ㅎㄱㅎㄱㅎㄱ')).toEqual([]);
  });
});
