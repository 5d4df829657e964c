import type { Locale } from '@/i18n/routing';
import type { TrigramKey } from '@/lib/iching/types';
import type { InsightCategory } from '@/lib/insight/schemas';
import type { Tone } from '@/lib/insight/local/lines';

type Localized<T> = Record<Locale, T>;

/** The frames of a 3-Year Plan reading; Korean slots ending in a particle name carry it already. */
export const planFrames = {
  hexagramIntro: {
    ko: '세 해의 여정에 나온 괘는 {number}번째 괘 {kor}({full}), ‘{title}’의 괘입니다.',
    en: 'The hexagram cast for your three-year journey is number {number}, {titled}.',
  },
  trigramJourney: {
    ko: '여정은 안쪽 괘인 {lower}의 {lowerQuality}에서 시작해 바깥 괘인 {upper}의 {upperQuality_ro} 나아갑니다. 처음에 안으로 다진 것이 마지막 해에 밖으로 드러나는 구조입니다.',
    en: 'The journey starts from the {lowerQuality} of the inner trigram, {lower}, and moves toward the {upperQuality} of the outer trigram, {upper}: what you build inwardly at the start shows outwardly in the final year.',
  },
  trigramDouble: {
    ko: '안쪽 괘와 바깥 괘가 모두 {lower}이니, 세 해 내내 {lowerQuality_ga} 거듭 요구되는 여정입니다. 안과 밖이 같은 기운으로 이어져, 처음 세운 뜻이 끝까지 힘을 잃지 않아야 합니다.',
    en: 'Inner and outer trigram are both {lower}: all three years call again and again for {lowerQuality}. Inside and outside share one energy, so the intention you set at the start must keep its strength to the end.',
  },
  sameArea: {
    ko: '세 해의 계획이 모두 {area}에 모여 있어, 한 방향으로 깊어지는 여정입니다.',
    en: 'All three plans gather around {area}: this is a journey that deepens in one direction.',
  },
  twoAreas: {
    ko: '계획의 무게중심은 {first}에서 {second}{second_ro} 옮겨 갑니다.',
    en: 'The center of gravity of your plans moves from {first} to {second}.',
  },
  mixedAreas: {
    ko: '계획의 무게중심은 {first}에서 {second}, 그리고 {third}{third_ro} 옮겨 갑니다.',
    en: 'The center of gravity of your plans moves from {first} to {second} and then to {third}.',
  },
  yearOpening: {
    ko: '{year}년에는 {quote_raneun} 계획을 세우셨습니다. 이 해는 괘의 {ordA} 효와 {ordB} 효, 곧 {stageA_wa} {stageB_ga} 맡습니다.',
    en: 'For {year} you plan: “{quote}”. This year belongs to the {ordA} and {ordB} lines, “{stageA}” and “{stageB}”.',
  },
  changingInYearBoth: {
    ko: '이 해에는 두 효가 모두 움직이고 있어, 계획이 한 해 안에 두 번 방향을 틀 수 있습니다. 계획을 붙들기보다 목적을 붙들고 수단은 유연하게 바꾸세요.',
    en: 'Both lines of this year are changing, so the plan may change course twice within the year. Hold on to the purpose rather than the plan, and be flexible about the means.',
  },
  changingInYear: {
    ko: '이 해에는 {ord} 효가 움직이고 있어, 계획의 방향이 한 번 크게 바뀔 수 있습니다. 그 변화를 실패로 여기지 말고 조정의 기회로 삼으세요.',
    en: 'The {ord} line is changing in this year, so the direction of the plan may shift once in a big way. Treat that change as a chance to adjust, not as failure.',
  },
  judgementInsight: {
    ko: '괘사 「{zh}」, 곧 {quote_raneun} 말이 세 해 전체를 꿰뚫는 원칙입니다.',
    en: 'The Judgment 「{zh}」 is the principle running through all three years: “{text}”',
  },
  turningInsight: {
    ko: '움직이는 효가 {years}에 있어 그때가 여정의 전환점이 되고, 여정의 끝은 {relkor}({relfull}), {reltitle_ro} 향합니다.',
    en: 'The changing lines fall in {years}, making that the turning point of the journey, which ends by heading toward {reltitled}.',
  },
  steadyInsight: {
    ko: '움직이는 효가 없는 고요한 괘이니, 세 해가 큰 굴곡 없이 한 흐름으로 이어집니다. 꾸준함이 가장 큰 힘입니다.',
    en: 'No line is changing: the three years run as one steady current without sharp turns. Consistency is your greatest strength.',
  },
  nuclearInsight: {
    ko: '괘 속에 숨은 호괘(互卦) {nuckor}, ‘{nuctitle}’의 기운이 여정의 한가운데에 흐릅니다. {middle}년 전후로 이 과제가 조용히 모습을 드러낼 것입니다.',
    en: 'Hidden inside the hexagram, its nuclear hexagram (互卦), {nuctitle}, runs through the middle of the journey: expect its lesson to surface quietly around {middle}.',
  },
  yearAdvice: {
    ko: '{year}년: {advice}',
    en: '{year}: {advice}',
  },
  shortPlan: {
    ko: '{year}년 계획은 아직 짧게 적혀 있습니다. 그해의 첫 석 달 안에 할 구체적인 행동 하나를 덧붙여 보세요.',
    en: 'Your plan for {year} is still brief. Add one concrete action you will take in the first three months of that year.',
  },
  guidanceOpening: {
    ko: '세 해의 계획은 {kor}, ‘{title}’의 때 위에 놓여 있습니다.',
    en: 'Your three years rest on the time of {title}.',
  },
  guidanceTurn: {
    ko: '흐름은 ‘{title}’에서 {reltitle_ro} 옮겨 가니, {first}년의 자신과 {last}년의 자신은 분명 다른 사람일 것입니다.',
    en: 'The current moves from {title} toward {reltitle}; the person you are in {last} will not be the person you are in {first}.',
  },
  guidanceClose: {
    ko: '{last}년의 끝에서 돌아볼 때, 계획대로 이룬 것보다 계획을 따라 걸으며 달라진 자신이 더 큰 열매일 것입니다.',
    en: 'Looking back at the end of {last}, the greater harvest will not be what went to plan, but who you became while following it.',
  },
} satisfies Record<string, Localized<string>>;

