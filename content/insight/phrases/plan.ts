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

/** A changing line in a year: the turn it brings, said for the first, middle and final year. */
export const changingInYear: Localized<readonly [string, string, string]> = {
  ko: [
    '첫해의 {ord} 효가 움직이니, 출발선에서 계획의 방향이 한 번 크게 바뀔 수 있습니다. 처음의 설계를 고쳐 그리는 일은 실패가 아니라 준비의 일부입니다.',
    '이 해에는 {ord} 효가 움직여, 여정의 한가운데에서 길이 한 번 꺾일 수 있습니다. 그 전환을 조정의 기회로 삼고, 바뀐 길에 맞게 계획을 다시 적으세요.',
    '마지막 해의 {ord} 효가 움직이니, 결승선 가까이에서 목표의 모양이 달라질 수 있습니다. 처음 그린 그림과 다르더라도 그것이 더 알맞은 끝일 수 있습니다.',
  ],
  en: [
    'The {ord} line is changing in the first year, so the plan may change direction right at the start. Redrawing the first design is not failure but part of preparing.',
    'The {ord} line is changing this year: the road may bend once in the middle of the journey. Use the bend to adjust, and rewrite the plan to fit the new road.',
    'The {ord} line is changing in the final year, so the goal may take a different shape near the finish. It may differ from your first picture and still be the better ending.',
  ],
};

/** Both lines of a year changing, for the first, middle and final year. */
export const changingInYearBoth: Localized<readonly [string, string, string]> = {
  ko: [
    '첫해에는 두 효가 모두 움직이니, 제대로 출발하기도 전에 계획이 두 번 방향을 틀 수 있습니다. 세부 계획보다 왜 이 길을 가는지를 단단히 붙드세요.',
    '이 해에는 두 효가 모두 움직여, 한 해 안에 두 번의 전환이 찾아올 수 있습니다. 수단은 유연하게 바꾸되 목적은 놓지 마세요.',
    '마지막 해에는 두 효가 모두 움직이니, 마무리 단계에서 큰 변화가 겹칠 수 있습니다. 끝을 붙들기보다 다음 여정으로 넘어가는 문으로 받아들이세요.',
  ],
  en: [
    'Both lines of the first year are changing: the plan may turn twice before it is properly under way. Hold firmly to why you chose this road rather than to its details.',
    'Both lines of this year are changing, so two turns may come within one year. Be flexible about the means, but do not let go of the purpose.',
    'Both lines of the final year are changing: great changes may overlap as you finish. Rather than clinging to the ending, treat it as the door to the next journey.',
  ],
};

/** How the omens of a year's two lines lean, said for the first, middle and final year. */
export const yearTone: Record<Tone, Localized<readonly [string, string, string]>> = {
  favourable: {
    ko: [
      '두 효의 말이 밝으니, 첫해에 들인 노력이 생각보다 빨리 뿌리를 내립니다.',
      '이 해의 두 효가 밝게 말하니, 안에서 다진 것을 밖으로 내보여도 좋은 때입니다.',
      '마지막 해의 효사가 밝으니, 그동안 쌓은 것을 힘 있게 거두어들이세요.',
    ],
    en: [
      'Both lines speak brightly: the effort you put into the first year takes root sooner than you expect.',
      'This year’s two lines are bright: what you built inwardly can now be shown to the world.',
      'The final year’s lines are bright: gather in what you have built, and do it with confidence.',
    ],
  },
  mixed: {
    ko: [
      '좋은 기운과 조심할 일이 섞여 있으니, 첫해에는 속도보다 방향을 먼저 바로잡으세요.',
      '밝은 말과 경계의 말이 함께 있으니, 이 해에는 한 걸음 나아갈 때마다 발밑을 한 번씩 살피세요.',
      '길한 기운과 조심할 일이 엇갈리니, 마지막 해에는 욕심껏 넓히기보다 마무리의 질을 챙기세요.',
    ],
    en: [
      'Good signs and cautions are mixed: in the first year, set the direction right before you worry about speed.',
      'Bright words and warnings sit side by side: this year, check your footing after every step forward.',
      'Fortune and caution cross in the final year: care for the quality of the finish rather than stretching for more.',
    ],
  },
  cautious: {
    ko: [
      '효사에 경계의 말이 담겨 있으니, 첫해에는 시작을 서두르지 말고 준비에 무게를 두세요.',
      '이 해의 효사는 조심하라고 이르니, 넓히기보다 이미 이룬 것을 지키는 쪽을 택하세요.',
      '마지막 해의 효사에 경고가 담겨 있으니, 끝을 서두르지 말고 물러설 자리를 남겨 두세요.',
    ],
    en: [
      'The lines carry warnings: in the first year, do not rush the start; put your weight on preparation.',
      'This year’s lines counsel care: protect what you have already achieved rather than expanding.',
      'The final year’s lines hold a warning: do not hurry the ending, and leave yourself room to step back.',
    ],
  },
};

