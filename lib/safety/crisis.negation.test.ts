import { describe, expect, it } from 'vitest';
import { parseCrisisModel } from './crisis-model';
import * as train from './crisis.corpus';
import * as dev from './crisis.dev';
import * as heldOut from './crisis.heldout';
import * as v3 from './crisis.heldout-v3';
import * as v4 from './crisis.heldout-v4';
import * as v2 from './crisis.train-v2';
import { enDenialThenIntentProbe, enNegationProbe, koDenialThenIntentProbe, koNegationProbe } from './crisis.negation-probe';
import { markedEnglish, markedKorean, normalizeEnglish, normalizeKorean, screenRules, screenText, withModel } from './crisis';

/**
 * A negation is never given the crisis screen (docs/safety.md, "Negation scopes"): the denials of
 * every labelled set the screen may be tuned on and of the negation probe get the care note at most,
 * and a denial followed by a real statement of intent still gets the crisis screen.
 */

const NEGATIONS = {
  train: [...train.koNegation, ...train.enNegation],
  dev: [...dev.koNegationDev, ...dev.enNegationDev],
  'held-out': [...heldOut.koNegationHeldOut, ...heldOut.enNegationHeldOut],
  'v3, training since': [...v3.koNegationV3, ...v3.enNegationV3],
  'v4, training since': [...v4.koNegationV4, ...v4.enNegationV4],
  'train v2': [...v2.koNegationTrain2, ...v2.enNegationTrain2],
  'negation probe': [...koNegationProbe, ...enNegationProbe],
};

describe('no negation gets the crisis screen', () => {
  for (const [set, texts] of Object.entries(NEGATIONS)) {
    it(`${set}: none of ${texts.length} negations, by the rules or with the scorer beside them`, () => {
      expect(texts.filter((text) => screenText(text, { learned: false }).crisis)).toEqual([]);
      expect(texts.filter((text) => screenText(text).crisis)).toEqual([]);
    });
  }

  it('the probe holds 40 Korean and 40 English negations and 20 + 20 denials then intent', () => {
    expect([koNegationProbe.length, enNegationProbe.length, koDenialThenIntentProbe.length, enDenialThenIntentProbe.length]).toEqual([40, 40, 20, 20]);
  });
});

describe('a denial, then real intent, still gets the crisis screen', () => {
  it.each([...koDenialThenIntentProbe, ...enDenialThenIntentProbe])('%s', (text) => {
    expect(screenText(text).crisis).toBe(true);
  });
});

describe('what turns a denial over is read', () => {
  it.each([
    // a denial that does not deny: a double negative, a condition, a question why not, fear denied
    '죽고 싶은 마음이 없어지지 않아요.',
    '죽을 생각밖에 안 들어요.',
    '자해 안 하면 못 버티겠어요.',
    '자살 생각을 안 할 수가 없어요.',
    '왜 죽으면 안 되는지 모르겠어요.',
    '죽는 게 두렵지 않아요.',
    '죽고 싶지 않은 날이 하루도 없어요.',
    '살고 싶은 마음이 하나도 없어요.',
    '약을 먹었는데 안 죽었어요. 다음엔 더 많이 먹을 거예요.',
    '아무도 모르게 사라지고 싶어요, 계획은 없지만요.',
    "I can't stop thinking about killing myself.",
    "Why shouldn't I just kill myself?",
    "I haven't told anyone that I want to die.",
    'I have no reason not to kill myself.',
    'I never wanted to die until this year.',
    "I'm not sure I won't kill myself tonight.",
    "I didn't use to think about suicide but now I do every day.",
    'I no longer want to live.',
  ])('%s', (text) => {
    expect(screenText(text).crisis).toBe(true);
  });

  it.each([
    // denials in other words than the probe's
    '저 자살 안 해요. 그냥 돈 문제로 머리가 아파요.',
    '뛰어내릴 생각 같은 건 해 본 적 없어요, 이사 날짜 좀 봐 주세요.',
    '죽고싶다는거아님 그냥 피곤하다는거임',
    '목숨을 버릴 생각은 없어요. 사업을 접을지 고민 중이에요.',
    '더 이상 자해 안 한 지 1년 됐어요',
    '죽고 십진 안아요 걱정마세여',
    'Never have I wanted to die, even at my worst.',
    'Suicide is not on my mind at all; I am asking about my relationship.',
    "I'm not about to do anything drastic like kill myself, relax.",
    "Taking my own life has never been something I'd consider.",
    'I no longer think about killing myself, therapy helped a lot.',
    'I haven\'t self harmed in years and I\'m proud of it.',
  ])('%s is a denial', (text) => {
    expect(screenText(text).crisis).toBe(false);
  });
});

