import { describe, expect, it } from 'vitest';
import { romanizeHexagramName, romanizeKoreanName } from './romanize';

describe('Revised Romanization', () => {
  it('writes syllables by the official tables', () => {
    expect(romanizeKoreanName('주역')).toBe('Juyeok');
    expect(romanizeKoreanName('태극기')).toBe('Taegeukgi');
    expect(romanizeKoreanName('건 곤 감 리')).toBe('Geon Gon Gam Ri');
    expect(romanizeKoreanName('진 손 간 태')).toBe('Jin Son Gan Tae');
    expect(romanizeKoreanName('의')).toBe('Ui');
    expect(romanizeKoreanName('꽃')).toBe('Kkot');
  });

  it('transcribes the sound changes between syllables, as the examples of the official rules do', () => {
    expect(romanizeKoreanName('신라')).toBe('Silla');
    expect(romanizeKoreanName('별내')).toBe('Byeollae');
    expect(romanizeKoreanName('종로')).toBe('Jongno');
    expect(romanizeKoreanName('백마')).toBe('Baengma');
    expect(romanizeKoreanName('왕십리')).toBe('Wangsimni');
    expect(romanizeKoreanName('한국어')).toBe('Hangugeo');
    expect(romanizeKoreanName('해돋이')).toBe('Haedoji');
    expect(romanizeKoreanName('같이')).toBe('Gachi');
    expect(romanizeKoreanName('좋고')).toBe('Joko');
    expect(romanizeKoreanName('묵호')).toBe('Mukho');
  });

  it('leaves what is not Hangul as it is', () => {
    expect(romanizeKoreanName('I Ching')).toBe('I Ching');
  });

  it('splits a hexagram name into the trigram images and the name itself', () => {
    expect(romanizeHexagramName('중천건', '乾')).toBe('Jungcheon Geon');
    expect(romanizeHexagramName('수뢰둔', '屯')).toBe('Suroe Dun');
    expect(romanizeHexagramName('택뢰수', '隨')).toBe('Taengnoe Su');
    expect(romanizeHexagramName('천뢰무망', '无妄')).toBe('Cheolloe Mumang');
    expect(romanizeHexagramName('중뢰진', '震')).toBe('Jungnoe Jin');
    expect(romanizeHexagramName('화뢰서합', '噬嗑')).toBe('Hwaroe Seohap');
    expect(romanizeHexagramName('택화혁', '革')).toBe('Taekhwa Hyeok');
    expect(romanizeHexagramName('지화명이', '明夷')).toBe('Jihwa Myeongi');
  });
});
