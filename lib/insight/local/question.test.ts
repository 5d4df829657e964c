import { describe, expect, it } from 'vitest';
import { questionShape } from './question';

/** The options a Korean question weighs, named as a reading names them (…기, …는 것). */
describe('the options of a Korean question', () => {
  const labels = (question: string) => questionShape(question).options.map((option) => option.label);

  it('reads 살까요 as living somewhere, and as buying only when something is bought', () => {
    expect(labels('서울에서 살까요, 아니면 부산에서 살까요?')).toEqual(['서울에서 살기', '부산에서 살기']);
    expect(labels('집을 살까요, 아니면 전세로 살까요?')).toEqual(['집을 사기', '전세로 살기']);
  });

  it('keeps a stem that ends in ㄹ and drops the ㄹ the ending brought', () => {
    expect(labels('주식을 팔까요, 아니면 더 들고 갈까요?')).toEqual(['주식을 팔기', '더 들고 가기']);
  });
});
