import { describe, expect, it } from 'vitest';
import { checkResponseSchema, type InsightCategory } from '../schemas';
import { checkConcern, keyPhrase } from './check';
import { classify } from './lexicon';

describe('checkConcern rejects what cannot be read, with a specific text in the user\'s locale', () => {
  const rejected: Array<[string, string, RegExp, RegExp]> = [
    ['blank', '   \n  ', /아직 아무것도/u, /Nothing has been written/u],
    ['too short (Korean)', '이직할까요?', /더 자세히.*5자.*10자/u, /5 letters.*at least 10/u],
    ['too short (English)', 'quit my job?', /더 자세히.*9자.*15자/u, /9 letters.*at least 15/u],
    ['keyboard mashing (Latin)', 'asdfghjkl qwertyuiop zxcvbnm', /뜻을 알아볼 수 있는/u, /real words/u],
    ['mashing in random letters', 'sdkfjh wqpoeir zmxncb lkjdsf', /뜻을 알아볼 수 있는/u, /real words/u],
    ['mashing in Korean syllables', '뷁뛟쀍쒧퉳 쀏뛟 뷁쒧퉳쀍', /뜻을 알아볼 수 있는/u, /real words/u],
    ['a Korean keyboard slip', 'ㅁ나ㅣㅇ러;ㅣㅏㅁ너ㅣㅏ어ㅣ', /자음과 모음만으로는/u, /consonants and vowels/u],
    ['jamo laughter', 'ㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋ', /자음과 모음만으로는/u, /consonants and vowels/u],
    ['jamo sighs', 'ㅎㅎ ㅠㅠ ㅜㅜ', /자음과 모음만으로는/u, /consonants and vowels/u],
    ['one repeated syllable', '아아아아아아아아아아아아아', /같은 글자를 되풀이/u, /same characters repeated/u],
    ['a repeated pair', 'hahahahahahahahahaha', /같은 글자를 되풀이/u, /same characters repeated/u],
    ['digits only', '1234 5678 9012 3456', /숫자나 기호만으로는/u, /Numbers and symbols/u],
    ['punctuation only', '?!?!... ??? !!!', /숫자나 기호만으로는/u, /Numbers and symbols/u],
    ['the ganada sequence', '가나다라마바사아자차카타파하', /뜻을 알아볼 수 있는/u, /real words/u],
  ];

  it.each(rejected)('%s', (_, input, ko, en) => {
    const inKorean = checkConcern(input, 'ko');
    const inEnglish = checkConcern(input, 'en');
    expect(inKorean.valid).toBe(false);
    expect(inEnglish.valid).toBe(false);
    expect(inKorean.situation).toMatch(ko);
    expect(inEnglish.situation).toMatch(en);
    expect(inKorean.category).toBe('general');
    expect(checkResponseSchema.parse(inKorean)).toEqual(inKorean);
  });

  it('counts only letters and digits towards the minimum', () => {
    // nine syllables padded with spaces and punctuation is still too short; ten is enough
    expect(checkConcern('  회사 . 그만 . 둘까 . 고민 . 중 !!! ', 'ko').valid).toBe(false);
    expect(checkConcern('회사를 그만둘까 고민 중', 'ko').valid).toBe(true);
    expect(checkConcern('Should I move?', 'en').valid).toBe(false);
    expect(checkConcern('Should I move abroad?', 'en').valid).toBe(true);
  });
});

describe('checkConcern accepts real concerns and restates them', () => {
  it('accepts a Korean concern and restates it in Korean around its key phrase, not as an echo', () => {
    const input = '  요즘 회사에서 상사와 갈등이 심해서 이직을 진지하게 고민하고 있어요. 연봉은 괜찮은데 매일 출근이 괴로워요.  ';
    const result = checkConcern(input, 'ko');
    expect(result).toMatchObject({ valid: true, category: 'career', input: input.trim() });
    expect(result.situation).toMatch(/일과 커리어|일터와 진로/u);
    expect(result.situation).toMatch(/“[^”]*상사[^”]*”/u);
    expect(result.situation).not.toContain(input.trim());
    expect(result.situation.length).toBeLessThan(200);
  });

  it('accepts an English concern and restates it in English', () => {
    const input = 'My girlfriend and I keep fighting about small things and I wonder if we should break up.';
    const result = checkConcern(input, 'en');
    expect(result).toMatchObject({ valid: true, category: 'love' });
    expect(result.situation).toMatch(/heart|love/u);
    expect(result.situation).toMatch(/“[^”]*”/u);
    expect(result.situation).not.toMatch(/[가-힣]/u);
  });

  it('answers in the user\'s locale whatever language the concern is in', () => {
    expect(checkConcern('My boss ignores my work and I feel stuck in this job.', 'ko').situation).toMatch(/커리어|진로/u);
    expect(checkConcern('엄마와 대화만 하면 자꾸 싸우게 돼서 속상해요', 'en').situation).toMatch(/family|home/u);
  });

  it('puts the particle that fits the quoted phrase after it', () => {
    expect(checkConcern('이번에는 꼭 팀장으로 승진', 'ko').situation).toMatch(/”이라(고|는)/u);
    expect(checkConcern('주식 투자를 계속해도 될까요', 'ko').situation).toMatch(/될까요”라(고|는)/u);
  });

  it('takes the key phrase from around the strongest cue', () => {
    const text = 'I have a question. Lately my mortgage payments are too high for my salary and I panic.';
    expect(keyPhrase(text, classify(text).cue)).toBe('Lately my mortgage payments are too high');
    expect(keyPhrase('앞으로 어떻게 살아가야 할지 잘 모르겠습니다')).toBe('앞으로 어떻게 살아가야 할지 잘 모르겠습니다');
  });
});