/** A sentence for a year's plan by its area, said for the first, middle and final year. */
export const planArea: Record<InsightCategory, Localized<readonly [string, string, string]>> = {
  love: {
    ko: ['관계에 관한 계획이니, 첫해에는 서두르지 말고 서로의 속도를 알아 가는 데 시간을 쓰세요.', '관계에 관한 이 해의 계획은 두 사람이 함께 정한 약속이 있을 때 단단해집니다.', '관계의 계획을 매듭짓는 해이니, 이룬 모습보다 서로를 대하는 방식이 더 오래 남습니다.'],
    en: ['As this plan is about a relationship, spend the first year learning each other’s pace rather than hurrying.', 'A plan about a relationship grows firm this year when the two of you make promises together.', 'In the year that completes a plan about love, the way you treat each other will outlast what you achieve.'],
  },
  career: {
    ko: ['일에 관한 계획이니, 첫해에는 실력의 바탕을 다지고 평판의 첫 벽돌을 놓으세요.', '일에 관한 이 해의 계획은 혼자 애쓰기보다 함께 일하는 사람들과 쌓은 신뢰에서 힘을 얻습니다.', '일의 계획을 거두는 해이니, 쌓아 온 성과를 다른 사람도 알아볼 수 있게 정리해 보이세요.'],
    en: ['As this plan is about work, use the first year to lay the base of your skills and the first bricks of your reputation.', 'This year’s plan about work draws its strength from trust with the people you work beside.', 'In the harvest year of a plan about work, set out what you have achieved so that others can see it.'],
  },
  health: {
    ko: ['건강에 관한 계획이니, 첫해에는 의욕보다 오래 지킬 수 있는 작은 습관 하나를 세우세요.', '건강에 관한 이 해의 계획은 지친 날에도 지킬 수 있는 최소한의 기준을 정해 둘 때 이어집니다.', '건강의 계획을 마무리하는 해이니, 숫자보다 몸이 보내는 신호가 어떻게 달라졌는지 돌아보세요.'],
    en: ['As this plan is about health, build one small habit in the first year that will last longer than your enthusiasm.', 'This year’s plan about health holds when you set a minimum you can keep even on tired days.', 'In the year that completes a plan about health, look at how your body’s signals have changed, not only at the numbers.'],
  },
  finance: {
    ko: ['재정에 관한 계획이니, 첫해에는 목표 금액보다 돈이 새지 않는 구조부터 만드세요.', '재정에 관한 이 해의 계획은 들고 나는 돈을 석 달마다 점검하는 습관에서 힘을 얻습니다.', '재정의 계획을 거두는 해이니, 모은 것을 지킬 원칙을 먼저 세우고 다음 목표로 넘어가세요.'],
    en: ['As this plan is about money, build a structure that does not leak in the first year, before chasing a target sum.', 'This year’s plan about money gains strength from checking what comes in and goes out every three months.', 'In the harvest year of a plan about money, set rules to protect what you have gathered before moving to the next goal.'],
  },
  family: {
    ko: ['가족에 관한 계획이니, 첫해에는 함께 보낼 시간을 달력에 먼저 적어 두세요.', '가족에 관한 이 해의 계획은 저마다의 바람을 한 번씩 소리 내어 나눌 때 제 길을 찾습니다.', '가족의 계획을 매듭짓는 해이니, 함께 만든 기억을 돌아보며 고마움을 말로 전하세요.'],
    en: ['As this plan is about family, write the time you will spend together into the calendar first, in the first year.', 'This year’s plan about family finds its way when everyone says aloud, once, what they hope for.', 'In the year that completes a plan about family, look back on the memories you made together and say your thanks in words.'],
  },
  decision: {
    ko: ['선택이 걸린 계획이니, 첫해에 결정의 시한을 미리 정해 두면 흔들림이 줄어듭니다.', '선택이 걸린 이 해의 계획은 고른 길을 날마다 다시 저울질하지 않을 때 앞으로 나아갑니다.', '선택의 결과를 마주하는 해이니, 고르지 않은 길을 아쉬워하기보다 고른 길의 열매를 살피세요.'],
    en: ['As this plan hinges on a choice, set a deadline for the decision in the first year and you will waver less.', 'This year’s plan, which hinges on a choice, moves forward when you stop reweighing the chosen path every day.', 'In the year you meet the results of a choice, look at the fruit of the road you took rather than missing the one you did not.'],
  },
  personal: {
    ko: ['자신의 성장에 관한 계획이니, 첫해에는 작은 성취를 날마다 기록하는 데서 시작하세요.', '성장에 관한 이 해의 계획은 남과 견주기보다 작년의 나와 견줄 때 힘이 납니다.', '성장의 계획을 마무리하는 해이니, 무엇을 이루었는지와 함께 어떤 사람이 되었는지를 적어 보세요.'],
    en: ['As this plan is about your own growth, start the first year by recording small achievements every day.', 'This year’s plan about growth gains strength when you measure yourself against last year’s self, not against others.', 'In the year that completes a plan about growth, write down who you have become as well as what you achieved.'],
  },
  general: {
    ko: ['첫해에는 계획의 큰 줄기를 먼저 세우고, 세부는 해가 흐르며 채워 가세요.', '이 해에는 세워 둔 줄기에 구체적인 행동을 하나씩 더해 계획을 살찌우세요.', '마지막 해에는 세 해 동안 붙든 줄기가 무엇이었는지 한 문장으로 정리해 보세요.'],
    en: ['In the first year, set the main line of the plan and fill in the details as the year unfolds.', 'This year, add one concrete action after another to the main line you set, and let the plan fill out.', 'In the final year, sum up in one sentence the main line you have held to for three years.'],
  },
};

