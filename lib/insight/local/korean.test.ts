import { getJongseong, hasBatchim, josa as hangulJosa } from 'es-hangul';
import { describe, expect, it } from 'vitest';
import { hexagrams } from '@/lib/iching/library';
import { composeCurrentInsight } from './current';
import { hasFinalConsonant, josa, particle, quoteWith, toPolite, type JosaPair } from './korean';
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

describe('particles of the server composer', () => {
  // es-hangul's own options for our pairs: 와/과 is written the other way round; 이라는 and 이라고 are 이라 + 는/고
  const hangulPick = (word: string, pair: JosaPair): string => {
    const bare = word.replace(/[’”」)]+$/u, '');
    if (pair === '과/와') return hangulJosa.pick(bare, '와/과');
    if (pair === '이라는/라는') return `${hangulJosa.pick(bare, '이라/라')}는`;
    if (pair === '이라고/라고') return `${hangulJosa.pick(bare, '이라/라')}고`;
    if (pair === '이며/며') return hasBatchim(bare) ? '이며' : '며';
    return hangulJosa.pick(bare, pair);
  };

  it.each<[string, JosaPair, string]>([
    ['‘하늘’', '으로/로', '‘하늘’로'], // ㄹ takes 로
    ['‘가장자리의 눈물’', '으로/로', '‘가장자리의 눈물’로'],
    ['길', '으로/로', '길로'],
    ['길', '이/가', '길이'], // but 이, 을, 은 like any 받침
    ['‘수레를 늦춤’', '으로/로', '‘수레를 늦춤’으로'],
    ['‘큰 호령’', '으로/로', '‘큰 호령’으로'],
    ['값', '으로/로', '값으로'], // a double 받침
    ['바다', '으로/로', '바다로'],
    ['하늘', '과/와', '하늘과'],
    ['나무', '과/와', '나무와'],
    ['괘', '은/는', '괘는'],
    ['마음', '을/를', '마음을'],
    ['“승진”', '이라는/라는', '“승진”이라는'],
    ['“가요”', '이라고/라고', '“가요”라고'],
    ['물', '이며/며', '물이며'],
    ['바다', '이며/며', '바다며'],
    ['「위」', '으로/로', '「위」로'],
  ])('after Hangul, es-hangul picks it: %s + %s → %s', (word, pair, expected) => {
    expect(josa(word, pair)).toBe(expected);
    expect(particle(word, pair)).toBe(hangulPick(word, pair));
  });

  it.each<[string, JosaPair, string, string]>([
    ['26', '으로/로', '26으로', '26로'], // 이십육
    ['3', '이/가', '3이', '3가'], // 삼
    ['1', '이/가', '1이', '1가'], // 일
    ['10', '을/를', '10을', '10를'], // 십
    ['PM', '이라고/라고', 'PM이라고', 'PM라고'], // 피엠
    ['‘PM’', '은/는', '‘PM’은', '‘PM’는'],
    ['Zoom', '을/를', 'Zoom을', 'Zoom를'], // 줌
    ['Spring', '이/가', 'Spring이', 'Spring가'], // 스프링
    ['Google', '이/가', 'Google이', 'Google가'], // 구글
    ['Notion', '과/와', 'Notion과', 'Notion와'], // 노션
  ])('after a number or Latin letters, which es-hangul reads as open, ours reads them aloud: %s + %s → %s (es-hangul: %s)', (word, pair, expected, library) => {
    expect(josa(word, pair)).toBe(expected);
    expect(word + hangulPick(word, pair)).toBe(library);
  });

  it('agree with es-hangul where es-hangul reads the word the same: ㄹ, vowels, and a word ending in 1, 7 or a vowel letter', () => {
    expect(josa('Google', '으로/로')).toBe('Google로');
    expect(josa('7', '으로/로')).toBe('7로');
    expect(josa('2', '이/가')).toBe('2가');
    expect(josa('AI', '이/가')).toBe('AI가');
    expect(hasFinalConsonant('하늘')).toBe(true);
    expect(hasFinalConsonant('바다')).toBe(false);
    expect(hasFinalConsonant('PM')).toBe(true);
  });

  it('are what a reading says after quoted Hangul names and Latin option names', () => {
    const hangul: string[] = [];
    const latin: string[] = [];
    for (let i = 0; i < 40; i++) {
      const r = composeCurrentInsight({ category: 'career', question: 'Notion과 Slack 중에 어느 쪽으로 팀을 옮길까요?', situation: '', purchaseId: `00000000-0000-4000-8000-${String(7000 + i).padStart(12, '0')}` }, 'ko');
      const text = [r.situation, r.what_does_it_mean, ...r.what_you_should_do, r.solution].join('\n');
      for (const [, word, said] of text.matchAll(/‘([^’]+)’(으로|로|을|를|이|가|은|는|과|와)(?=[\s,.])/gu)) {
        const pair = ({ 으로: '으로/로', 로: '으로/로', 을: '을/를', 를: '을/를', 이: '이/가', 가: '이/가', 은: '은/는', 는: '은/는', 과: '과/와', 와: '과/와' } as const)[said!]!;
        if (/[A-Za-z]$/u.test(word!)) {
          latin.push(`‘${word}’${said}`);
          // Notion (노션) and Slack (슬랙) end in a consonant that is not ㄹ
          expect(said).toBe(pair.split('/')[0]);
        } else {
          hangul.push(`‘${word}’${said}`);
          expect(said, `‘${word}’${said}`).toBe(hangulPick(word!, pair));
        }
      }
    }
    expect(latin.length).toBeGreaterThan(20);
    expect(hangul.length).toBeGreaterThan(50);
    // among them a name ending in ㄹ followed by 로 (‘…눈물’로)
    expect(hangul.some((found) => found.endsWith('’로') && getJongseong(found.at(-3) ?? '') === 'ㄹ')).toBe(true);
  });
});
