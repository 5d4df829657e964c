import type { Locale } from '@/i18n/routing';
import type { InsightCategory } from '@/lib/insight/schemas';
import type { InputProblem } from '@/lib/insight/local/signals';

type Localized<T> = Record<Locale, T>;

/** Why a concern could not be read, told so that the user knows what to write instead. */
export const invalidInput: Record<InputProblem, Localized<string>> = {
  blank: {
    ko: '아직 아무것도 적지 않으셨습니다. 지금 마음에 걸리는 일을 한두 문장으로 적어 주세요. 예: “회사를 옮길지 계속 다닐지 몇 달째 고민하고 있어요.”',
    en: 'Nothing has been written yet. Describe what is on your mind in a sentence or two, for example: “I have been wondering for months whether to change jobs or stay.”',
  },
  no_letters: {
    ko: '숫자나 기호만으로는 고민을 읽을 수 없습니다. 어떤 일이 있었고 무엇이 궁금한지 문장으로 적어 주세요.',
    en: 'Numbers and symbols alone do not tell us your concern. Please write in words what is happening and what you would like to understand.',
  },
  jamo: {
    ko: '“ㅋㅋ”나 “ㅠㅠ”처럼 자음과 모음만으로는 고민을 읽기 어렵습니다. 어떤 상황인지 완성된 문장으로 적어 주세요. 예: “친구와 다툰 뒤로 연락을 못 하고 있어요.”',
    en: 'Loose Korean consonants and vowels (like ㅋㅋ) cannot be read as a question. Please describe your situation in full sentences.',
  },
  repeated: {
    ko: '같은 글자를 되풀이한 것으로 보입니다. 무엇이 고민인지, 어떤 답을 얻고 싶은지 문장으로 적어 주세요.',
    en: 'This looks like the same characters repeated. Please tell us in a sentence what worries you and what you would like to know.',
  },
  too_short: {
    ko: '조금만 더 자세히 적어 주세요. 지금은 글자가 {count}자인데, {min}자 이상이면 괘를 더 정확하게 읽을 수 있습니다. 누구와 어떤 일이 있었는지, 무엇을 망설이고 있는지 덧붙여 주세요.',
    en: 'Please tell us a little more. Your question has {count} letters; with at least {min} we can read it properly. Add who is involved, what happened, or what you are hesitating about.',
  },
  gibberish: {
    ko: '뜻을 알아볼 수 있는 문장이 아닌 것으로 보입니다. 키보드를 잘못 누르셨다면 다시 한번, 지금 겪고 있는 일과 궁금한 점을 평소 말하듯 적어 주세요.',
    en: 'We could not find real words in this. If the keys slipped, try again and write about what you are going through as you would tell a friend.',
  },
};

/**
 * A one- or two-sentence restatement of a valid concern: the category in its own words and the key
 * phrase the user wrote. Two wordings per category; the concern picks one. Korean slots carry the
 * quotation with the particle that fits its last syllable ({quote_rago}: “…”라고 / “…”이라고).
 */