const examples: Record<InsightCategory, string[]> = {
  love: [
    '남자친구와 3년을 만났는데 요즘 마음이 식은 것 같아요',
    '짝사랑하는 사람에게 고백을 해도 될지 모르겠어요',
    '이별한 지 반년이 지났는데 아직도 그 사람 생각이 나요',
    'My girlfriend wants to move in together but I am not sure I am ready',
    'I still think about my ex every day and wonder if we could try again',
  ],
  career: [
    '회사에서 상사와 갈등이 심해서 이직을 생각하고 있어요',
    '면접을 세 번이나 봤는데 계속 떨어져서 자신이 없어요',
    '작은 사업을 시작했는데 앞으로 잘 될 수 있을지 궁금합니다',
    'My boss never notices my work and the promotion went to someone else',
    'I got a job offer from a startup but my current company is stable',
  ],
  health: [
    '요즘 잠을 잘 못 자고 스트레스 때문에 몸이 자주 아파요',
    '다이어트를 몇 번이나 했는데 매번 실패해서 속상합니다',
    '병원에서 검사를 받았는데 결과가 나오기 전까지 너무 불안해요',
    'I have been suffering from insomnia and constant stress for months',
    'My doctor told me to lose weight and I do not know where to begin',
  ],
  finance: [
    '주식 투자로 손실을 많이 봐서 어떻게 해야 할지 모르겠어요',
    '대출을 받아서 아파트를 살지 전세로 더 살지 고민입니다',
    '월급은 그대로인데 빚이 계속 늘어서 걱정이에요',
    'I have a lot of credit card debt and my savings are almost gone',
    'Is this a good time to invest in real estate with my money?',
  ],
  family: [
    '엄마와 대화만 하면 자꾸 싸우게 돼서 속상해요',
    '아버지가 편찮으신데 형제들이 아무도 돌보려 하지 않아요',
    '자녀가 사춘기라 말을 듣지 않고 방에만 있어요',
    'My parents keep comparing me with my older brother',
    'Things with my in-laws have been tense since the holidays',
  ],
  decision: [
    '유학을 갈지 말지 결정을 못 하고 있어요',
    '두 가지 제안 중에 어느 쪽을 선택해야 할지 모르겠습니다',
    '이사를 할까 말까 몇 달째 망설이고 있어요',
    'I cannot decide whether to move to another city or stay here',
    'I am torn between two options and every choice feels wrong',
  ],
  personal: [
    '요즘 자존감이 너무 낮아져서 아무것도 하기 싫어요',
    '좋은 습관을 만들고 싶은데 작심삼일로 끝나요',
    '진로를 어떻게 정해야 할지 몰라서 불안해요',
    'I want to build more confidence and stop doubting myself',
    'I keep procrastinating and I feel I am not growing at all',
  ],
  general: [
    '올해 남은 시간 동안 제 운의 흐름이 어떨지 알고 싶어요',
    '요즘 모든 일이 잘 풀리지 않는 느낌이 드는데 왜 그런 걸까요',
    '앞으로 다가올 몇 달이 어떤 시기가 될지 궁금합니다',
    'What does the coming season hold for me in general?',
    'Everything feels a bit uncertain lately and I want to know what lies ahead',
  ],
};

describe('classification from Korean and English cues', () => {
  for (const [category, texts] of Object.entries(examples)) {
    it.each(texts)(`${category}: %s`, (text) => {
      expect(classify(text).category).toBe(category);
      const result = checkConcern(text, 'ko');
      expect(result.valid).toBe(true);
      expect(result.category).toBe(category);
    });
  }

  it('lets the topic win over a passing hint of a decision', () => {
    expect(classify('이직할까요? 회사에서 너무 힘들어요').category).toBe('career');
    expect(classify('Should I quit my job and join a startup?').category).toBe('career');
  });

  it('does not read 아파트 as illness, 가게 되다 as a shop or 해외로 as loneliness', () => {
    expect(classify('아파트를 사야 할지 계속 고민이에요').category).toBe('finance');
    expect(classify('다음 달에 해외로 가게 되었는데 마음이 복잡해요').category).toBe('general');
  });
});
