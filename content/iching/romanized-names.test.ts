import { describe, expect, it } from 'vitest';
import { romanize } from 'es-hangul';
import { romanizeHexagramName } from '@/lib/i18n/romanize';
import { hexagrams } from '@/lib/iching/library';
import en from '@/messages/en.json';
import { rawHexagramFacts, rawRomanizedNames } from '.';

describe('the romanized Korean hexagram names (content/iching/romanized-names.json)', () => {
  it('has one name per hexagram, for the Korean name the reference gives', () => {
    expect(rawRomanizedNames.map((n) => n.number)).toEqual(rawHexagramFacts.map((f) => f.number));
    rawRomanizedNames.forEach((n, i) => expect(n.korean_name, String(n.number)).toBe(rawHexagramFacts[i]!.korean_name));
  });

  it('is the Revised Romanization of each Korean name, images then name', () => {
    rawRomanizedNames.forEach((n, i) => {
      expect(n.en, String(n.number)).toBe(romanizeHexagramName(n.korean_name, rawHexagramFacts[i]!.chinese_name));
    });
    expect(rawRomanizedNames.slice(0, 3).map((n) => n.en)).toEqual(['Jungcheon Geon', 'Jungji Gon', 'Suroe Dun']);
  });

  it('uses the trigram names of the English trigram row for the doubled trigrams', () => {
    const doubled = Object.fromEntries(hexagrams.filter((h) => h.upper.key === h.lower.key).map((h) => [h.upper.key, h.koreanNameRomanized.split(' ')[1]]));
    expect(doubled).toEqual(en.TrigramName);
    expect(en.TrigramName).toEqual({ heaven: 'Geon', earth: 'Gon', thunder: 'Jin', wind: 'Son', water: 'Gam', fire: 'Ri', mountain: 'Gan', lake: 'Tae' });
  });

  it('reaches the library', () => {
    expect(hexagrams[0]?.koreanNameRomanized).toBe('Jungcheon Geon');
    expect(hexagrams[63]?.koreanNameRomanized).toBe('Hwasu Mije');
  });
});

describe('es-hangul’s romanize, against the names we show', () => {
  it('differs on 천화동인 and 택화혁, which is why lib/i18n/romanize.ts writes them (docs/korean-style.md)', () => {
    const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
    const differing = rawRomanizedNames.flatMap((n, i) => {
      const syllables = [...n.korean_name];
      const nameLength = [...rawHexagramFacts[i]!.chinese_name].length;
      const words = nameLength >= syllables.length ? [n.korean_name] : [syllables.slice(0, -nameLength).join(''), syllables.slice(-nameLength).join('')];
      const library = words.map((word) => capitalize(romanize(word))).join(' ');
      return library === n.en ? [] : [`${n.korean_name}: ${n.en} / ${library}`];
    });
    expect(differing).toEqual(['천화동인: Cheonhwa Dongin / Cheonhwa Dongnin', '택화혁: Taekhwa Hyeok / Taekwa Hyeok']);
  });
});
