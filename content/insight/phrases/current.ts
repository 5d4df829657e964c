import type { Locale } from '@/i18n/routing';
import type { Tone } from '@/lib/insight/local/lines';

type Localized<T> = Record<Locale, T>;

/**
 * The frames of a Current Insight reading. Slots in braces are filled by the composer; Korean slots
 * ending in a particle name (…_ro, …_rago) already carry the particle that fits the word.
 */
export const currentFrames = {
  hexagramIntro: {
    ko: '이 물음에 나온 괘는 {number}번째 괘 {kor}({full}), ‘{title}’의 괘입니다.',
    en: 'The hexagram cast for your question is number {number}, {titled}.',
  },
  judgement: {
    ko: '괘사(卦辭)는 「{zh}」, 곧 {quote_rago} 말합니다.',
    en: 'Its Judgment reads 「{zh}」: “{text}”',
  },
  focusOne: {
    ko: '이번 점에서 움직이는 효는 {label}, {ordinal} 자리의 ‘{stage}’입니다.',
    en: 'The changing line this time is {label}, the {ordinal} line: “{stage}”.',
  },
  focusUpperOfTwo: {
    ko: '{kor}에서 움직이는 효가 둘이니, 그중 위에 놓인 {label}, {ordinal} 자리의 {stage_i} 이 물음을 이끕니다.',
    en: 'Two lines of {title} are changing, and the upper of them leads: {label}, the {ordinal} line, “{stage}”.',
  },
  threeJudgements: {
    ko: '{kor}의 세 효가 함께 움직였으니, 어느 한 효가 아니라 {kor_wa} {relkor} 두 괘의 괘사를 읽습니다. 위에서 읽은 {kor}의 괘사가 중심이고, 세 효가 변해 이르는 {relkor}({relfull}) 괘의 괘사가 그 뒤를 잇습니다. 「{zh}」, 곧 {quote_rago} 하는 말입니다.',
    en: 'Three lines of {title} are changing, so no single line speaks: the Judgments of {title} and {reltitle} are read together. The Judgment of {title}, above, leads, and the Judgment of {reltitled}, which the three lines turn it into, follows: 「{zh}」, “{text}”',
  },
  focusStillLine: {
    ko: '{kor}의 효가 {count}이나 움직여 판이 크게 바뀌고 있습니다. 이럴 때는 움직이지 않은 효를 변한 괘에서 읽으니, {relkor}의 {label}, {ordinal} 자리의 ‘{stage}’입니다.',
    en: '{count} lines of {title} are changing and the whole situation is shifting. In such a case the line that stays still is read in the new hexagram: {label} of {reltitle}, the {ordinal} line, “{stage}”.',
  },
  lineText: {
    ko: '효사는 「{zh}」, 곧 {quote_rago} 전합니다. {meaning}',
    en: 'The line reads 「{zh}」: “{text}” {meaning}',
  },
  useLine: {
    ko: '여섯 효가 모두 움직였습니다. 이런 때를 위해 {kor}에는 {label_raneun} 말이 따로 있으니, 「{zh}」, 곧 {quote_rago} 합니다. {meaning}',
    en: 'All six lines are changing. For this moment {title} has a text of its own, {label}: 「{zh}」, “{text}” {meaning}',
  },
  noChangingLine: {
    ko: '이번 점에서는 {kor}의 여섯 효 가운데 움직이는 효가 없으니, 상황이 이미 제 모양을 갖추었고 ‘{title}’의 괘사가 그대로 지금의 답입니다.',
    en: 'None of the six lines of {title} is changing this time: the situation has already taken its shape, and the Judgment of {title} is itself the answer.',
  },
  allSixTurn: {
    ko: '여섯 효가 모두 움직여 괘 전체가 뒤집히니, {relkor}({relfull}) 괘가 됩니다. 그래서 변한 괘의 괘사가 답이 되니, 「{zh}」, 곧 {quote_rago} 합니다.',
    en: 'All six lines are changing and the whole hexagram turns over into {reltitled}, whose Judgment becomes the answer: 「{zh}」, “{text}”',
  },
  relating: {
    ko: '움직이는 효가 변하면 괘는 {relkor}({relfull}), {reltitle_ro} 바뀌니, {domain}에 관한 흐름도 그 방향으로 옮겨 가고 있습니다.',
    en: 'As the changing lines turn, the hexagram becomes {reltitled}: {domain} is moving in that direction.',
  },
  relatingAction: {
    ko: '다음 걸음의 기준으로, 변한 괘 {relkor}의 괘사 {quote_raneun} 말을 마음에 두세요.',
    en: 'As the measure of your next step, keep in mind the Judgment of {reltitle}, the hexagram this is turning into: “{text}”',
  },
  stance: {
    ko: '지금 서 있는 곳은 {where} {ordinal} 자리, {stage_ro}, {note}',
    en: 'You stand at the {ordinal} place of {where}, “{stage}”: {note}',
  },
  stanceStill: {
    ko: '움직이는 효가 없으니 {kor} 괘 전체가 한목소리로 답하고, ‘{title}’의 괘사가 뜻하는 바가 곧 지금 걸음의 방향이 됩니다.',
    en: 'With no changing lines, the whole of {title} answers with one voice: the sense of its Judgment is the direction of your step.',
  },
  stanceThree: {
    ko: '세 효가 움직이는 때라 지금의 {title_wa} 옮겨 갈 {reltitle_i} 반반이니, 지금 지닌 것을 중심에 두고 옮겨 갈 쪽을 함께 헤아리세요.',
    en: 'With three lines moving, {title}, where things stand, and {reltitle}, where they are heading, weigh half and half: keep what you hold at the center and weigh the way ahead beside it.',
  },
  stanceAllSix: {
    ko: '여섯 효가 모두 움직이니, 지금은 작은 조정이 아니라 ‘{title}’에서 {reltitle_ro} 넘어가는 큰 전환의 한가운데입니다.',
    en: 'All six lines are moving: this is not a small adjustment but the middle of a great turn from {title} to {reltitle}.',
  },
  journey: {
    ko: '흐름은 ‘{title}’에서 {reltitle_ro} 옮겨 가고 있으니, 지금의 어려움도 기쁨도 그대로 머물지 않습니다.',
    en: 'The current runs from {title} toward {reltitle}; neither today’s difficulty nor today’s joy will stay as it is.',
  },
} satisfies Record<string, Localized<string | readonly string[]>>;