/** What each year is for in a three-year arc. */
export const yearRole: Localized<readonly [string, string, string]> = {
  ko: [
    '첫해는 씨앗을 심는 때라, 눈에 보이는 결과보다 기반을 다지는 일이 더 중요합니다.',
    '둘째 해는 안에서 밖으로 넘어가는 문턱이라, 여정에서 가장 흔들리기 쉬운 해입니다.',
    '마지막 해는 열매를 거두고 다음 흐름을 준비하는 때입니다.',
  ],
  en: [
    'The first year is for planting seeds: the foundation matters more than visible results.',
    'The second year is the threshold from inside to outside, the year when the journey is most likely to wobble.',
    'The final year is for harvesting and preparing for the next cycle.',
  ],
};

/** How the omens of a year's two lines lean. */
export const yearTone: Record<Tone, Localized<string>> = {
  favourable: {
    ko: '두 효의 말이 밝으니, 계획을 힘 있게 밀고 나가도 좋은 해입니다.',
    en: 'The words of both lines are bright: a year to push your plan forward with energy.',
  },
  mixed: {
    ko: '좋은 기운과 조심할 일이 함께 있으니, 속도를 조절하며 가는 해입니다.',
    en: 'Good signs and cautions are mixed: a year to go on while adjusting your pace.',
  },
  cautious: {
    ko: '효사에 경계의 말이 담겨 있으니, 무리하게 넓히기보다 지키는 쪽에 무게를 두세요.',
    en: 'The line texts carry warnings: rather than expanding hard, put your weight on protecting what you have.',
  },
};

