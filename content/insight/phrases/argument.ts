import type { Locale } from '@/i18n/routing';

type Localized<T> = Record<Locale, T>;

/**
 * The argument of a Current Insight: what is asked, which way the selected text leans and why, and
 * the answer to that question (each named option weighed, whether, when, how to mend, what to
 * expect). Stance: go (the text favors moving), wait (it favors holding), weigh (it is mixed and
 * answers with a condition). Slots in braces; {a} and {b} are the options in the question's words,
 * quoted, and {a_eun}, {a_wa}, {a_eul} … carry the Korean particle that fits them.
 */
export type Stance = 'go' | 'wait' | 'weigh';

/**
 * How an omen word of the classical text reads in the argument (the glossary's renderings where it
 * has one). The leanings' omen word for 元吉 or 大吉 names both; the argument glosses the one the
 * text has (lib/insight/local/argument.ts).
 */
export const omenGloss: Record<string, Localized<string>> = {
  元吉: { ko: '크게 길하다', en: 'supreme good fortune' },
  大吉: { ko: '크게 길하다', en: 'great good fortune' },
  无不利: { ko: '이롭지 않은 것이 없다', en: 'nothing without benefit' },
  貞凶: { ko: '고집하면 흉하다', en: 'persisting brings misfortune' },
  不利: { ko: '이롭지 않다', en: 'no benefit' },
  悔亡: { ko: '뉘우침이 사라진다', en: 'regret passes' },
  无咎: { ko: '허물이 없다', en: 'no fault' },
  終吉: { ko: '끝내 길하다', en: 'good fortune in the end' },
  吉: { ko: '길하다', en: 'good fortune' },
  亨: { ko: '형통하다', en: 'success' },
  凶: { ko: '흉하다', en: 'misfortune' },
  厲: { ko: '위태롭다', en: 'danger' },
  吝: { ko: '아쉬움이 있다', en: 'shame' },
  悔: { ko: '뉘우침이 있다', en: 'regret' },
  咎: { ko: '허물이 있다', en: 'fault' },
  利: { ko: '이롭다', en: 'benefit' },
};

/** What moves the text besides its omen words: setting out or holding still. */
export const actionGloss: Localized<{ advance: string; hold: string }> = {
  ko: { advance: '나아갈 곳이 있으면 이롭다', hold: '아직 쓰지 말라' },
  en: { advance: 'benefit in setting out', hold: 'do not act yet' },
};

