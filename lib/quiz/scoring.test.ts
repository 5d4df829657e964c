import { describe, expect, it } from 'vitest';
import { bookQuestions } from '@/content/quizzes/book';
import { characterQuestions } from '@/content/quizzes/character';
import { relationshipQuestions } from '@/content/quizzes/relationship';
import type { BookType, Element } from '@/content/quizzes/schema';
import { dominantBookType, readAnswerList, scoreElements } from './scoring';
import { typeHexagram } from './type-hexagram';

const repeat = <T>(value: T, times: number): T[] => Array.from({ length: times }, () => value);

describe('Character quiz scoring (7 questions)', () => {
  it('names the element with the most answers and gives each a rounded whole percent', () => {
    const result = scoreElements(['water', 'water', 'water', 'fire', 'fire', 'metal', 'wood']);
    expect(result.dominant).toBe('water');
    // 3/7 = 42.86, 2/7 = 28.57, 1/7 = 14.29
    expect(result.percents).toEqual({ wood: 14, fire: 29, earth: 0, metal: 14, water: 43 });
  });

  it('breaks a tie for the most answers by the order wood, fire, earth, metal, water', () => {
    expect(scoreElements(['water', 'water', 'metal', 'metal', 'earth', 'earth', 'fire']).dominant).toBe('earth');
    expect(scoreElements(['water', 'water', 'water', 'fire', 'fire', 'fire', 'metal']).dominant).toBe('fire');
    expect(scoreElements(['metal', 'water', 'water', 'metal', 'wood', 'wood', 'earth']).dominant).toBe('wood');
  });

  it('lists at most two supporting energies, highest first, never the dominant one', () => {
    const result = scoreElements(['earth', 'earth', 'earth', 'water', 'water', 'fire', 'wood']);
    expect(result.dominant).toBe('earth');
    expect(result.supporting).toEqual([
      { element: 'water', percent: 29 },
      { element: 'wood', percent: 14 }, // wood and fire tie at 14 %: wood comes first
    ]);
  });

  it('keeps the wood…water order among supporting energies that tie', () => {
    const result = scoreElements(['metal', 'metal', 'metal', 'water', 'water', 'fire', 'fire']);
    expect(result.dominant).toBe('metal');
    expect(result.supporting).toEqual([
      { element: 'fire', percent: 29 },
      { element: 'water', percent: 29 },
    ]);
  });

  it('shows no supporting energy when every answer has the same element', () => {
    const result = scoreElements(repeat<Element>('fire', 7));
    expect(result).toEqual({
      dominant: 'fire',
      percents: { wood: 0, fire: 100, earth: 0, metal: 0, water: 0 },
      supporting: [],
    });
  });

  it('shows only the one other element that was chosen', () => {
    expect(scoreElements(['metal', 'metal', 'metal', 'metal', 'metal', 'metal', 'water']).supporting).toEqual([
      { element: 'water', percent: 14 },
    ]);
  });

  it('falls back to wood with nothing at 0 % when there are no answers', () => {
    expect(scoreElements([])).toEqual({
      dominant: 'wood',
      percents: { wood: 0, fire: 0, earth: 0, metal: 0, water: 0 },
      supporting: [],
    });
  });
});

describe('Relationship quiz scoring (8 questions)', () => {
  it('rounds halves up: 1/8 is 13 %, 3/8 is 38 %', () => {
    const result = scoreElements(['fire', 'fire', 'fire', 'earth', 'earth', 'earth', 'water', 'wood']);
    expect(result.percents).toEqual({ wood: 13, fire: 38, earth: 38, metal: 0, water: 13 });
    // fire and earth tie on 3: fire comes first in the order; earth is the strongest support
    expect(result.dominant).toBe('fire');
    expect(result.supporting).toEqual([
      { element: 'earth', percent: 38 },
      { element: 'wood', percent: 13 },
    ]);
  });

  it('gives a four-way-tied dominance to the earliest element', () => {
    const result = scoreElements(['water', 'water', 'metal', 'metal', 'earth', 'earth', 'fire', 'fire']);
    expect(result.dominant).toBe('fire');
    expect(result.percents).toEqual({ wood: 0, fire: 25, earth: 25, metal: 25, water: 25 });
    expect(result.supporting).toEqual([
      { element: 'earth', percent: 25 },
      { element: 'metal', percent: 25 },
    ]);
  });

  it('never lists more than two supports even when all five elements were chosen', () => {
    const result = scoreElements(['wood', 'fire', 'earth', 'metal', 'water', 'water', 'metal', 'water']);
    expect(result.dominant).toBe('water');
    expect(result.supporting).toEqual([
      { element: 'metal', percent: 25 },
      { element: 'wood', percent: 13 },
    ]);
  });
});

