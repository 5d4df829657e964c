import { describe, expect, it } from 'vitest';
import { crisisPhrases } from '@/content/safety/crisis-phrases';
import { enCrisis, enOrdinary, koCrisis, koOrdinary } from './crisis.corpus';
import { compileKorean, normalizeEnglish, normalizeKorean, repairHangul, screenText, screenValue } from './crisis';

/**
 * The corpus figures of recall on crisis sentences 100 %, false positives ≤ 2 %, per
 * language and together. The figures are printed and named in the test titles.
 */
function measure(crisis: readonly string[], ordinary: readonly string[]) {
  const missed = crisis.filter((text) => !screenText(text).crisis);
  const flagged = ordinary.filter((text) => screenText(text).crisis);
  return {
    recall: (crisis.length - missed.length) / crisis.length,
    falsePositiveRate: flagged.length / ordinary.length,
    missed,
    flagged,
  };
}

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

describe('the labelled corpus', () => {
  it('holds at least 150 crisis and 150 ordinary sentences, in both languages, none in both lists', () => {
    expect(koCrisis.length + enCrisis.length).toBeGreaterThanOrEqual(150);
    expect(koOrdinary.length + enOrdinary.length).toBeGreaterThanOrEqual(150);
    for (const list of [koCrisis, enCrisis, koOrdinary, enOrdinary]) expect(list.length).toBeGreaterThanOrEqual(60);
    const crisis = new Set([...koCrisis, ...enCrisis]);
    expect([...koOrdinary, ...enOrdinary].filter((text) => crisis.has(text))).toEqual([]);
  });

  for (const [name, crisis, ordinary] of [
    ['Korean', koCrisis, koOrdinary],
    ['English', enCrisis, enOrdinary],
    ['both languages', [...koCrisis, ...enCrisis], [...koOrdinary, ...enOrdinary]],
  ] as const) {
    const figures = measure(crisis, ordinary);
    it(`${name}: recall ${percent(figures.recall)} on ${crisis.length} crisis sentences (must be 100 %), false positives ${percent(figures.falsePositiveRate)} on ${ordinary.length} ordinary ones (must be ≤ 2 %)`, () => {
      console.info(`[crisis corpus] ${name}: recall ${percent(figures.recall)} (${crisis.length - figures.missed.length}/${crisis.length}), false positives ${percent(figures.falsePositiveRate)} (${figures.flagged.length}/${ordinary.length})`);
      expect(figures.missed).toEqual([]);
      expect(figures.falsePositiveRate).toBeLessThanOrEqual(0.02);
    });
  }
});

describe('the idioms the issue names never reach the care screen', () => {
  it.each(['배고파 죽겠다', '배고파 죽겠는데 이직할까요?', '요즘 일이 죽을 맛이에요', '죽도록 사랑한다', '웃겨 죽겠다', "I'm dying to know", 'this traffic is killing me'])('%s', (text) => {
    expect(screenText(text)).toEqual({ crisis: false, care: false });
  });
});

describe('Korean normalization', () => {
  it('reads spacing, endings and split jamo alike', () => {
    for (const text of ['죽고싶다', '죽고 싶다', '죽 고 싶 다', '죽고싶어요', '죽고 싶었어요', '죽고싶ㄷㅏ', '죽곳ㅣㅍ다', '쥭고 싶어', '죽고 시퍼']) {
      expect(screenText(text), text).toMatchObject({ crisis: true });
    }
  });

  it('composes split syllables again and leaves well-formed text as it was', () => {
    expect(repairHangul('죽곳ㅣㅍ다')).toBe('죽고싶다');
    expect(repairHangul('업ㅅ어요')).toBe('없어요');
    expect(repairHangul('ㅅㅏㄹㄱㅣ ㅅㅣㄹㅎㅇㅓ')).toBe('살기 싫어');
    const prose = '값이 오르고 닭이 울고 앉아서 읽었습니다. 괜찮아요, 왜요?';
    expect(repairHangul(prose)).toBe(prose);
  });

  it('marks sentence ends and drops the marks that hide a word', () => {
    expect(normalizeKorean('자.살  하면?\n편할까')).toBe('자살 하면 / 편할까');
  });

  it('drops a vowel key struck twice after an open syllable with that vowel, and only there', () => {
    expect(normalizeKorean('자ㅏ살 하고싶다')).toBe('자살 하고싶다');
    expect(normalizeKorean('화ㅘ병')).toBe('화병');
    expect(normalizeKorean('자ㅓ살')).not.toBe('자살');
    expect(normalizeKorean('잘ㅏ')).toBe('자라');
  });

  it('keeps a word start: 자살 inside 혼자 살고 is not the word', () => {
    expect(screenText('혼자 살고 싶어요')).toEqual({ crisis: false, care: false });
    expect(screenText('혼자 자살하고 싶어요')).toMatchObject({ crisis: true });
  });

  it('compiles every table pattern, and refuses [classes] in Korean ones', () => {
    for (const pattern of [...crisisPhrases.ko.crisis, ...crisisPhrases.ko.ordinary]) expect(() => compileKorean(pattern)).not.toThrow();
    expect(() => compileKorean('[을를] 끝내')).toThrow();
  });
});

