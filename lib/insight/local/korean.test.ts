import { describe, expect, it } from 'vitest';
import { hexagrams } from '@/lib/iching/library';
import { quoteWith, toPolite } from './korean';
import { sentences } from './text';

describe('quoteWith', () => {
  it('quotes with 이라고/라고 after the quoted words', () => {
    expect(quoteWith('꼭 팀장으로 승진', '이라고/라고')).toBe('“꼭 팀장으로 승진”이라고');
    expect(quoteWith('계속해도 될까요', '이라는/라는')).toBe('“계속해도 될까요”라는');
  });
});

describe('toPolite', () => {
  it.each([
    ['작은 일에는 길하다.', '작은 일에는 길합니다.'],
    ['의심이 커진다.', '의심이 커집니다.'],
    ['길을 얻는다.', '길을 얻습니다.'],
    ['서로 어긋나는 때다.', '서로 어긋나는 때입니다.'],
    ['좋은 것이다.', '좋은 것입니다.'],
    ['판단을 서두르지 말아야 한다.', '판단을 서두르지 말아야 합니다.'],
    ['다른 점은 그대로 인정하라.', '다른 점은 그대로 인정하세요.'],
    ['억지로 붙잡지 마라.', '억지로 붙잡지 마세요.'],
    ['억지로 붙잡지 말라.', '억지로 붙잡지 마세요.'],
    ['믿음을 지키라.', '믿음을 지키세요.'],
    ['때를 기다리라.', '때를 기다리세요.'],
    ['아래에는 못인 태(兌)다.', '아래에는 못인 태(兌)입니다.'],
    ['시간이 길다.', '시간이 깁니다.'],
    ['이미 바뀌었다.', '이미 바뀌었습니다.'],
    ['그것이 답이 아니다.', '그것이 답이 아닙니다.'],
    ['이미 정중한 말입니다.', '이미 정중한 말입니다.'],
  ])('%s → %s', (plain, polite) => {
    expect(toPolite(plain)).toBe(polite);
  });

  it('leaves alone what it cannot convert safely', () => {
    expect(toPolite('진실하게 밝혀라.')).toBeNull();
    expect(toPolite('오래 함께할 뜻이 있는가?')).toBeNull();
  });

  it('turns nearly all of the library\'s descriptions into the polite style, and only into it', () => {
    let converted = 0;
    let total = 0;
    for (const hexagram of hexagrams) {
      for (const paragraph of [...hexagram.text.ko.description, hexagram.text.ko.summary]) {
        for (const sentence of sentences(paragraph)) {
          total++;
          const polite = toPolite(sentence);
          if (polite === null) continue;
          converted++;
          expect(polite).toMatch(/(습니다|[가-힣]니다|세요)\.$/u);
          // only the ending changes
          expect(polite.slice(0, 8)).toBe(sentence.slice(0, 8));
        }
      }
    }
    expect(converted / total).toBeGreaterThan(0.97);
  });
});