describe('a denial reaches no further than its clause', () => {
  it('keeps the sentence and clause marks for the denials, and the readings the patterns read as they were', () => {
    expect(markedKorean('죽고 싶지 않아요, 수술이 무서워요. 정말요')).toBe('죽고 싶지 않아요 , 수술이 무서워요 / 정말요');
    expect(normalizeKorean('죽고 싶지 않아요, 수술이 무서워요. 정말요')).toBe('죽고 싶지 않아요 수술이 무서워요 / 정말요');
    expect(markedEnglish("No, I'm not fine. I want to die")).toBe('no , i am not fine / i want to die');
    expect(normalizeEnglish("No, I'm not fine. I want to die")).toBe('no i am not fine i want to die');
  });

  it('"No, I want to die" is no denial; "No, I do not want to die" is one', () => {
    expect(screenText('No, I want to die.').crisis).toBe(true);
    expect(screenText('No, I do not want to die.').crisis).toBe(false);
  });
});

describe('the learned scorer over a denial', () => {
  // a scorer that says crisis of every text, whatever its words
  const SAYS_CRISIS = parseCrisisModel({ step: 1, length: 0, bias: [0, 30], weights: '' });
  const HALF = { ko: { care: 0.5, crisis: 0.5 }, en: { care: 0.5, crisis: 0.5 } };
  const BOTH = { ko: true, en: true } as const;

  it('every probe negation that names an act of the writer is read as a negation, so a scorer sure of a crisis gives it care at most', () => {
    // the one probe sentence that names no act of the writer's own: nothing to deny, nothing the rules read
    const namesNoAct = "My friend died by his own hand in March. I'm not going to do what he did, but I can't stop thinking about him.";
    for (const text of [...koNegationProbe, ...enNegationProbe].filter((text) => text !== namesNoAct)) {
      const rules = screenRules(text);
      expect(rules.negated, text).toBe(true);
      expect(withModel(rules, SAYS_CRISIS, HALF, BOTH).crisis, text).toBe(false);
    }
    expect(screenRules(namesNoAct).verdict.care).toBe(false);
  });

  it('reads what it was trained on: the denials are cut for the rules, not for the scorer', () => {
    const rules = screenRules('자살할 생각 업어요');
    expect(rules.cut.ko.text).not.toContain('자살');
    expect(rules.scorer.ko).toContain('자살');
  });
});

describe('a past told as over, and a word said not to be meant (after held-out v7)', () => {
  it.each([
    "I went through a phase of self-harm in high school but it's long over. Will my new business do well?",
    "I battled suicidal thoughts after my divorce but that's behind me now",
    "I struggled with cutting at uni but I've been clean for six years",
    "자살하고 싶다는 얘기를 농담처럼 자주 하는데 진짜 그런 뜻은 아니에요",
    "죽어버릴까 이런 말을 습관처럼 하지만 정말 그럴 생각은 없어요",
  ])('is no crisis: %s', (text) => {
    expect(screenText(text).crisis).toBe(false);
  });

  it.each([
    "I struggled with self-harm for years but it's back and I want to cut myself tonight",
    "I had suicidal thoughts in my twenties but it's not over, I still want to die",
    "I used to self-harm and now I want to kill myself",
    "죽고 싶다는 말을 농담처럼 했는데 이제는 진짜 죽고 싶어요",
  ])('is still a crisis: %s', (text) => {
    expect(screenText(text).crisis).toBe(true);
  });
});