/** The heart of the solution, by the tone of the text that answers. */
export const solutionCore: Record<Tone, Localized<string>> = {
  favourable: {
    ko: '{quote_raneun} 물음에 이 괘가 주는 답은 ‘나아가도 좋다’입니다. 다만 ‘{title}’의 때가 가르치듯, 바름을 지킬 때 그 좋은 흐름이 오래갑니다.',
    en: 'To your question, “{phrase}”, this hexagram answers: you may go forward. Yet as the time of {title} teaches, the good current lasts only while you keep to what is right.',
  },
  mixed: {
    ko: '{quote_raneun} 물음에 이 괘가 주는 답은 ‘살피며 조율하라’입니다. ‘{title}’의 때에는 한쪽으로 몰아가기보다 지킬 것과 바꿀 것을 가려내는 사람이 길을 찾습니다.',
    en: 'To your question, “{phrase}”, this hexagram answers: look closely and adjust. In the time of {title}, the way is found not by pushing to one side but by separating what to keep from what to change.',
  },
  cautious: {
    ko: '{quote_raneun} 물음에 이 괘가 주는 답은 ‘서두르지 말고 지켜라’입니다. ‘{title}’의 때에 무리한 걸음은 상처를 남기지만, 때를 기다리는 인내는 반드시 보답을 받습니다.',
    en: 'To your question, “{phrase}”, this hexagram answers: do not hurry; hold your ground. In the time of {title}, forced steps leave wounds, but patience that waits for its moment is repaid.',
  },
};

/** How many lines change, as a word (4 → 넷 / Four); Korean counts take 이나 after them. */
export const counts: Localized<readonly string[]> = {
  ko: ['영', '하나', '둘', '셋', '넷', '다섯', '여섯'],
  en: ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six'],
};

export const ordinals: Localized<readonly string[]> = {
  ko: ['첫째', '둘째', '셋째', '넷째', '다섯째', '맨 위'],
  en: ['first', 'second', 'third', 'fourth', 'fifth', 'top'],
};