/** The guidance's heart, by the tone of the Judgement. */
export const guidanceCore: Record<Tone, Localized<string>> = {
  favourable: {
    ko: '흐름이 이 계획을 돕고 있으니, 크게 그리되 하루하루의 실천으로 채워 가세요.',
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
  fire: { ko: { name: '불(離)', quality: '밝은 깨달음' }, en: { name: 'Fire (離)', quality: 'clear insight' } },
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

/** A year's specifics read against its line: keep, sequence or trim (go, weigh, wait). */
export const planSpecificFrames = {
  specifics: {
    go: {
      ko: '이 해를 맡은 효는 나아감을 편드니, 적어 둔 {s1_wa} {s2} 모두 이 해에 시작해도 좋습니다. {s1_eul} 먼저 시작해 자리를 잡고, {s2_eun} 그 위에 이어 가세요.',
      en: 'This year’s line favors going forward, so {s1} and {s2} can both begin this year. Start {s1} first to gain a footing, then build {s2} on it.',
    },
    wait: {
      ko: '이 해를 맡은 효는 서두름을 경계하니, 적어 둔 {s1_wa} {s2_eul} 한꺼번에 벌이지 마세요. {s1_eun} 지키고, {s2_eun} 규모를 줄이거나 다음 해로 넘기세요.',
      en: 'This year’s line warns against haste, so do not take on {s1} and {s2} at once. Keep {s1}, and make {s2} smaller or move it to the next year.',
    },
    weigh: {
      ko: '이 해를 맡은 효는 좋은 말과 경계를 함께 담고 있으니, 적어 둔 {s1_wa} {s2}에 순서를 두세요. {s1_eul} 먼저 끝내고 나서 {s2_eul} 시작하는 편이 둘 다 지키는 길입니다.',
      en: 'This year’s line holds good words and a warning together, so put {s1} and {s2} in order. Finish {s1} before starting {s2}; that way both survive.',
    },
  },
  /** one specific only: the year is read against it */
  oneSpecific: {
    go: { ko: '이 해를 맡은 효는 나아감을 편드니, 적어 둔 {s1_eul} 이 해 안에 시작하세요.', en: 'This year’s line favors going forward: start {s1} within the year.' },
    wait: { ko: '이 해를 맡은 효는 서두름을 경계하니, 적어 둔 {s1_eun} 작게 시작해 한 해 동안 지켜 가세요.', en: 'This year’s line warns against haste: begin {s1} small and keep it up through the year.' },
    weigh: { ko: '이 해를 맡은 효는 좋은 말과 경계를 함께 담고 있으니, 적어 둔 {s1}에 먼저 지킬 조건 하나를 붙이세요.', en: 'This year’s line holds good words and a warning together: give {s1} one condition to keep first.' },
  },
} as const;