describe('English normalization', () => {
  it('spells out contractions and reads digits for letters', () => {
    expect(normalizeEnglish("I’m    done, I can't, I wanna go")).toBe('i am done i cannot i want to go');
    expect(normalizeEnglish('SU1C!DE')).toBe('suicide');
    expect(screenText('I wanna diiie')).toMatchObject({ crisis: true });
  });
});

describe('a "!" after a word is a mark, inside a word a letter', () => {
  it('gives the crisis screen to a plain wish ended with one or more "!", and still reads k!ll as kill', () => {
    expect(normalizeEnglish('I want to die!')).toBe('i want to die');
    expect(normalizeEnglish('k!ll myself!!')).toBe('kill myself');
    for (const text of ['I want to die!', 'i just want to die!!!', 'I am going to kill myself!', 'I want to die！', 'gonna k!ll myself']) {
      expect(screenText(text, { learned: false }), text).toMatchObject({ crisis: true });
      expect(screenText(text), text).toMatchObject({ crisis: true });
    }
  });
});

describe('screenValue', () => {
  it('finds a crisis statement anywhere inside a report', () => {
    expect(screenValue({ hexagram: { kor: '중천건' }, what_you_should_do: ['산책하기', '그냥 다 끝내고 싶다면 끝내세요'] })).toMatchObject({ crisis: true });
    expect(screenValue({ hexagram: { kor: '중천건' }, what_you_should_do: ['산책하기'] })).toEqual({ crisis: false, care: false });
    expect(screenValue(null)).toEqual({ crisis: false, care: false });
  });
});

describe('reading the text as a person sees it', () => {
  it.each([
    ['U+200B zero-width space', 'i want to k\u200bill myself'],
    ['U+00AD soft hyphen', '자\u00adㅅ\u00ad살 하고 싶어'.replace('ㅅ\u00ad', '')],
    ['U+3164 Hangul filler', '죽고\u3164싶어요 정말'],
    ['Cyrillic і in kіll', 'I am going to k\u0456ll myself'],
    ['hanja 自殺', '요즘 自殺 생각이 들어요'],
    ['full-width letters', 'ＫＩＬＬ ＭＹＳＥＬＦ'],
    ['split jamo after NFKC', 'ㅈㅏㅅㅏㄹ 충동이 들어요'],
  ])('%s still gets the care screen', (_name, text) => {
    expect(screenText(text)).toMatchObject({ crisis: true, care: true });
  });

  it('reads negations and idioms as such, and distress as a care note without the crisis screen', () => {
    expect(screenText('죽고 싶지 않아요, 수술이 무서워요')).toEqual({ crisis: false, care: false });
    expect(screenText("I don't want to die, the surgery scares me")).toEqual({ crisis: false, care: false });
    expect(screenText('서울에서 계속 살고 싶지 않아요')).toEqual({ crisis: false, care: false });
    expect(screenText('이제 그만하고 싶어요. 다 지쳤어요')).toMatchObject({ crisis: false, care: true });
    expect(screenText('I feel like a burden to everyone')).toMatchObject({ crisis: false, care: true });
  });
});

describe('negation scopes and double negatives', () => {
  it('a wish denied is not a wish, but wanting not to live is no denial', () => {
    for (const text of ['사라지고 싶진 않고 그냥 여행 가고 싶어요', '자해 같은 건 안 해요', '죽을 생각은 추호도 없어요', "I'm not going to hurt myself, I just need to vent", 'suicide is not an option for me']) {
      expect(screenText(text).crisis, text).toBe(false);
    }
    for (const text of ['살고 싶지 않아요', '살고 싶은 마음이 없어요', "I don't want to live anymore"]) expect(screenText(text).crisis, text).toBe(true);
  });

  it('reads a double negative as what it means: not a day without the wish is every day', () => {
    expect(screenText('죽고 싶지 않은 날이 없어요').crisis).toBe(true);
    expect(screenText('자살 생각 안 한 날이 없어요').crisis).toBe(true);
    expect(screenText('운동 안 한 날이 없어요')).toEqual({ crisis: false, care: false });
  });
});

describe('a denial reaches no further than its own sentence', () => {
  it('“There is no plan. I want to end my life before then.” is a crisis, while “no plan to die” stays a denial', () => {
    expect(screenText('There is no plan. I want to end my life before then.').crisis).toBe(true);
    expect(screenText('I have no plan to die, I just need rest').crisis).toBe(false);
  });
});
