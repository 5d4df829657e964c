import { describe, expect, it } from 'vitest';
import { findBritishSpellings } from '@/lib/i18n/us-spelling';
import { reflectionQuestions } from './questions';

describe('the reflection questions of Today’s hexagram', () => {
  it('has one question per hexagram, in order, in both languages', () => {
    expect(reflectionQuestions.map((q) => q.number)).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
  });
  it('asks 64 different questions in each language', () => {
    expect(new Set(reflectionQuestions.map((q) => q.ko)).size).toBe(64);
    expect(new Set(reflectionQuestions.map((q) => q.en)).size).toBe(64);
  });
  it('asks in Korean in the formal style (합니다체) and in English in American spelling', () => {
    for (const q of reflectionQuestions) {
      expect(q.ko, `${q.number}`).toMatch(/(니까|습니까|입니까)\?$/);
      expect(q.ko, `${q.number}`).toMatch(/[가-힣]/);
      expect(findBritishSpellings(q.en), `${q.number}`).toEqual([]);
    }
  });
});