/**
 * After held-out v8 (used up): most ordinary sentences it flagged and every denial given the crisis
 * screen were the rules' doing. The concepts, each checked on sentences written for this test after
 * the rules: someone else's act or words, a character's, the study and the work of prevention, a
 * past told as over, a question put back and answered no, a wish said to be about another matter.
 */
describe('someone else\'s act, a study of it, a past that is over, a denial in the next sentence (after held-out v8)', () => {
  it.each([
    // someone else's act or words
    "후배가 요즘 자꾸 사라지고 싶다는 카톡을 보내요. 어떻게 답해야 할까요",
    "같은 반 애가 자해하는 것 같은데 담임 선생님께 말해야 할까요",
    "팀원이 작년에 자살로 세상을 떠났어요. 아직도 그 자리를 보면 마음이 아파요",
    "My roommate keeps hinting that she wants to end it all. Who do I call?",
    "How should I talk to my students about suicide after what happened at school?",
    // a character in a story
    "웹툰에서 주인공이 결국 죽는 결말로 가야 할지 고민이에요",
    // the study and the work of prevention
    "간호학과 실습에서 자살 위기 개입 강의를 들었어요",
    "자해 청소년 상담 연수를 받고 왔어요. 생각보다 어려웠어요",
    // a past told as over
    "자해했던 건 중학교 때 일이에요. 지금은 대학 생활 고민뿐이에요",
    "예전엔 죽고 싶었는데 지금은 살고 싶어요. 이직하면 잘 풀릴까요",
    "한때 나쁜 생각을 했지만 지금은 완전히 이겨냈어요",
    "Self-harm was years ago. Now I just want to know about my new job.",
    "I attempted suicide when I was 17, but I'm in a really good place now. Will I pass my exams?",
    // a question put back and answered no; a wish said to be about another matter
    "죽고 싶냐고요? 아니요, 그런 생각은 전혀 없어요. 일이 많을 뿐이에요",
    "자살 생각 1도 없어요 그냥 시험이 싫을 뿐",
    "죽고 싶을 정도는 절대 아니고 그냥 좀 지쳤어요",
    "사라지고 싶다는 말은 휴대폰 끄고 산에 가고 싶다는 거예요",
    "Do I want to kill myself? No, absolutely not. I just hate Mondays.",
    "When I say I want to disappear, I mean move to the countryside, not die.",
    // a playful threat, a vanished city, a quoted lyric, a device
    "너 내 과자 또 먹었지 죽을래 ㅋㅋ",
    "흔적도 없이 사라진 고대 도시 이야기 좋아해요",
    "노래 가사에 '영원히 잠들고 싶어'라는 부분이 있는데 무슨 뜻이에요",
    "my phone is about to die so I'll be quick",
  ])('%s is no crisis', (text) => {
    expect(screenText(text).crisis).toBe(false);
  });

  it.each([
    // the same concepts with intent after them stay a crisis
    "친구가 죽고 싶다는 말을 했는데 사실 저도 죽고 싶어요",
    "자해했던 건 예전 일인데 요즘 다시 칼을 들고 싶어요",
    "예전엔 죽고 싶었는데 요즘 또 죽고 싶어요",
    "죽고 싶냐고요? 네, 매일 그래요",
    "I attempted suicide when I was 17, and I want to try again.",
    "Do I want to die? Yes. Every day.",
    "When I say I want to disappear I mean it, I want to die.",
  ])('%s is still a crisis', (text) => {
    expect(screenText(text).crisis).toBe(true);
  });
});