export const argumentFrames = {
  /** the reason: the words of the text that answers ({source}: ‘결단’의 괘사, 초구(初九)의 효사 …) */
  reason: {
    ko: '{source}에는 {words}라는 말이 들어 있습니다.',
    en: 'The {source} speaks of {words}.',
  },
  /** good words and warnings in one text: which weighs more, and what the other still says */
  reasonBoth: {
    go: {
      ko: '{source}에는 {bad}라는 경계와 {good}라는 말이 함께 있지만, 경계의 말은 어떻게 움직일지를 일러 줄 뿐 움직이지 말라는 뜻은 아닙니다.',
      en: 'The {source} warns of {bad} and speaks of {good}, yet the warning tells how to move, not that you should stay.',
    },
    wait: {
      ko: '{source}에는 {good}라는 말과 {bad}라는 경계가 함께 있지만, 좋은 말은 지킬 때 얻는 열매를 가리킬 뿐 서두르라는 뜻은 아닙니다.',
      en: 'The {source} speaks of {good} and warns of {bad}, yet the good words name the fruit of holding steady, not a call to hurry.',
    },
    weigh: {
      ko: '{source}에는 {good}라는 말과 {bad}라는 경계가 함께 있습니다.',
      en: 'The {source} speaks of {good} and warns of {bad}.',
    },
  },
  /** the lean, in the time of the reading's hexagram ({title}) */
  lean: {
    go: { ko: '그래서 ‘{title}’ 괘의 이 풀이는 움직이는 쪽으로 기웁니다.', en: 'So this reading of {title} leans toward moving.' },
    wait: { ko: '그래서 ‘{title}’ 괘의 이 풀이는 서두르지 않고 지키는 쪽으로 기웁니다.', en: 'So this reading of {title} leans toward holding steady.' },
    weigh: { ko: '좋은 말과 조심할 말이 함께 있으니, ‘{title}’ 괘의 이 풀이는 조건을 붙여 답합니다.', en: 'Good words and warnings stand side by side, so this reading of {title} answers with a condition.' },
  },
  /** what the question asks, in the light of the hexagram ({title}) and the area ({domain}) */
  asks: {
    choice: { ko: '‘{title}’의 때에 비추어 가릴 것은 {a_wa} {b} 가운데 어느 쪽을 고를지입니다.', en: 'In the light of {title}, what is to be settled is a choice between {a} and {b}.' },
    whether: { ko: '‘{title}’의 때에 비추어 가릴 것은 {domain}에서 지금 움직일지 말지입니다.', en: 'In the light of {title}, what is to be settled is whether to act now where {domain} is concerned.' },
    when: { ko: '‘{title}’의 때에 비추어 가릴 것은 {domain}에서 언제 움직일지입니다.', en: 'In the light of {title}, what is to be settled is when to move where {domain} is concerned.' },
    mend: { ko: '‘{title}’의 때에 비추어 가릴 것은 {domain}에서 틀어진 사이를 어떻게 다시 이을지입니다.', en: 'In the light of {title}, what is to be settled is how to mend what has come apart in {domain}.' },
    expect: { ko: '‘{title}’의 때에 비추어 가릴 것은 {domain}의 일이 앞으로 어떻게 흘러갈지입니다.', en: 'In the light of {title}, what is to be settled is what to expect for {domain}.' },
  },
  /** a choice between keeping what is ({stay}) and moving ({move}) */
  stayOrMove: {
    go: {
      ko: '{move_eun} 이 점괘의 흐름과 맞습니다. ‘{title}’의 때는 머뭇거림보다 걸음을 반기고, 선택된 글도 나아가는 쪽을 편듭니다. {stay_eun} 안전해 보이지만, 이 때에 머무르기만 하면 열린 문이 다시 닫히기 쉽습니다.',
      en: '{move} goes with the current of this reading. The time of {title} welcomes a step more than hesitation, and the text that answers favors going. {stay} looks safe, but in this time staying put tends to let an open door close again.',
    },
    wait: {
      ko: '{stay_i} 지금은 이 점괘와 더 잘 맞습니다. 선택된 글은 서두른 걸음을 경계하니, {move_eun} 조건이 갖춰진 뒤에 다시 보아도 늦지 않습니다. 머무르는 동안 무엇이 갖춰지면 {move_eul} 택할지 기준을 정해 두세요.',
      en: 'For now {stay} fits this reading better. The text that answers warns against a hurried step, so {move} can wait until its conditions are met. While you stay, decide what would have to be in place before you choose {move}.',
    },
    weigh: {
      ko: '‘{title}’의 때에는 두 쪽 모두 조건이 붙습니다. {move_eun} 떠날 이유가 분명하고 다음 자리가 확인될 때 좋은 선택이 되고, {stay_eun} 머물러서 바꿀 수 있는 것이 남아 있을 때 좋은 선택이 되니, 조건이 먼저 채워지는 쪽을 고르는 것이 이 풀이의 권고입니다.',
      en: 'In the time of {title} both sides come with a condition. {move} is the right choice when the reason to leave is clear and the next place is confirmed; {stay} is the right choice when something can still be changed by staying, and this reading advises taking the side whose condition is met first.',
    },
  },
  /** a choice between two ways of moving ({a}, {b}): the reading gives the measure, not a name */
  twoWays: {
    go: {
      ko: '두 길 모두 움직이는 길이니, ‘{title}’ 괘가 가르는 기준은 방향보다 걸음의 크기입니다. 지금은 나아감이 이로운 때이니, {a_wa} {b} 가운데 더 일찍 더 분명하게 시작할 수 있는 쪽에 무게가 실립니다. {a_eun} 첫 석 달 안에 무엇을 시작하게 해 주는지, {b_eun} 같은 기간에 무엇을 시작하게 해 주는지 견주어 보세요.',
      en: 'Both are ways of moving, so the measure {title} gives is the size of the step rather than its direction. Going forward is favored now, so between {a} and {b} the weight falls on the one you can begin sooner and more clearly. Set what {a} would let you start within three months against what {b} would.',
    },
    wait: {
      ko: '두 길 모두 움직이는 길이니, ‘{title}’ 괘가 가르는 기준은 되돌릴 수 있는지입니다. 지금은 서두름을 경계하는 때이니, {a_wa} {b} 가운데 작게 시작해 물릴 수 있는 쪽에 무게가 실립니다. {a_eun} 잘못되었을 때 무엇을 잃는지, {b_eun} 잘못되었을 때 무엇을 잃는지 견주어 보세요.',
      en: 'Both are ways of moving, so the measure {title} gives is whether a step can be undone. Haste is warned against now, so between {a} and {b} the weight falls on the one you can start small and take back. Set what {a} would cost if it went wrong against what {b} would.',
    },
    weigh: {
      ko: '두 길 모두 움직이는 길이니, ‘{title}’ 괘가 가르는 기준은 지킬 것을 지키면서 바꿀 수 있는지입니다. {a_eun} 지금 가진 것 가운데 무엇을 지켜 주는지, {b_eun} 무엇을 지켜 주는지 견주어 보세요.',
      en: 'Both are ways of moving, so the measure {title} gives is whether you can change while keeping what matters. Weigh what {a} lets you keep of what you have against what {b} does.',
    },
  },
  whether: {
    go: { ko: '움직여도 좋다는 답이니, ‘{title}’에서 선택된 글이 나아감을 편들어 망설임이 길어질수록 얻을 것이 줄어듭니다.', en: 'The answer is yes, act: the text of {title} that answers favors going, and the longer you hesitate the less there is to gain.' },
    wait: { ko: '지금은 아니라는 답이니, ‘{title}’에서 선택된 글이 서두름을 경계하는 만큼 움직이기 전에 먼저 발밑을 다지는 편이 낫습니다.', en: 'The answer is not yet: the text of {title} that answers warns against haste; make the ground firm before you move.' },
    weigh: { ko: '‘{title}’의 답은 조건이 채워지면 움직여도 좋다는 것이니, 무엇이 갖춰져야 하는지 먼저 분명히 하세요.', en: 'The answer of {title} is yes, once a condition is met: make clear first what has to be in place.' },
  },
  when: {
    go: { ko: '때는 가깝고, 준비를 더 쌓기보다 앞으로 몇 주 안에 첫걸음의 날짜를 정하는 편이 ‘{title}’의 뜻에 맞습니다.', en: 'The time is near: rather than preparing further, set a date for the first step within the next few weeks, as {title} would have it.' },
    wait: { ko: '아직 때가 아니니, ‘{title}’의 때에는 날짜보다 조건을 기준으로 삼아 조건 하나가 갖춰지는 날을 움직일 날로 삼으세요.', en: 'The time has not come yet: in the time of {title}, take a condition rather than a date as your signal: the day it is met is the day to move.' },
    weigh: { ko: '‘{title}’의 때에는 준비가 먼저이고 때는 그다음이니, 준비할 일을 셋으로 나누어 끝내는 대로 날짜를 정하세요.', en: 'In the time of {title}, preparation comes first and the date after: split what needs preparing into three parts and set the date as they are done.' },
  },
  mend: {
    go: { ko: '먼저 손을 내밀 때이니, ‘{title}’에서 선택된 글이 다가감을 편드는 만큼 상대의 첫마디를 기다리기보다 내가 먼저 짧게 말을 건네는 편이 길을 엽니다.', en: 'It is time to reach out first: the text of {title} that answers favors approaching, so a short first word from you opens more than waiting for theirs.' },
    wait: { ko: '‘{title}’의 때에는 말로 풀기보다 시간을 두는 편이 낫고, 선택된 글이 서두름을 경계하니 해명보다 짧은 안부로 문을 열어 두세요.', en: 'In the time of {title}, time mends more than words: the text that answers warns against haste, so leave the door open with a short greeting rather than an explanation.' },
    weigh: { ko: '‘{title}’의 때에는 다가가되 말보다 듣기가 먼저이니, 무엇이 서운했는지 상대의 말을 끝까지 들은 뒤에 내 쪽의 이야기를 꺼내세요.', en: 'In the time of {title}, approach, but listen before you speak: hear out what hurt the other person before you tell your side.' },
  },
  expect: {
    go: { ko: '‘{title}’의 흐름은 좋은 쪽으로 기울지만 좋은 흐름도 손을 놓으면 지나가니, 지금 할 수 있는 몫을 다하는 사람에게 그 열매가 돌아갑니다.', en: 'The course of {title} leans toward the good, yet a good current passes by the hand that lets go: its fruit comes to the one who does their part now.' },
    wait: { ko: '‘{title}’의 때에는 당분간 더디고 막히는 흐름을 각오하는 편이 좋고, 가진 것을 지키며 버티는 동안 다음 기회의 조건이 만들어집니다.', en: 'In the time of {title}, expect a slow and blocked course for a while: while you hold on to what you have, the conditions for the next chance take shape.' },
    weigh: { ko: '‘{title}’의 결과는 아직 정해지지 않아 좋은 쪽과 어려운 쪽이 함께 열려 있으니, 어느 쪽으로 갈지는 지금의 태도가 가릅니다.', en: 'The outcome under {title} is not settled: both a good and a hard course are open, and your attitude now decides which one it takes.' },
  },
  /** one step for a choice, naming the options */
  choiceStep: {
    go: {
      ko: '{a_eul} 고른다면 첫 석 달 동안 할 일을 세 줄로, {b_eul} 고른다면 할 일도 세 줄로 적어 보면, 더 쉽게 써지는 쪽이 이미 마음이 가 있는 쪽입니다.',
      en: 'Write three lines on what you would do in the first three months if you chose {a}, and three if you chose {b}: the side that writes itself more easily is the one your mind has already taken.',
    },
    wait: {
      ko: '{a_wa} {b} 가운데 어느 쪽이든, 무엇이 갖춰지면 움직일지 기준을 한 줄로 적어 두어야 기다림이 미룸이 되지 않습니다.',
      en: 'Whichever of {a} and {b} you lean to, write in one line what must be in place before you move, so that waiting does not turn into putting off.',
    },
    weigh: {
      ko: '{a_wa} {b} 각각에 붙은 조건을 한 줄씩 적고, 이번 주 안에 먼저 채워지는 쪽을 고르세요.',
      en: 'Write the condition attached to {a} and the one attached to {b}, one line each, and take the side whose condition is met first this week.',
    },
  },
  /** an answer is due (an offer, a deadline): the advice keeps to it */
  deadline: {
    go: { ko: '답해야 할 기한이 있다면 ‘{title}’의 답을 따라 그 안에 결정하고, 기한 이틀 전까지 확인할 것을 모두 확인해 답을 미루지 마세요.', en: 'If an answer is due, decide within the deadline, as {title} advises: check everything you need to check two days before it, and do not put the answer off.' },
    wait: { ko: '답해야 할 기한이 있다면 ‘{title}’의 때라도 무작정 미루지 말고, 기한 안에 궁금한 조건을 물은 뒤 확신이 서지 않으면 며칠 더 말미를 줄 수 있는지 물어보세요.', en: 'If an answer is due, do not simply let it lapse, even in the time of {title}: ask your questions about the terms within the deadline, and if you are still unsure, ask for a few more days.' },
    weigh: { ko: '답해야 할 기한이 있다면 ‘{title}’의 말대로 그 안에 조건부터 확인해, 채워지면 기한 안에 답하고 채워지지 않으면 그 이유를 들어 정중히 거절하세요.', en: 'If an answer is due, check the terms within it first, as {title} advises: if they are met, answer in time; if not, decline politely and say why.' },
  },
  /** health: the reading never stands between a person and care */
  health: {
    ko: '몸의 신호를 살피는 일은 점괘가 정할 일이 아닙니다. 증상이 이어지거나 걱정된다면 미루지 말고 의사와 상의하세요.',
    en: 'Whether to have your body looked at is not for a reading to decide. If a symptom persists or worries you, see a doctor without delay.',
  },
  /** the heart of the solution, without quoting the question again */
  core: {
    go: { ko: '‘{title}’ 괘가 주는 답은 ‘나아가도 좋다’이니, 그 때가 가르치듯 바르고 떳떳한 방법으로 나아갈 때 흐름이 오래갑니다.', en: 'The answer {title} gives is: go forward; as its time teaches, the current lasts when you move openly and rightly.' },
    wait: { ko: '‘{title}’ 괘가 주는 답은 ‘서두르지 말고 지켜라’이니, 이 때에 무리한 걸음은 상처를 남기지만 때를 기다리는 인내는 보답을 받습니다.', en: 'The answer {title} gives is: do not hurry; hold your ground, for in its time forced steps leave wounds, but patience that waits for its moment is repaid.' },
    weigh: { ko: '‘{title}’ 괘가 주는 답은 ‘살피며 조율하라’이니, 이 때에는 한쪽으로 몰아가기보다 지킬 것과 바꿀 것을 가려내는 사람이 길을 찾습니다.', en: 'The answer {title} gives is: look closely and adjust, for in its time the way is found by separating what to keep from what to change.' },
  },
} as const;