describe('Life Book quiz scoring (5 questions)', () => {
  it('names the type with the most answers', () => {
    expect(dominantBookType(['analytical', 'wisdom', 'analytical', 'growth', 'analytical'])).toBe('analytical');
    expect(dominantBookType(repeat<BookType>('philosophical', 5))).toBe('philosophical');
  });

  it('gives a tie to the first of growth, creative, wisdom, analytical, philosophical', () => {
    expect(dominantBookType(['philosophical', 'wisdom', 'philosophical', 'wisdom', 'creative'])).toBe('wisdom');
    expect(dominantBookType(['philosophical', 'analytical', 'wisdom', 'creative', 'growth'])).toBe('growth');
    expect(dominantBookType(['philosophical', 'analytical', 'analytical', 'creative', 'philosophical'])).toBe('analytical');
  });

  it('falls back to growth when there are no answers', () => {
    expect(dominantBookType([])).toBe('growth');
  });

  it('gives each type the hexagram the spec names, with its names from the library', () => {
    expect(typeHexagram('growth')).toEqual({
      hexagramId: 1,
      hexagram: { name: '乾', kor: '중천건', eng: 'The Creative' },
      title: { ko: '굳센 하늘', en: 'The Creative' },
    });
    expect(typeHexagram('creative').hexagram).toEqual({ name: '兌', kor: '중택태', eng: 'The Joyous' });
    expect(typeHexagram('wisdom').hexagram).toEqual({ name: '艮', kor: '중산간', eng: 'Keeping Still' });
    expect(typeHexagram('analytical').hexagram).toEqual({ name: '巽', kor: '중풍손', eng: 'The Gentle' });
    expect(typeHexagram('philosophical').hexagram).toEqual({ name: '坎', kor: '중수감', eng: 'The Abysmal' });
  });
});

describe('reading a submitted answer list', () => {
  it('turns one index per question into the chosen answers, in order', () => {
    const quiz = [
      { answers: ['a0', 'a1', 'a2', 'a3', 'a4'] },
      { answers: ['b0', 'b1', 'b2', 'b3', 'b4'] },
      { answers: ['c0', 'c1', 'c2', 'c3', 'c4'] },
    ];
    expect(readAnswerList(quiz, [4, 0, 2])).toEqual({ ok: true, answers: ['a4', 'b0', 'c2'] });
  });

  it('scores a whole quiz answered with its water answers as pure water', () => {
    const indexes = relationshipQuestions.map((q) => q.answers.findIndex((a) => a.element === 'water'));
    const result = readAnswerList(relationshipQuestions, indexes);
    if (!result.ok) throw new Error(result.error.message);
    expect(scoreElements(result.answers.map((a) => a.element)).percents.water).toBe(100);
  });

  it('reads Life Book answers as types', () => {
    const indexes = bookQuestions.map((q) => q.answers.findIndex((a) => a.type === 'creative'));
    const result = readAnswerList(bookQuestions, indexes);
    if (!result.ok) throw new Error(result.error.message);
    expect(dominantBookType(result.answers.map((a) => a.type))).toBe('creative');
  });

  it('refuses something that is not a list', () => {
    for (const input of [undefined, null, '0,1,2', { 0: 1 }, 3]) {
      const result = readAnswerList(bookQuestions, input);
      expect(result).toEqual({ ok: false, error: expect.objectContaining({ code: 'not_a_list' }) });
    }
  });

  it('refuses a list that is shorter or longer than the quiz', () => {
    expect(readAnswerList(characterQuestions, [0, 0, 0, 0, 0, 0])).toEqual({
      ok: false,
      error: { code: 'wrong_length', expected: 7, received: 6, message: 'expected 7 answers, received 6' },
    });
    expect(readAnswerList(relationshipQuestions, repeat(0, 9))).toMatchObject({
      ok: false,
      error: { code: 'wrong_length', expected: 8, received: 9 },
    });
    expect(readAnswerList(bookQuestions, [])).toMatchObject({ ok: false, error: { code: 'wrong_length', expected: 5, received: 0 } });
  });

  it('refuses an index outside 0–4 or not a whole number, naming the first bad question', () => {
    const bad: unknown[] = [5, -1, 1.5, '1', null, Number.NaN, true];
    for (const value of bad) {
      const input = [0, 4, value, 0, 0];
      expect(readAnswerList(bookQuestions, input), String(value)).toMatchObject({
        ok: false,
        error: { code: 'invalid_answer', question: 2 },
      });
    }
    expect(readAnswerList(bookQuestions, [0, 4, 4, 4, 4]).ok).toBe(true);
  });
});