export const restatement: Record<InsightCategory, Localized<readonly [string, string]>> = {
  love: {
    ko: [
      '마음을 나누는 관계에 대한 고민으로, {quote_rago} 적어 주신 대목에서, 두 사람 사이의 흐름이 어디로 향하는지 알고 싶어 하십니다.',
      '사랑과 인연에 관한 물음으로, {quote_raneun} 말 속에 상대의 마음과 내 마음 사이의 거리가 담겨 있습니다.',
    ],
    en: [
      'This is a question of the heart; you wrote “{phrase}”, and you want to understand where things between the two of you are heading.',
      'You are asking about love and a bond with someone; the words “{phrase}” carry the distance between their heart and yours.',
    ],
  },
  career: {
    ko: [
      '일과 커리어의 방향에 대한 고민으로, {quote_rago} 적어 주신 부분이 지금 가장 무겁게 다가오는 지점으로 보입니다.',
      '일터와 진로에 관한 물음으로, {quote_raneun} 상황에서 어떻게 움직여야 할지 길을 찾고 계십니다.',
    ],
    en: [
      'This is a question about your work and where it is going; what you wrote, “{phrase}”, seems to be what weighs on you most.',
      'You are asking about your working life; faced with “{phrase}”, you are looking for the right way to move.',
    ],
  },
  health: {
    ko: [
      '몸과 마음의 건강에 대한 고민으로, {quote_rago} 적어 주신 만큼, 지금의 상태를 어떻게 돌보아야 할지 묻고 계십니다.',
      '건강과 일상의 균형에 관한 물음으로, {quote_raneun} 말에서 지친 몸과 마음을 회복하고 싶은 바람이 느껴집니다.',
    ],
    en: [
      'This is a question about your health, in body and mind; you wrote “{phrase}”, and you want to know how to care for yourself now.',
      'You are asking about health and the balance of your days; behind “{phrase}” is the wish to recover your strength.',
    ],
  },
  finance: {
    ko: [
      '돈과 재정의 흐름에 대한 고민으로, {quote_rago} 적어 주신 부분에서, 지금 무엇을 지키고 무엇을 움직여야 할지 묻고 계십니다.',
      '재물과 살림살이에 관한 물음으로, {quote_raneun} 상황에서 불안을 덜고 안정된 판단을 내리고 싶어 하십니다.',
    ],
    en: [
      'This is a question about money and how it flows; with “{phrase}”, you are asking what to hold on to and what to move.',
      'You are asking about your finances; faced with “{phrase}”, you want to quiet the worry and decide with a steady head.',
    ],
  },
  family: {
    ko: [
      '가족과의 관계에 대한 고민으로, {quote_rago} 적어 주신 대목에서, 가까운 사이이기에 더 어려운 마음이 느껴집니다.',
      '가족 안의 일에 관한 물음으로, {quote_raneun} 상황에서 서로를 지키면서도 나를 잃지 않는 길을 찾고 계십니다.',
    ],
    en: [
      'This is a question about your family; in “{phrase}” one can feel how much harder things are with the people closest to us.',
      'You are asking about matters at home; faced with “{phrase}”, you are looking for a way to care for them without losing yourself.',
    ],
  },
  decision: {
    ko: [
      '갈림길에서의 선택에 대한 고민으로, {quote_rago} 적어 주신 것처럼, 어느 쪽으로 걸음을 내디딜지 아직 정하지 못하셨습니다.',
      '결정을 앞둔 물음으로, {quote_raneun} 망설임 속에서 스스로 납득할 수 있는 판단의 기준을 찾고 계십니다.',
    ],
    en: [
      'This is a question of choosing between paths; as you wrote, “{phrase}”: you have not yet decided which way to step.',
      'You are facing a decision; within the hesitation of “{phrase}”, you are looking for a standard you can trust.',
    ],
  },
  personal: {
    ko: [
      '나 자신과 삶의 방향에 대한 고민으로, {quote_rago} 적어 주신 대목에서, 스스로를 다시 세우고 싶은 마음이 보입니다.',
      '자기 자신의 성장에 관한 물음으로, {quote_raneun} 말 속에서 지금의 나를 넘어서고 싶은 바람이 읽힙니다.',
    ],
    en: [
      'This is a question about yourself and the direction of your life; in “{phrase}” there is a wish to stand on your own feet again.',
      'You are asking about your own growth; the words “{phrase}” show a wish to move beyond where you are now.',
    ],
  },
  general: {
    ko: [
      '삶의 흐름 전반에 대한 물음으로, {quote_rago} 적어 주신 것을 바탕으로, 지금 어떤 때를 지나고 있는지 알고 싶어 하십니다.',
      '지금의 시기에 관한 물음으로, {quote_raneun} 말에서 앞으로의 흐름을 미리 가늠해 보고 싶은 마음이 느껴집니다.',
    ],
    en: [
      'This is a question about the wider course of your life; starting from “{phrase}”, you want to know what kind of time you are passing through.',
      'You are asking about this season of your life; in “{phrase}” there is a wish to sense how things will unfold.',
    ],
  },
};
