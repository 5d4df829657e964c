import { describe, expect, it } from 'vitest';
import { PURCHASE_A, planRequest, purchaseIds } from '@/tests/fixtures/insight-requests';
import { planInsightResultSchema } from '../schemas';
import { castFor } from './cast';
import { composePlanInsight } from './plan';

const koPlans = planRequest([
  '이직 준비를 마치고 원하는 회사에 합격하기',
  '매달 월급의 30%를 저축해서 전세 자금을 모으고, 주말마다 재테크 공부를 꾸준히 이어 가기',
  '부모님을 모시고 가족이 다 함께 해외여행을 다녀오기',
]);
const enPlans = planRequest(
  ['Finish my master’s degree and land a junior data analyst job at a company I respect.', 'Save 20% of my salary every month and move into my own apartment.', 'Get married and start a family.'],
  PURCHASE_A,
);
const sampleIds = purchaseIds(80, '10000000');

describe('composePlanInsight', () => {
  it('is stable for a purchase and varies across purchases', () => {
    expect(composePlanInsight(koPlans, 'ko', 2025)).toEqual(composePlanInsight(koPlans, 'ko', 2025));
    const hexagrams = new Set(sampleIds.map((purchaseId) => composePlanInsight({ ...enPlans, purchaseId }, 'en', 2025).hexagram_id));
    expect(hexagrams.size).toBeGreaterThan(30);
  });

  it('answers with the spec\'s result shape in both locales', () => {
    for (const id of sampleIds) {
      for (const [locale, plans] of [['ko', koPlans], ['en', enPlans]] as const) {
        const result = planInsightResultSchema.parse(composePlanInsight({ ...plans, purchaseId: id }, locale, 2025));
        expect(Object.keys(result.journey_analysis)).toEqual(['2025', '2026', '2027']);
        expect(result.key_insights.length).toBeGreaterThanOrEqual(3);
        expect(result.recommendations.length).toBeGreaterThanOrEqual(3);
        const all = JSON.stringify(result);
        expect(all).not.toMatch(/\{\w+\}|undefined|NaN/u);
        if (locale === 'en') {
          const prose = [result.overall_theme, result.guidance, ...Object.values(result.journey_analysis), ...result.key_insights, ...result.recommendations].join(' ');
          expect(prose.replace(/\([^)]*\)|「[^」]*」/gu, '')).not.toMatch(/[가-힣]/u);
        }
      }
    }
  });

  it('quotes each year\'s plan, at most 60 characters with an ellipsis', () => {
    const ko = composePlanInsight(koPlans, 'ko', 2025);
    expect(ko.journey_analysis['2025']).toContain('“이직 준비를 마치고 원하는 회사에 합격하기”라는 계획');
    expect(ko.journey_analysis['2027']).toContain('“부모님을 모시고 가족이 다 함께 해외여행을 다녀오기”라는 계획');
    const quoted2026 = /“([^”]*)”/u.exec(ko.journey_analysis['2026'])?.[1] ?? '';
    expect(quoted2026.startsWith('매달 월급의 30%를 저축해서')).toBe(true);
    expect([...quoted2026].length).toBeLessThanOrEqual(60);

    const en = composePlanInsight(enPlans, 'en', 2025);
    expect(en.journey_analysis['2027']).toContain('For 2027 you plan: “Get married and start a family”');
    const quoted2025 = /“([^”]*)”/u.exec(en.journey_analysis['2025'])?.[1] ?? '';
    expect(quoted2025.endsWith('…')).toBe(true);
    expect([...quoted2025].length).toBeLessThanOrEqual(60);
  });

  it('reads lines 1–2 for 2025, 3–4 for 2026 and 5–6 for 2027', () => {
    const cast = castFor(enPlans.purchaseId, 'plan');
    const stages = cast.primary.text.en.lines.map((l) => l.stage);
    const result = composePlanInsight(enPlans, 'en', 2025);
    expect(result.journey_analysis['2025']).toContain(`“${stages[0]}” and “${stages[1]}”`);
    expect(result.journey_analysis['2026']).toContain(`“${stages[2]}” and “${stages[3]}”`);
    expect(result.journey_analysis['2027']).toContain(`“${stages[4]}” and “${stages[5]}”`);
    expect(result.recommendations.slice(0, 3).map((r) => r.slice(0, 5))).toEqual(['2025:', '2026:', '2027:']);
  });

  it('does not repeat in the year analysis the advice it recommends', () => {
    for (const id of sampleIds.slice(0, 30)) {
      const result = composePlanInsight({ ...enPlans, purchaseId: id }, 'en', 2025);
      result.recommendations.slice(0, 3).forEach((recommendation, i) => {
        const advice = recommendation.replace(/^\d{4}: /u, '');
        expect(Object.values(result.journey_analysis)[i]).not.toContain(advice);
      });
    }
  });

  it('marks the year of a changing line as the turning point, or says the journey is steady', () => {
    for (const id of sampleIds.slice(0, 30)) {
      const cast = castFor(id, 'plan');
      const result = composePlanInsight({ ...koPlans, purchaseId: id }, 'ko', 2025);
      const insights = result.key_insights.join(' ');
      if (cast.relating) {
        expect(insights).toContain(cast.relating.koreanName);
        const years = (['2025', '2026', '2027'] as const).filter((_, i) => cast.changing.some((p) => Math.ceil(p / 2) === i + 1));
        for (const year of years) expect(result.journey_analysis[year]).toMatch(/효가 (모두 )?움직/u);
      } else {
        expect(insights).toContain('움직이는 효가 없는');
      }
    }
  });

  it('follows the areas of the plans and flags a plan that is too brief', () => {
    const en = composePlanInsight(enPlans, 'en', 2025);
    expect(en.overall_theme).toContain('moves from work to money and then to family');
    expect(en.journey_analysis['2026']).toContain('This year’s plan about money');
    expect(en.recommendations.at(-1)).toContain('Your plan for 2027 is still brief');
    const ko = composePlanInsight(koPlans, 'ko', 2025);
    expect(ko.overall_theme).toContain('일에서 재정, 그리고 가족으로');
    expect(ko.recommendations.join(' ')).not.toContain('아직 짧게');
  });

  it('names the calendar years the user planned, keeping the contract\'s slots as keys', () => {
    for (const id of sampleIds.slice(0, 20)) {
      for (const [locale, plans] of [['ko', koPlans], ['en', enPlans]] as const) {
        const result = composePlanInsight({ ...plans, purchaseId: id }, locale, 2026);
        expect(Object.keys(result.journey_analysis)).toEqual(['2025', '2026', '2027']);
        const prose = JSON.stringify({ ...result, journey_analysis: Object.values(result.journey_analysis) });
        expect(prose).not.toContain('2025');
        expect(prose).not.toContain('2029');
      }
    }
    const ko = composePlanInsight(koPlans, 'ko', 2026);
    expect(ko.journey_analysis['2025']).toMatch(/^2026년에는 /u);
    expect(ko.journey_analysis['2027']).toMatch(/^2028년에는 /u);
    expect(ko.recommendations[0]).toMatch(/^2026년: /u);
    const en = composePlanInsight(enPlans, 'en', 2027);
    expect(en.journey_analysis['2025']).toMatch(/^For 2027 you plan/u);
    expect(en.recommendations.at(-1)).toContain('Your plan for 2029 is still brief');
  });
});