/** A sentence for a year's plan by its area. */
export const planArea: Record<InsightCategory, Localized<string>> = {
  love: { ko: '관계에 관한 계획인 만큼, 상대의 속도를 존중하는 것이 이 해의 열쇠입니다.', en: 'As this plan is about a relationship, respecting the other person’s pace is the key to the year.' },
  career: { ko: '일에 관한 계획인 만큼, 실력과 평판을 함께 쌓는 데 이 흐름을 쓰세요.', en: 'As this plan is about work, use the current to build skill and reputation together.' },
  health: { ko: '건강에 관한 계획인 만큼, 의욕보다 오래 지킬 수 있는 습관이 성패를 가릅니다.', en: 'As this plan is about health, habits you can keep will decide it more than enthusiasm.' },
  finance: { ko: '재정에 관한 계획인 만큼, 목표 금액보다 새지 않는 구조를 먼저 만드세요.', en: 'As this plan is about money, build a structure that does not leak before chasing a target sum.' },
  family: { ko: '가족에 관한 계획인 만큼, 함께 보내는 시간의 질이 무엇보다 중요합니다.', en: 'As this plan is about family, the quality of the time you share matters most.' },
  decision: { ko: '선택이 걸린 계획인 만큼, 결정의 시한을 미리 정해 두면 흔들림이 줄어듭니다.', en: 'As this plan hinges on a choice, setting a deadline for the decision in advance will steady you.' },
  personal: { ko: '자신의 성장에 관한 계획인 만큼, 작은 성취를 기록하며 나아가세요.', en: 'As this plan is about your own growth, move forward by recording small achievements.' },
  general: { ko: '계획의 큰 줄기를 먼저 세우고, 세부는 해가 흐르며 채워 가세요.', en: 'Set the main line of the plan first and fill in the details as the year unfolds.' },
};

/** The guidance's heart, by the tone of the Judgement. */
export const guidanceCore: Record<Tone, Localized<string>> = {
  favourable: {
    ko: '흐름이 당신의 계획을 돕고 있으니, 크게 그리되 하루하루의 실천으로 채워 가세요.',
    en: 'The current is on your plans’ side: draw them large, and fill them with daily practice.',
  },
  mixed: {
    ko: '길은 열려 있지만 저절로 이루어지지는 않습니다. 해마다 한 번씩 멈춰 서서 계획을 다듬는 사람이 끝까지 갑니다.',
    en: 'The road is open, but it will not walk itself. Those who stop once a year to refine their plans are the ones who reach the end.',
  },
  cautious: {
    ko: '서두르면 어긋나기 쉬운 때이니, 계획의 크기보다 오래 지속할 수 있는 속도를 먼저 정하세요. 천천히 가도 멈추지 않으면 닿습니다.',
    en: 'This is a time when haste goes astray: settle a pace you can sustain before deciding how big the plans should be. Slow is fine, as long as you do not stop.',
  },
};

/** Each trigram's quality, as the start or the end of a journey. */
export const trigramQuality: Record<TrigramKey, Localized<{ name: string; quality: string }>> = {
  heaven: { ko: { name: '하늘(乾)', quality: '굳센 추진력' }, en: { name: 'Heaven (乾)', quality: 'steady drive' } },
  earth: { ko: { name: '땅(坤)', quality: '너그러운 받아들임' }, en: { name: 'Earth (坤)', quality: 'receptive patience' } },
  thunder: { ko: { name: '우레(震)', quality: '과감한 시작' }, en: { name: 'Thunder (震)', quality: 'bold beginnings' } },
  water: { ko: { name: '물(坎)', quality: '험난함을 건너는 끈기' }, en: { name: 'Water (坎)', quality: 'perseverance through danger' } },
  mountain: { ko: { name: '산(艮)', quality: '멈춤과 다짐' }, en: { name: 'Mountain (艮)', quality: 'stillness and resolve' } },
  wind: { ko: { name: '바람(巽)', quality: '부드러운 스며듦' }, en: { name: 'Wind (巽)', quality: 'gentle persistence' } },
  fire: { ko: { name: '불(離)', quality: '밝은 통찰' }, en: { name: 'Fire (離)', quality: 'clear insight' } },
  lake: { ko: { name: '못(兌)', quality: '기쁨과 나눔' }, en: { name: 'Lake (兌)', quality: 'joy and sharing' } },
};

/** A plan's area as a noun, for the theme. */
export const areaNoun: Record<InsightCategory, Localized<string>> = {
  love: { ko: '사랑', en: 'love' },
  career: { ko: '일', en: 'work' },
  health: { ko: '건강', en: 'health' },
  finance: { ko: '재정', en: 'money' },
  personal: { ko: '자기 성장', en: 'personal growth' },
  family: { ko: '가족', en: 'family' },
  decision: { ko: '선택', en: 'a decision' },
  general: { ko: '삶 전반', en: 'life as a whole' },
};
