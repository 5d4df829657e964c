import { describe, expect, it } from 'vitest';
import { particle, type JosaPair } from '@/content/korea/josa';
import { composeCurrentInsight } from './current';
import { composePlanInsight } from './plan';

/**
 * Korean particles after a quoted name in the oracle's prose follow the name's last sound, as a
 * reader says it: ‘수레를 늦춤’으로, ‘가장자리의 눈물’로, ‘막힘’을, ‘모임’과. Checked on every
 * particle that follows a closing quote, across readings of many casts (every line of most
 * hexagrams comes up) and plans.
 */
const PAIRS: Record<string, JosaPair> = {
  으로: '으로/로', 로: '으로/로', 을: '을/를', 를: '을/를', 이: '이/가', 가: '이/가', 은: '은/는', 는: '은/는', 과: '과/와', 와: '과/와',
};
const QUOTED = /‘([^’]+)’(으로|로|을|를|이|가|은|는|과|와)(?=[\s,.])/gu;

function misplaced(text: string): string[] {
  return [...text.matchAll(QUOTED)].flatMap(([whole, word, said]) => (particle(word!, PAIRS[said!]!) === said ? [] : [whole]));
}

const id = (i: number) => `00000000-0000-4000-8000-${String(5000 + i).padStart(12, '0')}`;

describe('particles after quoted names', () => {
  it('fit the name’s last sound in 300 Current Insight readings and 60 plans', () => {
    const wrong = new Set<string>();
    let checked = 0;
    for (let i = 0; i < 300; i++) {
      const r = composeCurrentInsight({ category: 'career', question: '이직 제안을 받았는데 지금 회사에 남는 게 나을까요?', situation: '', purchaseId: id(i) }, 'ko');
      const text = [r.situation, r.what_does_it_mean, ...r.what_you_should_do, r.solution].join('\n');
      checked += [...text.matchAll(QUOTED)].length;
      for (const found of misplaced(text)) wrong.add(found);
    }
    for (let i = 0; i < 60; i++) {
      const r = composePlanInsight({ plan2025: '영어 공부와 자격증 시험', plan2026: '월 100만 원 저축과 마라톤 완주', plan2027: '제주 한 달 살기와 작은 책방', purchaseId: id(1000 + i) }, 'ko', 2027);
      const text = JSON.stringify(r);
      checked += [...text.matchAll(QUOTED)].length;
      for (const found of misplaced(text)) wrong.add(found);
    }
    expect(checked).toBeGreaterThan(500);
    expect([...wrong]).toEqual([]);
  });

  it('the check itself names a wrong particle', () => {
    expect(misplaced('지금 서 있는 곳은 둘째 자리, ‘수레를 늦춤’로, 안쪽')).toEqual(['‘수레를 늦춤’로']);
    expect(misplaced('‘가장자리의 눈물’로, ‘막힘’으로 바뀌니')).toEqual([]);
  });
});
