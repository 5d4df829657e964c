import type { Locale } from '@/i18n/routing';
import type { CurrentInsightResult, PlanInsightResult } from '@/lib/insight/schemas';

/**
 * The spec's built-in fallback reports (hexagram 38 for Current Insight, 1 for the 3-Year Plan),
 * shown only when even the embedded oracle fails. Fixed texts, our own writing; the plan's name no
 * calendar year (the page heads each year with the years the user planned).
 */

const currentSample: Record<Locale, CurrentInsightResult> = {
  ko: {
    hexagram_id: 38,
    hexagram: { name: '睽', kor: '화택규', eng: 'Opposition' },
    situation:
      '지금은 마음과 마음, 뜻과 뜻이 서로 다른 방향을 보고 있는 때입니다. 위로 타오르는 불과 아래로 스며드는 못물처럼, 가까이 있어도 서로 어긋나기 쉽습니다.',
    what_does_it_mean:
      '화택규(火澤睽)의 괘사는 「小事吉」, 곧 “작은 일에는 길하다”라고 말합니다. 큰일을 한꺼번에 풀려 하면 어긋남이 더 커지지만, 작은 일에서 뜻을 맞추어 가면 다름 속에서도 함께할 길이 열립니다. 어긋남은 끝이 아니라 서로가 어떻게 다른지 확인하는 과정입니다.',
    what_you_should_do: [
      '억지로 하나가 되려 하지 말고, 같은 점은 함께하되 다른 점은 그대로 인정하세요.',
      '의심이 커질수록 상대를 실제보다 나쁘게 보기 쉬우니, 판단을 하루 미루세요.',
      '오늘 할 수 있는 작은 협력 하나를 골라 먼저 실천해 보세요.',
    ],
    solution:
      '지금의 답은 큰 합의가 아니라 작은 맞춤에 있습니다. 작은 일에서 믿음을 쌓아 가면, 비가 먼지를 씻어 내듯 오해가 풀리고 다시 만날 자리가 생깁니다.',
  },
  en: {
    hexagram_id: 38,
    hexagram: { name: '睽', kor: '화택규', eng: 'Opposition' },
    situation:
      'This is a time when hearts and aims face different ways. Like fire flaring upward and a lake seeping downward, things close to each other can still pull apart.',
    what_does_it_mean:
      'The Judgment of Opposition (睽) reads 「小事吉」: “small undertakings meet with good fortune.” Trying to settle everything at once widens the gap, but agreeing on small things opens a way to stay together in difference. Opposition is not an ending; it is how we learn where we differ.',
    what_you_should_do: [
      'Do not force unity: share the common ground and let the differences stand.',
      'As suspicion grows, people look worse than they are, so put off judging for a day.',
      'Choose one small act of cooperation you can do today, and do it first.',
    ],
    solution:
      'The answer now lies not in one great agreement but in small adjustments. Build trust in little things, and misunderstandings will wash away like dust in the rain, leaving room to meet again.',
  },
};

const planSample: Record<Locale, PlanInsightResult> = {
  ko: {
    hexagram_id: 1,
    hexagram: { name: '乾', kor: '중천건', eng: 'The Creative' },
    overall_theme:
      '세 해의 여정은 중천건(乾為天), ‘굳센 하늘’의 괘 위에 놓여 있습니다. 하늘이 쉬지 않고 운행하듯, 꾸준히 스스로를 단련하는 힘이 세 해를 이끕니다.',
    journey_analysis: {
      '2025': '첫해는 물속에 잠긴 용의 때입니다. 드러나기보다 배우고 익히며 조용히 실력을 쌓는 해로 삼으세요.',
      '2026': '둘째 해는 안에서 밖으로 나서는 문턱입니다. 온종일 힘쓰고 저녁에도 돌아보는 성실함이 흔들림 없이 이 해를 지나게 합니다.',
      '2027': '셋째 해는 용이 하늘을 나는 때입니다. 쌓아 온 힘을 펼치되, 너무 높이 오르지 않도록 함께하는 사람들과 성과를 나누세요.',
    },
    key_insights: [
      '괘사 「元亨利貞」, 곧 “크게 형통하고, 곧음을 지키는 것이 이롭다”는 말이 세 해의 원칙입니다.',
      '힘을 한꺼번에 쏟기보다 꾸준히 쓰는 사람이 멀리 갑니다.',
      '정점에서 더 밀어붙이면 뉘우침이 따르니, 물러설 때를 아는 것도 계획의 일부입니다.',
    ],
    recommendations: [
      '첫해에는 배움과 준비에 시간을 먼저 배정하세요.',
      '둘째 해에는 하루를 마칠 때 한 일을 정직하게 돌아보는 습관을 들이세요.',
      '셋째 해에는 성과를 혼자 쥐지 말고 함께한 사람들과 나누세요.',
    ],
    guidance:
      '굳센 하늘의 기운은 멈추지 않는 데서 나옵니다. 크게 그리되 날마다 조금씩 나아가면, 세 해의 끝에서 계획보다 더 단단해진 자신을 만나게 될 것입니다.',
  },
  en: {
    hexagram_id: 1,
    hexagram: { name: '乾', kor: '중천건', eng: 'The Creative' },
    overall_theme:
      'Your three years rest on The Creative (乾): as heaven moves without rest, a steady, self-renewing strength leads the whole journey.',
    journey_analysis: {
      '2025': 'The first year is the time of the dragon hidden in the deep. Rather than seeking attention, make it a year of learning and quietly building your skills.',
      '2026': 'The second year is the threshold from inside to outside. Working hard all day and reflecting honestly in the evening will carry you through its uncertainty.',
      '2027': 'The third year is the time of the dragon flying in the heavens. Use the strength you have built, and share your success so that you do not climb too high alone.',
    },
    key_insights: [
      'The Judgment 「元亨利貞」, “great success; holding steady brings benefit”, is the principle of all three years.',
      'Those who use their strength steadily go further than those who spend it all at once.',
      'Pushing on past the peak brings regret; knowing when to step back is part of the plan.',
    ],
    recommendations: [
      'In the first year, give learning and preparation the first place in your schedule.',
      'In the second year, end each day by looking honestly at what you did.',
      'In the third year, do not hold your success alone; share it with those who helped.',
    ],
    guidance:
      'The strength of heaven comes from never stopping. Draw your plans large and move a little every day, and at the end of the three years you will meet a self stronger than any plan.',
  },
};

export function sampleCurrentInsight(locale: Locale): CurrentInsightResult {
  return structuredClone(currentSample[locale]);
}

export function samplePlanInsight(locale: Locale): PlanInsightResult {
  return structuredClone(planSample[locale]);
}
