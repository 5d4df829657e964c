import { describe, expect, it } from 'vitest';
import { romanizeHexagramName, romanizeKoreanName } from './romanize';

describe('Revised Romanization', () => {
  it.each([
    ['주역', 'Juyeok'],
    ['태극기', 'Taegeukgi'],
    ['건 곤 감 리', 'Geon Gon Gam Ri'],
    ['진 손 간 태', 'Jin Son Gan Tae'],
    ['의', 'Ui'],
    ['꽃', 'Kkot'],
  ])('writes syllables by the official tables: %s → %s', (name, roman) => {
    expect(romanizeKoreanName(name)).toBe(roman);
  });

  it.each([
    ['신라', 'Silla'],
    ['별내', 'Byeollae'],
    ['종로', 'Jongno'],
    ['백마', 'Baengma'],
    ['왕십리', 'Wangsimni'],
    ['한국어', 'Hangugeo'],
    ['해돋이', 'Haedoji'],
    ['같이', 'Gachi'],
    ['좋고', 'Joko'],
    ['묵호', 'Mukho'],
  ])('transcribes the sound changes between syllables, as the examples of the official rules do: %s → %s', (name, roman) => {
    expect(romanizeKoreanName(name)).toBe(roman);
  });

  it('leaves what is not Hangul as it is', () => {
    expect(romanizeKoreanName('I Ching')).toBe('I Ching');
  });

  it.each([
    ['중천건', '乾', 'Jungcheon Geon'],
    ['수뢰둔', '屯', 'Suroe Dun'],
    ['택뢰수', '隨', 'Taengnoe Su'],
    ['천뢰무망', '无妄', 'Cheolloe Mumang'],
    ['중뢰진', '震', 'Jungnoe Jin'],
    ['화뢰서합', '噬嗑', 'Hwaroe Seohap'],
    ['택화혁', '革', 'Taekhwa Hyeok'],
    ['지화명이', '明夷', 'Jihwa Myeongi'],
  ])('splits a hexagram name into the trigram images and the name itself: %s (%s) → %s', (name, classical, roman) => {
    expect(romanizeHexagramName(name, classical)).toBe(roman);
  });
});