/**
 * Pairs of statements no reading may make together (the panel checks every reading against them):
 * a reading that leans one way must not also say the other.
 */
export const contradictionPairs: readonly (readonly [RegExp, RegExp])[] = [
  [/나아가도 좋다/u, /서두르지 말고 지켜라/u],
  [/움직이는 쪽으로 기웁니다/u, /지키는 쪽으로 기웁니다/u],
  [/움직여도 좋다는 답/u, /지금은 아니라는 답/u],
  [/무리하게 움직이지 말라/u, /움직이는 쪽으로 기웁니다/u],
  [/한 달 뒤로 미루/u, /기한이 있다면/u],
  [/때는 가깝/u, /아직 때가 아니/u],
  [/지금의 상황은 당분간 이어집니다/u, /움직이는 쪽으로 기웁니다/u],
  [/호응해 줄 사람도 없습니다/u, /든든한 짝이 호응합니다/u],
  [/go forward/iu, /do not hurry; hold your ground/iu],
  [/leans toward moving/iu, /leans toward holding steady/iu],
  [/The answer is yes, act/iu, /The answer is not yet/iu],
  [/warns against forcing a move/iu, /leans toward moving/iu],
  [/Put the big decision off for a month/iu, /If an answer is due/iu],
  [/The time is near/iu, /The time has not come yet/iu],
];
