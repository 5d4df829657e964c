import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/routing';
import { purchaseIds } from '@/tests/fixtures/insight-requests';
import { insightCategories, type CurrentInsightResult, type PlanInsightResult } from '../schemas';
import { castFor } from './cast';
import { enCorpus, koCorpus } from '@/content/insight/classifier-corpus';
import { composeCurrentInsight } from './current';
import { composePlanInsight } from './plan';
import { sentences } from './text';

/**
 * Every sentence of a report says something of its own: 50 Current Insights and 50 3-Year Plans per
 * language (varied questions, plans, areas, casts and years), each split into sentences, and no
 * sentence may come twice within one report (compared without case, spaces and punctuation).
 */

const REPORTS = 50;

/** Sentences of every paragraph, list item and year of a report. */
function reportSentences(parts: readonly string[]): string[] {
  return parts.flatMap((part) => part.split(/\n+/u)).flatMap((paragraph) => sentences(paragraph));
}

function normalize(sentence: string): string {
  return sentence.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');
}

/** The sentences said twice or more in one report. */
function repeats(parts: readonly string[]): string[] {
  const seen = new Map<string, number>();
  const all = reportSentences(parts);
  for (const sentence of all) {
    const key = normalize(sentence);
    if (key.length < 2) continue;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return all.filter((sentence, i) => (seen.get(normalize(sentence)) ?? 0) > 1 && all.findIndex((s) => normalize(s) === normalize(sentence)) === i);
}

function currentParts(result: CurrentInsightResult): string[] {
  return [result.situation, result.what_does_it_mean, ...result.what_you_should_do, result.solution];
}

function planParts(result: PlanInsightResult): string[] {
  return [result.overall_theme, ...Object.values(result.journey_analysis), ...result.key_insights, ...result.recommendations, result.guidance];
}

const plans: Record<Locale, readonly string[]> = {
  ko: [
    '이직 준비를 마치고 원하는 회사에 합격하기',
    '매달 월급의 30%를 저축해서 전세 자금을 모으기',
    '부모님을 모시고 가족이 다 함께 해외여행을 다녀오기',
    '팀장으로 승진해서 내 팀을 꾸리기',
    '작은 온라인 가게를 창업해 첫 매출을 내기',
    '매일 30분 걷고 체중을 5kg 줄이기',
    '결혼을 약속한 사람과 함께 살 집을 구하기',
    '영어 공부를 꾸준히 해서 회화 실력을 늘리기',
    '주식 투자 공부를 하고 비상금 천만 원을 만들기',
    '아이와 보내는 저녁 시간을 하루 한 시간씩 지키기',
    '운동',
    '책 한 권 쓰기',
    '대학원에 진학할지 취업할지 결정하기',
    '회사 일에 휘둘리지 않는 나만의 루틴을 만들기',
    '좋은 사람을 만나 연애를 시작하기',
  ],
  en: [
    'Finish my master’s degree and land a junior data analyst job.',
    'Save 20% of my salary every month and move into my own apartment.',
    'Get married and start a family.',
    'Get promoted to team lead and hire two people.',
    'Launch my online shop and reach the first thousand sales.',
    'Walk every day and lose ten pounds.',
    'Find a flat to share with my partner.',
    'Study Spanish until I can hold a conversation.',
    'Build an emergency fund of six months of expenses.',
    'Spend an hour with my kids every evening.',
    'Run.',
    'Write a book.',
    'Decide whether to go back to school or keep working.',
    'Build a morning routine that keeps me calm at work.',
    'Meet someone and start dating again.',
  ],
};

const corpus: Record<Locale, typeof koCorpus> = { ko: koCorpus, en: enCorpus };

describe('no sentence is said twice within a report', () => {
  for (const locale of ['ko', 'en'] as const) {
    it(`${locale}: ${REPORTS} Current Insights`, () => {
      const ids = purchaseIds(REPORTS, '20000000');
      const failures: string[] = [];
      let checked = 0;
      const hexagrams = new Set<number>();
      for (const [i, purchaseId] of ids.entries()) {
        const [label, question] = corpus[locale][(i * 7) % corpus[locale].length] ?? ['general', ''];
        // most keep the area the question reads as; some are changed on the confirm step
        const category = i % 5 === 4 ? insightCategories[i % insightCategories.length] ?? label : label;
        const situation = i % 3 === 0 ? '' : `${question}`;
        const result = composeCurrentInsight({ category, question, situation, purchaseId }, locale);
        hexagrams.add(result.hexagram_id);
        checked += reportSentences(currentParts(result)).length;
        for (const sentence of repeats(currentParts(result))) failures.push(`${purchaseId} (${category}, cast ${castFor(purchaseId, 'current').changing.length} changing): ${sentence}`);
      }
      console.log(`current insight, ${locale}: ${REPORTS} reports, ${hexagrams.size} hexagrams, ${checked} sentences, ${failures.length} repeated`);
      expect(failures).toEqual([]);
    });

    it(`${locale}: the rare casts too (no line, four, five or all six lines changing; 乾 and 坤 with all six)`, () => {
      const ids = purchaseIds(40000, '40000000');
      const shapes = {
        still: (c: ReturnType<typeof castFor>) => c.changing.length === 0,
        four: (c: ReturnType<typeof castFor>) => c.changing.length === 4,
        five: (c: ReturnType<typeof castFor>) => c.changing.length === 5,
        allSix: (c: ReturnType<typeof castFor>) => c.changing.length === 6 && !c.primary.useLine,
        useLine: (c: ReturnType<typeof castFor>) => c.changing.length === 6 && Boolean(c.primary.useLine),
      };
      for (const [shape, fits] of Object.entries(shapes)) {
        const purchaseId = ids.find((id) => fits(castFor(id, 'current')));
        expect(purchaseId, shape).toBeDefined();
        for (const category of insightCategories) {
          const question = corpus[locale].find(([c]) => c === category)?.[1] ?? '';
          const result = composeCurrentInsight({ category, question, situation: '', purchaseId: purchaseId ?? '' }, locale);
          expect(repeats(currentParts(result)), `${shape} ${category}`).toEqual([]);
        }
      }
    });

    it(`${locale}: ${REPORTS} 3-Year Plans`, () => {
      const ids = purchaseIds(REPORTS, '30000000');
      const pool = plans[locale];
      const failures: string[] = [];
      let checked = 0;
      const hexagrams = new Set<number>();
      for (const [i, purchaseId] of ids.entries()) {
        // varied triples; every fourth all about work (plans 0, 3 and 4), one area for three years
        const pick = (k: number) => pool[i % 4 === 0 ? [0, 3, 4][k] ?? 0 : (i + k * 5) % pool.length] ?? '';
        const request = { plan2025: pick(0), plan2026: pick(1), plan2027: pick(2), purchaseId };
        const result = composePlanInsight(request, locale, 2025 + (i % 3));
        hexagrams.add(result.hexagram_id);
        checked += reportSentences(planParts(result)).length;
        for (const sentence of repeats(planParts(result))) failures.push(`${purchaseId}: ${sentence}`);
      }
      console.log(`3-year plan, ${locale}: ${REPORTS} reports, ${hexagrams.size} hexagrams, ${checked} sentences, ${failures.length} repeated`);
      expect(failures).toEqual([]);
    });
  }
});
